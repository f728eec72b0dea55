import DoublesMatchers
import XCTest

/// The XCTest path: expectations made in a plain XCTestCase report through XCTest at the expect line.
final class XCTestReportingTests: XCTestCase {
    // Whichever test runs first makes the run's first check, which starts the observation of XCTest's tests in
    // the middle of a test; its failure must reach XCTest all the same. What the registration decides then is
    // tested on its own in `XCTestTrackingTests`, so no test here depends on the order tests run in.
    func test_aFailure_reachesXCTest_whetherOrNotItIsTheFirstCheckOfTheRun() {
        let line = #line + 1
        let failures = capturingFailures { expect(1).to(equal(2)) }
        XCTAssertEqual(failures.map(\.description), [xctFailDescription("expected to equal <2>, got <1>")])
        XCTAssertEqual(failures.map(\.line), [line])
    }

    func test_aPassingExpectation_recordsNoFailure() {
        let failures = capturingFailures {
            expect(1 + 1).to(equal(2))
            expect([1, 2]).toNot(contain(3))
        }
        XCTAssertEqual(failures.map(\.description), [])
    }

    func test_aFailingExpectation_isRecordedAtItsLine() {
        let line: UInt = #line + 1
        let records = gatherFailingExpectations(silently: true) { expect(1 + 1).to(equal(3)) }
        XCTAssertEqual(records.map(\.message.stringValue), ["expected to equal <3>, got <2>"])
        XCTAssertEqual(records.first?.location.line, line)
        XCTAssertEqual(records.first?.location.fileID, "DoublesMatchersXCTests/XCTestReportingTests.swift")
    }

