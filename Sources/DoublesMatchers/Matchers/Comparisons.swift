import Doubles

/// Passes when the actual value is greater than `expected`.
@inlinable
public func beGreaterThan<Value: Comparable>(_ expected: Value?) -> Matcher<Value> {
    comparison("be greater than", expected) { $0 > $1 }
}

/// Passes when the actual value is greater than or equal to `expected`.
@inlinable
public func beGreaterThanOrEqualTo<Value: Comparable>(_ expected: Value?) -> Matcher<Value> {
    comparison("be greater than or equal to", expected) { $0 >= $1 }
}

/// Passes when the actual value is less than `expected`.
@inlinable
public func beLessThan<Value: Comparable>(_ expected: Value?) -> Matcher<Value> {
    comparison("be less than", expected) { $0 < $1 }
}

/// Passes when the actual value is less than or equal to `expected`.
@inlinable
public func beLessThanOrEqualTo<Value: Comparable>(_ expected: Value?) -> Matcher<Value> {
    comparison("be less than or equal to", expected) { $0 <= $1 }
}

@inlinable
func comparison<Value: Comparable>(
    _ words: String, _ expected: Value?, _ holds: @escaping (Value, Value) -> Bool
) -> Matcher<Value> {
    Matcher.define("\(words) <\(stringify(expected))>") { actualExpression, message in
        guard let actual = try actualExpression.evaluate(), let expected else {
            return MatcherResult(status: .fail, message: message)
        }
        return MatcherResult(bool: holds(actual, expected), message: message)
    }
}

/// Passes when the actual value lies in `range`.
///
/// ```swift
/// expect(score).to(beWithin(0..<100))
/// ```
public func beWithin<Value: Comparable>(_ range: Range<Value>) -> Matcher<Value> {
    Matcher.define("be within range <(\(range.lowerBound)..<\(range.upperBound))>") { actualExpression, message in
        guard let actual = try actualExpression.evaluate() else { return MatcherResult(status: .fail, message: message) }
        return MatcherResult(bool: range.contains(actual), message: message)
    }
}

/// Passes when the actual value lies in `range`, bounds included.
public func beWithin<Value: Comparable>(_ range: ClosedRange<Value>) -> Matcher<Value> {
    Matcher.define("be within range <(\(range.lowerBound)...\(range.upperBound))>") { actualExpression, message in
        guard let actual = try actualExpression.evaluate() else { return MatcherResult(status: .fail, message: message) }
        return MatcherResult(bool: range.contains(actual), message: message)
    }
}

/// `expect(actual) > expected`.
@inlinable
public func > <Value: Comparable>(lhs: Expectation<Value>, rhs: Value) {
    lhs.to(beGreaterThan(rhs))
}

/// `expect(actual) >= expected`.
@inlinable
public func >= <Value: Comparable>(lhs: Expectation<Value>, rhs: Value) {
    lhs.to(beGreaterThanOrEqualTo(rhs))
}

/// `expect(actual) < expected`.
@inlinable
public func < <Value: Comparable>(lhs: Expectation<Value>, rhs: Value) {
    lhs.to(beLessThan(rhs))
}

/// `expect(actual) <= expected`.
@inlinable
public func <= <Value: Comparable>(lhs: Expectation<Value>, rhs: Value) {
    lhs.to(beLessThanOrEqualTo(rhs))
}
