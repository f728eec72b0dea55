import Doubles

/// Passes when the actual value is an instance of `expectedType` or of a subtype of it. The matcher takes the
/// type of the expression, so it also nests in other matchers: `beSuccess(beAKindOf(Admin.self))`.
///
/// ```swift
/// expect(error).to(beAKindOf(NetworkError.self))
/// ```
@inlinable
public func beAKindOf<Expected, Value>(_ expectedType: Expected.Type) -> Matcher<Value> {
    Matcher.define { actualExpression in
        let actual = try actualExpression.evaluate()
        return MatcherResult(
            bool: actual is Expected,
            message: .expectedCustomValueTo(
                lazy: { "be a kind of \(expectedType)" }, actual: { instanceDescription(actual) }
            )
        )
    }
}

/// Passes when the actual value's type is exactly `expectedType`, not a subtype. Like ``beAKindOf(_:)``, it
/// takes the type of the expression.
@inlinable
public func beAnInstanceOf<Expected, Value>(_ expectedType: Expected.Type) -> Matcher<Value> {
    Matcher.define { actualExpression in
        let actual = try actualExpression.evaluate()
        return MatcherResult(
            bool: actual.map { type(of: $0 as Any) == expectedType } ?? false,
            message: .expectedCustomValueTo(
                lazy: { "be an instance of \(expectedType)" }, actual: { instanceDescription(actual) }
            )
        )
    }
}

@usableFromInline
func instanceDescription<Value>(_ value: Value?) -> String {
    guard let value else { return "<nil>" }
    return "<\(type(of: value as Any)) instance>"
}
