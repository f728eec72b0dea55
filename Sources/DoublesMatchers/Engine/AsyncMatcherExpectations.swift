// Expectations with an AsyncMatcher: to, toNot and the polling forms, on synchronous and async expectations,
// each used with `await`.

import Doubles

extension Expectation {
    /// Passes when the async matcher matches the value.
    ///
    /// ```swift
    /// await expect(counter).to(beCalled(times: 1))
    /// ```
    @discardableResult
    public func to(
        _ matcher: AsyncMatcher<Value>, description: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) async -> Expectation<Value> {
        var checked = self
        checked.recordedStatus = status.adding(
            await Evaluation.verify(matcher, on: expression, negated: false, description: description)
        )
        return checked
    }

    /// Passes when the async matcher does not match the value.
    @discardableResult
    public func toNot(
        _ matcher: AsyncMatcher<Value>, description: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) async -> Expectation<Value> {
        var checked = self
        checked.recordedStatus = status.adding(
            await Evaluation.verify(matcher, on: expression, negated: true, description: description)
        )
        return checked
    }

    /// The same as `toNot` with an async matcher.
    @discardableResult
    public func notTo(
        _ matcher: AsyncMatcher<Value>, description: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) async -> Expectation<Value> {
        await toNot(matcher, description: description)
    }

    /// Polls until the async matcher matches.
    @discardableResult
    public func toEventually(
        _ matcher: AsyncMatcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Expectation<Value> {
        await recording(Polling.poll(
            { await expression.freshOnMainActor() }, matcher, mode: .eventually(negated: false), timeout: timeout,
            pollInterval: pollInterval, description: description
        ))
    }

    /// Polls until the async matcher stops matching.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: AsyncMatcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Expectation<Value> {
        await recording(Polling.poll(
            { await expression.freshOnMainActor() }, matcher, mode: .eventually(negated: true), timeout: timeout,
            pollInterval: pollInterval, description: description
        ))
    }

    /// The same as `toEventuallyNot` with an async matcher.
    @discardableResult
    public func toNotEventually(
        _ matcher: AsyncMatcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Expectation<Value> {
        await toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
    }

    /// Watches until `until` passes, failing as soon as the async matcher matches.
    @discardableResult
    public func toNever(
        _ matcher: AsyncMatcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Expectation<Value> {
        await recording(Polling.poll(
            { await expression.freshOnMainActor() }, matcher, mode: .never, timeout: until, pollInterval: pollInterval,
            description: description
        ))
    }

    /// The same as `toNever` with an async matcher.
    @discardableResult
    public func neverTo(
        _ matcher: AsyncMatcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Expectation<Value> {
        await toNever(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    /// Watches until `until` passes, failing as soon as the async matcher stops matching.
    @discardableResult
    public func toAlways(
        _ matcher: AsyncMatcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Expectation<Value> {
        await recording(Polling.poll(
            { await expression.freshOnMainActor() }, matcher, mode: .always, timeout: until, pollInterval: pollInterval,
            description: description
        ))
    }

    /// The same as `toAlways` with an async matcher.
    @discardableResult
    public func alwaysTo(
        _ matcher: AsyncMatcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Expectation<Value> {
        await toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
    }
}

extension AsyncExpectation {
    /// Passes when the async matcher matches the awaited value.
    ///
    /// ```swift
    /// await expect(counter).to(beCalled(times: 1))
    /// ```
    @discardableResult
    public func to(
        _ matcher: AsyncMatcher<Value>, description: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        var checked = self
        checked.status = status.adding(
            await Evaluation.verify(matcher, on: await settled(), negated: false, description: description)
        )
        return checked
    }

    /// Passes when the async matcher does not match the awaited value.
    @discardableResult
    public func toNot(
        _ matcher: AsyncMatcher<Value>, description: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        var checked = self
        checked.status = status.adding(
            await Evaluation.verify(matcher, on: await settled(), negated: true, description: description)
        )
        return checked
    }

    /// The same as `toNot` with an async matcher.
    @discardableResult
    public func notTo(
        _ matcher: AsyncMatcher<Value>, description: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        await toNot(matcher, description: description)
    }

    /// Polls until the async matcher matches.
    @discardableResult
    public func toEventually(
        _ matcher: AsyncMatcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        await recording(Polling.poll(
            { await settled() }, matcher, mode: .eventually(negated: false), timeout: timeout,
            pollInterval: pollInterval, description: description
        ))
    }

    /// Polls until the async matcher stops matching.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: AsyncMatcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        await recording(Polling.poll(
            { await settled() }, matcher, mode: .eventually(negated: true), timeout: timeout,
            pollInterval: pollInterval, description: description
        ))
    }

    /// The same as `toEventuallyNot` with an async matcher.
    @discardableResult
    public func toNotEventually(
        _ matcher: AsyncMatcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        await toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
    }

    /// Watches until `until` passes, failing as soon as the async matcher matches.
    @discardableResult
    public func toNever(
        _ matcher: AsyncMatcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        await recording(Polling.poll(
            { await settled() }, matcher, mode: .never, timeout: until, pollInterval: pollInterval,
            description: description
        ))
    }

    /// The same as `toNever` with an async matcher.
    @discardableResult
    public func neverTo(
        _ matcher: AsyncMatcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        await toNever(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    /// Watches until `until` passes, failing as soon as the async matcher stops matching.
    @discardableResult
    public func toAlways(
        _ matcher: AsyncMatcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        await recording(Polling.poll(
            { await settled() }, matcher, mode: .always, timeout: until, pollInterval: pollInterval,
            description: description
        ))
    }

    /// The same as `toAlways` with an async matcher.
    @discardableResult
    public func alwaysTo(
        _ matcher: AsyncMatcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        await toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
    }
}
