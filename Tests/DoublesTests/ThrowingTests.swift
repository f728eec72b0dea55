import Doubles
import DoublesMatchers
import Testing

@Suite struct ThrowingTests {
    let fake = FakeWeatherAPI()

    @Test func andThrow_isThrownByAThrowingFake() throws {
        fake.stub(.parse).with("x").andThrow(WeatherError.badInput("x"))
        fake.stub(.parse).andReturn(7)
        #expect(throws: WeatherError.badInput("x")) { try fake.parse("x") }
        #expect(try fake.parse("7") == 7)
        #expect(fake.didCall(.parse, countSpecifier: .exactly(2)).success)
    }

    @Test func aThrowingAndDo_isThrownOn() {
        fake.stub(.validate).andDo { arguments in
            if (arguments[0] as? String)?.isEmpty == true { throw WeatherError.badInput("") }
            return ()
        }
        #expect(throws: WeatherError.badInput("")) { try fake.validate("") }
        #expect(throws: Never.self) { try fake.validate("ok") }
    }

    @Test func throwingFakes_takeAFallbackValue() throws {
        final class FakeParser: Stubbable {
            enum StaticFunction: String, StringRepresentable { case none = "none()" }
            enum Function: String, StringRepresentable { case parse = "parse(_:)" }
            func parse(_ text: String) throws -> Int { try stubbedValueThrows(arguments: text, fallbackValue: -1) }
        }
        let parser = FakeParser()
        #expect(try parser.parse("a") == -1)
        parser.stub(.parse).andThrow(WeatherError.offline)
        #expect(throws: WeatherError.offline) { try parser.parse("a") }
    }

    @Test func andThrow_onANonThrowingFake_isAMisuseThatNamesTheFix() {
        let messages = failures {
            let fakeOptional = FakeOptionalCount()
            fakeOptional.stub(.count).andThrow(WeatherError.offline)
            #expect(fakeOptional.count() == nil)
        }
        #expect(messages == [
            """
            FakeOptionalCount.count() is stubbed at DoublesTests/ThrowingTests.swift:40:30 to throw <offline>, but the \
            fake calls spryify(arguments:), which cannot throw (called with no arguments).
            Fix: if the protocol's requirement throws, make the member `throws` and call `try spryifyThrows(arguments:)` \
            in the fake; if it does not, stub a value instead, for example `fake.stub(.count).andReturn(0)`.
            """,
        ])
    }

    @Test func anAndDoThatThrows_onANonThrowingFake_isToldToReturnAValue() {
        let line = #line + 3
        let messages = failures {
            let fakeOptional = FakeOptionalCount()
            fakeOptional.stub(.count).andDo { _ in throw WeatherError.offline }
            #expect(fakeOptional.count() == nil)
        }
        #expect(messages == [
            """
            FakeOptionalCount.count() is stubbed at DoublesTests/ThrowingTests.swift:\(line):30 with an andDo that \
            throws <offline>, but the fake calls spryify(arguments:), which cannot throw (called with no arguments).
            Fix: if the protocol's requirement throws, make the member `throws` and call `try spryifyThrows(arguments:)` \
            in the fake; if it does not, return a value from the andDo, or stub one, for example \
            `fake.stub(.count).andReturn(0)`.
            """,
        ])
    }

    @Test func andReturnInSequence_combinesWithWith() throws {
        fake.stub(.parse).with("a").andReturn(1, 2)
        fake.stub(.parse).andReturn(0)
        #expect(try [fake.parse("a"), fake.parse("b"), fake.parse("a"), fake.parse("a")] == [1, 0, 2, 2])
    }
}

protocol WeatherAPI: Sendable {
    func forecast(for day: Int, units: String) async throws -> [Double]
    func refresh() async
    func save(_ value: Double) async throws
    func parse(_ text: String) throws -> Int
    func validate(_ text: String) throws
    func cached() async -> String?
    func count() -> Int
}
enum WeatherError: Error, Equatable {
    case offline
    case badInput(String)
}
final class FakeWeatherAPI: WeatherAPI, Spryable {
    enum StaticFunction: String, StringRepresentable {
        case none = "none()"
    }

    enum Function: String, StringRepresentable {
        case forecast = "forecast(for:units:)"
        case refresh = "refresh()"
        case save = "save(_:)"
        case parse = "parse(_:)"
        case validate = "validate(_:)"
        case cached = "cached()"
        case count = "count()"
    }

    func forecast(for day: Int, units: String) async throws -> [Double] {
        try await spryifyThrows(arguments: day, units)
    }

    func refresh() async {
        await spryify()
    }

    func save(_ value: Double) async throws {
        try await spryifyThrows(arguments: value)
    }

    func parse(_ text: String) throws -> Int {
        try spryifyThrows(arguments: text)
    }

    func validate(_ text: String) throws {
        try spryifyThrows(arguments: text)
    }

    func cached() async -> String? {
        await spryify()
    }

    func count() -> Int {
        spryify()
    }
}
/// A gate an async stub waits at until the test opens it.
final class Gate: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream()
    }

    func wait() async {
        for await _ in stream { return }
    }

    func open() {
        continuation.yield()
    }
}
/// A fake whose non-throwing member returns an Optional, so a misuse can be recorded without stopping.
final class FakeOptionalCount: Spryable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable {
        case count = "count()"
        case load = "load()"
    }

    func count() -> Int? { spryify() }
    func load() async -> Int? { await spryify() }
}
