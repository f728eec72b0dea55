import Doubles

/// Passes when the actual value is `nil`.
///
/// ```swift
/// expect(dictionary["missing"]).to(beNil())
/// ```
@inlinable
public func beNil<Value>() -> Matcher<Value> {
    Matcher.simpleNilable("be nil") { actualExpression in
        MatcherStatus(bool: isNilAtAnyDepth(try actualExpression.evaluate()))
    }
}

/// Whether `value` is `nil`, or an `Optional` holding `nil` at any depth, as the element of a `[Int?]` is when
/// `allPass(beNil())` hands it on.
@inlinable
func isNilAtAnyDepth<Value>(_ value: Value?) -> Bool {
    guard let value else { return true }
    return (value as? any NestedOptional)?.holdsNil ?? false
}

/// An `Optional`, seen without its wrapped type.
@usableFromInline
protocol NestedOptional {
    var holdsNil: Bool { get }
}

extension Optional: NestedOptional {
    @usableFromInline
    var holdsNil: Bool {
        switch self {
        case .none: return true
        case .some(let wrapped): return (wrapped as? any NestedOptional)?.holdsNil ?? false
        }
    }
}

/// `nil` on the right of `expect(actual) == nil`, for any actual type: the same as `to(beNil())`.
public struct ExpectationNil: ExpressibleByNilLiteral, Sendable {
    /// Made by the `nil` literal.
    public init(nilLiteral: ()) {}
}

/// `expect(actual) == nil`: the same as `to(beNil())`, with its messages.
@_disfavoredOverload
public func == <Value>(lhs: Expectation<Value>, rhs: ExpectationNil) {
    lhs.to(beNil())
}

/// `expect(actual) != nil`: the same as `toNot(beNil())`, with its messages.
@_disfavoredOverload
public func != <Value>(lhs: Expectation<Value>, rhs: ExpectationNil) {
    lhs.toNot(beNil())
}
