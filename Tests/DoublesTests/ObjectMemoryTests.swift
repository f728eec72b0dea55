import Foundation
import DoublesTestSupport
import Testing
@testable import Doubles

/// Which fakes a shard may recognise by address alone, and that the others are still told apart from newcomers
/// at their address.
@Suite(.tags(.storage)) struct ObjectMemoryTests {
    @Test func aNativeSwiftFake_isKeptByUnowned_soItMayBeCached() {
        #expect(ObjectMemory.unownedKeepsMemory(of: FakeStringService.self))
    }

    /// The path an `NSObject` fake takes on Apple platforms, forced on every platform: no instance is cached, so
    /// every call is looked up in the table.
    @Test func whereNoFakeIsCached_callsReachTheirOwnFake_andNoCacheEntryIsMade() {
        let registry = Registry(cachesInstances: { _ in false })
        let fake = FakeStringService()
        let (neighbour, keptAlive) = FakeStringService.sharingAShard(with: fake, in: registry)
        defer { withExtendedLifetime(keptAlive) {} }
        for index in 0..<10 {
            _ = registry.record(.instance(fake), functionName: "doSomething()", arguments: [index], isKnown: { true })
            _ = registry.record(.instance(neighbour), functionName: "doSomething()", arguments: [-index], isKnown: { true })
        }
        let shard = registry.shard(for: ObjectIdentifier(fake))
        #expect(shard.lock.withLock { registry.tables.cachedState(in: shard, for: ObjectIdentifier(fake)) } == nil)
        #expect(registry.calls(.instance(fake)).map(\.description) == (0..<10).map { "doSomething() with <\($0)>" })
        #expect(registry.calls(.instance(neighbour)).count == 10)
    }

    @Test func whereNoFakeIsCached_freshFakesNeverSeeAnEarlierFakesCalls() {
        let registry = Registry(cachesInstances: { _ in false })
        for round in 0..<500 {
            useAndRelease(FakeStringService()) { fake in
                #expect(registry.calls(.instance(fake)).isEmpty, "round \(round): a new fake saw old calls")
                _ = registry.record(.instance(fake), functionName: "doSomething()", arguments: [], isKnown: { true })
            }
        }
    }

    #if canImport(ObjectiveC)
    @Test func anNSObjectFake_isNotKeptByUnowned_soItIsNeverCached() {
        #expect(!ObjectMemory.unownedKeepsMemory(of: FakeDelegate.self))
        #expect(!ObjectMemory.unownedKeepsMemory(of: NSObject.self))
    }

    @Test(.disabled(if: runningUnderAddressSanitizer, "AddressSanitizer never reuses a freed address soon"))
    func freshNSObjectFakes_neverSeeAnEarlierFakesCallsOrStubs() {
        var seenAddresses = Set<ObjectIdentifier>()
        var reusedAddresses = 0
        for round in 0..<2_000 {
            let fake = FakeDelegate()
            if !seenAddresses.insert(ObjectIdentifier(fake)).inserted { reusedAddresses += 1 }
            #expect(fake.recordedCalls.isEmpty, "round \(round): a new fake saw old calls")
            let messages = failures { _ = fake.title() }
            #expect(messages.count == 1, "round \(round): a new fake saw an old stub")
            fake.stub(.title).andReturn("old")
            _ = fake.title()
        }
        #expect(reusedAddresses > 0, "the allocator handed no freed address out again, so nothing was tested")
    }
    #endif
}

#if canImport(ObjectiveC)
/// A fake written the way the generator writes one for a delegate protocol: an `NSObject`.
final class FakeDelegate: NSObject, Spryable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable { case title = "title()" }
    func title() -> String { spryify() }
}
#endif
