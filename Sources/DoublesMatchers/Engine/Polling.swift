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

        /// Whether the matcher must hold to the end (`toNever`, `toAlways`), so that a pass says nothing changed.
        var holdsThroughout: Bool {
            if case .eventually = self { return false }
            return true
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
            // A slip of the test's own (an argument that can never match) is not waited out; a `.fail` alone, as on a
            // `nil` that a later poll may fill, is.
            return timedOut || outcome.result?.isSlip == true ? .failed : .pending
        case .never, .always:
            if !outcome.passed { return .failed }
            return timedOut ? .passed : .pending
        }
    }

    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Polls on the calling thread. On the main thread the run loop keeps turning between polls, so work
    /// dispatched to the main queue can happen.
    @discardableResult
    static func poll<Value>(
        _ expression: ActualExpression<Value>, _ matcher: Matcher<Value>, mode: Mode, timeout: TimeSpan,
        pollInterval: TimeSpan, description: String?
    ) -> Polled<Value> {
        let deadline = now() + timeout.nanoseconds
        var waited = false
        while true {
            let timedOut = now() >= deadline
            let current = expression.fresh()
            let outcome = Evaluation.run(matcher, on: current, negated: mode.negated)
            let decision = decide(mode, outcome, timedOut: timedOut)
            if decision != .pending {
                // A `toNever` or `toAlways` that held while it blocked a thread that tasks share cannot tell that
                // nothing changed.
                if decision == .passed, waited, let note = unprovenHoldNote(mode) {
                    return report(.failed, outcome, current, mode, description, note: note)
                }
                // A timeout of `toEventually` may come of the blocked thread; a thrown error, or a slip (an argument
                // that can never match), is its own reason, but a `.fail` on a `nil` that no poll filled is not. A
                // wait that never paused blocked no thread.
                let slipped = outcome.error != nil || outcome.result?.isSlip == true
                let timedOutBlocking = decision == .failed && !mode.holdsThroughout && timedOut && waited
                let note = timedOutBlocking && !slipped ? blockedTaskNote : nil
                return report(decision, outcome, current, mode, description, note: note)
            }
            pause(pollInterval)
            waited = true
        }
    }

    /// For a synchronous wait that timed out on a thread running a task (a Swift Testing test, or async code),
    /// why the work it waited for may not have run, and the fix; `nil` elsewhere, as on XCTest's main thread.
    /// Such a wait blocks one of the few threads that tasks running in parallel share, and on Linux Dispatch's
    /// global queues too, so what it waits for may find no thread until the wait ends.
    static var blockedTaskNote: String? {
        guard blocksATaskThread else { return nil }
        return """
            This synchronous wait blocked a thread that tasks share (it ran in a Swift Testing test or async code), \
            so work it waited for on a task, on an actor the wait held (a `@MainActor` test's main actor) or on a \
            Dispatch queue may have had no thread to run on until it ended.
            Fix: `await` the wait (`await expect(…).toEventually(…)`) in async code, such as an async test, not in a \
            synchronous closure: it then blocks no thread.
            """
    }

    /// Whether the calling thread runs a task (a Swift Testing test, or async code): one of the few threads that tasks
    /// running in parallel share, with Dispatch's global queues too on Linux.
    static var blocksATaskThread: Bool {
        withUnsafeCurrentTask { $0 != nil }
    }

    /// For a synchronous `toNever` or `toAlways` (`mode`) that held to its end on a thread running a task, why it
    /// fails: work that would have changed the outcome may have had no thread to run on while it blocked one. `nil`
    /// for `toEventually`, and elsewhere, as on XCTest's main thread.
    static func unprovenHoldNote(_ mode: Mode) -> String? {
        guard mode.holdsThroughout, blocksATaskThread else { return nil }
        let name = if case .always = mode { "toAlways" } else { "toNever" }
        return """
            It held, but this synchronous wait blocked a thread that tasks share (it ran in a Swift Testing test or \
            async code), so work that would have changed it may have had no thread to run on until it ended: it \
            cannot tell that nothing changed.
            Fix: `await` the wait (`await expect(…).\(name)(…)`, `try await require(…).\(name)(…)`) in async code, \
            such as an async test: it then blocks no thread.
            """
    }

    /// Polls without blocking: the task sleeps between polls, on the caller's actor.
    @discardableResult
    static func poll<Value>(
        _ makeExpression: () async -> ActualExpression<Value>, _ matcher: Matcher<Value>, mode: Mode,
        timeout: TimeSpan, pollInterval: TimeSpan, description: String?,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Polled<Value> {
        await poll(makeExpression, mode: mode, timeout: timeout, pollInterval: pollInterval, description: description) {
            Evaluation.run(matcher, on: $0, negated: mode.negated)
        }
    }

    /// Polls a synchronous expression with a synchronous matcher from async code, without blocking, as Nimble
    /// does: each poll runs the matcher on the main actor, and the matcher evaluates the expression afresh there
    /// when it reads it. So the expression is read on the main actor, and a matcher that reads it only once
    /// (`postNotifications`) runs it once.
    @discardableResult
    static func pollOnMainActor<Value>(
        _ expression: ActualExpression<Value>, _ matcher: Matcher<Value>, mode: Mode, timeout: TimeSpan,
        pollInterval: TimeSpan, description: String?, isolation: isolated (any Actor)? = #isolation
    ) async -> Polled<Value> {
        // The matcher and each poll's expression are lent to the main actor while this task waits for it, so
        // they are never used on two threads at once: what the compiler cannot see, and `nonisolated(unsafe)`
        // states.
        nonisolated(unsafe) let matcher = matcher
        return await poll({ expression.fresh() }, mode: mode, timeout: timeout, pollInterval: pollInterval,
                          description: description) { current in
            nonisolated(unsafe) let current = current
            return await evaluatedOnMainActor(matcher, current, negated: mode.negated)
        }
    }

    /// Polls an async matcher without blocking, as the other async poll does.
    @discardableResult
    static func poll<Value>(
        _ makeExpression: () async -> ActualExpression<Value>, _ matcher: AsyncMatcher<Value>, mode: Mode,
        timeout: TimeSpan, pollInterval: TimeSpan, description: String?,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Polled<Value> {
        await poll(makeExpression, mode: mode, timeout: timeout, pollInterval: pollInterval, description: description) {
            await Evaluation.run(matcher, on: $0, negated: mode.negated)
        }
    }

    /// The loop of both: `run` runs on the caller's actor, as the matcher of a test on the main actor must.
    private static func poll<Value>(
        _ makeExpression: () async -> ActualExpression<Value>, mode: Mode, timeout: TimeSpan,
        pollInterval: TimeSpan, description: String?, isolation: isolated (any Actor)? = #isolation,
        run: nonisolated(nonsending) (ActualExpression<Value>) async -> Evaluation.Outcome
    ) async -> Polled<Value> {
        let deadline = now() + timeout.nanoseconds
        while true {
            let timedOut = now() >= deadline
            let current = await makeExpression()
            let outcome = await run(current)
            let decision = decide(mode, outcome, timedOut: timedOut)
            if decision != .pending {
                return report(decision, outcome, current, mode, description)
            }
            try? await Task.sleep(nanoseconds: pollInterval.nanoseconds)
        }
    }

    /// How a poll ended: whether it passed, the expression as last evaluated, and the text it reported.
    struct Polled<Value> {
        let passed: Bool
        let expression: ActualExpression<Value>
        let text: String
    }

    private static func report<Value>(
        _ decision: Decision, _ outcome: Evaluation.Outcome, _ expression: ActualExpression<Value>, _ mode: Mode,
        _ description: String?, note: String? = nil
    ) -> Polled<Value> {
        var text = Evaluation.text(of: outcome, expression: expression, verb: mode.verb, description: description)
        if let note { text += "\n" + note }
        _FailureReporter.report(success: decision == .passed, message: text, at: expression.location)
        return Polled(passed: decision == .passed, expression: expression, text: text)
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

/// Runs `matcher` on `expression` on the main actor.
@MainActor
private func evaluatedOnMainActor<Value>(
    _ matcher: sending Matcher<Value>, _ expression: sending ActualExpression<Value>, negated: Bool
) -> sending Evaluation.Outcome {
    Evaluation.run(matcher, on: expression, negated: negated)
}
