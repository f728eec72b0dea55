import Dispatch
import Foundation

/// Where a cell's check runs.
enum Hop: Sendable {
    /// On the test's own thread or task.
    case direct
    /// On the main thread (`MainActor.run` from an async test).
    case main
    /// On a `Thread` of its own.
    case thread
    /// In a `Task.detached`.
    case detached
    /// On a global `DispatchQueue`.
    case dispatch
}

/// Runs `body` where `hop` says and returns once it has run; for synchronous tests.
func hop(to hop: Hop, _ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    switch hop {
    case .direct, .main:
        body()
        return
    case .thread:
        Thread { body(); done.signal() }.start()
    case .detached:
        Task.detached { body(); done.signal() }
    case .dispatch:
        DispatchQueue.global().async { body(); done.signal() }
    }
    done.wait()
}

/// Runs `body` where `hop` says and returns once it has run; for async tests.
func hop(to hop: Hop, _ body: @escaping @Sendable () -> Void) async {
    switch hop {
    case .direct:
        body()
    case .main:
        await MainActor.run { body() }
    case .thread:
        await withCheckedContinuation { continuation in
            Thread { body(); continuation.resume() }.start()
        }
    case .detached:
        await Task.detached { body() }.value
    case .dispatch:
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { body(); continuation.resume() }
        }
    }
}

/// Runs `body` on a global queue after `milliseconds`, and returns at once: a check that outlives its test.
func later(_ milliseconds: Int, _ body: @escaping @Sendable () -> Void) {
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(milliseconds), execute: body)
}
