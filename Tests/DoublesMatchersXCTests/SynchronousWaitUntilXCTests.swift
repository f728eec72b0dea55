import Dispatch
import DoublesMatchers
import Foundation
import XCTest

/// The synchronous `waitUntil`, which blocks its thread. Its checks live here, where XCTest runs one test at a
/// time on the main thread, apart from Swift Testing's parallel tests: in those, a blocked thread is one of the
/// few the async tests share, and waits that block them can starve an async wait that holds the turn.
final class SynchronousWaitUntilXCTests: XCTestCase {
    func testReturnsWhenDoneIsCalled_andNotBefore() {
        let called = DispatchSemaphore(value: 0)
        let records = gatherFailingExpectations(silently: true) {
            waitUntil(timeout: .seconds(2)) { done in
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
                    called.signal()
                    done()
                }
            }
        }
        XCTAssertEqual(records.map(\.message.stringValue), [])
        XCTAssertEqual(called.wait(timeout: .now()), .success, "the wait returned before the action called done")
    }

    func testFailsAfterTheTimeout_andWhenTheActionStallsPastIt() {
        let neverDone = gatherFailingExpectations(silently: true) { waitUntil(timeout: .milliseconds(50)) { _ in } }
        XCTAssertEqual(neverDone.map(\.message.stringValue), ["Waited more than 0.05 seconds"])
        let stalled = gatherFailingExpectations(silently: true) {
            waitUntil(timeout: .milliseconds(50)) { done in
                Thread.sleep(forTimeInterval: 0.2)
                done()
            }
        }
        XCTAssertEqual(stalled.map(\.message.stringValue), ["Waited more than 0.05 seconds"])
    }

    func testATimeoutOnTheMainThread_saysNothingOfBlockedTasks() {
        // In Swift Testing the same waits add a note on the thread they blocked (PollingTests' `blockedTaskNote`).
        let records = gatherFailingExpectations(silently: true) {
            expect(0).toEventually(equal(1), timeout: .milliseconds(30))
            waitUntil(timeout: .milliseconds(30)) { _ in }
        }
        XCTAssertEqual(
            records.map(\.message.stringValue),
            ["expected to eventually equal <1>, got <0>", "Waited more than 0.03 seconds"]
        )
    }

    func testFailsWhenDoneIsCalledTwice() {
        let records = gatherFailingExpectations(silently: true) {
            waitUntil { done in
                done()
                done()
            }
        }
        XCTAssertEqual(
            records.map(\.message.stringValue),
            ["waitUntil(...) expects its completion closure to be only called once"]
        )
    }

    func testAFailureInADispatchCallback_reachesTheGatherer() {
        let records = gatherFailingExpectations(silently: true) {
            waitUntil(timeout: .seconds(2)) { done in
                DispatchQueue.global().async {
                    expect(1).to(equal(3))
                    done()
                }
            }
        }
        XCTAssertEqual(records.map(\.message.stringValue), ["expected to equal <3>, got <1>"])
    }

    func testWaitsForAnotherWaitsTurn_noLongerThanItsOwnTimeout() {
        // Were it to wait for its turn until an async wait holding the turn finished, waits like it filling the
        // concurrency pool would leave that async wait no thread to go on with, and the run would hang.
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let holderDone = DispatchSemaphore(value: 0)
        Task.detached {
            let records = await gatherFailingExpectations(silently: true) {
                await waitUntil(timeout: .seconds(20)) { done in
                    holding.signal()
                    DispatchQueue.global().async {
                        // Let go after 15 seconds at most, so that a wait that waits for the turn fails, not hangs.
                        _ = release.wait(timeout: .now() + 15)
                        done()
                    }
                }
            }
            XCTAssertEqual(records.map(\.message.stringValue), [])
            holderDone.signal()
        }
        guard holding.wait(timeout: .now() + 20) == .success else {
            release.signal()
            return XCTFail("the async wait never took the turn")
        }
        let started = DispatchTime.now()
        let records = gatherFailingExpectations(silently: true) {
            waitUntil(timeout: .milliseconds(200)) { done in done() }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        release.signal()
        XCTAssertEqual(records.map(\.message.stringValue), [])
        XCTAssertLessThan(seconds, 10, "the wait waited for the other wait's turn past its own timeout")
        XCTAssertEqual(holderDone.wait(timeout: .now() + 20), .success)
    }

    func testASynchronousWaitThatGetsTheTurnLate_stillCollectsItsCallbacksFailures() {
        let holding = DispatchSemaphore(value: 0)
        let holderDone = DispatchSemaphore(value: 0)
        Task.detached {
            // Holds the turn for about 0.2 seconds.
            await waitUntil(timeout: .seconds(20)) { done in
                holding.signal()
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(200)) { done() }
            }
            holderDone.signal()
        }
        guard holding.wait(timeout: .now() + 20) == .success else { return XCTFail("the async wait never took the turn") }
        let records = gatherFailingExpectations(silently: true) {
            waitUntil(timeout: .seconds(5)) { done in
                DispatchQueue.global().async {
                    expect(1).to(equal(4))
                    done()
                }
            }
        }
        XCTAssertEqual(records.map(\.message.stringValue), ["expected to equal <4>, got <1>"])
        XCTAssertEqual(holderDone.wait(timeout: .now() + 20), .success)
    }
}
