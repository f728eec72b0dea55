import Dispatch
import Foundation
import Doubles
import DoublesMatchers
import DoublesTestSupport
import Testing

/// Blocks the calling thread, as an action that stalls does.
func stall(seconds: Double) {
    Thread.sleep(forTimeInterval: seconds)
}

/// What follows the failure of a synchronous wait that timed out in a Swift Testing test, whose thread is one that
/// tasks share.
let blockedTaskNote = """
    This synchronous wait blocked a thread that tasks share (it ran in a Swift Testing test or async code), so \
    work it waited for on a task, on an actor the wait held (a `@MainActor` test's main actor) or on a Dispatch \
    queue may have had no thread to run on until it ended.
    Fix: `await` the wait (`await expect(…).toEventually(…)`) in async code, such as an async test, not in a \
    synchronous closure: it then blocks no thread.
    """

/// A counter that another thread moves forward.
final class Counter: Sendable {
    private let storage = Mutexed(0)
    var value: Int { storage.get() }
    func increment() { storage.update { $0 += 1 } }
}

/// A tiny locked box for the tests' own shared state.
final class Mutexed<Value: Sendable>: @unchecked Sendable {
    private let queue = DispatchQueue(label: "Mutexed")
    private var value: Value
    init(_ value: Value) { self.value = value }
    func get() -> Value { queue.sync { value } }
    func update(_ body: (inout Value) -> Void) { queue.sync { body(&value) } }
}

