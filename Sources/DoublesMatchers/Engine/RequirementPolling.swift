import Doubles

// Polling forms of requirements: `require(…).toEventually(…)` and the rest, and `pollUnwrap`. Each polls as
// `expect(…).toEventually(…)` does, then returns the value it ended on, or throws as a requirement does.

extension SyncRequirement {
    /// Polls until the matcher matches, then returns the value; records the failure and throws if `timeout` passes
    /// first.
    @discardableResult
    public func toEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) throws -> Value {
        try polled(matcher, .eventually(negated: false), timeout, pollInterval, description)
    }

    /// Polls until the matcher stops matching, then returns the value; records the failure and throws if `timeout`
    /// passes first.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) throws -> Value {
        try polled(matcher, .eventually(negated: true), timeout, pollInterval, description)
    }

    /// Watches until `until` passes, then returns the value; records the failure and throws as soon as the matcher
    /// matches.
    @discardableResult
    public func toNever(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) throws -> Value {
        try polled(matcher, .never, until, pollInterval, description)
    }

    /// Watches until `until` passes, then returns the value; records the failure and throws as soon as the matcher
    /// stops matching.
    @discardableResult
    public func toAlways(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) throws -> Value {
        try polled(matcher, .always, until, pollInterval, description)
    }

    /// The same as ``toEventuallyNot(_:timeout:pollInterval:description:)->_``.
    @discardableResult
    public func toNotEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) throws -> Value {
        try toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
    }

    /// The same as ``toNever(_:until:pollInterval:description:)->_``.
    @discardableResult
    public func neverTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) throws -> Value {
        try toNever(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    /// The same as ``toAlways(_:until:pollInterval:description:)->_``.
    @discardableResult
    public func alwaysTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) throws -> Value {
        try toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    /// The async form of ``toEventually(_:timeout:pollInterval:description:)->_``: the task sleeps between polls.
    @discardableResult
    public func toEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await polled(matcher, .eventually(negated: false), timeout, pollInterval, description)
    }

    /// The async form of ``toEventuallyNot(_:timeout:pollInterval:description:)->_``: the task sleeps between polls.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await polled(matcher, .eventually(negated: true), timeout, pollInterval, description)
    }

    /// The async form of ``toNever(_:until:pollInterval:description:)->_``: the task sleeps between polls.
    @discardableResult
    public func toNever(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await polled(matcher, .never, until, pollInterval, description)
    }

    /// The async form of ``toAlways(_:until:pollInterval:description:)->_``: the task sleeps between polls.
    @discardableResult
    public func toAlways(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await polled(matcher, .always, until, pollInterval, description)
    }

    /// The async form of ``toNotEventually(_:timeout:pollInterval:description:)->_``.
    @discardableResult
    public func toNotEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
    }

    /// The async form of ``neverTo(_:until:pollInterval:description:)->_``.
    @discardableResult
    public func neverTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await toNever(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    /// The async form of ``alwaysTo(_:until:pollInterval:description:)->_``.
    @discardableResult
    public func alwaysTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    /// Polls as `expect(…)` does in `mode`, for `span`, and returns the value the poll ended on.
    private func polled(
        _ matcher: Matcher<Value>, _ mode: Polling.Mode, _ span: TimeSpan, _ pollInterval: TimeSpan,
        _ description: String?
    ) throws -> Value {
        try Requiring.value(
            of: Polling.poll(
                expression, matcher, mode: mode, timeout: span, pollInterval: pollInterval, description: description
            ),
            customError: customError
        )
    }

    /// The async form of `polled`: the task sleeps between polls.
    private func polled(
        _ matcher: Matcher<Value>, _ mode: Polling.Mode, _ span: TimeSpan, _ pollInterval: TimeSpan,
        _ description: String?, isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try Requiring.value(
            of: await Polling.poll(
                { await expression.freshOnMainActor() }, matcher, mode: mode, timeout: span, pollInterval: pollInterval,
                description: description
            ),
            customError: customError
        )
    }
}

extension AsyncRequirement {
    /// Polls until the matcher matches, then returns the value; records the failure and throws if `timeout` passes
    /// first. The work is awaited afresh on each poll.
    @discardableResult
    public func toEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await polled(matcher, .eventually(negated: false), timeout, pollInterval, description)
    }

    /// Polls until the matcher stops matching, then returns the value; records the failure and throws if `timeout`
    /// passes first. The work is awaited afresh on each poll.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await polled(matcher, .eventually(negated: true), timeout, pollInterval, description)
    }

    /// Watches until `until` passes, then returns the value; records the failure and throws as soon as the matcher
    /// matches. The work is awaited afresh on each poll.
    @discardableResult
    public func toNever(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await polled(matcher, .never, until, pollInterval, description)
    }

    /// Watches until `until` passes, then returns the value; records the failure and throws as soon as the matcher
    /// stops matching. The work is awaited afresh on each poll.
    @discardableResult
    public func toAlways(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await polled(matcher, .always, until, pollInterval, description)
    }

    /// The same as ``toEventuallyNot(_:timeout:pollInterval:description:isolation:)->_``.
    @discardableResult
    public func toNotEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
    }

    /// The same as ``toNever(_:until:pollInterval:description:isolation:)->_``.
    @discardableResult
    public func neverTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await toNever(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    /// The same as ``toAlways(_:until:pollInterval:description:isolation:)->_``.
    @discardableResult
    public func alwaysTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    /// Polls as `expect { … }` does in `mode`, for `span`, awaiting the work afresh each time, and returns the value
    /// the poll ended on.
    private func polled(
        _ matcher: Matcher<Value>, _ mode: Polling.Mode, _ span: TimeSpan, _ pollInterval: TimeSpan,
        _ description: String?, isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try Requiring.value(
            of: await Polling.poll(
                { await settled() }, matcher, mode: mode, timeout: span, pollInterval: pollInterval,
                description: description
            ),
            customError: customError
        )
    }
}
