import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite struct AllPassTests {
    @Test func allPass_withAClosureOrAMatcher() {
        passes {
            expect([2, 4]).to(allPass { $0 % 2 == 0 })
            expect([1, 2]).to(allPass(beLessThan(3)))
            expect([1, 5]).toNot(allPass(beLessThan(3)))
        }
        failsWithMessage("expected to all pass a condition, but failed first at element <3> in <[2, 3]>") {
            expect([2, 3]).to(allPass { $0 % 2 == 0 })
        }
        failsWithMessage("expected to all be less than <3>, but failed first at element <5> in <[1, 5]>") {
            expect([1, 5]).to(allPass(beLessThan(3)))
        }
        failsWithMessage("expected to not all be less than <3>") { expect([1, 2]).toNot(allPass(beLessThan(3))) }
        failsWithMessage("expected to all pass (use beNil() to match nils)") {
            expect(nil as [Int]?).to(allPass(beLessThan(3)))
        }
    }
}
