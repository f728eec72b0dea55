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

    let functionName: String
    let arguments: [SpryEquatable?]?
    /// `arguments`, prepared once for matching against every call.
    let expected: ExpectedArguments?
    let action: Action
    /// The `andReturn` values; empty for other actions. They never change, so they are read without the lock.
    let values: [Any?]
    /// `values` without their `Optional` layer (a `nil` stays an `Optional` inside the `Any`), so the fast path
    /// casts a value without first copying it out of an `Optional`, which costs more than the cast.
    @usableFromInline let unwrappedValues: [Any]
    let location: CodeLocation
    /// The captors among the `with(...)` arguments, with their positions, found once when the stub is made.
    let captors: [(position: Int, captor: ArgumentCaptor)]
    // Guarded by the shard lock.
    @usableFromInline @exclusivity(unchecked) var nextValueIndex = 0
    // Guarded by the shard lock.
    @usableFromInline @exclusivity(unchecked) var used = false
    /// The values converted to the first return type the inlined path asked for, so it reads them without a
    /// cast, or ``NoTypedValues`` when they did not all convert. Lent without retaining, since `typedValuesOwner`
    /// keeps it. Guarded by the shard lock.
    @usableFromInline @exclusivity(unchecked) var typedValues: Unmanaged<AnyObject>?
    @exclusivity(unchecked) private var typedValuesOwner: AnyObject?

    init(functionName: String, arguments: [SpryEquatable?]?, action: Action, location: CodeLocation) {
        self.functionName = functionName
        self.arguments = arguments
        expected = arguments.map(ExpectedArguments.init)
        self.action = action
        if case .values(let values) = action { self.values = values } else { values = [] }
        unwrappedValues = values.map { value -> Any in
            guard let value else { return Optional<Any>.none as Any }
            return value
        }
        self.location = location
        captors = (arguments ?? []).enumerated().compactMap { position, argument in
            (argument as? ArgumentCaptor).map { (position, $0) }
        }
    }

    /// Marks the stub used and returns the position in `values` of the value for this call: each value once,
    /// then the last one forever. Call with the shard lock held, for a stub whose action is `values`.
    func nextValuePositionLocked() -> Int {
        used = true
        let position = nextValueIndex
        if position < values.count - 1 { nextValueIndex += 1 }
        return position
    }

    /// The next value as `T`, marking the stub used and moving on in its sequence; `nil`, changing nothing, when
    /// that value is `nil` or of another type. Call with the shard lock held, for a stub whose action is `values`.
    @inlinable @inline(__always)
    func takeNextValue<T>(as type: T.Type) -> T? {
        if typedValues == nil { makeTypedValues(as: T.self) }
        let position = nextValueIndex
        let value: T
        if let typedValues, typedValues._withUnsafeGuaranteedRef({ Swift.type(of: $0) == TypedValues<T>.self }) {
            value = typedValues._withUnsafeGuaranteedRef { unsafeDowncast($0, to: TypedValues<T>.self).values[position] }
        } else if let converted = self.value(at: position, as: T.self) {
            value = converted
        } else {
            return nil
        }
        used = true
        if position < unwrappedValues.count - 1 { nextValueIndex = position + 1 }
        return value
    }

    /// Converts every value to `T`, for ``takeNextValue(as:)`` to read without a cast; when one does not
    /// convert, there are no typed values and every call takes the general cast. Runs once per stub. Call with
    /// the shard lock held.
    @usableFromInline
    func makeTypedValues<T>(as type: T.Type) {
        var converted: [T] = []
        converted.reserveCapacity(values.count)
        var made: AnyObject = NoTypedValues.shared
        if values.allSatisfy({ value in
            guard let typed = value as? T else { return false }
            converted.append(typed)
            return true
        }) {
            made = TypedValues(converted)
        }
        typedValuesOwner = made
        typedValues = Unmanaged.passUnretained(made)
    }

    /// Marks the stub used. Call with the shard lock held.
    func markUsedLocked() {
        used = true
    }

    /// The value at `position` as `T`, or `nil` when it is `nil` or of another type; the caller's slower path
    /// tells those apart. Reads from `unwrappedValues`, so there is no `Optional` to unwrap first.
    @inlinable
    func value<T>(at position: Int, as type: T.Type) -> T? {
        unwrappedValues.withUnsafeBufferPointer { _cast(opening: $0[position], to: T.self) }
    }

    /// What the chosen stub gives a call: its next value, or its action. Marks it used. Call with the shard
    /// lock held.
    func answerLocked() -> Registry.StubAnswer {
        if case .values = action { return .value(self, nextValuePositionLocked()) }
        markUsedLocked()
        return .action(action)
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

/// A stub's values converted to one return type.
@usableFromInline
final class TypedValues<T> {
    @usableFromInline let values: [T]

    init(_ values: [T]) {
        self.values = values
    }
}

/// Stands in for typed values when a stub's values do not all convert to the first return type asked for.
final class NoTypedValues: Sendable {
    static let shared = NoTypedValues()
}
