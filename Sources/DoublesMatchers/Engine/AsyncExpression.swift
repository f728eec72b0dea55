import Doubles

/// The actual value of an expectation, as an ``AsyncMatcher`` receives it: evaluated with `await`, lazily and
/// at most once.
///
/// ```swift
/// guard let counter = try await actualExpression.evaluate() else { … }
/// ```
public struct AsyncExpression<Value> {
    let memo: AsyncExpressionMemo<Value>

    /// Where the expectation was written.
    public let location: CodeLocation
    /// Whether the expression was written as a closure, `expect { … }`, rather than a value.
    public let isClosure: Bool

    /// Creates an expression around `expression`, which is evaluated on first use and then remembered.
    public init(
        expression: @escaping () async throws -> Value?, location: CodeLocation, isClosure: Bool = true,
        withoutCaching: Bool = false
    ) {
        memo = AsyncExpressionMemo(expression, caching: !withoutCaching)
        self.location = location
        self.isClosure = isClosure
    }

    /// The expression of a synchronous expectation, evaluated through its own memo, so that the value an async
    /// matcher awaits is the one the failure message shows.
    init(_ expression: ActualExpression<Value>) {
        self.init(
            expression: { try expression.evaluate() }, location: expression.location,
            isClosure: expression.isClosure, withoutCaching: true
        )
    }

    /// The actual value; `nil` when the expression produced `nil`.
    public func evaluate(isolation: isolated (any Actor)? = #isolation) async throws -> Value? {
        try await memo.evaluate()
    }

    /// An expression of the value transformed by `transform`, evaluated when it is first needed.
    public func cast<Other>(_ transform: @escaping (Value?) async throws -> Other?) -> AsyncExpression<Other> {
        AsyncExpression<Other>(
            expression: { try await transform(self.evaluate()) }, location: location, isClosure: isClosure
        )
    }

    /// A copy that evaluates afresh each time.
    public func withoutCaching() -> AsyncExpression<Value> {
        AsyncExpression(expression: memo.expression, location: location, isClosure: isClosure, withoutCaching: true)
    }

    /// Awaits the value once, and returns a synchronous expression of it, for a synchronous ``Matcher``.
    public func toSynchronousExpression(
        isolation: isolated (any Actor)? = #isolation
    ) async -> ActualExpression<Value> {
        let outcome: Result<Value?, any Error>
        do { outcome = .success(try await evaluate()) } catch { outcome = .failure(error) }
        return ActualExpression(expression: { try outcome.get() }, location: location, isClosure: isClosure)
    }
}

/// An async expression evaluated at most once: the first outcome, value or error, is kept and given again.
/// An expression belongs to one expectation, which evaluates it in one task.
final class AsyncExpressionMemo<Value> {
    let expression: () async throws -> Value?
    /// Whether the first outcome is kept; when not, every evaluation runs the expression.
    let caching: Bool
    private var outcome: Result<Value?, any Error>?

    init(_ expression: @escaping () async throws -> Value?, caching: Bool) {
        self.expression = expression
        self.caching = caching
    }

    func evaluate(isolation: isolated (any Actor)? = #isolation) async throws -> Value? {
        guard caching else { return try await expression() }
        if let outcome { return try outcome.get() }
        let first: Result<Value?, any Error>
        do { first = .success(try await expression()) } catch { first = .failure(error) }
        outcome = first
        return try first.get()
    }
}
