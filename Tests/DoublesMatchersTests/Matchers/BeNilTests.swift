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

/// A value that is not Equatable, to check `== nil` on any type.
private final class Session {}

@Suite struct NilComparisonTests {
    @Test func equalsNil_isBeNil_withItsMessages() {
        passes {
            expect(nil as Int?) == nil
            expect(1 as Int?) != nil
        }
        failsWithMessage("expected to be nil, got <1>") { expect(1 as Int?) == nil }
        failsWithMessage("expected to not be nil, got <nil>") { expect(nil as Int?) != nil }
    }

    @Test func equalsNil_worksForTypesThatAreNotEquatable() {
        passes {
            expect(nil as Session?) == nil
            expect(Session()) != nil
        }
        failsWithMessage("expected to not be nil, got <nil>") { expect(nil as Session?) != nil }
    }

    @Test func equalsAValue_isStillEqual() {
        passes { expect(2 as Int?) == 2 }
        failsWithMessage("expected to equal <3>, got <2>") { expect(2 as Int?) == 3 }
    }

    @Test func allPassBeNil_matchesAnArrayOfNils() {
        passes {
            expect([nil, nil] as [Int?]).to(allPass(beNil()))
            expect([1, nil] as [Int?]).toNot(allPass(beNil()))
        }
        failsWithMessage("expected to all be nil, but failed first at element <Optional(1)> in <[nil, Optional(1), nil]>") {
            expect([nil, 1, nil] as [Int?]).to(allPass(beNil()))
        }
    }
}