@Suite(.tags(.concurrency)) struct PollingTests {
    /// A slip (an argument that can never match) is not waited out: it fails on the poll that finds it, blocking or
    /// not. A `.fail` on a `nil`, which a later poll may fill, is waited out.
    @Test func toEventually_failsAtOnce_onASlip_butWaitsOutAFailOnNil() async {
        let fake = FakePollingTarget()
        fake.record(1)
        let polls = Counter()
        let slip = "haveReceived(.record) on FakePollingTarget can never match"
        let messages = gatherFailingExpectations(silently: true) {
            expect { polls.increment(); return fake }
                .toEventually(haveReceived(.record, with: "1"), timeout: .seconds(60), pollInterval: .milliseconds(1))
        }
        #expect(messages.first?.message.stringValue.hasPrefix(slip) == true)
        let asyncMessages = await gatherFailingExpectations(silently: true) {
            await expect { polls.increment(); return fake }
                .toEventually(haveReceived(.record, with: "1"), timeout: .seconds(60), pollInterval: .milliseconds(1))
        }
        #expect(asyncMessages.first?.message.stringValue.hasPrefix(slip) == true)
        #expect(polls.value == 2)
        let value = Mutexed<Int?>(nil)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { value.update { $0 = 5 } }
        await passes { await expect(value.get()).toEventually(equal(5), timeout: .seconds(10)) }
    }

    @Test func toEventually_async_passesOnceTheValueArrives() async {
        let counter = Counter()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { counter.increment() }
        await passes { await expect(counter.value).toEventually(equal(1), timeout: .seconds(2)) }
    }

    @Test func toEventually_sync_passesOnceTheValueArrives() {
        let counter = Counter()
        // A thread of its own: this wait blocks one of the threads that tasks share, and Dispatch's global queues
        // with them on Linux, so work queued there may wait for a thread (`blockedTaskNote`).
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.05)
            counter.increment()
        }
        passes { expect(counter.value).toEventually(equal(1), timeout: .seconds(2)) }
    }

    @Test func toEventually_failsWithTheLastValueSeen() async {
        await failsWithMessage("expected to eventually equal <1>, got <0>") {
            await expect(0).toEventually(equal(1), timeout: .milliseconds(50), pollInterval: .milliseconds(10))
        }
        failsWithMessage("expected to eventually equal <1>, got <0>\n" + blockedTaskNote) {
            expect(0).toEventually(equal(1), timeout: .milliseconds(50), pollInterval: .milliseconds(10))
        }
        // A wait that never paused blocked no thread: no note.
        failsWithMessage("expected to eventually equal <1>, got <0>") {
            expect(0).toEventually(equal(1), timeout: .milliseconds(0), pollInterval: .milliseconds(10))
        }
    }

    @Test func toEventuallyNot_andToNotEventually() async {
        let counter = Counter()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(30)) { counter.increment() }
        await passes { await expect(counter.value).toEventuallyNot(equal(0), timeout: .seconds(2)) }
        await failsWithMessage("expected to eventually not equal <1>, got <1>") {
            await expect(1).toNotEventually(equal(1), timeout: .milliseconds(30))
        }
    }

    @Test func toNever_failsAsSoonAsItMatches() async {
        await passes { await expect(1).toNever(equal(2), until: .milliseconds(30)) }
        await failsWithMessage("expected to never equal <1>, got <1>") {
            await expect(1).neverTo(equal(1), until: .seconds(5))
        }
        failsWithMessage("expected to never equal <1>, got <1>") { expect(1).toNever(equal(1), until: .seconds(5)) }
    }

    @Test func toAlways_failsAsSoonAsItStopsMatching() async {
        await passes { await expect(1).toAlways(equal(1), until: .milliseconds(30)) }
        await failsWithMessage("expected to always equal <2>, got <1>") {
            await expect(1).alwaysTo(equal(2), until: .seconds(5))
        }
        failsWithMessage("expected to always equal <2>, got <1>") { expect(1).toAlways(equal(2), until: .seconds(5)) }
    }

    @Test func asyncExpressions_arePolled() async {
        let counter = Counter()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(30)) { counter.increment() }
        await passes {
            await expect { () async -> Int in
                await Task.yield()
                return counter.value
            }.toEventually(equal(1), timeout: .seconds(2))
        }
    }

    // The synchronous waitUntil's checks are XCTests (SynchronousWaitUntilXCTests): blocking one of the threads
    // that parallel async tests share can starve them.
    @Test func waitUntil_returnsWhenDoneIsCalled_andNotBefore() async {
        let calls = Counter()
        let records = await gatherFailingExpectations(silently: true) {
            await waitUntil(timeout: .seconds(2)) { done in
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
                    calls.increment()
                    done()
                }
            }
        }
        #expect(records.isEmpty)
        #expect(calls.value == 1, "the wait returned before the action called done")
    }

    @Test func waitUntil_failsAfterTheTimeout() async {
        await failsWithMessage("Waited more than 0.05 seconds") {
            await waitUntil(timeout: .milliseconds(50)) { _ in }
        }
    }

    @Test func waitUntil_failsWhenTheActionStallsPastTheTimeoutBeforeCallingDone() async {
        await failsWithMessage("Waited more than 0.05 seconds") {
            await waitUntil(timeout: .milliseconds(50)) { done in
                stall(seconds: 0.2)
                done()
            }
        }
    }

    @Test func aSynchronousWaitUntil_timingOutInATest_saysItBlockedAThreadThatTasksShare() {
        failsWithMessage("Waited more than 0.03 seconds\n" + blockedTaskNote) {
            waitUntil(timeout: .milliseconds(30)) { _ in }
        }
    }

    @Test func waitUntil_failsWhenDoneIsCalledTwice() async {
        let message = "waitUntil(...) expects its completion closure to be only called once"
        await failsWithMessage(message) {
            await waitUntil { done in
                done()
                done()
            }
        }
    }

    @Test func timeSpans() {
        #expect(TimeSpan.seconds(1).nanoseconds == 1_000_000_000)
        #expect(TimeSpan.milliseconds(100).nanoseconds == 100_000_000)
        #expect(TimeSpan.seconds(0.5).description == "0.5 seconds")
        #expect(TimeSpan.seconds(1).description == "1.0 second")
    }

    /// A synchronous `toNever` or `toAlways` that held while it blocked this test's thread, one that tasks share,
    /// fails: the work that would have broken it may not have run. Awaited, or with no span to wait, it passes.
    @Test func aSynchronousToNeverOrToAlways_thatHeldWhileBlockingATaskThread_fails() async {
        func note(_ name: String) -> String {
            """
            It held, but this synchronous wait blocked a thread that tasks share (it ran in a Swift Testing test or \
            async code), so work that would have changed it may have had no thread to run on until it ended: it \
            cannot tell that nothing changed.
            Fix: `await` the wait (`await expect(…).\(name)(…)`, `try await require(…).\(name)(…)`) in async code, \
            such as an async test: it then blocks no thread.
            """
        }
        failsWithMessage("expected to never equal <2>, got <1>\n" + note("toNever")) {
            expect(1).toNever(equal(2), until: .milliseconds(30), pollInterval: .milliseconds(10))
        }
        failsWithMessage("expected to always equal <1>, got <1>\n" + note("toAlways")) {
            expect(1).toAlways(equal(1), until: .milliseconds(30), pollInterval: .milliseconds(10))
        }
        // A failure of either is evidence enough: no note on the blocked thread, even at the last poll, at the timeout.
        let end = ContinuousClock.now + .milliseconds(30)
        failsWithMessage("expected to always equal <1>, got <2>") {
            expect { ContinuousClock.now >= end ? 2 : 1 }
                .toAlways(equal(1), until: .milliseconds(30), pollInterval: .milliseconds(10))
        }
        await passes { await expect(1).toNever(equal(2), until: .milliseconds(30), pollInterval: .milliseconds(10)) }
        passes { expect(1).toNever(equal(2), until: .milliseconds(0)) }
        // A thread of its own runs no task: there the wait proves what it says.
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var messages: [String] = []
        Thread.detachNewThread {
            messages = gatherFailingExpectations(silently: true) {
                expect(1).toNever(equal(2), until: .milliseconds(30), pollInterval: .milliseconds(10))
            }.map(\.message.stringValue)
            done.signal()
        }
        done.wait()
        #expect(messages == [])
    }

    /// A `nil` that no poll filled fails with `.fail`, which is waited out, not a slip: a synchronous wait that timed
    /// out on it blocked the thread as any other does, and says so.
    @MainActor @Test func toEventually_onANilThatStays_notesTheBlockedThread() {
        let value: Int? = nil
        let message = "expected to eventually equal <1>, got <nil> (use beNil() to match nils)\n" + blockedTaskNote
        failsWithMessage(message) {
            expect(value).toEventually(equal(1), timeout: .milliseconds(50), pollInterval: .milliseconds(10))
        }
    }
}

/// A fake whose calls a poll reads.
final class FakePollingTarget: Spyable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable { case record = "record(_:)" }
    func record(_ value: Int) { recordCall(arguments: value) }
}
