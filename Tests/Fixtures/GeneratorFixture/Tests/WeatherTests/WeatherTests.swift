import Foundation
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

@Test func aFakeOfAProtocolNamingFoundationTypes_compilesAndWorks() async {
    let scheduler = FakeScheduler()
    let date = Date(timeIntervalSince1970: 0)
    let id = UUID()
    scheduler.stub(.now).andReturn(date)
    scheduler.stub(.schedule).andReturn(id)
    #expect(await scheduler.now() == date)
    #expect(scheduler.schedule(at: date, repeating: nil) == id)
    expect(scheduler).to(haveReceived(.schedule, with: date, nil))
}

@Test func sharedNamesUnnamedParametersTypedThrowsAndReads_compileAndWork() async throws {
    let recorder = FakeRecorder()
    recorder.stub(.merchantID).andReturn("m-1")
    recorder.stub(.subscript).andReturn("v")
    recorder.stub(.charge).with(5).andThrow(PaymentError.declined)
    recorder.stub(.charge).andReturn("receipt")
    #expect(recorder.merchantID == "m-1")
    recorder.record(Int64(3))
    recorder.record(2.5)
    recorder.record(Int64(1), 2)
    #expect(recorder[metadataKey: "k"] == "v")
    recorder[metadataKey: "k"] = "w"
    #expect(try recorder.charge(1) == "receipt")
    #expect(throws: PaymentError.declined) { _ = try recorder.charge(5) }
    try await recorder.settle()
    expect(recorder).to(haveReceived(.merchantID))
    expect(recorder).to(haveReceived(.recordValue, with: 3))
    expect(recorder).to(haveReceived(.recordValue, with: 2.5))
    expect(recorder).to(haveReceived(.recordValueCount, with: 1, 2))
    expect(recorder).to(haveReceived(.settle))
}

@Test @MainActor func aMainActorProtocolsFake_works() async {
    let viewModel = FakeProfileViewModel()
    viewModel.stub(.title).andReturn("Ada")
    #expect(viewModel.title == "Ada")
    await viewModel.load()
    viewModel.select(2)
    expect(viewModel).to(haveReceived(.select, with: 2))
    expect(viewModel).to(haveReceived(.title))
}

@Test func effectfulPropertiesVariadicAndInoutParameters_work() async throws {
    let accumulator = FakeAccumulator()
    accumulator.stub(.total).andReturn(3)
    accumulator.stub(.remote).andReturn([1, 2])
    accumulator.stub(.sum).andReturn(6)
    #expect(try accumulator.total == 3)
    #expect(try await accumulator.remote == [1, 2])
    #expect(accumulator.sum(1, 2, 3) == 6)
    var value = 1
    accumulator.bump(&value)
    #expect(value == 1, "no stub answers, so the inout parameter is left as it was")
    accumulator.stub(.bump).andDo { (value: Int) in value + 1 }
    accumulator.bump(&value)
    #expect(value == 2, "the stub's answer is written back")
    accumulator.stubAgain(.bump).andDo { (_: Int) in }
    accumulator.bump(&value)
    #expect(value == 2, "an andDo that answers nothing leaves it as it was")
    accumulator.stub(.reset).andReturn(0)
    accumulator.reset(&value)
    #expect(value == 0, "a parameter named with a keyword is written back")
    var text = " a "
    accumulator.stub(.trim).andReturn("a")
    accumulator.trim(&text)
    #expect(text == "a", "a parameter with no name is written back")
    expect(accumulator).to(haveReceived(.sum, with: [1, 2, 3]))
    expect(accumulator).to(haveReceived(.bump, with: 1))
}

@Test func genericMethodsSomeParametersAndPrimaryAssociatedTypes_work() {
    let repository = FakeRepository()
    repository.stub(.save).andReturn(true)
    repository.stub(.find).andReturn(["a"])
    repository.stub(.store).andReturn(2)
    #expect(repository.save("item"))
    #expect(repository.find(5) == ["a"])
    #expect(repository.store([1, 2]) == 2)
    let cache = FakeCache<Int>()
    cache.stub(.value).with("k").andReturn(7)
    cache.insert(8, for: "j")
    #expect(cache.value(for: "k") == 7)
    expect(cache).to(haveReceived(.insert, with: 8, "j"))
}

@Test func sendableClosuresTuplesAndDefaultedRequirements_work() {
    let bus = FakeEventBus()
    bus.stub(.subscribe).andReturn(1)
    let stats: (count: Int, last: String?) = (2, "b")
    bus.stub(.stats).andReturn(stats)
    bus.stub(.describe).andReturn("fake bus")
    #expect(bus.subscribe { _ in } == 1)
    #expect(bus.stats().count == 2)
    #expect(bus.describe() == "fake bus")
}

@Test func anActorProtocolsFake_isAnActor() async {
    let counter = FakeCounter()
    counter.stub(.increment).andReturn(1)
    counter.stub(.value).andReturn(1)
    #expect(await counter.increment() == 1)
    #expect(await counter.value == 1)
    expect(counter).to(haveReceived(.increment))
}

