@_exported import DoublesMatchers

// `equal` of an array or dictionary whose elements or values are optionals against one of plain values:
// `equal([lookUp(id)])` on a `[String]`. `==` and `!=` in `DoublesMatchers` take these already, since they weigh
// only on `==` lines; this overload of `equal` would make every dictionary-literal `equal` line of a file about
// 8 % slower to type-check, so it is here.

/// Passes when the actual array or dictionary equals `expected`, whose elements or values may be `nil`:
/// `equal([lookUp("id")])` on a `[String]`, `equal(["sky": lookUp("blue")])` on a `[String: String]`. An
/// expected `nil` matches no value.
@_disfavoredOverload
public func equal<Expected: _OptionalsCollection>(_ expected: Expected) -> Matcher<Expected._Unwrapped> {
    Matcher.define("equal <\(stringify(expected))>") { actualExpression, message in
        guard let actual = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        return MatcherResult(bool: expected._holdsValues(of: actual), message: message)
    }
}

/// An array or dictionary of optionals, which `equal` compares with the same collection of plain values. One
/// constrained overload rather than an `[Element?]` one and a `[Key: Value?]` one, which cost more to
/// type-check.
public protocol _OptionalsCollection {
    /// The collection with the optionals unwrapped: `[String]` for `[String?]`.
    associatedtype _Unwrapped
    /// Whether `actual` holds exactly these values, in the same places; `nil` here matches nothing.
    func _holdsValues(of actual: _Unwrapped) -> Bool
}

extension Array: _OptionalsCollection where Element: _OptionalValue, Element._Wrapped: Equatable {
    /// Whether `actual` has as many elements, each equal to the one here in its place.
    public func _holdsValues(of actual: [Element._Wrapped]) -> Bool {
        actual.count == count && zip(self, actual).allSatisfy { expected, actual in expected._value == actual }
    }
}

extension Dictionary: _OptionalsCollection where Value: _OptionalValue, Value._Wrapped: Equatable {
    /// Whether `actual` has exactly these keys, each with a value equal to the one here.
    public func _holdsValues(of actual: [Key: Value._Wrapped]) -> Bool {
        actual.count == count && actual.allSatisfy { key, value in self[key]?._value == value }
    }
}

/// `Optional`, as a constraint for ``_OptionalsCollection``.
public protocol _OptionalValue {
    /// The wrapped type.
    associatedtype _Wrapped
    /// The optional itself.
    var _value: _Wrapped? { get }
}

extension Optional: _OptionalValue {
    /// The optional itself.
    public var _value: Wrapped? { self }
}
