import Doubles
import DoublesMatchers
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import Weather

// One test per generated fake of Services.swift: each stubs its members, calls them, and checks what it got.

@Test func httpClient() async throws {
    let client = FakeHTTPClient()
    let url = URL(string: "https://example.com/a")!
    let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)!
    client.stub(.send).andReturn((Data("ok".utf8), response))
    let (data, received) = try await client.send(URLRequest(url: url))
    #expect(data == Data("ok".utf8))
    #expect(received.statusCode == 200)
    expect(client).to(haveReceived(.send, with: Argument.anything))
}

@Test func keyValueStore() {
    let store = FakeKeyValueStore()
    store.stub(.value).with("k").andReturn(Data([1]))
    store.stub(.subscript).andReturn("v")
    #expect(store.value(forKey: "k") == Data([1]))
    store.set(nil, forKey: "k")
    store.removeAll()
    #expect(store["x"] == "v")
    store["x"] = "w"
    expect(store).to(haveReceived(.set, with: nil, "k"))
    expect(store).to(haveReceived(.subscript, with: "x", "w"))
}

@Test func tokenProvider() async throws {
    let tokens = FakeTokenProvider()
    tokens.stub(.currentToken).andReturn("t1")
    tokens.stub(.refresh).andReturn("t2")
    #expect(await tokens.currentToken == "t1")
    #expect(try await tokens.refresh() == "t2")
    expect(tokens).to(haveReceived(.refresh))
}

@Test func analyticsTracker() async {
    let tracker = FakeAnalyticsTracker()
    tracker.track("opened", properties: ["screen": "home"])
    await tracker.flush()
    expect(tracker).to(haveReceived(.track, with: "opened", Argument.anything))
    expect(tracker).to(haveReceived(.flush))
}

/// A generated fake is `Sendable`, though its protocol is not, so a test can use it from other tasks at once.
@Test func aFakeOfAProtocolThatIsNotSendable_isUsedFromOtherTasks() async {
    let tracker = FakeAnalyticsTracker()
    await withTaskGroup(of: Void.self) { group in
        for index in 0..<8 {
            group.addTask { tracker.track("event \(index)", properties: [:]) }
        }
    }
    expect(tracker).to(haveReceived(.track, with: Argument.anything, Argument.anything, countSpecifier: .exactly(8)))
    expect(tracker).to(haveReceived(.track, with: "event 7", Argument.anything))
}

@Test func featureFlags() {
    let flags = FakeFeatureFlags()
    flags.stub(.isEnabled).with("new-ui").andReturn(true)
    flags.stub(.variant).andReturn("b")
    #expect(flags.isEnabled("new-ui"))
    #expect(flags.variant(of: "color", default: "a") == "b")
    expect(flags).to(haveReceived(.variant, with: "color", "a"))
}

@Test func imageLoader() {
    let loader = FakeImageLoader()
    let url = URL(string: "https://example.com/i.png")!
    loader.stub(.load).andDo { arguments in
        (arguments[1] as? @Sendable (Result<Data, any Error>) -> Void)?(.success(Data([7])))
        return ()
    }
    let loaded = Mutex()
    loader.load(from: url) { result in loaded.set((try? result.get()) == Data([7])) }
    loader.cancel(url)
    #expect(loaded.value)
    expect(loader).to(haveReceived(.cancel, with: url))
}

@Test func locationProvider() async {
    let provider = FakeLocationProvider()
    provider.stub(.authorization).andReturn(Authorization.granted)
    provider.stub(.locations).andReturn(AsyncStream<Double> { continuation in
        continuation.yield(1.5)
        continuation.finish()
    })
    #expect(provider.authorization == .granted)
    var readings: [Double] = []
    for await reading in provider.locations() { readings.append(reading) }
    #expect(readings == [1.5])
}

@Test func notifier() {
    let notifier = FakeNotifier()
    notifier.post(name: "saved", userInfo: nil)
    expect(notifier).to(haveReceived(.post, with: "saved", nil))
}

