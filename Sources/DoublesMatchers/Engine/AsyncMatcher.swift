import Doubles

/// A check of an actual value that needs `await`: one that asks an actor, or awaits a result. Use it as you
/// would a ``Matcher``, with `await` before the expectation:
///
/// ```swift
/// func beCalled(times: Int) -> AsyncMatcher<CallCounter> {
///     AsyncMatcher.define("be called \(times) times") { actualExpression, message in
///         guard let counter = try await actualExpression.evaluate() else {
///             return MatcherResult(status: .fail, message: message.appendedBeNilHint())
///         }
///         return MatcherResult(bool: await counter.count == times, message: message)
///     }
/// }
///
/// await expect(counter).to(beCalled(times: 1))
/// ```
public struct AsyncMatcher<Value> {
    let body: nonisolated(nonsending) (AsyncExpression<Value>) async throws -> MatcherResult

    /// Creates a matcher from a closure that receives the actual expression; it is not evaluated for you.
    public init(_ body: nonisolated(nonsending) @escaping (AsyncExpression<Value>) async throws -> MatcherResult) {
        self.body = body
    }

    /// Runs the matcher on an expression.
    nonisolated(nonsending) public func satisfies(_ expression: AsyncExpression<Value>) async throws -> MatcherResult {
        try await body(expression)
    }
}

/// A matcher that can check an ``AsyncExpression``: every ``AsyncMatcher``, and every ``Matcher``, which reads the
/// awaited value. The async forms of `satisfyAllOf`, `satisfyAnyOf`, `&&` and `||` take a mix of both.
public protocol AsyncableMatcher<Value> {
    /// The type of value the matcher checks.
    associatedtype Value

    /// Runs the matcher on an expression, on the caller's actor.
    nonisolated(nonsending) func satisfies(_ expression: AsyncExpression<Value>) async throws -> MatcherResult
}

extension AsyncMatcher: AsyncableMatcher {}

extension Matcher: AsyncableMatcher {
    /// Runs the matcher on the awaited value of an expression.
    nonisolated(nonsending) public func satisfies(_ expression: AsyncExpression<Value>) async throws -> MatcherResult {
        try satisfies(await expression.toSynchronousExpression())
    }
}

/// Nimble's earlier name of ``AsyncMatcher``.
public typealias AsyncPredicate = AsyncMatcher

extension AsyncMatcher {
    /// A matcher whose message is `expected to <message>, got <actual>`. It fails on `nil` with the beNil
    /// hint, under `to` and `toNot` alike.
    public static func define(
        _ message: String = "match",
        matcher: nonisolated(nonsending) @escaping (AsyncExpression<Value>, ExpectationMessage) async throws
            -> MatcherResult
    ) -> AsyncMatcher<Value> {
        AsyncMatcher { actual in
            try await rejectingNil(actual, await matcher(actual, .expectedActualValueTo(message)))
        }
    }

    /// A matcher that builds its whole result; it fails on `nil` with the beNil hint.
    public static func define(
        matcher: nonisolated(nonsending) @escaping (AsyncExpression<Value>) async throws -> MatcherResult
    ) -> AsyncMatcher<Value> {
        AsyncMatcher { actual in try await rejectingNil(actual, await matcher(actual)) }
    }

    /// Like ``define(_:matcher:)``, but `nil` is handed to the closure instead of failing.
    public static func defineNilable(
        _ message: String = "match",
        matcher: nonisolated(nonsending) @escaping (AsyncExpression<Value>, ExpectationMessage) async throws
            -> MatcherResult
    ) -> AsyncMatcher<Value> {
        AsyncMatcher { actual in try await matcher(actual, .expectedActualValueTo(message)) }
    }

    /// A matcher whose closure only decides the status; it fails on `nil` with the beNil hint.
    public static func simple(
        _ message: String = "match",
        matcher: nonisolated(nonsending) @escaping (AsyncExpression<Value>) async throws -> MatcherStatus
    ) -> AsyncMatcher<Value> {
        AsyncMatcher { actual in
            try await rejectingNil(
                actual, MatcherResult(status: await matcher(actual), message: .expectedActualValueTo(message))
            )
        }
    }

    /// Like ``simple(_:matcher:)``, but `nil` is handed to the closure instead of failing.
    public static func simpleNilable(
        _ message: String = "match",
        matcher: nonisolated(nonsending) @escaping (AsyncExpression<Value>) async throws -> MatcherStatus
    ) -> AsyncMatcher<Value> {
        AsyncMatcher { actual in
            MatcherResult(status: try await matcher(actual), message: .expectedActualValueTo(message))
        }
    }

    /// The result, or a failure with the beNil hint when the actual value is `nil`.
    private static func rejectingNil(
        _ actual: AsyncExpression<Value>, _ result: MatcherResult, isolation: isolated (any Actor)? = #isolation
    ) async throws -> MatcherResult {
        if try await actual.evaluate() == nil {
            return MatcherResult(status: .fail, message: result.message.appendedBeNilHint())
        }
        return result
    }
}

extension Matcher {
    /// This matcher, as an ``AsyncMatcher``, for the places that take one.
    public var asAsync: AsyncMatcher<Value> {
        AsyncMatcher { expression in try await self.satisfies(expression) }
    }
}
