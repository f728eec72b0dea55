import Foundation
import Testing

/// Misuses where the return type has no empty value stop the process. Each runs in a child process (the
/// `DoublesMisuseHelper` executable), and the test checks that it stopped and what it said.
@Suite struct StoppingMisuseTests {
    /// Runs the helper with `scenario`; returns its termination status and standard error.
    private func run(_ scenario: String) throws -> (status: Int32, reason: Process.TerminationReason, stderr: String) {
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
        return (process.terminationStatus, process.terminationReason, String(decoding: data, as: UTF8.self))
    }

    /// The helper sits in the build folder, beside the test bundle.
    private static let helperURL: URL? = {
        var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return folders
            .map { $0.appendingPathComponent("DoublesMisuseHelper") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    @Test func aMissingStub_forANonOptionalReturn_stopsWithTheMessage() throws {
        let result = try run("missing-stub")
        #expect(result.reason == .uncaughtSignal)
        #expect(result.stderr.contains("""
            FakeCounter has no stub for count(of:) -> Receipt that matches the call with <"pears">.
            Stubs on FakeCounter:
                count(of:) with <"apples"> -> andDo { … }
            Fix: stub it before the call, for example `fake.stub(.count).andReturn(Receipt(…))`.
            No value of Receipt can be returned: its stored property `printedBy` is of type Printer, which has none; \
            so the test process stops here.
            Or, for the run to go on after such a slip, register an empty value for Receipt once, in the suite's \
            set-up (it holds for the whole run):
                EmptyValues.register(Receipt.self) { … }
            or give Receipt an empty value of its own:
                extension Receipt: EmptyValueProviding {
                    static var emptyValue: Receipt { … }
                }
            """))
        #expect(result.stderr.contains("DoublesMisuseHelper/main.swift:25:"))
        #if os(Linux)
        // The line that made the call, which a crash's backtrace shows only to a reader who knows where to look.
        #expect(result.stderr.contains("\n(The call came from DoublesMisuseHelper/main.swift:129, in "))
        #endif
    }

    /// The shapes of the catalogue of empty values that no value can be made of (see `EmptyValueCatalogueTests`):
    /// each stops the process, in its own, when a member that cannot throw any error has no stub.
    @Test(arguments: [
        ("never", "FakeShape<Never> has no stub for value() -> Never", "No value of Never can exist"),
        ("no-cases", "value() -> NoCases", "No value of NoCases can be returned"),
        ("class", "value() -> Folder", "No value of Folder can be returned"),
        ("struct", "value() -> Receipt", "its stored property `printedBy` is of type Printer, which has none"),
        ("generic-struct", "value() -> Box<Folder>", "its stored property `value` is of type Folder, which has none"),
        ("existential", "value() -> Greeter", "No value of Greeter can be returned"),
        ("indirect-enum", "value() -> Filter", "No value of Filter can be returned"),
        ("payload-enum", "value() -> Link", "it is made of Folder, which has none"),
        ("rejecting-decodable", "value() -> Tag", "No value of Tag can be returned"),
        ("tuple", "value() -> (Int, Folder)", "it is made of Folder, which has none"),
        ("function", "value() -> (Int) -> Folder", "it is made of Folder, which has none"),
        ("typed-throws", "typed() -> Folder", "No value of Folder can be returned"),
        ("static", "FakeShape<Folder> has no stub for shared() -> Folder", "No value of Folder can be returned"),
        ("relaxed", "FakeShape<Folder> is relaxed, but", "No value of Folder can be returned"),
    ])
    func aShapeWithNoValue_stopsTheProcess_withItsMessage(scenario: String, call: String, reason: String) throws {
        let result = try run(scenario)
        #expect(result.reason == .uncaughtSignal)
        #expect(result.stderr.contains(call))
        #expect(result.stderr.contains(reason))
    }

    @Test func aStubbedValueOfTheWrongType_forANonOptionalReturn_stops() throws {
        let result = try run("wrong-type")
        #expect(result.reason == .uncaughtSignal)
        #expect(result.stderr.contains("FakeCounter.count(of:) is stubbed at DoublesMisuseHelper/main.swift:"))
        #expect(result.stderr.contains(" to return <\"three\"> of type String, but it returns Receipt"))
    }

    @Test func andThrow_onANonThrowingMember_stops() throws {
        let result = try run("throw-on-non-throwing")
        #expect(result.reason == .uncaughtSignal)
        #expect(result.stderr.contains(
            "FakeCounter.throwing() is stubbed at DoublesMisuseHelper/main.swift:134:14 to throw <SomeError()>, but the "
                + "fake calls spryify(arguments:)"
        ))
    }

    @Test func anUnknownFunctionName_stopsShowingTheCaseToAdd() throws {
        let result = try run("unknown-function")
        #expect(result.reason == .uncaughtSignal)
        #expect(result.stderr.contains("case total = \"total()\""))
        #expect(result.stderr.contains("No value of Receipt can be returned: its stored property `printedBy`"))
    }

    @Test func aCaptorReadAsTheWrongType_stops() throws {
        let result = try run("captor-wrong-type")
        #expect(result.reason == .uncaughtSignal)
        #expect(result.stderr.contains(
            "ArgumentCaptor.getValue(at: 0, as: Receipt.self) found <\"pears\"> of type String."
        ))
    }
}
