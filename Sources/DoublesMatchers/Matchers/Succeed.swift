/// What a closure checked with ``succeed()`` returns.
public enum ToSucceedResult: Sendable {
    /// The check passed.
    case succeeded
    /// The check failed, for `reason`.
    case failed(reason: String)
}

/// Passes when the actual closure returns `.succeeded`. A `nil` result fails, with a hint to use `beNil()`.
///
/// ```swift
/// expect { validate(form) ? .succeeded : .failed(reason: "the form is invalid") }.to(succeed())
/// ```
public func succeed() -> Matcher<ToSucceedResult> {
    Matcher.define { actualExpression in
        guard let actual = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: .fail("expected a ToSucceedResult, got <nil>"))
        }
        switch actual {
        case .succeeded:
            return MatcherResult(bool: true, message: .expectedCustomValueTo("succeed", actual: "<succeeded>"))
        case .failed(let reason):
            return MatcherResult(
                bool: false, message: .expectedCustomValueTo("succeed", actual: "<failed> because <\(reason)>")
            )
        }
    }
}
