import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite struct BeginWithPrefixTests {
    @Test func beginWithPrefix_matchesASequencesFirstElements() {
        passes {
            expect([1, 2, 3]).to(beginWith(prefix: [1, 2]))
            expect([1, 2, 3]).to(beginWith(prefix: [Int]()))
            expect([1, 2, 3]).toNot(beginWith(prefix: [2]))
            expect([1]).toNot(beginWith(prefix: [1, 2]))
        }
        failsWithMessage("expected to begin with <[2, 3]>, got <[1, 2, 3]>") {
            expect([1, 2, 3]).to(beginWith(prefix: [2, 3]))
        }
        failsWithMessage("expected to not begin with <[1]>, got <[1, 2, 3]>") {
            expect([1, 2, 3]).toNot(beginWith(prefix: [1]))
        }
        failsWithMessage("expected to begin with <[1]>, got <nil> (use beNil() to match nils)") {
            expect(nil as [Int]?).to(beginWith(prefix: [1]))
        }
        failsWithMessage("expected to begin with <nil>, got <[1, 2]> (use beNil() to match nils)") {
            expect([1, 2]).to(beginWith(prefix: nil as [Int]?))
        }
    }

    @Test func beginWithPrefixBy_usesTheGivenEquivalence() {
        passes {
            expect(["Ada", "Grace"]).to(beginWith(prefix: ["ada"]) { $0.lowercased() == $1 })
            expect([1, 2]).to(beginWith(prefix: ["1"]) { "\($0)" == $1 })
        }
        failsWithMessage("expected to begin with <[grace]>, got <[Ada, Grace]>") {
            expect(["Ada", "Grace"]).to(beginWith(prefix: ["grace"]) { $0.lowercased() == $1 })
        }
    }
}
