import Doubles

/// The actual value of an expectation, evaluated lazily and at most once.
///
/// A matcher receives it and calls ``evaluate()`` when it needs the value. Errors thrown by the expression
/// surface from `evaluate()`, which is how `throwError` sees them.
public struct ActualExpression<Value> {
    /// The expression as written, evaluated afresh on each call.
    @usableFromInline let body: () throws -> Value?
    /// The expression evaluated at most once: the first outcome, value or error, is kept and given again.
    /// The memo lives in the closure's own captured variable, so no generic class has to be torn down.
    @usableFromInline let memoized: () throws -> Value?

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
        body = expression
        if withoutCaching {
            memoized = expression
        } else {
            var memo: Result<Value?, Error>?
            memoized = {
                if let memo { return try memo.get() }
                let outcome = Result { try expression() }
                memo = outcome
                return try outcome.get()
            }
        }
        self.location = location
        self.isClosure = isClosure
    }

    /// The actual value; `nil` when the expression produced `nil`.
    @inlinable
    public func evaluate() throws -> Value? {
        try memoized()
    }

    /// An expression of the value transformed by `transform`, evaluated when it is first needed.
    public func cast<Other>(_ transform: @escaping (Value?) throws -> Other?) -> ActualExpression<Other> {
        ActualExpression<Other>(expression: { try transform(self.evaluate()) }, location: location, isClosure: isClosure)
    }

    /// A copy with an empty memo, so the next evaluation runs the expression again. Polling takes one per poll.
    func fresh() -> ActualExpression<Value> {
        ActualExpression(expression: body, location: location, isClosure: isClosure)
    }

    /// A copy that evaluates afresh each time, as polling needs.
    public func withoutCaching() -> ActualExpression<Value> {
        ActualExpression(expression: body, location: location, isClosure: isClosure, withoutCaching: true)
    }
}

/// The name of ``ActualExpression`` in Nimble, for matchers ported from it. In a file that also imports
/// Foundation, which has an `Expression` of its own, write `ActualExpression`.
@available(*, deprecated, renamed: "ActualExpression")
public typealias Expression = ActualExpression
