import Doubles

/// The one place where a matcher is run on an expression and the outcome turned into a report. Plain,
/// async, polled and required expectations all come through here.
@usableFromInline
enum Evaluation {
    /// The outcome of running a matcher once.
    @usableFromInline
    struct Outcome {
        @usableFromInline let passed: Bool
        @usableFromInline let result: MatcherResult?
        @usableFromInline let error: Error?

        @inlinable
        init(passed: Bool, result: MatcherResult?, error: Error?) {
            self.passed = passed
            self.result = result
            self.error = error
        }
    }

    @inlinable
    static func run<Value>(_ matcher: Matcher<Value>, on expression: ActualExpression<Value>, negated: Bool) -> Outcome {
        do {
            let result = try Negation.with(negated) { try matcher.satisfies(expression) }
            return Outcome(passed: result.status.passes(negated: negated), result: result, error: nil)
        } catch {
            return Outcome(passed: false, result: nil, error: error)
        }
    }

    /// Runs an async matcher once, on the same expression a failure message describes.
    static func run<Value>(
        _ matcher: AsyncMatcher<Value>, on expression: ActualExpression<Value>, negated: Bool,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Outcome {
        do {
            let result = try await Negation.with(negated) { try await matcher.satisfies(AsyncExpression(expression)) }
            return Outcome(passed: result.status.passes(negated: negated), result: result, error: nil)
        } catch {
            return Outcome(passed: false, result: nil, error: error)
        }
    }

    /// The failure text: an optional description on its own line, then the matcher's message rendered with
    /// `verb` (`to`, `to not`, `to eventually`…).
    @usableFromInline
    static func text<Value>(
        of outcome: Outcome, expression: ActualExpression<Value>, verb: String, description: String?
    ) -> String {
        let body: String
        if let result = outcome.result {
            let asEqualShowsIt = result.message.showsActualAsEqualDoes
            body = result.message.render(
                to: verb, actual: actualDescription(of: expression, asEqualShowsIt: asEqualShowsIt)
            )
        } else {
            body = "unexpected error thrown: <\(outcome.error.map { "\($0)" } ?? "")>"
        }
        guard let description, !description.isEmpty else { return body }
        return "\(description)\n\(body)"
    }

    /// `<value>` as `stringify` writes it (or as `equal` shows values, see ``equalDescription(_:)``), or the error
    /// the expression threw.
    static func actualDescription<Value>(
        of expression: ActualExpression<Value>, asEqualShowsIt: Bool = false
    ) -> String {
        do {
            let value = try expression.evaluate()
            return "<\(asEqualShowsIt ? equalDescription(value) : stringify(value))>"
        } catch {
            return "<unexpected error thrown: \(error)>"
        }
    }

    /// Runs the matcher once and reports the outcome. Returns whether it passed.
    @discardableResult
    @inlinable
    static func verify<Value>(
        _ matcher: Matcher<Value>, on expression: ActualExpression<Value>, negated: Bool, description: String?
    ) -> Bool {
        let outcome = run(matcher, on: expression, negated: negated)
        report(outcome, expression, negated: negated, description: description)
        return outcome.passed
    }

    /// Runs an async matcher once and reports the outcome. Returns whether it passed.
    @discardableResult
    static func verify<Value>(
        _ matcher: AsyncMatcher<Value>, on expression: ActualExpression<Value>, negated: Bool, description: String?,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Bool {
        let outcome = await run(matcher, on: expression, negated: negated)
        report(outcome, expression, negated: negated, description: description)
        return outcome.passed
    }

    /// Reports a plain expectation's outcome at its line.
    @inlinable
    static func report<Value>(
        _ outcome: Outcome, _ expression: ActualExpression<Value>, negated: Bool, description: String?
    ) {
        _FailureReporter.report(
            success: outcome.passed,
            message: text(of: outcome, expression: expression, verb: negated ? "to not" : "to", description: description),
            at: expression.location
        )
    }
}
