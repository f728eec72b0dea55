import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite struct SatisfyTests {
    @Test func satisfyAnyOf_andOr() {
        passes {
            expect(6).to(satisfyAnyOf(equal(2), equal(6)))
            expect(6).to(equal(2) || equal(6))
            expect(6).toNot(equal(2) || equal(3))
        }
        failsWithMessage("expected to match one of: {equal <2>}, or {equal <3>}, got 6") {
            expect(6).to(equal(2) || equal(3))
        }
    }

    @Test func satisfyAllOf_andAnd() {
        passes {
            expect(5).to(satisfyAllOf(beGreaterThan(1), beLessThan(10)))
            expect(5).to(beGreaterThan(1) && beLessThan(10))
            expect(50).toNot(beGreaterThan(1) && beLessThan(10))
        }
        failsWithMessage("expected to match all of: {be greater than <1>}, and {be less than <3>}, got 5") {
            expect(5).to(beGreaterThan(1) && beLessThan(3))
        }
    }

    /// A matcher's message of several lines, such as a slip and its fix, keeps a space between them in braces.
    @Test func aNestedMessageOfSeveralLines_isJoinedWithSpaces() {
        let slip = Matcher<Int> { _ in MatcherResult(status: .fail, message: .fail("It takes 2.\nFix: give 2.")) }
        failsWithMessage("expected to match all of: {equal <5>}, and {It takes 2. Fix: give 2.}, got 5") {
            expect(5).to(satisfyAllOf(equal(5), slip))
        }
    }

    @Test func noMatchers_isASlip_thatFailsUnderToAndToNot_andTheRunGoesOn() async {
        let slip = """
            satisfyAnyOf and satisfyAllOf need at least one matcher, and got none.
            Fix: pass the matchers the value must meet; an empty list says nothing about it.
            """
        failsWithMessage(slip) { expect(1).to(satisfyAllOf([Matcher<Int>]())) }
        failsWithMessage(slip) { expect(1).toNot(satisfyAnyOf([Matcher<Int>]())) }
        await failsWithMessage(slip) { await expect(1).to(satisfyAllOf([any AsyncableMatcher<Int>]())) }
        await failsWithMessage(slip) { await expect(1).toNot(satisfyAnyOf([any AsyncableMatcher<Int>]())) }
    }

    @Test func not_invertsAMatcher() {
        passes {
            expect(1).to(not(equal(2)))
            expect(1).toNot(not(equal(1)))
        }
        failsWithMessage("expected to not equal <1>, got <1>") { expect(1).to(not(equal(1))) }
    }

    @Test func map_checksADerivedValue() {
        struct User { let name: String }
        passes {
            expect(User(name: "Ada")).to(map(\.name, equal("Ada")))
            expect(User(name: "Ada")).toNot(map({ $0.name }, equal("Bob")))
        }
        failsWithMessage("expected to equal <Bob>, got <User(name: \"Ada\")>") { expect(User(name: "Ada")).to(map(\.name, equal("Bob"))) }
    }

    @Test func compactMap_checksADerivedValueThatMayBeMissing() {
        let payload: Any = 5
        passes {
            expect(payload).to(compactMap({ $0 as? Int }, equal(5)))
            expect(payload).toNot(compactMap({ $0 as? Int }, equal(6)))
        }
        failsWithMessage("expected to equal <6>, got <5>") { expect(payload).to(compactMap({ $0 as? Int }, equal(6))) }
        failsWithMessage("expected to Map from Any to String") {
            expect(payload).to(compactMap({ $0 as? String }, equal("5")))
        }
        failsWithMessage("expected to not Map from Any to String") {
            expect(payload).toNot(compactMap({ $0 as? String }, equal("5")))
        }
        failsWithMessage("expected to Map from Any to Int (use beNil() to match nils)") {
            expect(nil as Any?).to(compactMap({ $0 as? Int }, equal(5)))
        }
    }
}
