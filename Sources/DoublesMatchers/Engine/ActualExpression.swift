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

/// The name of ``ActualExpression`` in Nimble, for matchers ported from it. In a file that also imports
/// Foundation, which has an `Expression` of its own, write `ActualExpression`.
@available(*, deprecated, renamed: "ActualExpression")
public typealias Expression = ActualExpression

/// An expression evaluated at most once: the first outcome, value or error, is kept and given again. Not for
/// direct use.
///
/// It is generic over the expression's whole result, `Value?`, rather than over `Value`, and starts with a
/// placeholder of that type: a stored `Value?` would make the class's deinit, which runs unspecialized, look up
/// the metadata of `Optional<Value>` on every expectation, while a stored `Outcome` is destroyed with the metadata
/// the instance already carries.
@usableFromInline
final class _ExpressionMemo<Outcome> {
    @usableFromInline let expression: () throws -> Outcome
    /// Whether the first outcome is kept; when not, every evaluation runs the expression.
    @usableFromInline let caching: Bool
    @usableFromInline @exclusivity(unchecked) var evaluated = false
    @usableFromInline @exclusivity(unchecked) var value: Outcome
    @usableFromInline @exclusivity(unchecked) var error: (any Error)?

    @inlinable
    init(_ expression: @escaping () throws -> Outcome, placeholder: Outcome, caching: Bool) {
        self.expression = expression
        self.caching = caching
        value = placeholder
    }

    @inlinable
    func evaluate() throws -> Outcome {
        guard caching else { return try expression() }
        if !evaluated {
            evaluated = true
            do { value = try expression() } catch { self.error = error }
        }
        if let error { throw error }
        return value
    }
}

/// Evaluates `expression` on the main actor. The expression is sent there and its outcome sent back, so the
/// compiler checks that nothing else holds either meanwhile.
@MainActor
private func evaluatedOnMainActor<Value>(
    _ expression: sending ActualExpression<Value>
) -> sending Result<Value?, any Error> {
    do { return .success(try expression.evaluate()) } catch { return .failure(error) }
}
