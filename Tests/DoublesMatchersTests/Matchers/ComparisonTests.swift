import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite struct ComparisonTests {
    @Test func comparisons() {
        passes {
            expect(2).to(beGreaterThan(1))
            expect(2).to(beGreaterThanOrEqualTo(2))
            expect(1).to(beLessThan(2))
            expect(2).to(beLessThanOrEqualTo(2))
            expect(1).toNot(beGreaterThan(1))
        }
        failsWithMessage("expected to be greater than <2>, got <1>") { expect(1).to(beGreaterThan(2)) }
        failsWithMessage("expected to be greater than or equal to <2>, got <1>") { expect(1).to(beGreaterThanOrEqualTo(2)) }
        failsWithMessage("expected to be less than <1>, got <2>") { expect(2).to(beLessThan(1)) }
        failsWithMessage("expected to be less than or equal to <1>, got <2>") { expect(2).to(beLessThanOrEqualTo(1)) }
        failsWithMessage("expected to not be less than <2>, got <1>") { expect(1).toNot(beLessThan(2)) }
        failsWithMessage("expected to be less than <2>, got <nil> (use beNil() to match nils)") {
            expect(nil as Int?).to(beLessThan(2))
        }
        failsWithMessage("expected to be greater than <2>, got <1>") { expect(1) > 2 }
    }

    @Test func beWithin_behaviour() {
        passes {
            expect(2).to(beWithin(1..<3))
            expect(3).to(beWithin(1...3))
            expect(3).toNot(beWithin(1..<3))
        }
        failsWithMessage("expected to be within range <(1..<3)>, got <3>") { expect(3).to(beWithin(1..<3)) }
        failsWithMessage("expected to not be within range <(1...3)>, got <3>") { expect(3).toNot(beWithin(1...3)) }
    }
}
