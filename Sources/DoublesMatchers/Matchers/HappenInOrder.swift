import Doubles

/// Passes when the expected calls happened in this order; other calls may come between them. A failure shows
/// the timeline of the calls involved.
///
/// ```swift
/// expect([auth.receivedCall(.login, with: "ada"), store.receivedCall(.save)]).to(happenInOrder())
/// ```
public func happenInOrder() -> Matcher<[ExpectedCall]> {
    Matcher.define { actualExpression in
        let expected = try actualExpression.evaluate() ?? []
        let result = _checkCallOrder(expected)
        // Expected arguments that can never match fail the check under `to` and `toNot` alike, once, with why.
        if !result._cannotMatch.isEmpty {
            let slips = result._cannotMatch.joined(separator: "\n")
            return .slip(.fail(slips).appended(details: result.timelineText))
        }
        let words = "happen in order: " + result.expectedDescriptions.joined(separator: ", then ")
        let message = ExpectationMessage
            .expectedCustomValueTo(words, actual: result.outcome)
            .appended(details: result.description)
        return MatcherResult(bool: result.success, message: message)
    }
}
