import Doubles

/// An actual value waiting for a matcher: what `expect(…)` returns.
///
/// ```swift
/// expect(1 + 1).to(equal(2))
/// expect(name).toNot(beEmpty(), description: "the name is required")
/// ```
public struct Expectation<Value> {
    /// The actual expression, evaluated when a matcher needs it.
    public let expression: ActualExpression<Value>

    /// Where the expectation was written; failures are reported here.
    public var location: CodeLocation { expression.location }

    @usableFromInline var recordedStatus = ExpectationStatus.pending

    /// What the checks made through this value so far found.
    public var status: ExpectationStatus { recordedStatus }

    /// Throws `error` when a check made through this value failed.
    ///
    /// ```swift
    /// try expect(response.items).toNot(beEmpty()).onFailure(throw: StopTest())
    /// ```
    public func onFailure(throw error: any Error) throws {
        try throwOnFailure(status, error, at: location)
    }

    /// Creates an expectation on an expression.
    @inlinable
    public init(expression: ActualExpression<Value>) {
        self.expression = expression
    }

    /// Passes when the matcher matches. A failure is reported at the `expect` call's line, after
    /// `description` when one is given.
    @discardableResult
    @inlinable
    public consuming func to(_ matcher: Matcher<Value>, description: String? = nil) -> Expectation<Value> {
        recordedStatus = recordedStatus.adding(
            Evaluation.verify(matcher, on: expression, negated: false, description: description)
        )
        return self
    }

    /// Passes when the matcher does not match. A matcher that fails outright (for example on `nil`) fails
    /// here too.
    @discardableResult
    @inlinable
    public consuming func toNot(_ matcher: Matcher<Value>, description: String? = nil) -> Expectation<Value> {
        recordedStatus = recordedStatus.adding(
            Evaluation.verify(matcher, on: expression, negated: true, description: description)
        )
        return self
    }

    /// The same as ``toNot(_:description:)``.
    @discardableResult
    @inlinable
    public consuming func notTo(_ matcher: Matcher<Value>, description: String? = nil) -> Expectation<Value> {
        toNot(matcher, description: description)
    }
}

/// An expectation on an `async` expression: what `expect { await … }` returns. Use it with `await`.
///
/// ```swift
/// await expect { await service.load() }.to(equal("loaded"))
/// ```
public struct AsyncExpectation<Value> {
    let body: () async throws -> Value?
    /// Where the expectation was written; failures are reported here.
    public let location: CodeLocation
    /// What the checks made through this value so far found.
    public internal(set) var status = ExpectationStatus.pending

    /// Throws `error` when a check made through this value failed.
    public func onFailure(throw error: any Error) throws {
        try throwOnFailure(status, error, at: location)
    }

    /// Creates an expectation on an async expression.
    public init(location: CodeLocation, expression: @escaping () async throws -> Value?) {
        self.body = expression
        self.location = location
    }

    /// Evaluates the expression once, into a plain expression that matchers can read synchronously.
    func settled(isolation: isolated (any Actor)? = #isolation) async -> ActualExpression<Value> {
        let outcome: Result<Value?, Error>
        do { outcome = .success(try await body()) } catch { outcome = .failure(error) }
        return ActualExpression(expression: { try outcome.get() }, location: location)
    }

    /// Passes when the matcher matches the awaited value.
    @discardableResult
    public func to(
        _ matcher: Matcher<Value>, description: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        var checked = self
        checked.status = status.adding(
            Evaluation.verify(matcher, on: await settled(), negated: false, description: description)
        )
        return checked
    }

    /// Passes when the matcher does not match the awaited value.
    @discardableResult
    public func toNot(
        _ matcher: Matcher<Value>, description: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        var checked = self
        checked.status = status.adding(
            Evaluation.verify(matcher, on: await settled(), negated: true, description: description)
        )
        return checked
    }

    /// The same as ``toNot(_:description:isolation:)-(Matcher<Value>,_,_)``.
    @discardableResult
    public func notTo(
        _ matcher: Matcher<Value>, description: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        await toNot(matcher, description: description)
    }
}

/// Nimble's name of ``Expectation``, the synchronous one.
public typealias SyncExpectation = Expectation
