// Any `Equatable` value is an expected argument, compared with its own `==`, in `with`, `didCall`, `haveReceived`,
// `receivedCall` and order checks. A `SpryEquatable` value keeps its own rule (a class by identity, a string across
// the standard string types).

/// An expected argument that is `Equatable` but not `SpryEquatable`, compared with its own `==`, made by the forms
/// of `with`, `didCall`, `haveReceived` and `receivedCall` that take such values. Not for direct use.
package struct _EquatableArgument: SpryEquatable, OptionalUnwrapping {
    let value: any Equatable

    init(_ value: any Equatable) {
        self.value = value
    }

    /// Compares with a received argument with the value's own `==`. Not for direct use.
    package func _isEqual(to actual: Any?) -> Bool {
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

/// `value` as an expected argument: itself when `SpryEquatable`, so its own rule applies; else compared with `==`.
func expectedArgument<Value: Equatable>(_ value: Value) -> SpryEquatable? {
    if let spryEquatable = value as? SpryEquatable { return spryEquatable }
    return _EquatableArgument(value)
}

/// Expected arguments for the `Any?` forms of `with`, `didCall`, `haveReceived` and `receivedCall`: a `SpryEquatable`
/// value keeps its own rule, an `Equatable` one is compared with `==`, a metatype by identity, `nil` matches only
/// `nil`, and any other value can never match, which the check or stub reports. Not for direct use.
public func _expectedArguments(_ values: [Any?]) -> [SpryEquatable?] {
    values.map(anyExpectedArgument)
}

/// Expected arguments as Doubles' messages show them (`<"b-1">, <info>`), for the Nimble adapter template. Not for
/// direct use.
public func _describeExpectedArguments(_ arguments: [SpryEquatable?]) -> String {
    CallFormatter.arguments(arguments)
}

/// `value`, of any type, as an expected argument; see ``_expectedArguments(_:)``.
func anyExpectedArgument(_ value: Any?) -> SpryEquatable? {
    guard let value else { return nil }
    if let spryEquatable = value as? SpryEquatable { return spryEquatable }
    if let equatable = value as? any Equatable { return expectedArgument(equatable) }
    if let type = value as? Any.Type { return _MetatypeArgument(type) }
    return _UncomparableArgument(value)
}

/// The argument an expected value stands for, so that two expected values compare as one compares with a call's
/// argument: the value an `Equatable` box holds, the type a metatype argument names, else the value itself.
func standIn(for expected: SpryEquatable) -> Any? {
    if let boxed = expected as? _EquatableArgument { return boxed.value }
    if let metatype = expected as? _MetatypeArgument { return metatype.type }
    return expected
}

/// An expected metatype, such as the `UUID.self` a `get(key:as:)` takes, matching that type only. Not for direct use.
package struct _MetatypeArgument: SpryEquatable, CustomStringConvertible {
    let type: Any.Type

    init(_ type: Any.Type) {
        self.type = type
    }

    /// Whether `actual` is the same type. Not for direct use.
    package func _isEqual(to actual: Any?) -> Bool {
        guard let actual = flattened(actual) as? Any.Type else { return false }
        return ObjectIdentifier(actual) == ObjectIdentifier(type)
    }

    /// `UUID.self`.
    package var description: String { "\(TypeName.of(type)).self" }
}

/// An expected value that is neither `SpryEquatable`, `Equatable` nor a metatype: it can never match, and the
/// check or stub that has it reports that with the fix. Not for direct use.
package struct _UncomparableArgument: SpryEquatable, OptionalUnwrapping {
    let value: Any

    init(_ value: Any) {
        self.value = value
    }

    /// Never: the value has no equality. Not for direct use.
    package func _isEqual(to actual: Any?) -> Bool { false }

    /// The value itself, which can never match. Not for direct use.
    package var _nonSpryEquatablePart: Any? { value }

    /// Messages look through the box to the value.
    package var unwrappedAny: Any? { value }
}

/// Whether `actual` matches `expected`, an element of an expected collection or optional: by its own rule if
/// `SpryEquatable`, by `==` if `Equatable`, else `false` (checks report that; see ``nonSpryEquatablePart(of:)``).
func element(_ actual: Any?, matches expected: Any) -> Bool {
    if let spryEquatable = expected as? SpryEquatable { return argument(actual, matches: spryEquatable) }
    if let equatable = expected as? any Equatable { return equal(equatable, actual) }
    return false
}
