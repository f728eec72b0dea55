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
    public func toEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) {
        Polling.poll(expression, matcher, mode: .eventually(negated: false), timeout: timeout,
                     pollInterval: pollInterval, description: description)
    }

    /// Polls until the matcher stops matching.
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) {
        Polling.poll(expression, matcher, mode: .eventually(negated: true), timeout: timeout,
                     pollInterval: pollInterval, description: description)
    }

    /// The same as ``toEventuallyNot(_:timeout:pollInterval:description:)``.
    public func toNotEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) {
        toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
    }

    /// Watches until `until` passes, failing as soon as the matcher matches.
    public func toNever(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) {
        Polling.poll(expression, matcher, mode: .never, timeout: until, pollInterval: pollInterval,
                     description: description)
    }

    /// The same as ``toNever(_:until:pollInterval:description:)``.
    public func neverTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) {
        toNever(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    /// Watches until `until` passes, failing as soon as the matcher stops matching.
    public func toAlways(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) {
        Polling.poll(expression, matcher, mode: .always, timeout: until, pollInterval: pollInterval,
                     description: description)
    }

    /// The same as ``toAlways(_:until:pollInterval:description:)``.
    public func alwaysTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil
    ) {
        toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    /// The async form: the task sleeps between polls instead of blocking its thread.
    ///
    /// ```swift
    /// await expect(fake).toEventually(haveReceived(.save))
    /// ```
    public func toEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await Polling.poll({ await expression.freshOnMainActor() }, matcher, mode: .eventually(negated: false), timeout: timeout,
                           pollInterval: pollInterval, description: description)
    }

    /// The async form of ``toEventuallyNot(_:timeout:pollInterval:description:)``.
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await Polling.poll({ await expression.freshOnMainActor() }, matcher, mode: .eventually(negated: true), timeout: timeout,
                           pollInterval: pollInterval, description: description)
    }

    /// The async form of ``toNotEventually(_:timeout:pollInterval:description:)``.
    public func toNotEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
    }

    /// The async form of ``toNever(_:until:pollInterval:description:)``.
    public func toNever(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await Polling.poll({ await expression.freshOnMainActor() }, matcher, mode: .never, timeout: until,
                           pollInterval: pollInterval, description: description)
    }

    /// The async form of ``neverTo(_:until:pollInterval:description:)``.
    public func neverTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await toNever(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    /// The async form of ``toAlways(_:until:pollInterval:description:)``.
    public func toAlways(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await Polling.poll({ await expression.freshOnMainActor() }, matcher, mode: .always, timeout: until,
                           pollInterval: pollInterval, description: description)
    }

    /// The async form of ``alwaysTo(_:until:pollInterval:description:)``.
    public func alwaysTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
    }
}
