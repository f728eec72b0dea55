import Testing
import WeatherCore

// A test target that depends on WeatherCore and not on Weather: `generate-fake --target Weather` refuses an
// --output here, whose fakes could not import Weather.
@Test func coreTests_build() {}