@Test func fileStorage() throws {
    let files = FakeFileStorage()
    files.stub(.read).andReturn(Data([2]))
    files.stub(.exists).andReturn(true)
    try files.write(Data([1]), to: "/a", atomically: true)
    #expect(try files.read("/a") == Data([2]))
    #expect(files.exists("/a"))
    expect(files).to(haveReceived(.write, with: Data([1]), "/a", true))
}

@Test func paymentGateway() async throws {
    let gateway = FakePaymentGateway()
    gateway.stub(.authorize).with(Decimal(10), "EUR").andThrow(PaymentError.declined)
    gateway.stub(.authorize).andReturn("auth-1")
    #expect(try await gateway.authorize(amount: 5, currency: "EUR") == "auth-1")
    await #expect(throws: PaymentError.declined) { _ = try await gateway.authorize(amount: 10, currency: "EUR") }
}

@Test func userRepository() async throws {
    let users = FakeUserRepository()
    let ada = User(id: UUID(), name: "Ada")
    users.stub(.fetch).andReturn(ada)
    #expect(try await users.fetch(id: ada.id) == ada)
    try await users.save(ada)
    expect(users).to(haveReceived(.fetch, with: ada.id))
}

@Test func throttler() {
    let throttler = FakeThrottler()
    throttler.schedule(after: .milliseconds(5)) {}
    expect(throttler).to(haveReceived(.schedule, with: Duration.milliseconds(5), Argument.anything))
}

@Test @MainActor func coordinator() async {
    let coordinator = FakeCoordinator()
    coordinator.show("settings", animated: true)
    await coordinator.dismiss(animated: false)
    expect(coordinator).to(haveReceived(.show, with: "settings", true))
    expect(coordinator).to(haveReceived(.dismiss, with: false))
}

@Test func metricsSink() {
    let sink = FakeMetricsSink()
    sink.gauge("load", value: 0.5)
    sink.gauge("users", value: 3)
    expect(sink).to(haveReceived(.gauge, countSpecifier: .exactly(2)))
    expect(sink).to(haveReceived(.gauge, with: "users", 3))
}

@Test func databaseConnection() throws {
    let database = FakeDatabaseConnection()
    database.stub(.execute).andReturn(1)
    #expect(try database.execute("DELETE FROM t WHERE id = ?", 7) == 1)
    expect(database).to(haveReceived(.execute, with: "DELETE FROM t WHERE id = ?", [7]))
}

@Test func named() {
    let named = FakeNamed()
    named.stub(.name).andReturn("n")
    #expect(named.name == "n")
    expect(named).to(haveReceived(.name))
}

/// A flag another thread sets.
final class Mutex: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    var value: Bool { lock.withLock { flag } }
    func set(_ value: Bool) { lock.withLock { flag = value } }
}

@Test func importer_quotesKeywordCases() throws {
    let importer = FakeImporter()
    importer.stub(.import).andReturn(3)
    importer.stub(.default).andReturn("d")
    #expect(try importer.import(from: "a.csv") == 3)
    importer.repeat(2)
    #expect(importer.default == "d")
    expect(importer).to(haveReceived(.import, with: "a.csv"))
    expect(importer).to(haveReceived(.repeat, with: 2))
    importer.stub(.count).andReturn(4)
    #expect(importer.count() == 4)
}

@Test func modelStore_takesCompositions() {
    let store = FakeModelStore<String, Int>()
    store.save("a", for: 1)
    expect(store).to(haveReceived(.save, with: "a", 1))
}

@Test func rally_implementsASharedRequirementOnce() {
    let rally = FakeRally()
    rally.stub(.ping).andReturn(1)
    #expect(rally.ping() == 1)
    rally.pong()
    expect(rally).to(haveReceived(.ping, countSpecifier: .exactly(1)))
}

@Test func configured_initIsTheRequirement() throws {
    let configured = try FakeConfigured()
    expect(configured).to(haveReceived(.`init`))
    #expect(FakeConfigured(name: "x") != nil)
}

@Test func journal_keepsAnEscapingAutoclosure_andLendsTheOther() {
    let journal = FakeJournal()
    journal.debug("loaded \(2) items")
    let captor = Argument.captor()
    journal.stub(.info).with(captor).andReturn()
    journal.info("starting")
    let debug = journal.recordedCalls.first?.arguments.first as? () -> String
    #expect(debug?() == "loaded 2 items")
    #expect(captor.getValue(as: NonEscaping<() -> String>.self).closure == nil)
}

