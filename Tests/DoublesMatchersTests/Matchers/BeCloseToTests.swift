import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite struct BeCloseToTests {
    @Test func beCloseTo_usesTheDefaultOrGivenDelta() {
        passes {
            expect(1.2).to(beCloseTo(1.20001))
            expect(1.2).to(beCloseTo(1.25, within: 0.1))
            expect(1.2).toNot(beCloseTo(1.3))
            expect([1.0, 2.0]).to(beCloseTo([1.00001, 2.00001]))
        }
        failsWithMessage("expected to be close to <1.3> (within 0.0001), got <1.2>") { expect(1.2).to(beCloseTo(1.3)) }
        failsWithMessage("expected to not be close to <1.2> (within 0.1), got <1.25>") {
            expect(1.25).toNot(beCloseTo(1.2, within: 0.1))
        }
        failsWithMessage("expected to be close to <[1, 2]> (each within 0.0001), got <[1, 3]>") {
            expect([1.0, 3.0]).to(beCloseTo([1.0, 2.0]))
        }
        failsWithMessage("expected to be close to <1> (within 0.0001), got <nil> (use beNil() to match nils)") {
            expect(nil as Double?).to(beCloseTo(1))
        }
    }

    /// A `Float` prints with the decimals it has itself, not those of the `Double` it converts to.
    @Test func aFloatsDefaultDelta_printsAsItIsWritten() {
        failsWithMessage("expected to be close to <2> (within 0.0001), got <1.5>") {
            expect(Float(1.5)).to(beCloseTo(Float(2)))
        }
        failsWithMessage("expected to be close to <0.1> (within 0.0001), got <0.3>") {
            expect(Float(0.3)).to(beCloseTo(Float(0.1)))
        }
    }

    /// A tolerance no value meets, not even the expected one (below 0; 0 where the difference must be smaller; an
    /// expected NaN) makes a check that fails under `to` and passes under `toNot` whatever the value: a slip in both.
    @Test func aToleranceNoValueMeets_isASlip_underToAndToNot() {
        let slip = """
            beCloseTo(<5>, within: <-1>) can never pass: no value is within that of <5>, not even itself.
            Fix: give a tolerance above 0, and an expected value that is finite (not NaN, not infinity).
            """
        failsWithMessage(slip) { expect(5.0).toNot(beCloseTo(5.0, within: -1)) }
        failsWithMessage(slip) { expect(5.0).to(beCloseTo(5.0, within: -1)) }
        failsWithMessage(slip.replacingOccurrences(of: "<-1>", with: "<0>")) {
            expect(9.0).toNot(beCloseTo(5, within: 0))
        }
        let nan = slip.replacingOccurrences(of: "<5>", with: "<nan>").replacingOccurrences(of: "<-1>", with: "<0.0001>")
        failsWithMessage(nan) { expect(1.0).toNot(beCloseTo(.nan)) }
        failsWithMessage(nan.replacingOccurrences(of: "<nan>", with: "<inf>")) { expect(1.0).toNot(beCloseTo(.infinity)) }
        passes {
            expect([1.0, 2.0]).to(beCloseTo([1.0, 2.0], within: 0))  // an array's difference may equal the tolerance
            expect(5.0).to(beCloseTo(5.0, within: .leastNonzeroMagnitude))
        }
    }
}
