import Dispatch
import Doubles
import Foundation

/// The one place where polling expectations decide, poll after poll, whether they have passed or failed.
enum Polling {
    enum Mode {
        /// Passes as soon as the matcher passes (or, negated, stops matching); fails at the timeout.
        case eventually(negated: Bool)
        /// Fails as soon as the matcher matches; passes at the end.
        case never
        /// Fails as soon as the matcher stops matching; passes at the end.
        case always

        var verb: String {
            switch self {
            case .eventually(false): return "to eventually"
            case .eventually(true): return "to eventually not"
            case .never: return "to never"
            case .always: return "to always"
            }
        }

        var negated: Bool {
            switch self {
            case .eventually(let negated): return negated
            case .never: return true
            case .always: return false
            }
        }
    }

    enum Decision {
        case passed
        case failed
        case pending
    }

    static func decide(_ mode: Mode, _ outcome: Evaluation.Outcome, timedOut: Bool) -> Decision {
        switch mode {
        case .eventually:
            if outcome.passed { return .passed }
            return timedOut ? .failed : .pending
        case .never, .always:
            if !outcome.passed { return .failed }
            return timedOut ? .passed : .pending
        }
    }

    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Polls on the calling thread. On the main thread the run loop keeps turning between polls, so work
    /// dispatched to the main queue can happen.
    static func poll<Value>(
        _ expression: ActualExpression<Value>, _ matcher: Matcher<Value>, mode: Mode, timeout: TimeSpan,
        pollInterval: TimeSpan, description: String?
    ) {
        let deadline = now() + timeout.nanoseconds
        while true {
            let timedOut = now() >= deadline
            let current = expression.fresh()
            let outcome = Evaluation.run(matcher, on: current, negated: mode.negated)
            let decision = decide(mode, outcome, timedOut: timedOut)
            if decision != .pending {
                report(decision, outcome, current, mode, description)
                return
            }
            pause(pollInterval)
        }
    }

    /// Polls without blocking: the task sleeps between polls, on the caller's actor.
    static func poll<Value>(
        _ makeExpression: () async -> ActualExpression<Value>, _ matcher: Matcher<Value>, mode: Mode,
        timeout: TimeSpan, pollInterval: TimeSpan, description: String?,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        let deadline = now() + timeout.nanoseconds
        while true {
            let timedOut = now() >= deadline
            let current = await makeExpression()
            let outcome = Evaluation.run(matcher, on: current, negated: mode.negated)
            let decision = decide(mode, outcome, timedOut: timedOut)
            if decision != .pending {
                report(decision, outcome, current, mode, description)
                return
            }
            try? await Task.sleep(nanoseconds: pollInterval.nanoseconds)
        }
    }

    private static func report<Value>(
        _ decision: Decision, _ outcome: Evaluation.Outcome, _ expression: ActualExpression<Value>, _ mode: Mode,
        _ description: String?
    ) {
        _FailureReporter.report(
            success: decision == .passed,
            message: Evaluation.text(of: outcome, expression: expression, verb: mode.verb, description: description),
            at: expression.location
        )
    }

    /// Waits `span` on the calling thread, turning the run loop when it is the main thread.
    static func pause(_ span: TimeSpan) {
        if Thread.isMainThread {
            RunLoop.current.run(until: Date(timeIntervalSinceNow: span.seconds))
        } else {
            Thread.sleep(forTimeInterval: span.seconds)
        }
    }
}

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
        await Polling.poll({ expression.fresh() }, matcher, mode: .eventually(negated: false), timeout: timeout,
                           pollInterval: pollInterval, description: description)
    }

    /// The async form of ``toEventuallyNot(_:timeout:pollInterval:description:)``.
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: TimeSpan = PollingDefaults.timeout,
        pollInterval: TimeSpan = PollingDefaults.pollInterval, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await Polling.poll({ expression.fresh() }, matcher, mode: .eventually(negated: true), timeout: timeout,
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
        await Polling.poll({ expression.fresh() }, matcher, mode: .never, timeout: until,
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
        await Polling.poll({ expression.fresh() }, matcher, mode: .always, timeout: until,
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

/// Waits until `action` calls `done`, failing with `Waited more than <timeout>` if it does not in time.
/// `done` may be called from any thread. Expectations that fail in a Dispatch callback while it waits are
/// reported to the waiting test when the wait ends; so that such a failure always reaches the right test,
/// waits in tests that run in parallel take turns (the timeout counts from a wait's own turn).
///
/// ```swift
/// waitUntil(timeout: .seconds(2)) { done in
///     client.fetch { _ in done() }
/// }
/// ```
/// In an async test the async form is chosen, so the wait does not block a thread.
@_disfavoredOverload
public func waitUntil(
    timeout: TimeSpan = PollingDefaults.timeout,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    action: (@escaping @Sendable () -> Void) -> Void
) {
    let finished = _Locked(false)
    _FailureReporter.withOrphanedFailuresReported(pause: { Polling.pause(.milliseconds(1)) }) {
        let deadline = Polling.now() + timeout.nanoseconds
        action { finished.withLock { $0 = true } }
        while !finished.withLock({ $0 }) {
            if Polling.now() >= deadline {
                fail("Waited more than \(timeout)", fileID: fileID, filePath: filePath, line: line, column: column)
                return
            }
            Polling.pause(.milliseconds(1))
        }
    }
}

/// The async form of ``waitUntil(timeout:fileID:filePath:line:column:action:)``: the task sleeps while it
/// waits.
///
/// ```swift
/// await waitUntil { done in
///     DispatchQueue.global().async { done() }
/// }
/// ```
public func waitUntil(
    timeout: TimeSpan = PollingDefaults.timeout,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    action: (@escaping @Sendable () -> Void) async -> Void
) async {
    let finished = _Locked(false)
    await _FailureReporter.withOrphanedFailuresReported {
        let deadline = Polling.now() + timeout.nanoseconds
        await action { finished.withLock { $0 = true } }
        while !finished.withLock({ $0 }) {
            if Polling.now() >= deadline {
                fail("Waited more than \(timeout)", fileID: fileID, filePath: filePath, line: line, column: column)
                return
            }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }
}
