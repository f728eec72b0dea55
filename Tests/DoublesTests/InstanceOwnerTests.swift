import Testing
@testable import Doubles
import DoublesTestSupport

/// How a fake's state tells its own instance, and whether that instance is gone.
@Suite(.tags(.storage)) struct InstanceOwnerTests {
    @Test func tellsItsInstance_andWhenItIsGone() {
        var fake: FakeStringService? = FakeStringService()
        let other = FakeStringService()
        let owner = FakeState(owner: fake!)
        #expect(!owner.isReleased)
        #expect(owner.isInstance(fake!))
        #expect(!owner.isInstance(other))
        fake = nil
        #expect(owner.isReleased)
    }

    @Test func aNewObject_isNeverTakenForTheInstance_afterItIsGone() {
        var fake: FakeStringService? = FakeStringService()
        let address = ObjectIdentifier(fake!)
        let owner = FakeState(owner: fake!)
        fake = nil
        let newcomers = (0..<1_000).map { _ in FakeStringService() }
        #expect(!newcomers.contains { owner.isInstance($0) })
        // The instance's memory is kept while the owner holds it, so no newcomer has its address.
        #expect(!newcomers.contains { ObjectIdentifier($0) == address })
        withExtendedLifetime(owner) {}
    }
}
