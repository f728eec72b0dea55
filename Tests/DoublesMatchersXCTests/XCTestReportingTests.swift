import DoublesMatchers
import XCTest

/// The XCTest path: expectations made in a plain XCTestCase report through XCTest at the expect line.
final class XCTestReportingTests: XCTestCase {
    // Whichever test runs first makes the run's first check, which starts the observation of XCTest's tests in
    // the middle of a test; its failure must reach XCTest all the same. What the registration decides then is
    // tested on its own in `XCTestTrackingTests`, so no test here depends on the order tests run in.
    func test_aFailure_reachesXCTest_whetherOrNotItIsTheFirstCheckOfTheRun() {
        let line = #line + 1
        expect(1).to(equal(2))
        XCTAssertEqual(captured.map(\.message), ["expected to equal <2>, got <1>"])
        XCTAssertEqual(captured.map(\.line), [line])
    }

    func test_aPassingExpectation_recordsNoFailure() {
        expect(1 + 1).to(equal(2))
        expect([1, 2]).toNot(contain(3))
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
        expect(1 + 1).to(equal(3))
        XCTAssertEqual(captured.map(\.message), ["expected to equal <3>, got <2>"])
        XCTAssertEqual(captured.map(\.line), [line])
        XCTAssertEqual(captured.first?.file.hasSuffix("XCTestReportingTests.swift"), true)
    }

    func test_aFailureInADispatchCallback_insideWaitUntil_reachesXCTest() {
        let line = #line + 3
        waitUntil(timeout: .seconds(2)) { done in
            DispatchQueue.global().async {
                expect("late").to(equal("on time"))
                done()
            }
        }
        XCTAssertEqual(captured.map(\.message), ["expected to equal <on time>, got <late>"])
        XCTAssertEqual(captured.map(\.line), [line])
    }

    // Failures that reach XCTest are captured here instead of failing the test, so the test can check them.
    private var capturing = false
    func test_anAsyncMatcherFailure_reachesXCTest_atTheExpectLine() async {
        let aboveOne = AsyncMatcher<Int>.simple("be above one") { actualExpression in
            await Task.yield()
            return MatcherStatus(bool: try await actualExpression.evaluate() ?? 0 > 1)
        }
        await expect(2).to(aboveOne)
        let line = #line + 1
        await expect(1).to(aboveOne)
        XCTAssertEqual(captured.map(\.message), ["expected to be above one, got <1>"])
        XCTAssertEqual(captured.map(\.line), [line])
    }

    func test_aSynchronousExpression_polledFromAnAsyncTest_isReadOnTheMainThread() async {
        await expect(readOnMainThread()).toEventually(beTrue(), timeout: .seconds(5))
        await expect(readOnMainThread()).toNever(beFalse(), until: .milliseconds(30))
    }

    private var captured: [(message: String, file: String, line: Int)] = []

    override func setUp() {
        super.setUp()
        capturing = name.contains("reachesXCTest")
    }

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        guard capturing else { return super.record(issue) }
        captured.append((
            issue.compactDescription, issue.sourceCodeContext.location?.fileURL.path ?? "",
            issue.sourceCodeContext.location?.lineNumber ?? 0
        ))
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append((description, filePath, lineNumber))
    }
    #endif

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
