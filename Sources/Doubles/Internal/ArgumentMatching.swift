/// Whether a received argument satisfies an expected one. The rule is ``expectation(_:)`` and the expected
/// value's `_isEqual(to:)`; ``ExpectedArguments``, which stubs, `didCall`, `haveReceived` and call order use,
/// applies the same rule to whole argument lists.
package func argument(_ actual: Any?, matches expected: SpryEquatable?) -> Bool {
    expectation(expected)._isEqual(to: actual)
}

/// What an expected argument is asked: the value itself, or for `nil`, a value that matches only `nil` (at any
/// level of wrapping).
func expectation(_ expected: SpryEquatable?) -> SpryEquatable {
    expected ?? ExpectedNil()
}

/// Expected arguments prepared once for matching against many calls: each is stored as its ``expectation(_:)``,
/// so the loop has no optional to unwrap.
struct ExpectedArguments {
    private let values: [SpryEquatable]

    init(_ expected: [SpryEquatable?]) {
        values = expected.map(expectation)
    }

    /// Whether `actual` has as many arguments and each satisfies the expected one in its position. Both arrays
    /// are read through their buffers: this runs for every call a check scans.
    func match(_ actual: [Any?]) -> Bool {
        guard actual.count == values.count else { return false }
        return actual.withUnsafeBufferPointer { actual in
            values.withUnsafeBufferPointer { expected in
                for index in 0..<actual.count where !expected[index]._isEqual(to: actual[index]) {
                    return false
                }
                return true
            }
        }
    }
}

/// An expected `nil`.
private struct ExpectedNil: SpryEquatable {
    func _isEqual(to actual: Any?) -> Bool {
        isNil(actual)
    }
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

/// `value as? Wanted`, with a fast path for the common case of a value whose dynamic type is exactly `Wanted`:
/// the existential is opened and its type compared, with no trip through the runtime's general cast. Other
/// cases (nested optionals, subclasses, protocols) take the general cast. `nil` gives `nil`.
@inlinable
public func _cast<Wanted>(_ value: Any?, to type: Wanted.Type) -> Wanted? {
    guard let value else { return nil }
    return _cast(opening: value, to: Wanted.self)
}

/// ``_cast(_:to:)`` for a value known not to be `nil`, opened where it lies. Not for direct use.
@inlinable
public func _cast<Wanted>(opening value: Any, to type: Wanted.Type) -> Wanted? {
    func open<Actual>(_ actual: Actual) -> Wanted? {
        if Actual.self == Wanted.self { return unsafeBitCast(actual, to: Wanted.self) }
        return actual as? Wanted
    }
    return open(value)
}
