import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite struct BeLogicalTests {
    @Test func beTrue_andBeFalse() {
        passes {
            expect(true).to(beTrue())
            expect(false).to(beFalse())
            expect(false).toNot(beTrue())
            expect(true).toNot(beFalse())
        }
        failsWithMessage("expected to be true, got <false>") { expect(false).to(beTrue()) }
        failsWithMessage("expected to not be true, got <true>") { expect(true).toNot(beTrue()) }
        failsWithMessage("expected to be false, got <true>") { expect(true).to(beFalse()) }
        failsWithMessage("expected to be true, got <nil> (use beNil() to match nils)") {
            expect(nil as Bool?).to(beTrue())
        }
        failsWithMessage("expected to not be false, got <nil> (use beNil() to match nils)") {
            expect(nil as Bool?).toNot(beFalse())
        }
    }

    @Test func beTruthy_andBeFalsy() {
        passes {
            expect(true as Bool?).to(beTruthy())
            expect(nil as Bool?).to(beFalsy())
            expect(false as Bool?).to(beFalsy())
            expect(nil as Bool?).toNot(beTruthy())
        }
        failsWithMessage("expected to be truthy, got <nil>") { expect(nil as Bool?).to(beTruthy()) }
        failsWithMessage("expected to be falsy, got <true>") { expect(true).to(beFalsy()) }
        failsWithMessage("expected to not be falsy, got <false>") { expect(false).toNot(beFalsy()) }
    }

    @Test func beTruthy_andBeFalsy_onNumbers() {
        passes {
            expect(1).to(beTruthy())
            expect(0).to(beFalsy())
            expect(UInt8(3)).to(beTruthy())
            expect(nil as Int?).to(beFalsy())
            expect(nil as Int64?).toNot(beTruthy())
            expect(0.5).to(beTruthy())
            expect(Float(0)).to(beFalsy())
        }
        failsWithMessage("expected to be truthy, got <0>") { expect(0).to(beTruthy()) }
        failsWithMessage("expected to be falsy, got <2>") { expect(2).to(beFalsy()) }
        failsWithMessage("expected to not be truthy, got <1.5>") { expect(1.5).toNot(beTruthy()) }
    }
}
