import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite struct BeNilTests {
    @Test func beNil_matchesOnlyNil() {
        passes {
            expect(nil as Int?).to(beNil())
            expect(1 as Int?).toNot(beNil())
        }
        failsWithMessage("expected to be nil, got <1>") { expect(1 as Int?).to(beNil()) }
        failsWithMessage("expected to not be nil, got <nil>") { expect(nil as Int?).toNot(beNil()) }
    }
}
