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
        return MatcherResult(
            bool: actual.range(of: pattern, options: .regularExpression) != nil, message: message
        )
    }
}
