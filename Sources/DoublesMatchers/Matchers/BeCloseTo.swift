import Doubles
import Foundation

/// The tolerance ``beCloseTo(_:within:)`` uses when none is given: 0.0001.
public func defaultDelta<Value: FloatingPoint>() -> Value { 1 / 10_000 }

/// A number, or an array of numbers, that ``beCloseTo(_:within:)`` can compare with a tolerance.
///
/// One protocol instead of an overload per shape keeps `beCloseTo` cheap for the compiler to resolve.
public protocol CloseToComparable {
    /// The type of the tolerance.
    associatedtype Tolerance: FloatingPoint
    /// Whether `self` is within `delta` of `expected`; not for direct use.
    func _isClose(to expected: Self, within delta: Tolerance) -> Bool
    /// `within` for a number, `each within` for an array; not for direct use.
    static var _withinWords: String { get }
}

extension CloseToComparable {
    /// `within`, for a single value.
    public static var _withinWords: String { "within" }
}

extension CloseToComparable where Self: FloatingPoint, Tolerance == Self {
    /// The difference is strictly smaller than `delta`.
    public func _isClose(to expected: Self, within delta: Self) -> Bool { abs(self - expected) < delta }
}

extension Double: CloseToComparable {
    /// A `Double` compares with a `Double` tolerance.
    public typealias Tolerance = Double
}

extension Float: CloseToComparable {
    /// A `Float` compares with a `Float` tolerance.
    public typealias Tolerance = Float
}

extension Array: CloseToComparable where Element: FloatingPoint {
    /// An array compares element by element with a tolerance of its element type.
    public typealias Tolerance = Element

    /// Each difference is at most `delta` (a difference of exactly `delta` passes, as in Nimble), and the
    /// counts are equal.
    public func _isClose(to expected: [Element], within delta: Element) -> Bool {
        count == expected.count && zip(self, expected).allSatisfy { abs($0 - $1) <= delta }
    }

    /// `each within`.
    public static var _withinWords: String { "each within" }
}

extension CGFloat: CloseToComparable {
    /// A `CGFloat` compares with a `CGFloat` tolerance.
    public typealias Tolerance = CGFloat
}

extension Date: CloseToComparable {
    /// A date compares with a tolerance in seconds.
    public typealias Tolerance = TimeInterval

    /// The dates are strictly less than `delta` seconds apart.
    public func _isClose(to expected: Date, within delta: TimeInterval) -> Bool {
        abs(timeIntervalSince(expected)) < delta
    }
}

extension NSDate: CloseToComparable {
    /// A date compares with a tolerance in seconds.
    public typealias Tolerance = TimeInterval

    /// The dates are strictly less than `delta` seconds apart.
    public func _isClose(to expected: NSDate, within delta: TimeInterval) -> Bool {
        abs(timeIntervalSince(expected as Date)) < delta
    }
}

extension NSNumber: CloseToComparable {
    /// A number object compares by its `doubleValue`, with a `Double` tolerance.
    public typealias Tolerance = Double

    /// The values are strictly less than `delta` apart.
    public func _isClose(to expected: NSNumber, within delta: Double) -> Bool {
        abs(doubleValue - expected.doubleValue) < delta
    }
}

/// Pairs an expected date with a tolerance in seconds, for `≈` and `==`: `expect(sent) ≈ now ± 5`.
public func ± (lhs: Date, rhs: TimeInterval) -> (expected: Date, delta: TimeInterval) {
    (expected: lhs, delta: rhs)
}

/// Passes when the actual number is within `delta` of `expected` (the difference is strictly smaller), or,
/// for arrays, when each number is within `delta` of the one in the same position.
///
/// ```swift
/// expect(0.1 + 0.2).to(beCloseTo(0.3))
/// expect(ratio).to(beCloseTo(1.5, within: 0.01))
/// expect([0.0, 2.0]).to(beCloseTo([0.05, 2.05], within: 0.1))
/// expect(receipt.date).to(beCloseTo(now, within: 5))  // seconds
/// ```
@inlinable
public func beCloseTo<Value: CloseToComparable>(
    _ expected: Value, within delta: Value.Tolerance = defaultDelta()
) -> Matcher<Value> {
    Matcher.define { actualExpression in
        if let slip = unmeetableTolerance(expected, within: delta) { return slip }
        let actual = try actualExpression.evaluate()
        return MatcherResult(
            bool: actual.map { $0._isClose(to: expected, within: delta) } ?? false,
            message: .expectedCustomValueTo(
                lazy: { "be close to <\(stringify(expected))> (\(Value._withinWords) \(stringify(delta)))" },
                actual: { "<\(stringify(actual))>" }
            )
        )
    }
}

/// A slip when no value is close to `expected` within `delta`, not even `expected` itself (a tolerance below 0, or
/// of 0 where the difference must be smaller; a NaN or infinite expected value): a check that would fail under `to`
/// and pass under `toNot` whatever the value, so fails under both. `nil` otherwise.
@usableFromInline
package func unmeetableTolerance<Value: CloseToComparable>(
    _ expected: Value, within delta: Value.Tolerance
) -> MatcherResult? {
    guard !expected._isClose(to: expected, within: delta) else { return nil }
    return .slip(.fail("""
        beCloseTo(<\(stringify(expected))>, \(Value._withinWords): <\(stringify(delta))>) can never pass: no value \
        is within that of <\(stringify(expected))>, not even itself.
        Fix: give a tolerance above 0, and an expected value that is finite (not NaN, not infinity).
        """))
}

infix operator ≈ : ComparisonPrecedence
infix operator ± : MultiplicationPrecedence

/// `expect(actual) ≈ expected`: the same as `to(beCloseTo(expected))`.
@inlinable
public func ≈ <Value: CloseToComparable>(lhs: Expectation<Value>, rhs: Value) {
    lhs.to(beCloseTo(rhs))
}

/// `expect(actual) ≈ expected ± delta`: the same as `to(beCloseTo(expected, within: delta))`.
@inlinable
public func ≈ <Value: CloseToComparable>(lhs: Expectation<Value>, rhs: (expected: Value, delta: Value.Tolerance)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// `expect(actual) == expected ± delta`: the same as `to(beCloseTo(expected, within: delta))`.
@inlinable
public func == <Value: CloseToComparable>(lhs: Expectation<Value>, rhs: (expected: Value, delta: Value.Tolerance)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// Pairs an expected number with a tolerance, for `≈` and `==`.
public func ± <Value: FloatingPoint>(lhs: Value, rhs: Value) -> (expected: Value, delta: Value) {
    (expected: lhs, delta: rhs)
}
