import DoublesMatchers
import DoublesTestSupport
import Testing

private final class Box {}

@Suite struct BeIdenticalToTests {
    @Test func beIdenticalTo_matchesTheSameInstanceOnly() {
        let box = Box()
        let other = Box()
        passes {
            expect(box).to(beIdenticalTo(box))
            expect(box).to(be(box))
            expect(box).toNot(beIdenticalTo(other))
            expect(box) === box
            expect(box) !== other
        }
        let records = gatherFailingExpectations(silently: true) { expect(box).to(beIdenticalTo(other)) }
        let message = records.first?.message.stringValue ?? ""
        #expect(message.hasPrefix("expected to be identical to <0x"))
        #expect(message.contains(", got <0x"))
        failsWithMessage("expected to be identical to nil, got nil") { expect(nil as Box?).to(beIdenticalTo(nil)) }
    }
}
