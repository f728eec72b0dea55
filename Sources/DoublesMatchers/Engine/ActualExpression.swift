import Doubles

/// The actual value of an expectation, evaluated lazily and at most once.
///
/// A matcher receives it and calls ``evaluate()`` when it needs the value. Errors thrown by the expression
/// surface from `evaluate()`, which is how `throwError` sees them.
public struct ActualExpression<Value> {
    /// The expression and its first outcome, kept unless the expression was made `withoutCaching`. One object
    /// holds both, so a passing expectation allocates it, the expression's closure and the matcher's, and no more.
    @usableFromInline let memo: _ExpressionMemo<Value?>

    /// Where the expectation was written.
    public let location: CodeLocation
    /// Whether the expression was written as a closure, `expect { … }`, rather than a value.
    public let isClosure: Bool

    /// Creates an expression around `expression`, which is evaluated on first use and then remembered.
    @inlinable
    public init(
        expression: @escaping () throws -> Value?, location: CodeLocation, isClosure: Bool = true,
        withoutCaching: Bool = false
    ) {
        memo = _ExpressionMemo(expression, placeholder: nil, caching: !withoutCaching)
        self.location = location
        self.isClosure = isClosure
    }

    /// The actual value; `nil` when the expression produced `nil`.
    @inlinable
    public func evaluate() throws -> Value? {
        try memo.evaluate()
    }

    /// An expression of the value transformed by `transform`, evaluated when it is first needed.
    public func cast<Other>(_ transform: @escaping (Value?) throws -> Other?) -> ActualExpression<Other> {
        ActualExpression<Other>(expression: { try transform(self.evaluate()) }, location: location, isClosure: isClosure)
    }

    /// A copy with an empty memo, so the next evaluation runs the expression again. Polling takes one per poll.
    func fresh() -> ActualExpression<Value> {
        ActualExpression(expression: memo.expression, location: location, isClosure: isClosure)
    }

    /// A copy evaluated afresh on the main actor, holding that outcome: what each poll of a synchronous expression
    /// from async code reads, as in Nimble, so that an expression reading main-thread state (a view, a
    /// main-actor model) reads it where it may. The matcher then runs on the caller's actor.
    func freshOnMainActor(isolation: isolated (any Actor)? = #isolation) async -> ActualExpression<Value> {
        // The copy shares the expression's closure with this expression, which the next poll calls again. The
        // polls take turns: this task waits while the main actor evaluates, so the closure never runs on two
        // threads at once. That is what the compiler cannot see, and what `nonisolated(unsafe)` states.
        nonisolated(unsafe) let expression = fresh()
        let outcome = await evaluatedOnMainActor(expression)
        return ActualExpression(expression: { try outcome.get() }, location: location, isClosure: isClosure)
    }

    /// A copy that evaluates afresh each time, as polling needs.
    public func withoutCaching() -> ActualExpression<Value> {
        ActualExpression(expression: memo.expression, location: location, isClosure: isClosure, withoutCaching: true)
    }
}

/// `Sendable` when the value is, so that an expectation holding the expression can cross to another task (see
/// ``Expectation``). Its memo evaluates the expression at most once, whichever threads ask, and gives each the
/// same value or error.
///
/// Swift cannot check what the expression's closure captures, so this conformance takes on trust that the
/// expression may run wherever it is evaluated, as `expect(fake)` with a `Sendable` fake may. Once a matcher has
/// evaluated it, its closure runs again only to poll (`toEventually` and the like); hand another task an
/// expression that reads state it may not read only after that first evaluation, and do not poll it there.
extension ActualExpression: Sendable where Value: Sendable {}

/// The name of ``ActualExpression`` in Nimble, for matchers ported from it. In a file that also imports
/// Foundation, which has an `Expression` of its own, write `ActualExpression`.
@available(*, deprecated, renamed: "ActualExpression")
public typealias Expression = ActualExpression

/// Evaluates `expression` on the main actor. The expression is sent there and its outcome sent back, so the
/// compiler checks that nothing else holds either meanwhile.
@MainActor
private func evaluatedOnMainActor<Value>(
    _ expression: sending ActualExpression<Value>
) -> sending Result<Value?, any Error> {
    do { return .success(try expression.evaluate()) } catch { return .failure(error) }
}