    func test_aFailure_reachesXCTest_atTheExpectLine() {
        let line = #line + 1
        let failures = capturingFailures { expect(1 + 1).to(equal(3)) }
        XCTAssertEqual(failures.map(\.description), [xctFailDescription("expected to equal <3>, got <2>")])
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.map { $0.file.hasSuffix("XCTestReportingTests.swift") }, [true])
    }

    func test_aFailureInADispatchCallback_insideWaitUntil_reachesXCTest() {
        let line = #line + 4
        let failures = capturingFailures {
            waitUntil(timeout: .seconds(2)) { done in
                DispatchQueue.global().async {
                    expect("late").to(equal("on time"))
                    done()
                }
            }
        }
        XCTAssertEqual(failures.map(\.description), [xctFailDescription("expected to equal <on time>, got <late>")])
        XCTAssertEqual(failures.map(\.line), [line])
    }

    /// A failure on a thread of its own, outside any wait, while the test runs: no Swift Testing test and no wait
    /// can take it, and XCTest gives it to the test running now.
    func test_aFailureOnAnotherThread_whileTheTestRuns_reachesXCTest() {
        let line = #line + 4
        let failures = capturingFailures {
            let finished = DispatchSemaphore(value: 0)
            let thread = Thread {
                expect("thread").to(equal("test"))
                finished.signal()
            }
            thread.start()
            finished.wait()
        }
        XCTAssertEqual(failures.map(\.description), [xctFailDescription("expected to equal <test>, got <thread>")])
        XCTAssertEqual(failures.map(\.line), [line])
    }

    /// The same from a detached task, which inherits no task-local: not the running test's, not a wait's.
    func test_aFailureInADetachedTask_whileTheTestRuns_reachesXCTest() async {
        let line = #line + 2
        let failures = await capturingFailures {
            _ = await Task.detached { expect("detached").to(equal("attached")) }.value
        }
        XCTAssertEqual(failures.map(\.description), [xctFailDescription("expected to equal <attached>, got <detached>")])
        XCTAssertEqual(failures.map(\.line), [line])
    }

    /// The adapters' route: a failure handed to the default `NimbleAssertionHandler`, as a Nimble-era helper
    /// does, reaches XCTest at the location it gives.
    func test_aFailureGivenToTheDefaultAssertionHandler_reachesXCTest() {
        let line = #line + 3
        let failures = capturingFailures {
            NimbleAssertionHandler.assert(
                false, message: FailureMessage(stringValue: "handed over"), location: SourceLocation()
            )
        }
        XCTAssertEqual(failures.map(\.description), [xctFailDescription("handed over")])
        XCTAssertEqual(failures.map(\.line), [line])
    }

    func test_anAsyncMatcherFailure_reachesXCTest_atTheExpectLine() async {
        let aboveOne = AsyncMatcher<Int>.simple("be above one") { actualExpression in
            await Task.yield()
            return MatcherStatus(bool: try await actualExpression.evaluate() ?? 0 > 1)
        }
        let line = #line + 3
        let failures = await capturingFailures {
            await expect(2).to(aboveOne)
            await expect(1).to(aboveOne)
        }
        XCTAssertEqual(failures.map(\.description), [xctFailDescription("expected to be above one, got <1>")])
        XCTAssertEqual(failures.map(\.line), [line])
    }

    func test_aSynchronousExpression_polledFromAnAsyncTest_isReadOnTheMainThread() async {
        await expect(readOnMainThread()).toEventually(beTrue(), timeout: .seconds(5))
        await expect(readOnMainThread()).toNever(beFalse(), until: .milliseconds(30))
    }

    // MARK: Capturing the failures that reach XCTest

    /// A failure that reached XCTest: what XCTest was told, and where.
    private struct Failure: Sendable {
        let description: String
        let file: String
        let line: Int
    }

    /// The failures of this test that reach XCTest while ``capturing`` is on. Locked: a failure may be recorded
    /// from another thread.
    private let captured = CapturedFailures()

    /// Runs `body` and returns the failures that reached XCTest from it, which do not fail the test. Capturing
    /// stops before this returns, so the test's own assertions on what it returns fail the test as any do.
    private func capturingFailures(_ body: () -> Void) -> [Failure] {
        captured.start()
        body()
        return captured.stop()
    }

    /// The async form of ``capturingFailures(_:)``.
    private func capturingFailures(_ body: () async -> Void) async -> [Failure] {
        captured.start()
        await body()
        return captured.stop()
    }

    /// How XCTest describes a failure that `XCTFail(message)` records.
    private func xctFailDescription(_ message: String) -> String {
        "failed - " + message
    }

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        let failure = Failure(
            description: issue.compactDescription, file: issue.sourceCodeContext.location?.fileURL.path ?? "",
            line: issue.sourceCodeContext.location?.lineNumber ?? 0
        )
        if !captured.take(failure) { super.record(issue) }
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if !captured.take(Failure(description: description, file: filePath, line: lineNumber)) {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
    #endif

    /// The captured failures, and whether capturing is on, behind a lock.
    private final class CapturedFailures: @unchecked Sendable {
        private let lock = NSLock()
        // Guarded by `lock`.
        private var capturing = false
        private var failures: [Failure] = []

        func start() {
            lock.withLock {
                capturing = true
                failures = []
            }
        }

        /// Stops capturing and returns what was captured.
        func stop() -> [Failure] {
            lock.withLock {
                capturing = false
                return failures
            }
        }

        /// Keeps `failure` and returns `true` while capturing; returns `false` otherwise.
        func take(_ failure: Failure) -> Bool {
            lock.withLock {
                guard capturing else { return false }
                failures.append(failure)
                return true
            }
        }
    }

    func test_synchronousPolling_worksInAPlainTest() {
        let flag = Flag()
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) { flag.raise() }
        expect(flag.isRaised).toEventually(beTrue(), timeout: .seconds(2))
    }
}

/// A flag raised from the main queue while the test polls.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var raised = false

    var isRaised: Bool { lock.withLock { raised } }
    func raise() { lock.withLock { raised = true } }
}

private func readOnMainThread() -> Bool { Thread.isMainThread }
