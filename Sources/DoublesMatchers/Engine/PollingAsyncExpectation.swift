// The polling API of async expectations: toEventually, toNever, toAlways and their aliases.

import Dispatch
import Doubles
import Foundation

extension AsyncExpectation {
    /// Awaits the expression poll after poll until the matcher matches.
    @discardableResult
    public func toEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        await recording(Polling.poll(
            { await settled() }, matcher, mode: .eventually(negated: false), timeout: timeout,
            pollInterval: pollInterval, description: description
        ))
    }

    /// Awaits the expression poll after poll until the matcher stops matching.
    @discardableResult
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        await recording(Polling.poll(
            { await settled() }, matcher, mode: .eventually(negated: true), timeout: timeout,
            pollInterval: pollInterval, description: description
        ))
    }

    /// The same as ``toEventuallyNot(_:timeout:pollInterval:description:isolation:)-(Matcher<Value>,_,_,_,_)``.
    @discardableResult
    public func toNotEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        await toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
    }

    /// Watches until `until` passes, failing as soon as the matcher matches.
    @discardableResult
    public func toNever(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        await recording(Polling.poll(
            { await settled() }, matcher, mode: .never, timeout: until, pollInterval: pollInterval,
            description: description
        ))
    }

    /// The same as ``toNever(_:until:pollInterval:description:isolation:)-(Matcher<Value>,_,_,_,_)``.
    @discardableResult
    public func neverTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        await toNever(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    /// Watches until `until` passes, failing as soon as the matcher stops matching.
    @discardableResult
    public func toAlways(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        await recording(Polling.poll(
            { await settled() }, matcher, mode: .always, timeout: until, pollInterval: pollInterval,
            description: description
        ))
    }

    /// The same as ``toAlways(_:until:pollInterval:description:isolation:)-(Matcher<Value>,_,_,_,_)``.
    @discardableResult
    public func alwaysTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation<Value> {
        await toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
    }
}

extension AsyncExpectation {
    /// This expectation with the outcome of a poll added to its status.
    func recording(_ polled: Polling.Polled<Value>) -> AsyncExpectation<Value> {
        var checked = self
        checked.status = status.adding(polled.passed)
        return checked
    }
}
