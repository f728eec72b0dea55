import Dispatch
import Doubles
import Foundation

/// Waits until `action` calls `done`, failing with `Waited more than <timeout>` if it does not in time, also
/// when `action` itself takes longer before calling it. Calling `done` a second time fails with
/// `waitUntil(...) expects its completion closure to be only called once`. `done` may be called from any
/// thread. Expectations that fail in a Dispatch callback while it waits are reported to the waiting test when
/// the wait ends; so that such a failure always reaches the right test, waits in tests that run in parallel take
/// turns (the timeout counts from a wait's own turn). This form blocks its thread, so it waits for its turn no
/// longer than its timeout, and then waits without one, leaving such failures to the wait that has the turn.
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
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    action: (@escaping @Sendable () -> Void) -> Void
) {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let turnDeadline = Polling.now() + timeout.nanoseconds
    _FailureReporter.withOrphanedFailuresReported(pause: {
        Polling.pause(.milliseconds(1))
        return Polling.now() < turnDeadline
    }) {
        let wait = Wait(timeout: timeout, location: location)
        action(wait.done)
        while !wait.isOver(note: Polling.blockedTaskNote) {
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
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    action: (@escaping @Sendable () -> Void) async -> Void
) async {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await _FailureReporter.withOrphanedFailuresReported {
        let wait = Wait(timeout: timeout, location: location)
        await action(wait.done)
        while !wait.isOver() {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }
}

/// One `waitUntil`: its deadline, and how often and when `done` was called.
private final class Wait: Sendable {
    private let timeout: TimeSpan
    private let deadline: UInt64
    private let location: CodeLocation
    private let state = _Locked<(calls: Int, firstCall: UInt64?, timedOut: Bool)>((0, nil, false))

    init(timeout: TimeSpan, location: CodeLocation) {
        self.timeout = timeout
        deadline = Polling.now() + timeout.nanoseconds
        self.location = location
    }

    /// The closure `action` is given. A call after the deadline fails the wait, as one that never comes does;
    /// a second call fails too.
    var done: @Sendable () -> Void {
        { [self] in
            let now = Polling.now()
            let calls = state.withLock { state in
                state.calls += 1
                if state.firstCall == nil { state.firstCall = now }
                return state.calls
            }
            if calls == 2 {
                _FailureReporter.fail(
                    "waitUntil(...) expects its completion closure to be only called once", at: location
                )
            }
        }
    }

    /// Whether the wait is over: `done` was called, or the deadline passed. Fails the wait, once, when `done`
    /// was not called in time, with `note` after the message.
    func isOver(note: @autoclosure () -> String? = nil) -> Bool {
        let now = Polling.now()
        let (late, over) = state.withLock { state -> (Bool, Bool) in
            if let firstCall = state.firstCall {
                let late = firstCall > deadline && !state.timedOut
                state.timedOut = state.timedOut || late
                return (late, true)
            }
            guard now >= deadline else { return (false, false) }
            let late = !state.timedOut
            state.timedOut = true
            return (late, true)
        }
        if late {
            let message = ["Waited more than \(timeout)", note()].compactMap { $0 }.joined(separator: "\n")
            _FailureReporter.fail(message, at: location)
        }
        return over
    }
}
