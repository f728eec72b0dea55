#if canImport(XCTest)
internal import XCTest
#if canImport(Testing)
internal import Testing
#endif
import Foundation

/// Knows whether an XCTest test case is running, so a failure from a thread without a Swift Testing test goes where
/// it belongs. It observes from load, before any test runs (the `DoublesXCTestLoadHook` target calls
/// ``observeFromLoad()``); where the linker drops that initializer it starts at the run's first check, and guesses
/// as ``runningAtRegistration`` says.
final class XCTestTracking: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared = XCTestTracking()

    // These five are guarded by `sharedLock`.
    private var registered = false
    /// How many test cases have started and not finished.
    private var running = 0
    /// The test case that started last and has not finished.
    private var current: ObjectIdentifier?
    /// Whether XCTest is running its tests (between bundle start and finish).
    private var bundleRunning = false
    /// Failures reported while XCTest ran its tests but none was running.
    private var failuresOutsideTests = 0

    /// The XCTest case running now, if one was seen to start.
    var currentTestCase: ObjectIdentifier? {
        start()
        return sharedLock.withLock { current }
    }

    var isRunningTest: Bool {
        sharedLock.withLock { running > 0 }
    }

    var isRegistered: Bool {
        sharedLock.withLock { registered }
    }

    /// Registers at load, before any test can have started.
    static func observeFromLoad() {
        shared.register(running: 0)
    }

    /// Registers with XCTest if the load-time initializer did not; after that, a call costs one check.
    func start() {
        _ = Self.lateRegistration
    }

    private static let lateRegistration: Void = {
        var insideSwiftTesting = false
        #if canImport(Testing)
        insideSwiftTesting = Test.current != nil
        #endif
        shared.register(
            running: runningAtRegistration(onMainThread: Thread.isMainThread, insideSwiftTesting: insideSwiftTesting)
        )
    }()

    private func register(running: Int) {
        let first = sharedLock.withLock {
            guard !registered else { return false }
            registered = true
            self.running = running
            return true
        }
        if first { XCTestObservationCenter.shared.addTestObserver(self) }
    }

    /// How many XCTest cases count as running on a late registration, at the run's first check: one on the main
    /// thread outside a Swift Testing test, as the check is then inside an XCTest test whose start went unobserved.
    static func runningAtRegistration(onMainThread: Bool, insideSwiftTesting: Bool) -> Int {
        onMainThread && !insideSwiftTesting ? 1 : 0
    }

    /// Notes a failure that reached no test; returns whether the run will fail for it (``testBundleDidFinish(_:)``).
    func noteFailureOutsideTests() -> Bool {
        sharedLock.withLock {
            guard bundleRunning else { return false }
            failuresOutsideTests += 1
            return true
        }
    }

    func testBundleWillStart(_ testBundle: Bundle) {
        sharedLock.withLock { bundleRunning = true }
    }

    /// Fails the run if a failure reached no test, which XCTest cannot record: a failing check must not pass the run.
    func testBundleDidFinish(_ testBundle: Bundle) {
        let count = sharedLock.withLock {
            bundleRunning = false
            return failuresOutsideTests
        }
        guard count > 0 else { return }
        StandardError.write(Self.runFailedMessage(count: count))
        exit(1)
    }

    static func runFailedMessage(count: Int) -> String {
        let failures = count == 1 ? "1 failure was" : "\(count) failures were"
        return """
            Doubles: \(failures) reported while no XCTest test was running (each is printed above, with the line \
            of its check), so the run fails. A check that runs after its test returned belongs in the test: \
            await the work that makes it, or wait for it with `waitUntil` or `toEventually`.

            """
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

/// Called by the load-time initializer of the `DoublesXCTestLoadHook` target. Not for use outside Doubles.
@_cdecl("_doubles_observe_tests_from_load")
package func _doublesObserveTestsFromLoad() {
    XCTestTracking.observeFromLoad()
}
#else
/// Called by the load-time initializer of `DoublesXCTestLoadHook`; with no XCTest there is nothing to observe.
@_cdecl("_doubles_observe_tests_from_load")
package func _doublesObserveTestsFromLoad() {}
#endif
