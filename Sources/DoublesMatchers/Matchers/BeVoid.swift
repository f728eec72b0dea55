/// Passes when the actual value is `()`.
public func beVoid() -> Matcher<()> {
    Matcher.simpleNilable("be void") { actualExpression in
        MatcherStatus(bool: try actualExpression.evaluate() != nil)
    }
}

/// `expect(actual) == ()`: the same as `to(beVoid())`.
public func == (lhs: Expectation<()>, rhs: ()) {
    lhs.to(beVoid())
}

/// `expect(actual) != ()`: the same as `toNot(beVoid())`.
public func != (lhs: Expectation<()>, rhs: ()) {
    lhs.toNot(beVoid())
}
