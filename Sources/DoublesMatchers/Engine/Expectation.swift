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

/// `Sendable` when the value is, so that `expect(…).to(…)` may be the last expression of a `Task.detached`,
/// `Task { }`, task-group or other closure whose result must be `Sendable`:
///
/// ```swift
/// let checked = await Task.detached { expect(notifier).to(haveReceived(.notify)) }.value
/// ```
///
/// Fakes made by `generate-fake` are `Sendable`. The condition is the value's: tasks that share an expectation
/// share the one value its expression produced, so that value must be safe to share. The rest of the expectation
/// is: its expression is evaluated at most once, whichever threads ask (see ``ActualExpression``), and its status
/// is a value that each copy keeps for itself.
///
/// In a closure that returns nothing and whose one expression awaits such a task, write
/// `_ = await Task.detached { expect(…).to(…) }.value`: without the `_ =`, Swift finds two ways to read it there
/// (a task of the expectation, or of nothing), as it does for a task of any `Sendable` result.
extension Expectation: Sendable where Value: Sendable {}

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

/// `Sendable` when the value is, as ``Expectation`` is, so that `await expect { … }.to(…)` may end a
/// `Task.detached` closure. The conformance is unchecked only for the expression, a closure whose captures Swift
/// cannot check, and which runs again for each check, in the task that makes it. An expectation whose expression
/// reads state that another task may not read can still go to that task for its ``status``, but not for another
/// check. Nothing else it holds changes once it is shared.
extension AsyncExpectation: @unchecked Sendable where Value: Sendable {}

/// Nimble's name of ``Expectation``, the synchronous one.
public typealias SyncExpectation = Expectation
