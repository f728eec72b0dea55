// The polling API of async expectations: toEventually, toNever, toAlways and their aliases.

import Dispatch
import Doubles
import Foundation

extension AsyncExpectation {
    /// Awaits the expression poll after poll until the matcher matches.
    public func toEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await Polling.poll({ await settled() }, matcher, mode: .eventually(negated: false), timeout: timeout,
                           pollInterval: pollInterval, description: description)
    }

    /// Awaits the expression poll after poll until the matcher stops matching.
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await Polling.poll({ await settled() }, matcher, mode: .eventually(negated: true), timeout: timeout,
                           pollInterval: pollInterval, description: description)
    }

    /// The same as ``toEventuallyNot(_:timeout:pollInterval:description:isolation:)``.
    public func toNotEventually(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await toEventuallyNot(matcher, timeout: timeout, pollInterval: pollInterval, description: description)
    }

    /// Watches until `until` passes, failing as soon as the matcher matches.
    public func toNever(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await Polling.poll({ await settled() }, matcher, mode: .never, timeout: until,
                           pollInterval: pollInterval, description: description)
    }

    /// The same as ``toNever(_:until:pollInterval:description:isolation:)``.
    public func neverTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await toNever(matcher, until: until, pollInterval: pollInterval, description: description)
    }

    /// Watches until `until` passes, failing as soon as the matcher stops matching.
    public func toAlways(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await Polling.poll({ await settled() }, matcher, mode: .always, timeout: until,
                           pollInterval: pollInterval, description: description)
    }

    /// The same as ``toAlways(_:until:pollInterval:description:isolation:)``.
    public func alwaysTo(
        _ matcher: Matcher<Value>, until: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await toAlways(matcher, until: until, pollInterval: pollInterval, description: description)
    }
}
