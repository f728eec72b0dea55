import Foundation
import Testing

/// A failing check that no test can take (here, in a process with no test running at all, from a detached task
/// and from a Dispatch queue's thread) is not lost: it is written to standard error with the check's place.
/// Each runs in a child process, the `DoublesMisuseHelper` executable, since in this process it would fail the
/// run. `.ci/check-reporting.py` checks the same inside XCTest and Swift Testing runs, where it fails the run.
@Suite struct FailuresOutsideTestsTests {
    @Test(arguments: [("failure-in-detached-task", 10), ("failure-on-queue", 15)])
    func aFailureThatReachesNoTest_isWrittenWithItsPlace(scenario: String, line: Int) throws {
        let result = try runHelper(scenario)
        #expect(result.status == 0)
        #expect(result.stderr == """
            Doubles: a failure outside any running test, at DoublesMisuseHelper/FailureOutsideAnyTest.swift:\(line):38:
            didCall(.count) on FakeCounter gives 2 arguments (<"a">, <"b">), but count(of:) takes 1.
            Fix: give one argument per parameter, using Argument.anything for those that do not matter; a variadic \
            parameter is one argument, an array.

            """)
    }

    /// Runs the helper with `scenario`; returns its exit status and standard error.
    private func runHelper(_ scenario: String) throws -> (status: Int32, stderr: String) {
        let helper = try #require(Self.helperURL, "DoublesMisuseHelper was not built next to the tests")
        let process = Process()
        process.executableURL = helper
        process.arguments = [scenario]
        // No crash backtrace: the runtime's backtracer would hold the pipe open past the helper's exit, and one
        // that stalled on a loaded machine left this read waiting for good.
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = Pipe()
        try process.run()
        let data = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The helper sits in the build folder, beside the test bundle.
    private static let helperURL: URL? = {
        var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return folders
            .map { $0.appendingPathComponent("DoublesMisuseHelper") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()
}
