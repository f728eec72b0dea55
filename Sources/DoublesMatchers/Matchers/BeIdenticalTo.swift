import Doubles

/// Passes when the actual object is the very same instance as `expected`. A `nil` actual value fails, under
/// `to` and `toNot` alike, with a hint to use `beNil()`. Messages show objects by address: `<0x600000c8c0a0>`.
///
/// ```swift
/// expect(cache.shared).to(beIdenticalTo(cache.shared))
/// ```
public func beIdenticalTo(_ expected: AnyObject?) -> Matcher<AnyObject> {
    identicalMatcher(expected)
}

/// ``beIdenticalTo(_:)`` for an expression of a class type, so it can be nested in matchers of that type:
/// `expect(result).to(beSuccess(beIdenticalTo(session)))`.
public func beIdenticalTo<Object: AnyObject>(_ expected: Object?) -> Matcher<Object> {
    identicalMatcher(expected)
}

private func identicalMatcher<Object: AnyObject>(_ expected: Object?) -> Matcher<Object> {
    Matcher.define { actualExpression in
        let actual = try actualExpression.evaluate()
        return MatcherResult(
            bool: actual != nil && actual === expected,
            message: .expectedCustomValueTo("be identical to \(identity(of: expected))", actual: identity(of: actual))
        )
    }
}

/// The same as ``beIdenticalTo(_:)->Matcher<AnyObject>``.
public func be(_ expected: AnyObject?) -> Matcher<AnyObject> {
    beIdenticalTo(expected)
}

/// `expect(actual) === expected`: the same as `to(beIdenticalTo(expected))`.
public func === (lhs: Expectation<AnyObject>, rhs: AnyObject?) {
    lhs.to(beIdenticalTo(rhs))
}

/// `expect(actual) !== expected`: the same as `toNot(beIdenticalTo(expected))`.
public func !== (lhs: Expectation<AnyObject>, rhs: AnyObject?) {
    lhs.toNot(beIdenticalTo(rhs))
}

/// An object's address, `<0x…>`, or `nil`.
func identity(of object: AnyObject?) -> String {
    guard let object else { return "nil" }
    return "<0x\(String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16))>"
}
