import DoublesMatchers
import XCTest

// Written against Nimble's helper API only, as a migrating suite's helpers use it: the same file passes with
// `import Nimble` in place of `import DoublesMatchers`.

/// A helper that forwards its caller's location, as Nimble helpers do.
private func expectPositive(_ value: Int, file: FileString = #filePath, line: UInt = #line) {
    expect(file: file, line: line, value).to(beGreaterThan(0))
}

final class NimbleHelperAPITests: XCTestCase {
    func testAnAssertionRecorder_collectsPassingAndFailingExpectations() {
        let recorder = AssertionRecorder()
        withAssertionHandler(recorder) {
            expect("a").to(equal("a"))
            expect(1).to(equal(2))
        }
        XCTAssertEqual(recorder.assertions.map(\.success), [true, false])
        XCTAssertEqual(recorder.assertions[1].message.stringValue, "expected to equal <2>, got <1>")
        XCTAssertEqual(recorder.assertions[1].location.line, #line - 4)
    }

    func testAWrapperForwardingFileAndLine_reportsAtTheCallersLine() {
        let recorder = AssertionRecorder()
        let line: UInt = #line + 2
        withAssertionHandler(recorder) {
            expectPositive(-1)
        }
        XCTAssertEqual(recorder.assertions.count, 1)
        XCTAssertEqual(recorder.assertions.first?.location.line, line)
        XCTAssertEqual(recorder.assertions.first?.message.stringValue, "expected to be greater than <0>, got <-1>")
        XCTAssertEqual("\(recorder.assertions.first?.location.filePath ?? "")", "\(#filePath)")
    }

    func testAnErrorThrownInTheClosure_isAFailedAssertion() {
        struct Broken: Error {}
        let recorder = AssertionRecorder()
        withAssertionHandler(recorder) {
            throw Broken()
        }
        XCTAssertEqual(recorder.assertions.map(\.message.stringValue), ["unexpected error thrown: <Broken()>"])
        XCTAssertEqual(recorder.assertions.map(\.success), [false])
    }

    func testTheCurrentHandler_canBeReplacedAndRestored() {
        let previous = NimbleAssertionHandler
        let recorder = AssertionRecorder()
        NimbleAssertionHandler = recorder
        expect(1).to(equal(1))
        expect(1).toNot(equal(1))
        NimbleAssertionHandler = previous
        XCTAssertEqual(recorder.assertions.map(\.success), [true, false])
    }

    func testAnAsyncClosure_isRecordedToo() async {
        let recorder = AssertionRecorder()
        await withAssertionHandler(recorder) {
            await expect { await Task.yield(); return 3 }.to(equal(4))
        }
        XCTAssertEqual(recorder.assertions.map(\.message.stringValue), ["expected to equal <4>, got <3>"])
    }
}

/// Helpers that forward their caller's location to `require` and `unwrap`, as Nimble 14's helpers do.
private func requirePositive(_ value: Int, file: FileString = #filePath, line: UInt = #line) throws -> Int? {
    try require(file: file, line: line, value).to(beGreaterThan(0))
}

private func unwrapValue(_ value: Int?, file: FileString = #filePath, line: UInt = #line) throws -> Int {
    try unwrap(file: file, line: line, value)
}

private func unwrapLater(_ value: Int?, file: FileString = #filePath, line: UInt = #line) async throws -> Int {
    try await unwrap(file: file, line: line) { await Task.yield(); return value }
}

final class NimbleRequireHelperAPITests: XCTestCase {
    func testRequireAndUnwrapWrappers_reportAtTheCallersLine() async {
        let recorder = AssertionRecorder()
        let lines: [UInt] = [#line + 3, #line + 4, #line + 5]
        var values: [Int?] = []
        await withAssertionHandler(recorder) {
            values.append(try? requirePositive(-1))
            values.append(try? unwrapValue(nil))
            values.append(try? await unwrapLater(nil))
            values.append(try? unwrapValue(4))
        }
        XCTAssertEqual(values, [nil, nil, nil, 4])
        XCTAssertEqual(recorder.assertions.filter { !$0.success }.map(\.location.line), lines)
        XCTAssertEqual(recorder.assertions.filter { !$0.success }.map(\.message.stringValue), [
            "expected to be greater than <0>, got <-1>",
            "expected to not be nil, got <nil>",
            "expected to not be nil, got <nil>",
        ])
    }
}

/// Every other requirement form, forwarded by a helper with `file:` and `line:`: each failure is at the caller's line.
private func requireOthers(
    _ value: Int?, file: FileString = #filePath, line: UInt = #line
) async -> [Int?] {
    var values: [Int?] = []
    values.append(try? requires(file: file, line: line, value).to(equal(1)))
    values.append(try? requires(file: file, line: line) { value }.to(equal(1)))
    values.append(try? await requirea(file: file, line: line, value).to(equal(1)))
    values.append(try? await requirea(file: file, line: line) { value }.to(equal(1)))
    values.append(try? await require(file: file, line: line) { await Task.yield(); return value }.to(equal(1)))
    values.append(try? unwraps(file: file, line: line, value))
    values.append(try? unwraps(file: file, line: line) { value })
    values.append(try? await unwrapa(file: file, line: line, value))
    values.append(try? await unwrapa(file: file, line: line) { value })
    values.append(try? pollUnwraps(file: file, line: line, timeout: .milliseconds(20), value))
    values.append(try? pollUnwraps(file: file, line: line, timeout: .milliseconds(20)) { value })
    values.append(try? await pollUnwrap(file: file, line: line, timeout: .milliseconds(20)) { value })
    values.append(try? await pollUnwrapa(file: file, line: line, timeout: .milliseconds(20), value))
    values.append(try? await pollUnwrapa(file: file, line: line, timeout: .milliseconds(20)) { value })
    return values
}

extension NimbleRequireHelperAPITests {
    func testEveryRequirementForm_withTheFileLabel_reportsAtTheCallersLine() async {
        let recorder = AssertionRecorder()
        let line: UInt = #line + 3
        var values: [Int?] = []
        await withAssertionHandler(recorder) {
            values = await requireOthers(nil)
        }
        XCTAssertEqual(values, Array(repeating: nil, count: 14))
        let failures = recorder.assertions.filter { !$0.success }
        XCTAssertEqual(failures.count, 14)
        XCTAssertEqual(Set(failures.map(\.location.line)), [line])
        XCTAssertEqual(Set(failures.map { "\($0.location.filePath)" }), ["\(#filePath)"])
        var passing: [Int?] = []
        await withAssertionHandler(recorder) { passing = await requireOthers(1) }
        XCTAssertEqual(passing, Array(repeating: 1, count: 14))
    }
}
