import Doubles

/// What a matcher says about its outcome, rendered into the failure text of an expectation.
///
/// Most matchers start from ``expectedActualValueTo(_:)``, which renders as
/// `expected to <message>, got <actual>`:
///
/// ```swift
/// Matcher.define("be visible") { actualExpression, message in
///     guard let widget = try actualExpression.evaluate() else {
///         return MatcherResult(status: .fail, message: message.appendedBeNilHint())
///     }
///     return MatcherResult(bool: !widget.hidden, message: message)
/// }
/// ```
public struct ExpectationMessage: Sendable, CustomStringConvertible {
    enum Form: Sendable {
        /// `expected to <text>, got <actual value>`.
        case actualValue
        /// `expected to <text>, got <custom actual>`.
        case customActual(String)
        /// `expected to <text>`.
        case noActual
        /// `<text>` exactly.
        case plain
    }

    let form: Form
    let text: String
    var suffix = ""
    var details: [String] = []

    /// `expected to <message>, got <actual>`, with the actual value filled in by the expectation.
    public static func expectedActualValueTo(_ message: String) -> ExpectationMessage {
        ExpectationMessage(form: .actualValue, text: message)
    }

    /// `expected to <message>, got <actual>`, with an actual description of the matcher's choosing.
    public static func expectedCustomValueTo(_ message: String, actual: String) -> ExpectationMessage {
        ExpectationMessage(form: .customActual(actual), text: message)
    }

    /// `expected to <message>`, with no actual value.
    public static func expectedTo(_ message: String) -> ExpectationMessage {
        ExpectationMessage(form: .noActual, text: message)
    }

    /// Exactly `message`.
    public static func fail(_ message: String) -> ExpectationMessage {
        ExpectationMessage(form: .plain, text: message)
    }

    /// Adds `message` to the end of the first line.
    public func appended(message: String) -> ExpectationMessage {
        var copy = self
        copy.suffix += message
        return copy
    }

    /// Adds `details` on a line of their own after the first line.
    public func appended(details: String) -> ExpectationMessage {
        var copy = self
        copy.details.append(details)
        return copy
    }

    /// Adds ` (use beNil() to match nils)` to the first line, once: a message that has the hint already is
    /// returned as it is, so a matcher that adds it and `Matcher.define` never show it twice.
    public func appendedBeNilHint() -> ExpectationMessage {
        suffix.hasSuffix(Self.beNilHint) ? self : appended(message: Self.beNilHint)
    }

    static let beNilHint = " (use beNil() to match nils)"

    /// The message with `prefix` put before the matcher's text, as composite matchers do:
    /// `expected to <prefix><text>`.
    public func prepended(expectation prefix: String) -> ExpectationMessage {
        var copy = ExpectationMessage(form: form, text: prefix + text)
        copy.suffix = suffix
        copy.details = details
        return copy
    }

    /// The matcher's own words, without `expected to` and the actual value: for example `equal <3>`.
    public var expectedMessage: String { text + suffix }

    /// The message as `to` would render it, with `<actual>` standing for the actual value.
    public var description: String { render(to: "to", actual: "<actual>") }

    /// The failure text: `expected <to> <text>, got <actual><suffix>` on one line, then any details.
    func render(to: String, actual: @autoclosure () -> String) -> String {
        var line: String
        switch form {
        case .actualValue: line = "expected \(to) \(text), got \(actual())\(suffix)"
        case .customActual(let custom): line = "expected \(to) \(text), got \(custom)\(suffix)"
        case .noActual: line = "expected \(to) \(text)\(suffix)"
        case .plain: line = text + suffix
        }
        if case .plain = form {} else { line = Self.oneLine(line) }
        for detail in details { line += "\n\(detail)" }
        return line
    }

    /// Joins the lines of a multi-line value into one, trimming each, so the summary stays on one line.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { line in
                let trimmed = line.drop(while: \.isWhitespace)
                return String(trimmed.reversed().drop(while: \.isWhitespace).reversed())
            }
            .joined()
    }
}
