import Dispatch
import Doubles
import DoublesMatchers
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

protocol WeatherService: Sendable {
    func forecast(for day: Int, units: String) async throws -> [Double]
    func refresh() async
    func parse(_ text: String) throws -> Int
}

enum WeatherError: Error {
    case offline
}

final class FakeWeatherService: WeatherService, Spryable {
    enum Function: String, StringRepresentable {
        case forecast = "forecast(for:units:)"
        case refresh = "refresh()"
        case parse = "parse(_:)"
    }

    func forecast(for day: Int, units: String) async throws -> [Double] {
        try await spryifyThrows(arguments: day, units)
    }

    func refresh() async {
        await spryify()
    }

    func parse(_ text: String) throws -> Int {
        try spryifyThrows(arguments: text)
    }
}

@Test func throwingAndAsync() async throws {
    let fake = FakeWeatherService()
    fake.stub(.parse).with("x").andThrow(WeatherError.offline)
    fake.stub(.forecast).with(1, "metric").andReturn([20.5])
    fake.stub(.refresh).andReturn()

    #expect(throws: WeatherError.offline) { try fake.parse("x") }
    #expect(try await fake.forecast(for: 1, units: "metric") == [20.5])
    await fake.refresh()
}

@Test func suspending() async throws {
    let fake = FakeWeatherService()
    let (gate, open) = AsyncStream<Void>.makeStream()
    fake.stub(.forecast).andDo { _ in
        for await _ in gate { break }
        return [1.0]
    }

    let task = Task { try await fake.forecast(for: 3, units: "metric") }
    await expect(fake).toEventually(haveReceived(.forecast, with: 3, "metric"))
    open.yield()
    #expect(try await task.value == [1.0])
}
