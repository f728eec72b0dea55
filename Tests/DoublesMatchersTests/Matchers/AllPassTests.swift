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

    /// An element matcher that can never pass is a slip of the test: `allPass` fails with it under `to` and `toNot`
    /// alike, as the matcher would alone, rather than counting it a failed element.
    @Test func anElementMatcherThatCanNeverPass_failsUnderToAndToNot() {
        let pattern = """
            expected to match <(>, got <[abc]>
            <(> is no regular expression, so it can never match.
            """
        failsWithMessage(pattern.replacingOccurrences(of: "to match", with: "to not match")) {
            expect(["abc"]).toNot(allPass(match("(")))
        }
        failsWithMessage(pattern) { expect(["abc"]).to(allPass(match("("))) }
        let tolerance = """
            beCloseTo(<nan>, within: <0.0001>) can never pass: no value is within that of <nan>, not even itself.
            Fix: give a tolerance above 0, and an expected value that is finite (not NaN, not infinity).
            """
        failsWithMessage(tolerance) { expect([1.0]).toNot(allPass(beCloseTo(.nan))) }
    }
}
