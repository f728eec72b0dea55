/// A type whose values can be compared with the arguments a fake received.
///
/// Conform with a single line; the comparison comes from a default implementation:
/// - a class instance compares by identity (`===`), even when the class is `Equatable`, but an `NSObject` that bridges
///   to the argument's Swift value type matches by that type's `==` (an `NSString` matches its `String`);
/// - an `Equatable` value compares with `==`;
/// - a number (any `BinaryInteger` or `BinaryFloatingPoint`) or a string also matches another standard type's equal
///   value, as its literal would convert (`5` matches `5.0`);
/// - an `Optional` compares its wrapped value, and `nil` matches only `nil`;
/// - an `Array` or a `Dictionary` compares element by element.
///
/// ```swift
/// struct Person: Equatable, SpryEquatable {
///     let name: String
/// }
/// ```
///
/// A type that is neither a class nor `Equatable` gets a compiler error saying it does not conform; make it
/// `Equatable` rather than implementing `_isEqual(to:)` yourself.
public protocol SpryEquatable {
    /// Whether `actual`, an argument a fake received, equals this value; implemented by default. Not for direct use.
    func _isEqual(to actual: Any?) -> Bool

    /// The part of this expected value that can never match because it is not `SpryEquatable`: the wrapped
    /// value of an `Optional`, or an element of a collection. `nil` for every other type. Not for direct use.
    var _nonSpryEquatablePart: Any? { get }
}

extension SpryEquatable {
    /// `nil`: a value that is itself `SpryEquatable` has no part that cannot match. Not for direct use.
    public var _nonSpryEquatablePart: Any? { nil }
}

/// The part of `value` that can never match: itself when neither `SpryEquatable` nor `Equatable` (an `Equatable` value
/// is compared whole), else a `SpryEquatable` value's own ``SpryEquatable/_nonSpryEquatablePart``.
func nonSpryEquatablePart(of value: Any?) -> Any? {
    guard let value = flattened(value) else { return nil }
    guard let spryEquatable = value as? SpryEquatable else { return value is any Equatable ? nil : value }
    return spryEquatable._nonSpryEquatablePart
}

// `_cast` looks through any levels of `Optional` in `actual`, so these need no unwrapping first.

extension SpryEquatable where Self: Equatable {
    /// Compares with a received argument; see ``SpryEquatable``. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool {
        guard let actual = _cast(actual, to: Self.self) else { return false }
        return self == actual
    }
}

extension SpryEquatable where Self: AnyObject {
    /// Compares with a received argument; see ``SpryEquatable``. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool {
        guard let actual = _cast(actual, to: Self.self) else { return false }
        return actual === self
    }
}

extension SpryEquatable where Self: AnyObject & Equatable {
    /// Compares with a received argument; see ``SpryEquatable``. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool {
        guard let actual = _cast(actual, to: Self.self) else { return false }
        return actual === self
    }
}
