import Doubles

/// Whether a matcher matched. `.fail` fails both `to` and `toNot`, for when the check could not be made,
/// for example on `nil`.
public enum MatcherStatus: Sendable, Equatable {
    /// The actual value matches.
    case matches
    /// The actual value does not match.
    case doesNotMatch
    /// The match could not be decided; fails under `to` and `toNot` alike.
    case fail

    /// `.matches` for `true`, `.doesNotMatch` for `false`.
    @inlinable
    public init(bool matches: Bool) {
        self = matches ? .matches : .doesNotMatch
    }

    /// Whether an expectation with this status passes: under `to` when it matches, under `toNot` when it
    /// does not.
    @inlinable
    public func passes(negated: Bool) -> Bool {
        switch self {
        case .matches: return !negated
        case .doesNotMatch: return negated
        case .fail: return false
        }
    }
}

/// The outcome of a matcher: its status and the message to show if the expectation fails.
public struct MatcherResult {
    /// Whether the matcher matched.
    public var status: MatcherStatus
    /// What to say if the expectation fails.
    public var message: ExpectationMessage
    /// Whether the failure is a slip of the test's own (an expected argument that can never match), which no
    /// waiting changes: polling fails on it at once. A `.fail` alone is not one: matchers fail so on a `nil`.
    @usableFromInline package var isSlip = false

    /// Creates a result with a status.
    @inlinable
    public init(status: MatcherStatus, message: ExpectationMessage) {
        self.status = status
        self.message = message
    }

    /// Creates a result that matches when `bool` is `true`.
    @inlinable
    public init(bool: Bool, message: ExpectationMessage) {
        self.init(status: MatcherStatus(bool: bool), message: message)
    }

    /// A slip of the test's own: it fails under `to` and `toNot` alike, and polling does not wait it out.
    package static func slip(_ message: ExpectationMessage) -> MatcherResult {
        var result = MatcherResult(status: .fail, message: message)
        result.isSlip = true
        return result
    }
}

/// A check of an actual value, used with `expect(…).to(…)` and `toNot(…)`.
///
/// Write one with ``define(_:matcher:)`` for the usual case:
///
/// ```swift
/// func beVisible() -> Matcher<Widget> {
///     Matcher.define("be visible") { actualExpression, message in
///         guard let widget = try actualExpression.evaluate() else {
///             return MatcherResult(status: .fail, message: message.appendedBeNilHint())
///         }
///         return MatcherResult(bool: !widget.hidden, message: message)
///     }
/// }
/// ```
public struct Matcher<Value> {
    @usableFromInline let body: (ActualExpression<Value>) throws -> MatcherResult

    /// Creates a matcher from a closure that receives the actual expression; it is not evaluated for you.
    @inlinable
    public init(_ body: @escaping (ActualExpression<Value>) throws -> MatcherResult) {
        self.body = body
    }

    /// Runs the matcher on an expression.
    @inlinable
    public func satisfies(_ expression: ActualExpression<Value>) throws -> MatcherResult {
        try body(expression)
    }
}

extension Matcher {
    /// A matcher whose message is `expected to <message>, got <actual>`. It fails on `nil` with the beNil
    /// hint, under `to` and `toNot` alike.
    ///
    /// The message is written out only when the expectation fails, so it may describe the expected value
    /// freely: `Matcher.define("equal <\\(stringify(expected))>") { … }` costs nothing when it passes.
    @inlinable
    public static func define(
        _ message: @autoclosure @escaping () -> String = "match",
        matcher: @escaping (ActualExpression<Value>, ExpectationMessage) throws -> MatcherResult
    ) -> Matcher<Value> {
        Matcher { actual in
            try rejectingNil(actual, matcher(actual, .expectedActualValueTo(lazy: message)))
        }
    }

    /// A matcher that builds its whole result; it fails on `nil` with the beNil hint.
    @inlinable
    public static func define(matcher: @escaping (ActualExpression<Value>) throws -> MatcherResult) -> Matcher<Value> {
        Matcher { actual in try rejectingNil(actual, matcher(actual)) }
    }

    /// Like ``define(_:matcher:)``, but `nil` is handed to the closure instead of failing.
    @inlinable
    public static func defineNilable(
        _ message: @autoclosure @escaping () -> String = "match",
        matcher: @escaping (ActualExpression<Value>, ExpectationMessage) throws -> MatcherResult
    ) -> Matcher<Value> {
        Matcher { actual in try matcher(actual, .expectedActualValueTo(lazy: message)) }
    }

    /// A matcher whose closure only decides the status; it fails on `nil` with the beNil hint.
    @inlinable
    public static func simple(
        _ message: @autoclosure @escaping () -> String = "match",
        matcher: @escaping (ActualExpression<Value>) throws -> MatcherStatus
    ) -> Matcher<Value> {
        Matcher { actual in
            try rejectingNil(
                actual, MatcherResult(status: matcher(actual), message: .expectedActualValueTo(lazy: message))
            )
        }
    }

    /// Like ``simple(_:matcher:)``, but `nil` is handed to the closure instead of failing.
    @inlinable
    public static func simpleNilable(
        _ message: @autoclosure @escaping () -> String = "match",
        matcher: @escaping (ActualExpression<Value>) throws -> MatcherStatus
    ) -> Matcher<Value> {
        Matcher { actual in
            MatcherResult(status: try matcher(actual), message: .expectedActualValueTo(lazy: message))
        }
    }

    @inlinable
    static func rejectingNil(
        _ actual: ActualExpression<Value>, _ result: @autoclosure () throws -> MatcherResult
    ) throws -> MatcherResult {
        let result = try result()
        if try actual.evaluate() == nil {
            return MatcherResult(status: .fail, message: result.message.appendedBeNilHint())
        }
        return result
    }
}

/// The name of ``Matcher`` before it was renamed.
@available(*, deprecated, renamed: "Matcher")
public typealias Predicate = Matcher

/// The name of ``MatcherResult`` before it was renamed.
@available(*, deprecated, renamed: "MatcherResult")
public typealias PredicateResult = MatcherResult

/// The name of ``MatcherStatus`` before it was renamed.
@available(*, deprecated, renamed: "MatcherStatus")
public typealias PredicateStatus = MatcherStatus
