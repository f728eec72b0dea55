import Doubles

/// The tolerance ``beCloseTo(_:within:)`` uses when none is given: 0.0001.
public func defaultDelta<Value: FloatingPoint>() -> Value { 1 / 10_000 }

/// Passes when the actual number is within `delta` of `expected` (the difference is strictly smaller).
///
/// ```swift
/// expect(0.1 + 0.2).to(beCloseTo(0.3))
/// expect(ratio).to(beCloseTo(1.5, within: 0.01))
/// ```
public func beCloseTo<Value: FloatingPoint>(_ expected: Value, within delta: Value = defaultDelta()) -> Matcher<Value> {
    Matcher.define { actualExpression in
        let actual = try actualExpression.evaluate()
        return MatcherResult(
            bool: actual.map { abs($0 - expected) < delta } ?? false,
            message: .expectedCustomValueTo(
                lazy: { "be close to <\(stringify(expected))> (within \(stringify(delta)))" },
                actual: { "<\(stringify(actual))>" }
            )
        )
    }
}

/// Passes when each actual number is within `delta` of the expected number in the same position (a difference
/// of exactly `delta` passes here, as in Nimble).
public func beCloseTo<Value: FloatingPoint>(
    _ expected: [Value], within delta: Value = defaultDelta()
) -> Matcher<[Value]> {
    Matcher.define { actualExpression in
        let actual = try actualExpression.evaluate()
        let matches = actual.map { actual in
            actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= delta }
        } ?? false
        return MatcherResult(
            bool: matches,
            message: .expectedCustomValueTo(
                "be close to <\(stringify(expected))> (each within \(stringify(delta)))",
                actual: "<\(stringify(actual))>"
            )
        )
    }
}

infix operator ≈ : ComparisonPrecedence
infix operator ± : MultiplicationPrecedence

/// `expect(actual) ≈ expected`: the same as `to(beCloseTo(expected))`.
public func ≈ <Value: FloatingPoint>(lhs: Expectation<Value>, rhs: Value) {
    lhs.to(beCloseTo(rhs))
}

/// `expect(actual) ≈ expected ± delta`: the same as `to(beCloseTo(expected, within: delta))`.
public func ≈ <Value: FloatingPoint>(lhs: Expectation<Value>, rhs: (expected: Value, delta: Value)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// `expect([actual]) ≈ [expected]`: the same as `to(beCloseTo(expected))` for arrays.
public func ≈ <Value: FloatingPoint>(lhs: Expectation<[Value]>, rhs: [Value]) {
    lhs.to(beCloseTo(rhs))
}

/// `expect(actual) == expected ± delta`: the same as `to(beCloseTo(expected, within: delta))`.
public func == <Value: FloatingPoint>(lhs: Expectation<Value>, rhs: (expected: Value, delta: Value)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// Pairs an expected number with a tolerance, for `≈` and `==`.
public func ± <Value: FloatingPoint>(lhs: Value, rhs: Value) -> (expected: Value, delta: Value) {
    (expected: lhs, delta: rhs)
}
