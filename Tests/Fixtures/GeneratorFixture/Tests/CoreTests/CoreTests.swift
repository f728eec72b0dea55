import Testing
import WeatherCore

// A test target that depends on WeatherCore and not on Weather: `generate-fake --target Weather` refuses an
// --output here, whose fakes could not import Weather.
private struct Station: Identified {
    var id: String
    func rename(to id: String) throws {}
}

@Test func anIdentifiedType_keepsItsID() {
    #expect(Station(id: "s-1").id == "s-1")
}
