import Doubles

/// Passes when the actual value is `true`.
public func beTrue() -> Matcher<Bool> {
    Matcher.define { actualExpression in
        MatcherResult(bool: try actualExpression.evaluate() == true, message: .expectedActualValueTo("be true"))
    }
}

/// Passes when the actual value is `false`.
public func beFalse() -> Matcher<Bool> {
    Matcher.define { actualExpression in
        MatcherResult(bool: try actualExpression.evaluate() == false, message: .expectedActualValueTo("be false"))
    }
}

/// Passes when the actual value is neither `nil` nor `false` (or zero, for a number).
///
/// ```swift
/// expect(optionalFlag).to(beTruthy())
/// ```
public func beTruthy<Value: ExpressibleByBooleanLiteral & Equatable>() -> Matcher<Value> {
    Matcher.simpleNilable("be truthy") { actualExpression in
        guard let actual = try actualExpression.evaluate() else { return .doesNotMatch }
        return MatcherStatus(bool: actual != false)
    }
}

/// Passes when the actual value is `nil` or `false` (or zero, for a number).
public func beFalsy<Value: ExpressibleByBooleanLiteral & Equatable>() -> Matcher<Value> {
    Matcher.simpleNilable("be falsy") { actualExpression in
        guard let actual = try actualExpression.evaluate() else { return .matches }
        return MatcherStatus(bool: actual == false)
    }
}

/// Passes when the actual number is neither `nil` nor zero.
///
/// ```swift
/// expect(unreadCount).to(beTruthy())
/// ```
public func beTruthy<Value: BinaryInteger>() -> Matcher<Value> {
    Matcher.simpleNilable("be truthy") { actualExpression in
        guard let actual = try actualExpression.evaluate() else { return .doesNotMatch }
        return MatcherStatus(bool: actual != 0)
    }
}

/// Passes when the actual number is `nil` or zero.
public func beFalsy<Value: BinaryInteger>() -> Matcher<Value> {
    Matcher.simpleNilable("be falsy") { actualExpression in
        guard let actual = try actualExpression.evaluate() else { return .matches }
        return MatcherStatus(bool: actual == 0)
    }
}

/// Passes when the actual floating-point number is neither `nil` nor zero.
public func beTruthy<Value: BinaryFloatingPoint>() -> Matcher<Value> {
    Matcher.simpleNilable("be truthy") { actualExpression in
        guard let actual = try actualExpression.evaluate() else { return .doesNotMatch }
        return MatcherStatus(bool: actual != 0)
    }
}

/// Passes when the actual floating-point number is `nil` or zero.
public func beFalsy<Value: BinaryFloatingPoint>() -> Matcher<Value> {
    Matcher.simpleNilable("be falsy") { actualExpression in
        guard let actual = try actualExpression.evaluate() else { return .matches }
        return MatcherStatus(bool: actual == 0)
    }
}
