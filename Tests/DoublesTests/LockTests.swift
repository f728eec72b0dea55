import Dispatch
import Foundation
import Testing
@testable import Doubles
import DoublesTestSupport

/// The shared lock on its own: a private instance, so no other test's calls take it meanwhile.
@Suite(.tags(.concurrency, .storage)) struct LockTests {
    /// A counter that only the lock protects. The increments are deliberately not atomic.
    private final class Counter: @unchecked Sendable {
        var value = 0
    }

    @Test func sameThread_mayTakeTheLockAgainWhileHoldingIt() {
        let lock = Lock()
        let depth = lock.withLock { lock.withLock { lock.withLock { 3 } } }
        #expect(depth == 3)
        // Given back as many times as taken: another thread can take it now.
        let taken = Counter()
        DispatchQueue.global().sync { lock.withLock { taken.value = 1 } }
        #expect(taken.value == 1)
    }

    @Test func manyThreads_neverHoldTheLockAtOnce() {
        let lock = Lock()
        let counter = Counter()
        let started = Counter()
        let threads = 4
        let increments = 200_000
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<threads {
            Thread {
                // Every thread counts once all have started, so they overlap.
                lock.withLock { started.value += 1 }
                while lock.withLock({ started.value }) < threads {}
                for _ in 0..<increments {
                    // Taking it again inside counts as holding it once.
                    lock.withLock { lock.withLock { counter.value += 1 } }
                }
                finished.signal()
            }.start()
        }
        for _ in 0..<threads { finished.wait() }
        #expect(counter.value == threads * increments)
    }

    @Test func aWaitingThread_takesTheLockWhenTheHolderGivesItBack() {
        let lock = Lock()
        let steps = Steps()
        let waiterStarted = DispatchSemaphore(value: 0)
        let waiterDone = DispatchSemaphore(value: 0)
        lock.lock()
        DispatchQueue.global().async {
            waiterStarted.signal()
            lock.withLock { steps.names.append("waiter") }
            waiterDone.signal()
        }
        waiterStarted.wait()
        // The waiter cannot get in while this thread holds the lock, however long it holds it.
        Thread.sleep(forTimeInterval: 0.05)
        steps.names.append("holder")
        lock.unlock()
        #expect(waiterDone.wait(timeout: .now() + 10) == .success)
        lock.withLock { #expect(steps.names == ["holder", "waiter"]) }
    }

    /// The order in which the threads got in; only touched while holding the lock under test.
    private final class Steps: @unchecked Sendable {
        var names: [String] = []
    }
}
