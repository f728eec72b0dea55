import Doubles

/// The actual value of an expectation, evaluated lazily and at most once.
///
/// A matcher receives it and calls ``evaluate()`` when it needs the value. Errors thrown by the expression
/// surface from `evaluate()`, which is how `throwError` sees them.
public struct ActualExpression<Value> {
    private final class Storage {
        let body: () throws -> Value?
        let memoizes: Bool
        var outcome: Result<Value?, Error>?

        init(body: @escaping () throws -> Value?, memoizes: Bool) {
            self.body = body
            self.memoizes = memoizes
        }

        func evaluate() throws -> Value? {
            if let outcome { return try outcome.get() }
            guard memoizes else { return try body() }
            let result = Result { try body() }
            outcome = result
            return try result.get()
        }
    }

    private let storage: Storage
    /// Where the expectation was written.
    public let location: CodeLocation
    /// Whether the expression was written as a closure, `expect { … }`, rather than a value.
    public let isClosure: Bool

    /// Creates an expression around `expression`, which is evaluated on first use and then remembered.
    public init(
        expression: @escaping () throws -> Value?, location: CodeLocation, isClosure: Bool = true,
        withoutCaching: Bool = false
    ) {
        storage = Storage(body: expression, memoizes: !withoutCaching)
        self.location = location
        self.isClosure = isClosure
    }

    /// The actual value; `nil` when the expression produced `nil`.
    public func evaluate() throws -> Value? {
        try storage.evaluate()
    }

    /// An expression of the value transformed by `transform`, evaluated when it is first needed.
    public func cast<Other>(_ transform: @escaping (Value?) throws -> Other?) -> ActualExpression<Other> {
        ActualExpression<Other>(expression: { try transform(self.evaluate()) }, location: location, isClosure: isClosure)
    }

    /// A copy with an empty memo, so the next evaluation runs the expression again. Polling takes one per poll.
    func fresh() -> ActualExpression<Value> {
        ActualExpression(expression: storage.body, location: location, isClosure: isClosure)
    }

    /// A copy that evaluates afresh each time, as polling needs.
    public func withoutCaching() -> ActualExpression<Value> {
        ActualExpression(expression: storage.body, location: location, isClosure: isClosure, withoutCaching: true)
    }
}
