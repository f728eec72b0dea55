// The polling API of synchronous expectations: toEventually, toNever, toAlways and their aliases.

import Dispatch
import Doubles
import Foundation

extension Expectation {
    /// Polls until the matcher matches, failing with the last value seen if `timeout` passes first.
    ///
    /// ```swift
    /// expect(queue.count).toEventually(equal(0), timeout: .seconds(2))
    /// ```
    @discardableResult
    public func toEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) -> Expectation<Value> {
        recording(Polling.poll(
            expression, matcher, mode: .eventually(negated: false), timeout: timeout, pollInterval: pollInterval,
            description: description
        ))
    }

    /// Polls until the matcher stops matching.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) -> Expectation<Value> {
        recording(Polling.poll(
            expression, matcher, mode: .eventually(negated: true), timeout: timeout, pollInterval: pollInterval,
            description: description
        ))
    }

    /// The same as ``toEventuallyNot(_:timeout:pollInterval:description:)``.
    @discardableResult
    public func toNotEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) -> Expectation<Value> {
        toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
    }

    /// Watches until `until` passes, failing as soon as the matcher matches.
    @discardableResult
    public func toNever(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) -> Expectation<Value> {
        recording(Polling.poll(
            expression, matcher, mode: .never, timeout: until, pollInterval: pollInterval, description: description
        ))
    }

    /// The same as ``toNever(_:until:pollInterval:description:)``.
    @discardableResult
    public func neverTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) -> Expectation<Value> {
        toNever(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    /// Watches until `until` passes, failing as soon as the matcher stops matching.
    @discardableResult
    public func toAlways(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) -> Expectation<Value> {
        recording(Polling.poll(
            expression, matcher, mode: .always, timeout: until, pollInterval: pollInterval, description: description
        ))
    }

    /// The same as ``toAlways(_:until:pollInterval:description:)``.
    @discardableResult
    public func alwaysTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) -> Expectation<Value> {
        toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    /// The async form: the task sleeps between polls instead of blocking its thread.
    ///
    /// ```swift
    /// await expect(fake).toEventually(haveReceived(.save))
    /// ```
    @discardableResult
    public func toEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Expectation<Value> {
        await recording(Polling.pollOnMainActor(
            expression, matcher, mode: .eventually(negated: false), timeout: timeout,
            pollInterval: pollInterval, description: description
        ))
    }

    /// The async form of ``toEventuallyNot(_:timeout:pollInterval:description:)``.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Expectation<Value> {
        await recording(Polling.pollOnMainActor(
            expression, matcher, mode: .eventually(negated: true), timeout: timeout,
            pollInterval: pollInterval, description: description
        ))
    }

    /// The async form of ``toNotEventually(_:timeout:pollInterval:description:)``.
    @discardableResult
    public func toNotEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Expectation<Value> {
        await toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
    }

    /// The async form of ``toNever(_:until:pollInterval:description:)``.
    @discardableResult
    public func toNever(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Expectation<Value> {
        await recording(Polling.pollOnMainActor(
            expression, matcher, mode: .never, timeout: until, pollInterval: pollInterval,
            description: description
        ))
    }

    /// The async form of ``neverTo(_:until:pollInterval:description:)``.
    @discardableResult
    public func neverTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Expectation<Value> {
        await toNever(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    /// The async form of ``toAlways(_:until:pollInterval:description:)``.
    @discardableResult
    public func toAlways(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Expectation<Value> {
        await recording(Polling.pollOnMainActor(
            expression, matcher, mode: .always, timeout: until, pollInterval: pollInterval,
            description: description
        ))
    }

    /// The async form of ``alwaysTo(_:until:pollInterval:description:)``.
    @discardableResult
    public func alwaysTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Expectation<Value> {
        await toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
    }
}

extension Expectation {
    /// This expectation with the outcome of a poll added to its status.
    func recording(_ polled: Polling.Polled<Value>) -> Expectation<Value> {
        var checked = self
        checked.recordedStatus = status.adding(polled.passed)
        return checked
    }
}
