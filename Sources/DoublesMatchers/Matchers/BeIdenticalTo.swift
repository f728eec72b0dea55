import Doubles

/// Passes when the actual object is the very same instance as `expected`.
///
/// ```swift
/// expect(cache.shared).to(beIdenticalTo(cache.shared))
/// ```
public func beIdenticalTo(_ expected: AnyObject?) -> Matcher<AnyObject> {
    Matcher.defineNilable("be identical to \(identity(of: expected))") { actualExpression, message in
        let actual = try actualExpression.evaluate()
        return MatcherResult(
            bool: actual != nil && actual === expected,
            message: .expectedCustomValueTo(message.expectedMessage, actual: identity(of: actual))
        )
    }
}

/// The same as ``beIdenticalTo(_:)``.
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
    return "<0x\(String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16))>"
}
