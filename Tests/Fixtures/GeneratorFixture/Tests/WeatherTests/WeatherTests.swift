import Doubles
import DoublesMatchers
import Testing
@testable import Weather

@Test(.isolatedDoubles) func theGeneratedFake_stubsAndVerifiesEveryKindOfMember() async throws {
    let fake = FakeWeatherService<String>()
    fake.stub(.forecast).with(1, "metric").andReturn([20.5])
    fake.stub(.loadId).andReturn("by id")
    fake.stub(.loadName).andReturn("by name")
    fake.stub(.refresh).andReturn()
    fake.stub(.validate).with("bad").andThrow(CancellationError())
    fake.stub(.validate).andReturn()
    fake.stub(.onChange).andReturn()
    fake.stub(.each).andReturn()
    fake.stub(.convert).andReturn(3.5)
    fake.stub(.copy).andReturn(fake)
    fake.stub(.register).andReturn()
    fake.stub(.fetch).with(2, 20).andReturn(["a"])
    fake.stub(.subscript).with(0).andReturn("zero")
    fake.stub(.city).andReturn(nil)
    fake.stub(.temperature).andReturn(21.0)
    fake.stub(.live).andReturn(true)
    fake.stub(.name).andReturn("fake")
    FakeWeatherService<String>.stub(.shared).andReturn("shared")
    FakeWeatherService<String>.stub(.version).andReturn(2)

    #expect(try await fake.forecast(for: 1, units: "metric") == [20.5])
    #expect(fake.load(id: 1) == "by id")
    #expect(fake.load(name: "x") == "by name")
    await fake.refresh()
    #expect(throws: CancellationError.self) { try fake.validate("bad") }
    try fake.validate("good")
    fake.onChange { _ in }
    fake.each { _ in }
    #expect(fake.convert(1, to: "K") == 3.5)
    #expect(fake.copy() === fake)
    fake.register(1, other: "two")
    #expect(fake.fetch(page: 2) == ["a"])
    #expect(fake[0] == "zero")
    #expect(fake.city == nil)
    fake.temperature = 30
    #expect(fake.temperature == 21.0)
    #expect(try await fake.live)
    #expect(fake.name == "fake")
    #expect(FakeWeatherService<String>.shared() == "shared")
    #expect(FakeWeatherService<String>.version == 2)

    expect(fake).to(haveReceived(.forecast, with: 1, "metric"))
    expect(fake).to(haveReceived(.fetch, with: 2, 20))
    expect(fake).to(haveReceived(.temperature, with: 30.0))
    expect(fake).to(haveReceived(.onChange, with: Argument.anything))
    expect(FakeWeatherService<String>.self).to(haveReceived(.shared))
}

@Test func thePublicProtocolsFake_works() async throws {
    let clock = FakeClock()
    clock.stub(.now).andReturn(12.0)
    clock.stub(.sleep).andReturn()
    #expect(clock.now() == 12.0)
    try await clock.sleep(seconds: 1)
    expect(clock).to(haveReceived(.sleep, with: 1.0))
}
