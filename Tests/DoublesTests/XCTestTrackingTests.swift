import Testing
@testable import Doubles

/// How Doubles follows XCTest's tests. Every cell of the reporting matrix (`.ci/check-reporting.py`) runs in a
/// process of its own; these tests cover the decisions that need no process.
@Suite struct XCTestTrackingTests {
    @Test func theObserverIsRegisteredWhenTheBinaryLoads_beforeAnyCheck() {
        // The load-time initializer has run before any test: a second registration finds it done.
        #expect(XCTestTracking.shared.isRegistered)
    }

    @Test func aRunWithFailuresOutsideTests_failsWithAMessageThatSaysWhy() {
        #expect(XCTestTracking.runFailedMessage(count: 1) == """
            Doubles: 1 failure was reported while no XCTest test was running (each is printed above, with the line \
            of its check), so the run fails. A check that runs after its test returned belongs in the test: await \
            the work that makes it, or wait for it with `waitUntil` or `toEventually`.

            """)
        #expect(XCTestTracking.runFailedMessage(count: 2).hasPrefix("Doubles: 2 failures were reported while"))
    }

    // The late registration below is used only where the load-time initializer does not run.
    @Test func aFirstCheckOnTheMainThread_outsideSwiftTesting_isInsideAnUnobservedXCTest() {
        #expect(XCTestTracking.runningAtRegistration(onMainThread: true, insideSwiftTesting: false) == 1)
    }

    @Test func aFirstCheckElsewhere_isInsideNoXCTest() {
        #expect(XCTestTracking.runningAtRegistration(onMainThread: false, insideSwiftTesting: false) == 0)
        #expect(XCTestTracking.runningAtRegistration(onMainThread: true, insideSwiftTesting: true) == 0)
        #expect(XCTestTracking.runningAtRegistration(onMainThread: false, insideSwiftTesting: true) == 0)
    }
}
