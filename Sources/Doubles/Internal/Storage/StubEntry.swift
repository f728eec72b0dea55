/// A finished stub as its fake's state holds it: which calls it answers (function and `with(...)` arguments) and
/// how (action, or values and the place in them). Made by ``Stub``'s finishers; then only ``next`` and ``used``
/// change, under the lock of the shard holding the fake's state, which is why they skip exclusivity checks.
@usableFromInline
final class StubEntry {
    @usableFromInline
    enum Action {
        /// `andReturn`: the values are the entry's ``sequence``.
        case values
        case closure(([Any?]) throws -> Any?)
        case asyncClosure(([Any?]) async throws -> Any?)
        case error(Error)
    }

    @usableFromInline let functionName: String
    let location: CodeLocation
    /// The `with(...)` arguments, prepared once for matching against every call; `nil` when any arguments match.
    let expected: ExpectedArguments?
    /// How many `with(...)` arguments there are, -1 for none; adding a stub reads it without copying `expected`.
    let argumentCount: Int
    /// Whether the `with(...)` arguments are all plain values (``ExpectedArguments/runsNoUserCode``); `true` for none.
    let expectsPlainValues: Bool
    let action: Action
    /// Whether the action is `andReturn` values.
    @usableFromInline let returnsValues: Bool
    /// The `andReturn` values; one `nil` for other actions. They never change, and are read with no lock held.
    @usableFromInline let sequence: ValueSequence
    /// The position in ``sequence`` of the next call's value, apart from the values, which are read with no lock held.
    @usableFromInline @exclusivity(unchecked) var next = 0
    /// The test a fake type's stub was made in; `nil` for an instance's.
    let origin: TestOrigin?
    /// The captors among the `with(...)` arguments, by position; `nil`, not `[]`: a debug build paid for empty arrays.
    let captors: [(position: Int, captor: ArgumentCaptor)]?
    /// Whether the stub answered a call.
    @usableFromInline @exclusivity(unchecked) var used = false
    /// Whether the stub answered a call that was not recorded (its member calls `stubbedValue()`), which no check sees.
    @usableFromInline @exclusivity(unchecked) var answeredUnrecorded = false
    /// The one `andReturn` value converted to the return type of the member that read it inline, where that is not
    /// the type it is held as (``takeNext(heldAs:converting:)``); set once, under the lock.
    @usableFromInline @exclusivity(unchecked) var retyped: StubbedValue?
    /// The sequence number of the first call of the fake recorded after the stub was added (``Registry/add(_:to:)``),
    /// which saw it.
    @exclusivity(unchecked) var firstLaterCall: UInt64 = 0

    init(
        functionName: String, location: CodeLocation, expected: ExpectedArguments?, action: Action,
        values: ValueSequence, origin: TestOrigin?
    ) {
        self.functionName = functionName
        self.location = location
        self.expected = expected
        argumentCount = expected?.count ?? -1
        expectsPlainValues = expected?.runsNoUserCode ?? true
        self.action = action
        if case .values = action { returnsValues = true } else { returnsValues = false }
        sequence = values
        self.origin = origin
        captors = Self.captors(in: expectsPlainValues ? nil : expected)
    }

    /// The captors in `expected`, by position; `nil` if none. The caller passes `nil` for plain values, never captors.
    private static func captors(in expected: ExpectedArguments?) -> [(position: Int, captor: ArgumentCaptor)]? {
        guard let expected else { return nil }
        let found = expected.values.enumerated().compactMap { position, argument in
            argument.flatMap(ArgumentCaptor.exactly).map { (position, $0) }
        }
        return found.isEmpty ? nil : found
    }

    /// An entry that no fake holds yet, for tests of the registry.
    convenience init(
        function: any StringRepresentable, arguments: [SpryEquatable?]?, action: Action, values: [Any?] = [nil],
        location: CodeLocation
    ) {
        self.init(
            functionName: function.rawValue, location: location,
            expected: arguments.map(ExpectedArguments.init), action: action, values: ValueSequence(values),
            origin: nil
        )
    }

    /// The `with(...)` arguments as the test gave them; `nil` when any arguments match.
    var arguments: [SpryEquatable?]? { expected?.values }

    /// The chosen stub's answer to a call, with the position of its next value, moving on. Marks it used, and whether
    /// the call was recorded. Call with the lock held.
    func answerLocked(recorded: Bool) -> Registry.StubAnswer {
        used = true
        if !recorded { answeredUnrecorded = true }
        return .chosen(self, returnsValues ? advance() : 0)
    }

    /// The position of this call's value, moving on. Call with the shard lock held.
    @inlinable
    func advance() -> Int {
        let position = next
        next = sequence.position(after: position)
        return position
    }

    /// The next value if held as `holder` (the ``TypedValue`` of the call's return type), moving on. A stub's one
    /// value held as another type is converted by `convert`, as the general path converts it (`Int` to `Int?`, a
    /// type to a protocol it conforms to), and kept as ``retyped`` for the next calls. `nil`, changing nothing, if the
    /// value is `nil`, or a sequence's, or `convert` gives none, for the general path. Call with the lock held.
    @inlinable
    func takeNext(heldAs holder: StubbedValue.Type, converting convert: (StubbedValue) -> StubbedValue?) -> StubbedValue? {
        guard let value = sequence.held(at: next) else { return nil }
        if ObjectIdentifier(type(of: value)) == ObjectIdentifier(holder) {
            _ = advance()
            return value
        }
        // One value only, which `next` never moves from: a sequence would need a value kept per position.
        guard sequence.rest.isEmpty else { return nil }
        if let retyped, ObjectIdentifier(type(of: retyped)) == ObjectIdentifier(holder) { return retyped }
        guard let converted = convert(value) else { return nil }
        // Kept for the first return type only (a generic member has several): replacing one would release it, and
        // run its value's `deinit`, under the lock.
        if case .none = retyped { retyped = converted }
        return converted
    }

    /// A public description of the stub; `wasUsed` was read under the shard lock, and `calls` are the fake's calls a
    /// check counts, and `nameAnswered` whether a stub of its name answered one, read for why an unused stub answered
    /// none.
    func record(wasUsed: Bool, calls: [RecordedCall], nameAnswered: Bool) -> StubRecord {
        StubRecord(
            functionName: functionName,
            argumentsDescription: arguments.map { CallFormatter.arguments($0) },
            wasUsed: wasUsed,
            location: location,
            description: description,
            whyUnused: wasUsed ? nil : NeverMatching.unusedStubNote(self, calls: calls, nameAnswered: nameAnswered)
        )
    }

    var description: String {
        // An empty `with()`, a slip on a member that takes arguments, is not a stub for any arguments.
        var text = arguments?.isEmpty == true
            ? "\(functionName) with no arguments" : CallFormatter.call(functionName, expected: arguments)
        switch action {
        case .values: text += " -> andReturn(\(sequence.values.map { CallFormatter.value($0) }.joined(separator: ", ")))"
        case .closure, .asyncClosure: text += " -> andDo { … }"
        case .error(let error): text += " -> andThrow(\(error))"
        }
        return text
    }
}
