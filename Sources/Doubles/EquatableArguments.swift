// Any `Equatable` value is an expected argument, with no `SpryEquatable` conformance: `with`, `didCall`,
// `haveReceived`, `receivedCall` and order checks take it, and compare it with its own `==`. A value that is
// `SpryEquatable` keeps its own rule (a class by identity, a string across the standard string types).

/// An expected argument that is `Equatable` but not `SpryEquatable`, compared with its own `==`. Made by the
/// forms of `with`, `didCall`, `haveReceived` and `receivedCall` that take `Equatable` values; messages show the
/// value it holds. Not for direct use.
public struct _EquatableArgument: SpryEquatable, OptionalUnwrapping {
    /// The expected value.
    let value: any Equatable

    init(_ value: any Equatable) {
        self.value = value
    }

    /// Compares with a received argument with the value's own `==`. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool {
        equal(value, actual)
    }

    /// Messages look through the box to the value (see `flattened`).
    package var unwrappedAny: Any? { value }
}

/// Whether `actual`, at any level of wrapping, is a `Value` equal to `expected`.
func equal<Value: Equatable>(_ expected: Value, _ actual: Any?) -> Bool {
    guard let actual = _cast(actual, to: Value.self) else { return false }
    return actual == expected
}

/// `value` as an expected argument: itself when it is `SpryEquatable`, so its own rule applies; otherwise
/// compared with its `==`.
func expectedArgument<Value: Equatable>(_ value: Value) -> SpryEquatable? {
    if let spryEquatable = value as? SpryEquatable { return spryEquatable }
    return _EquatableArgument(value)
}

/// Expected arguments from `Equatable` values, for the forms of `with`, `didCall`, `haveReceived` and
/// `receivedCall` that take them. Not for direct use.
public func _expectedArguments<each Value: Equatable>(_ values: repeat each Value) -> [SpryEquatable?] {
    var arguments: [SpryEquatable?] = []
    for value in repeat each values { arguments.append(expectedArgument(value)) }
    return arguments
}

/// Expected arguments from a list of `Equatable` values, some of which may be `nil`. Not for direct use.
public func _expectedArguments(_ values: [(any Equatable)?]) -> [SpryEquatable?] {
    values.map { value in value.map { expectedArgument($0) } ?? nil }
}

/// Whether `actual` matches `expected`, an element of an expected collection or optional: by its own rule when it
/// is `SpryEquatable`, by `==` when it is `Equatable`. `false` for a value that is neither; a check reports such a
/// value before it matches anything (see ``nonSpryEquatablePart(of:)``).
func element(_ actual: Any?, matches expected: Any) -> Bool {
    if let spryEquatable = expected as? SpryEquatable { return argument(actual, matches: spryEquatable) }
    if let equatable = expected as? any Equatable { return equal(equatable, actual) }
    return false
}
