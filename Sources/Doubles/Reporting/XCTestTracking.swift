#if canImport(XCTest)
internal import XCTest

/// Knows whether an XCTest test case is running, so a failure from a thread without a Swift Testing test
/// goes where it belongs. Starts observing the first time a check is reported.
final class XCTestTracking: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared = XCTestTracking()

    /// How many test cases have started and not finished; guarded by `sharedLock`.
    private var running = 0

    var isRunningTest: Bool {
        sharedLock.withLock { running > 0 }
    }

    /// Registers with XCTest once; later calls cost one check of a finished one-time initialisation. A test
    /// already running when this happens is seen only from its end on, so the first check of a run starts
    /// observing.
    func start() {
        _ = Self.registration
    }

    private static let registration: Void = {
        XCTestObservationCenter.shared.addTestObserver(shared)
    }()

    func testCaseWillStart(_ testCase: XCTestCase) {
        sharedLock.withLock { running += 1 }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        sharedLock.withLock { running = max(0, running - 1) }
    }
}
#endif
