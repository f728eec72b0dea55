import Doubles

/// Passes when the actual value is an instance of `expectedType` or of a subtype of it.
///
/// ```swift
/// expect(error).to(beAKindOf(NetworkError.self))
/// ```
public func beAKindOf<Expected>(_ expectedType: Expected.Type) -> Matcher<Any> {
    Matcher.define { actualExpression in
        let actual = try actualExpression.evaluate()
        return MatcherResult(
            bool: actual is Expected,
            message: .expectedCustomValueTo("be a kind of \(expectedType)", actual: instanceDescription(actual))
        )
    }
}

/// Passes when the actual value's type is exactly `expectedType`, not a subtype.
public func beAnInstanceOf<Expected>(_ expectedType: Expected.Type) -> Matcher<Any> {
    Matcher.define { actualExpression in
        let actual = try actualExpression.evaluate()
        return MatcherResult(
            bool: actual.map { type(of: $0) == expectedType } ?? false,
            message: .expectedCustomValueTo("be an instance of \(expectedType)", actual: instanceDescription(actual))
        )
    }
}

private func instanceDescription(_ value: Any?) -> String {
    guard let value else { return "<nil>" }
    return "<\(type(of: value)) instance>"
}
