import Doubles
import Testing

protocol WeatherService: AnyObject {
    func forecast(for city: String) -> Int
    func clearCache()
}

final class FakeWeatherService: WeatherService, Spryable {
    enum StaticFunction: String, StringRepresentable {
        case none = "none()"
    }

    enum Function: String, StringRepresentable {
        case forecast = "forecast(for:)"
        case clearCache = "clearCache()"
    }

    func forecast(for city: String) -> Int {
        spryify(arguments: city)
    }

    func clearCache() {
        spryify()
    }
}

@Test func forecast_returnsTheStubbedTemperature() {
    let fake = FakeWeatherService()
    fake.stub(.forecast).with("Oslo").andReturn(-3)
    fake.stub(.forecast).andReturn(20)

    #expect(fake.forecast(for: "Oslo") == -3)
    #expect(fake.forecast(for: "Lisbon") == 20)
    #expect(fake.didCall(.forecast, withArguments: ["Oslo"], countSpecifier: .exactly(1)).success)
    #expect(!fake.didCall(.clearCache).success)
}
