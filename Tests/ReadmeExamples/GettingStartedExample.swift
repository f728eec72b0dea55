import Doubles
import Testing

// This file holds the examples of the Doubles catalog's "Getting started" article, word for word;
// `.ci/check-readme.py` keeps the two the same.

protocol ForecastService: AnyObject {
    func forecast(for city: String) -> Int
}

final class FakeForecastService: ForecastService, Spryable {
    enum Function: String, StringRepresentable {
        case forecast = "forecast(for:)"
    }

    func forecast(for city: String) -> Int {
        spryify(arguments: city)
    }
}

@Test func theForecastIsStubbed_andTheCallChecked() {
    let fake = FakeForecastService()
    fake.stub(.forecast).with("Oslo").andReturn(-3)

    #expect(fake.forecast(for: "Oslo") == -3)
    #expect(fake.didCall(.forecast, withArguments: ["Oslo"], countSpecifier: .exactly(1)).success)
}
