import Dispatch
import Doubles
import Foundation

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
