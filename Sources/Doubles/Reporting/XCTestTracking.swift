#if canImport(XCTest)
internal import XCTest
#if canImport(Testing)
internal import Testing
#endif
import Foundation

/// Knows whether an XCTest test case is running, so a failure from a thread without a Swift Testing test
/// goes where it belongs. Starts observing the first time a check is reported.
final class XCTestTracking: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared = XCTestTracking()

    /// How many test cases have started and not finished; guarded by `sharedLock`.
    private var running = 0
    /// The test case that started last and has not finished; guarded by `sharedLock`.
    private var current: ObjectIdentifier?

    /// The XCTest case running now, if one was seen to start.
    var currentTestCase: ObjectIdentifier? {
        start()
        return sharedLock.withLock { current }
    }

    var isRunningTest: Bool {
        sharedLock.withLock { running > 0 }
    }

    /// Registers with XCTest once; later calls cost one check of a finished one-time initialisation.
    ///
    /// The first check of a run usually happens inside a test that started before the registration, so its
    /// start was not observed. XCTest runs its tests on the main thread, so a first check made there, outside a
    /// Swift Testing test, counts as being inside an XCTest test until that test is seen to finish.
    func start() {
        _ = Self.registration
    }

    private static let registration: Void = {
        var insideSwiftTesting = false
        #if canImport(Testing)
        insideSwiftTesting = Test.current != nil
        #endif
        let running = runningAtRegistration(onMainThread: Thread.isMainThread, insideSwiftTesting: insideSwiftTesting)
        sharedLock.withLock { shared.running = running }
        XCTestObservationCenter.shared.addTestObserver(shared)
    }()

    /// How many XCTest test cases to count as running when the first check of the run registers the observer:
    /// one when that check is made on the main thread outside a Swift Testing test, since it is then inside an
    /// XCTest test whose start nobody observed.
    static func runningAtRegistration(onMainThread: Bool, insideSwiftTesting: Bool) -> Int {
        onMainThread && !insideSwiftTesting ? 1 : 0
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        sharedLock.withLock {
            running += 1
            current = ObjectIdentifier(testCase)
        }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        sharedLock.withLock {
            running = max(0, running - 1)
            if current == ObjectIdentifier(testCase) { current = nil }
        }
    }
}
#endif