@Test(.isolatedDoubles) func staticMembersAndSelfReturns_work() {
    let factory = FakeFactory()
    FakeFactory.stub(.make).andReturn(factory)
    FakeFactory.stub(.defaultName).andReturn("default")
    factory.stub(.clone).andReturn(factory)
    #expect(FakeFactory.make() === factory)
    #expect(FakeFactory.defaultName == "default")
    #expect(factory.clone() === factory)
}

private struct Thermometer: Reading {
    let value: Double
}

@Test func aFakeWhoseGenericParameterHidesAProtocol_works() {
    let meter = FakeMeter<Thermometer>()
    meter.stub(.start).andReturn(Thermometer(value: 21))
    meter.stub(.startAny).andReturn(Thermometer(value: 22))
    meter.stub(.current).andReturn(nil)
    expect(meter.start("kitchen").value) == 21
    expect(meter.startAny("hall").value) == 22
    expect(meter.current()).to(beNil())
    expect(meter).to(haveReceived(.start, with: "kitchen"))
}

private struct Offline: Error, Equatable {}

@Test func aResultThatMayBeNoncopyable_isStubbedWithAnError() async throws {
    let watcher = FakeWatcher()
    watcher.stub(.watch).andThrow(Offline())
    watcher.stub(.watchAll).andThrow(Offline())
    watcher.stub(.latest).andReturn(3)
    await #expect(throws: Offline()) { try await watcher.watch("temperature") { $0 } }
    #expect(throws: Offline()) { try watcher.watchAll { $0.count } }
    expect(watcher.latest("temperature", as: Int.self)) == 3
    expect(watcher).to(haveReceived(.watch, with: "temperature", Argument.anything))
}

@Test func aFakeOfAProtocolRefiningOneOfAnotherModule_implementsBoth() throws {
    let station = FakeStation()
    station.stub(.id).andReturn("north")
    station.stub(.temperature).andReturn(12.5)
    station.stub(.rename).andReturn()
    expect(station.id) == "north"
    try station.rename(to: "south")
    expect(station.temperature()) == 12.5
    expect(station).to(haveReceived(.rename, with: "south"))
}

@Test func parametersWithNoName_arePassedOn() throws {
    let transcoder = FakeDateTranscoder()
    transcoder.stub(.encode).andReturn("1970")
    transcoder.stub(.decode).with("1970", true).andReturn(Date(timeIntervalSince1970: 0))
    expect(try transcoder.encode(Date(timeIntervalSince1970: 0))) == "1970"
    expect(try transcoder.decode("1970", true)) == Date(timeIntervalSince1970: 0)
    expect(transcoder).to(haveReceived(.encode, with: Date(timeIntervalSince1970: 0)))
}

@Test func standardLibraryParents_areMet() {
    let forecaster = FakeForecaster()
    let other = FakeForecaster()
    expect(forecaster.description) == "FakeForecaster"
    forecaster.stub(.description).andReturn("the north forecaster")
    expect("\(forecaster)") == "the north forecaster"
    expect(forecaster.debugDescription) == "FakeForecaster"
    expect(forecaster == forecaster).to(beTrue())
    expect(forecaster == other).to(beFalse())
    expect(Set([forecaster, other, forecaster]).count) == 2
    expect(forecaster.id) == ObjectIdentifier(forecaster)
    // Descriptions are not recorded: messages print fakes.
    expect(forecaster).toNot(haveRecordedCalls())
}

@Test func associatedTypesWithDefaultsAndWhereClauses_becomeGenericParameters() {
    let pipeline = FakePipeline<String, [Int]>()
    pipeline.stub(.run).with("a").andReturn([1, 2])
    expect(pipeline.run("a")) == [1, 2]
}

@Test func aDelegateRefiningNSObjectProtocol_isFakedByAnNSObject() {
    let delegate = FakePickerDelegate()
    delegate.picker(didSelect: 2)
    expect(delegate).to(haveReceived(.picker, with: 2))
    expect(delegate.isEqual(delegate)).to(beTrue())
    let other: NSObjectProtocol = FakePickerDelegate()
    expect(delegate.isEqual(other)).to(beFalse())
}

@Test func borrowingAndConsumingParameters_areRecorded() {
    let inbox = FakeInbox()
    inbox.stub(.peek).with("a").andReturn(1)
    inbox.stub(.take).andReturn(2)
    expect(inbox.peek("a")) == 1
    expect(inbox.take([5, 6])) == 2
    expect(inbox).to(haveReceived(.take, with: [5, 6]))
}

@Test func aNonEscapingClosure_isCalledByAStub_whileTheCallRuns() {
    let fake = FakeWeatherService<String>()
    var seen: [Int] = []
    fake.stub(.each).andDo { arguments in
        let body = arguments[0] as? NonEscaping<(Int) -> Void>
        body?.closure?(1)
        body?.closure?(2)
        return ()
    }
    fake.each { seen.append($0) }
    #expect(seen == [1, 2])
    expect(fake).to(haveReceived(.each, with: Argument.anything))
}
