import Testing
@testable import Doubles
import DoublesTestSupport

/// What a ``FakeState`` promises of its instance on every platform: a native Swift instance's memory stays its own
/// while the state exists, which the shards' caches rely on, and the instance is read only while it is alive; an
/// instance held weakly is told apart and seen to go as well.
@Suite(.tags(.storage)) struct InstanceOwnerMemoryTests {
    @Test(.disabled(if: runningUnderAddressSanitizer, "AddressSanitizer does not hand a freed address out again soon"))
    func aReleasedInstance_keepsItsAddress_whileItsOwnerExists_onEveryPlatform() {
        let kept = Self.newcomersAtTheAddress(ofAReleasedFake: true)
        #expect(kept == 0)
        // Without an owner, the allocator hands the address out again, so the check above can fail.
        let freed = Self.newcomersAtTheAddress(ofAReleasedFake: false)
        #expect(freed > 0)
    }

    @Test func liveInstance_isTheInstance_untilItIsReleased() {
        var fake: FakeStringService? = FakeStringService()
        let owner = FakeState(owner: fake!)
        #expect(owner.liveInstance === fake)
        fake = nil
        #expect(owner.liveInstance == nil)
        #expect(owner.isReleased)
    }


    /// The route of an object whose memory `unowned` does not keep (an `NSObject` on Apple platforms), taken here
    /// on purpose: the instance is held weakly, tells its callers apart and is seen to go.
    @Test func anInstanceHeldWeakly_isTheInstance_untilItIsReleased() {
        var fake: FakeStringService? = FakeStringService()
        let other = FakeStringService()
        let owner = FakeState(owner: fake!, weakly: true)
        #expect(owner.isInstance(fake!))
        #expect(!owner.isInstance(other))
        #expect(owner.liveInstance === fake)
        #expect(!owner.isReleased)
        fake = nil
        #expect(owner.liveInstance == nil)
        #expect(owner.isReleased)
        #expect(!owner.isInstance(other))
    }

    /// How many of 1,000 fakes made after a fake is released get its address, with an owner of it kept meanwhile
    /// or not.
    private static func newcomersAtTheAddress(ofAReleasedFake owned: Bool) -> Int {
        var fake: FakeStringService? = FakeStringService()
        let address = ObjectIdentifier(fake!)
        let owner = owned ? FakeState(owner: fake!) : nil
        fake = nil
        let newcomers = (0..<1_000).map { _ in FakeStringService() }
        withExtendedLifetime(owner) {}
        return newcomers.filter { ObjectIdentifier($0) == address }.count
    }
}
