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
public struct ExpectationMessage: CustomStringConvertible {
    /// Text that is written out only when a message is shown, so a passing expectation never pays for it.
    @usableFromInline
    enum Text {
        case string(String)
        case deferred(() -> String)

        @usableFromInline
        var value: String {
            switch self {
            case .string(let string): return string
            case .deferred(let make): return make()
            }
        }
    }

    @usableFromInline
    enum Form {
        /// `expected to <text>, got <actual value>`.
        case actualValue
        /// `expected to <text>, got <custom actual>`.
        case customActual(Text)
        /// `expected to <text>`.
        case noActual
        /// `<text>` exactly.
        case plain
    }

    /// The lines shown after the first line. Held in place while there are none or one, so a matcher that adds
    /// one line of details, as `haveReceived` does, allocates no array for it.
    @usableFromInline
    enum Details {
        case none
        case one(Text)
        case many([Text])

        @usableFromInline
        mutating func append(_ text: Text) {
            switch self {
            case .none: self = .one(text)
            case .one(let first): self = .many([first, text])
            case .many(var texts):
                self = .none
                texts.append(text)
                self = .many(texts)
            }
        }

        /// Every line, in order.
        var all: [Text] {
            switch self {
            case .none: return []
            case .one(let text): return [text]
            case .many(let texts): return texts
            }
        }
    }

    @usableFromInline let form: Form
    @usableFromInline let text: Text
    @usableFromInline var suffix: String
    @usableFromInline var details: Details
    /// Whether the actual value is shown as `equal` shows values: a set as its elements sorted, in brackets,
    /// rather than as `Set([…])` in the set's own order.
    @usableFromInline var showsActualAsEqualDoes = false

    @inlinable
    init(form: Form, text: Text) {
        self.form = form
        self.text = text
        self.suffix = ""
        self.details = .none
    }

    /// `expected to <message>, got <actual>`, with the actual value filled in by the expectation.
    public static func expectedActualValueTo(_ message: String) -> ExpectationMessage {
        ExpectationMessage(form: .actualValue, text: .string(message))
    }

    /// `expected to <message>, got <actual>`, with an actual description of the matcher's choosing.
    public static func expectedCustomValueTo(_ message: String, actual: String) -> ExpectationMessage {
        ExpectationMessage(form: .customActual(.string(actual)), text: .string(message))
    }

    /// `expected to <message>`, with no actual value.
    public static func expectedTo(_ message: String) -> ExpectationMessage {
        ExpectationMessage(form: .noActual, text: .string(message))
    }

    /// Exactly `message`.
    public static func fail(_ message: String) -> ExpectationMessage {
        ExpectationMessage(form: .plain, text: .string(message))
    }

    /// Like ``expectedActualValueTo(_:)``, with the words written only if the message is shown.
    @inlinable
    static func expectedActualValueTo(lazy message: @escaping () -> String) -> ExpectationMessage {
        ExpectationMessage(form: .actualValue, text: .deferred(message))
    }

    /// Like ``expectedTo(_:)``, with the words written only if the message is shown.
    @usableFromInline
    static func expectedTo(lazy message: @escaping () -> String) -> ExpectationMessage {
        ExpectationMessage(form: .noActual, text: .deferred(message))
    }

    /// Like ``expectedCustomValueTo(_:actual:)``, with both parts written only if the message is shown.
    @usableFromInline
    static func expectedCustomValueTo(
        lazy message: @escaping () -> String, actual: @escaping () -> String
    ) -> ExpectationMessage {
        ExpectationMessage(form: .customActual(.deferred(actual)), text: .deferred(message))
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
        copy.details.append(.string(details))
        return copy
    }

    /// Like ``appended(details:)``, with the details written only if the message is shown.
    @usableFromInline
    func appended(lazyDetails: @escaping () -> String) -> ExpectationMessage {
        var copy = self
        copy.details.append(.deferred(lazyDetails))
        return copy
    }

    /// Adds ` (use beNil() to match nils)` to the first line, once: a message that has the hint already is
    /// returned as it is, so a matcher that adds it and `Matcher.define` never show it twice.
    public func appendedBeNilHint() -> ExpectationMessage {
        suffix.hasSuffix(Self.beNilHint) ? self : appended(message: Self.beNilHint)
    }

    @usableFromInline static let beNilHint = " (use beNil() to match nils)"

    /// The message with `prefix` put before the matcher's text, as composite matchers do:
    /// `expected to <prefix><text>`.
    public func prepended(expectation prefix: String) -> ExpectationMessage {
        let original = text
        var copy = ExpectationMessage(form: form, text: .deferred { prefix + original.value })
        copy.suffix = suffix
        copy.details = details
        return copy
    }

    /// The matcher's own words, without `expected to` and the actual value: for example `equal <3>`.
    public var expectedMessage: String { text.value + suffix }

    /// The message as `to` would render it, with `<actual>` standing for the actual value.
    public var description: String { render(to: "to", actual: "<actual>") }

    /// The failure text: `expected <to> <text>, got <actual><suffix>` on one line, then any details.
    func render(to: String, actual: @autoclosure () -> String) -> String {
        var line: String
        switch form {
        case .actualValue: line = "expected \(to) \(text.value), got \(actual())\(suffix)"
        case .customActual(let custom): line = "expected \(to) \(text.value), got \(custom.value)\(suffix)"
        case .noActual: line = "expected \(to) \(text.value)\(suffix)"
        case .plain: line = text.value + suffix
        }
        if case .plain = form {} else { line = Self.oneLine(line) }
        // A deferred detail that turns out empty adds no line.
        for detail in details.all {
            let text = detail.value
            if !text.isEmpty { line += "\n\(text)" }
        }
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
