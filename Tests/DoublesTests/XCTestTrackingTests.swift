import Testing
@testable import Doubles

/// What the first check of a run decides when it registers Doubles with XCTest.
@Suite struct XCTestTrackingTests {
    @Test func aFirstCheckOnTheMainThread_outsideSwiftTesting_isInsideAnUnobservedXCTest() {
        #expect(XCTestTracking.runningAtRegistration(onMainThread: true, insideSwiftTesting: false) == 1)
    }

    @Test func aFirstCheckElsewhere_isInsideNoXCTest() {
        #expect(XCTestTracking.runningAtRegistration(onMainThread: false, insideSwiftTesting: false) == 0)
        #expect(XCTestTracking.runningAtRegistration(onMainThread: true, insideSwiftTesting: true) == 0)
        #expect(XCTestTracking.runningAtRegistration(onMainThread: false, insideSwiftTesting: true) == 0)
    }
}
