/// A stub that is ready to answer calls. Immutable once registered, except for its position in a
/// sequence of return values and whether it was used, which only change under the lock of the shard that
/// holds the fake's state.
@usableFromInline
final class StubEntry: @unchecked Sendable {
    @usableFromInline
    enum Action {
        case values([Any?])
        case closure(([Any?]) throws -> Any?)
        case asyncClosure(([Any?]) async throws -> Any?)
        case error(Error)
    }

    @usableFromInline let functionName: String
    let arguments: [SpryEquatable?]?
    /// `arguments`, prepared once for matching against every call.
    let expected: ExpectedArguments?
    let action: Action
    /// Whether the action is `andReturn` values.
    @usableFromInline let returnsValues: Bool
    /// The `andReturn` values and the place in them; empty for other actions. Guarded by the shard lock.
    @usableFromInline @exclusivity(unchecked) var sequence: ValueSequence
    /// The `andReturn` values again, which never change, for reading a chosen value with no lock held: reading
    /// `sequence` there would race with another call moving its place on.
    @usableFromInline let values: [Any?]
    let location: CodeLocation
    /// The test a fake type's stub was made in; `nil` for an instance's.
    let origin: TestOrigin?
    /// The captors among the `with(...)` arguments, with their positions, found once when the stub is made.
    let captors: [(position: Int, captor: ArgumentCaptor)]
    // Guarded by the shard lock.
    @usableFromInline @exclusivity(unchecked) var used = false

    /// `expected` is `arguments` prepared, when the caller has prepared them already.
    init(
        functionName: String, arguments: [SpryEquatable?]?, expected: ExpectedArguments? = nil, action: Action,
        location: CodeLocation, origin: TestOrigin? = nil
    ) {
        self.origin = origin
        self.functionName = functionName
        self.arguments = arguments
        self.expected = expected ?? arguments.map(ExpectedArguments.init)
        self.action = action
        if case .values = action { returnsValues = true } else { returnsValues = false }
        if case .values(let values) = action { self.values = values } else { values = [] }
        sequence = ValueSequence(values)
        self.location = location
        if self.expected?.runsNoUserCode ?? true {
            captors = []  // Plain values (`String`, `Int`, `Bool`, `Double`) are never captors.
        } else {
            captors = (arguments ?? []).enumerated().compactMap { position, argument in
                argument.flatMap(ArgumentCaptor.exactly).map { (position, $0) }
            }
        }
    }

    /// The next value as `T`, marking the stub used and moving on in its sequence; `nil`, changing nothing, when
    /// that value is `nil` or of another type. Call with the shard lock held, for a stub that returns values.
    @inlinable @inline(__always)
    func takeNextValue<T>(as type: T.Type) -> T? {
        guard let value = sequence.takeNext(as: T.self) else { return nil }
        // Written only once: a write on every call would keep taking the cache line from other threads.
        if !used { used = true }
        return value
    }

    /// What the chosen stub gives a call: its next value, or its action. Marks it used. Call with the shard
    /// lock held.
    func answerLocked() -> Registry.StubAnswer {
        used = true
        switch action {
        case .values: return .value(self, sequence.advance())
        case .closure(let body): return .perform(body)
        case .asyncClosure(let body): return .suspend(body)
        case .error(let error): return .throw(error)
        }
    }

    /// The value at `position` of the stub's values, as `T`; `nil` when it is `nil` or of another type.
    @inlinable
    func value<T>(at position: Int, as type: T.Type) -> T? {
        ValueSequence.value(in: values, at: position, as: T.self)
    }

    /// The value at `position` of the stub's values, as it was given.
    func value(at position: Int) -> Any? {
        values[position]
    }

    /// A public description of the stub; `wasUsed` was read under the shard lock.
    func record(wasUsed: Bool) -> StubRecord {
        StubRecord(
            functionName: functionName,
            argumentsDescription: arguments.map { CallFormatter.arguments($0) },
            wasUsed: wasUsed,
            location: location,
            description: description
        )
    }

    var description: String {
        var text = CallFormatter.call(functionName, expected: arguments)
        switch action {
        case .values(let values): text += " -> andReturn(\(values.map { CallFormatter.value($0) }.joined(separator: ", ")))"
        case .closure, .asyncClosure: text += " -> andDo { … }"
        case .error(let error): text += " -> andThrow(\(error))"
        }
        return text
    }
}