@Test func nestedProtocol_isFakedUnderAFlatName() async throws {
    let client = FakeAPIClient()
    client.stub(.get).andReturn(Data([1]))
    #expect(try await client.get("/a") == Data([1]))
}

@Test(.isolatedDoubles) func defaults_declareOnlyTheStaticEnum() {
    FakeDefaults.stub(.region).andReturn("eu")
    #expect(FakeDefaults.region == "eu")
    #expect(FakeDefaults.Function.self == NoFunctions.self)
}

@Test func textCache_fixesTheParentsAssociatedType() {
    let cache = FakeTextCache()
    cache.stub(.value).andReturn("v")
    #expect(cache.value(for: "k") == "v")
    cache.purge()
    expect(cache).to(haveReceived(.purge))
}

@Test func transformers_takeFixedTypes_fromTheProtocolAndItsParents() {
    let plain = FakeIntTransformer()
    let describe: (Int) -> String = { "#\($0)" }
    plain.stub(.transform).andReturn(describe)
    #expect(plain.transform(named: "n")(2) == "#2")
    let labelled = FakeLabelledTransformer()
    labelled.stub(.label).andReturn("l")
    #expect(labelled.label() == "l")
}

@Test func account_stubsItsFixedID() {
    let account = FakeAccount()
    account.stub(.id).andReturn("a-1")
    account.stub(.name).andReturn("Ada")
    #expect(account.id == "a-1")
    #expect(account.name == "Ada")
}

@Test(.isolatedDoubles) func combinable_fakesItsOperators() {
    let (a, b, sum) = (FakeCombinable(), FakeCombinable(), FakeCombinable())
    FakeCombinable.stub(.plus).andReturn(sum)
    FakeCombinable.stub(.lessThanEquals).andReturn(true)
    FakeCombinable.stub(.minus).andReturn(a)
    #expect(a + b === sum)
    #expect(a <= b)
    #expect(-b === a)
    expect(FakeCombinable.self).to(haveReceived(.plus, with: Argument.anything, Argument.anything))
}

@Test func aFakePassedToAnotherFake_matchesByIdentity() {
    let dispatcher = FakeDispatcher()
    let notifier = FakeNotifier()
    dispatcher.register(notifier)
    expect(dispatcher).to(haveReceived(.register, with: notifier))
    expect(dispatcher).toNot(haveReceived(.register, with: FakeNotifier()))
}

@Test func aSynchronousMemberReturningAnAsyncOrThrowingFunction_returnsTheStubbedFunction() async throws {
    let dispatcher = FakeDispatcher()
    dispatcher.stub(.handler).andReturn({ @Sendable (value: Int) async -> String in "handled \(value)" })
    dispatcher.stub(.check).andReturn({ () throws -> Bool in true })
    #expect(await dispatcher.handler(for: "a")(2) == "handled 2")
    #expect(try dispatcher.check()())
    dispatcher.reset(.some(nil))
    dispatcher.reset(3)
    expect(dispatcher).to(haveReceived(.reset, with: nil))
    expect(dispatcher).to(haveReceived(.reset, with: 3))
}

@Test(.isolatedDoubles) func catalogued_fakesSelfTypeAndTypedThrowingAccessors() async throws {
    let catalogued = FakeCatalogued()
    catalogued.register(FakeCatalogued.self)
    expect(catalogued).to(haveReceived(.register, with: FakeCatalogued.self))
    FakeCatalogued.stub(.kind).andReturn(FakeCatalogued.self)
    #expect(FakeCatalogued.kind() == FakeCatalogued.self)
    catalogued.stub(.strict).andThrow(PaymentError.declined)
    catalogued.stub(.subscript).with(1).andReturn(7)
    catalogued.stub(.later).andThrow(PaymentError.declined)
    #expect(throws: PaymentError.declined) { try catalogued.strict }
    #expect(try catalogued[1] == 7)
    await #expect(throws: PaymentError.declined) { try await catalogued.later }
}
