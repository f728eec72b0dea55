import Doubles

import Foundation

/// Passes when the actual string contains a match for the regular expression `pattern`.
///
/// ```swift
/// expect("order-1234").to(match("[0-9]{4}$"))
/// ```
public func match(_ pattern: String?) -> Matcher<String> {
    Matcher.define("match <\(stringify(pattern))>") { actualExpression, message in
        guard let actual = try actualExpression.evaluate(), let pattern else {
            return MatcherResult(status: .fail, message: message)
        }
        // A pattern that is no regular expression matches nothing, so `toNot` would pass whatever the string.
        guard let expression = try? NSRegularExpression(pattern: pattern) else {
            return MatcherResult(
                status: .fail,
                message: message.appended(details: "<\(pattern)> is no regular expression, so it can never match.")
            )
        }
        let found = expression.firstMatch(in: actual, range: NSRange(actual.startIndex..., in: actual))
        return MatcherResult(bool: found != nil, message: message)
    }
}
