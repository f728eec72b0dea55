import Doubles

/// Passes when the actual value is `nil`.
///
/// ```swift
/// expect(dictionary["missing"]).to(beNil())
/// ```
public func beNil<Value>() -> Matcher<Value> {
    Matcher.simpleNilable("be nil") { actualExpression in
        MatcherStatus(bool: try actualExpression.evaluate() == nil)
    }
}
