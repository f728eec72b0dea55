import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite struct BeVoidTests {
    @Test func beVoid_matchesVoid() {
        passes {
            expect(()).to(beVoid())
            expect(nil as ()?).toNot(beVoid())
            expect(()) == ()
        }
        failsWithMessage("expected to not be void, got <()>") { expect(()).toNot(beVoid()) }
        failsWithMessage("expected to be void, got <nil>") { expect(nil as ()?).to(beVoid()) }
    }
}
