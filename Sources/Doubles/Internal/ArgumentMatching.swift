/// The one place that decides whether a received argument satisfies an expected one. Stubs, `didCall`,
/// `haveReceived` and captors all come through here.
@inline(__always)
func argument(_ actual: Any?, matches expected: SpryEquatable?) -> Bool {
    guard let expected else { return isNil(actual) }
    return expected._isEqual(to: actual)
}

/// Whether every received argument satisfies the expected one in the same position.
func arguments(_ actual: [Any?], match expected: [SpryEquatable?]) -> Bool {
    guard actual.count == expected.count else { return false }
    for index in actual.indices where !argument(actual[index], matches: expected[index]) {
        return false
    }
    return true
}

/// Public entry to the argument matcher for `DoublesMatchers`; not for direct use.
public func _argument(_ actual: Any?, matches expected: SpryEquatable?) -> Bool {
    argument(actual, matches: expected)
}

/// Lets code that only holds an `Any` see through an `Optional` of any wrapped type.
protocol OptionalUnwrapping {
    var unwrappedAny: Any? { get }
}

extension Optional: OptionalUnwrapping {
    var unwrappedAny: Any? {
        switch self {
        case .none: return nil
        case .some(let wrapped): return wrapped
        }
    }
}

/// Strips every level of `Optional`, so `Optional(Optional(3))` becomes `3` and any `nil` becomes `nil`.
func flattened(_ value: Any?) -> Any? {
    var current = value
    while let unwrapped = current, let optional = unwrapped as? OptionalUnwrapping {
        current = optional.unwrappedAny
    }
    return current
}

/// Whether `value` is `nil` at any level of wrapping.
func isNil(_ value: Any?) -> Bool {
    flattened(value) == nil
}

/// Lets generic code produce `nil` for a return type that happens to be an `Optional`.
protocol NilProducing {
    static var nilValue: Self { get }
}

extension Optional: NilProducing {
    static var nilValue: Optional<Wrapped> { nil }
}

/// A value of `T` that stands for "nothing" when no stub exists: `nil` for an `Optional`, `()` for `Void`.
func emptyValue<T>(of type: T.Type) -> T? {
    if let optional = T.self as? NilProducing.Type { return optional.nilValue as? T }
    if T.self == Void.self { return () as? T }
    return nil
}
