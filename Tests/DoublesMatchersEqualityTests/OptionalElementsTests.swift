import DoublesMatchersEquality
import DoublesTestSupport
import Testing

@Suite struct OptionalElementsTests {
    @Test func equal_anArrayWithOptionalElements_againstAnArrayOfValues() {
        let names = ["ada", "grace"]
        let lookUp: (String) -> String? = { $0 == "missing" ? nil : $0 }
        passes {
            expect(names).to(equal([lookUp("ada"), "grace"]))
            expect(names).toNot(equal([lookUp("ada"), nil]))
            expect(names).toNot(equal([lookUp("ada")]))
            expect(names) == [lookUp("ada"), "grace"]
            expect(names) == [lookUp("ada"), "grace"] as [String?]
            expect(names) != [lookUp("missing"), "grace"]
        }
        failsWithMessage("expected to equal <[b, c]>, got <[a]>") { expect(["a"]).to(equal(["b", lookUp("c")])) }
        failsWithMessage("expected to equal <[nil]>, got <[a]>") { expect(["a"]).to(equal([nil])) }
        failsWithMessage("expected to equal <[nil]>, got <[a]>") { expect(["a"]) == [nil] }
        failsWithMessage("expected to not equal <[a]>, got <[a]>") { expect(["a"]).toNot(equal([lookUp("a")])) }
        failsWithMessage("expected to equal <[k, v]>, got <nil> (use beNil() to match nils)") {
            expect(nil as [String]?).to(equal(["k", lookUp("v")]))
        }
    }

    @Test func equal_aDictionaryWithOptionalValues_againstADictionaryOfValues() {
        let lookUp: (String) -> String? = { $0 == "missing" ? nil : $0 }
        let colors = ["sky": "blue", "grass": "green"]
        passes {
            expect(colors).to(equal(["sky": lookUp("blue"), "grass": "green"]))
            expect(colors).toNot(equal(["sky": lookUp("missing"), "grass": "green"]))
            expect(colors).toNot(equal(["sky": lookUp("blue")]))
            expect(colors).toNot(equal(["sky": "blue", "grass": "green", "sea": lookUp("blue")]))
            expect(colors) == ["sky": lookUp("blue"), "grass": "green"]
            expect(colors) == ["sky": lookUp("blue"), "grass": "green"] as [String: String?]
            expect(colors) != ["sky": lookUp("missing"), "grass": "green"]
        }
        failsWithMessage("expected to equal <[\"k\": Optional(\"b\")]>, got <[\"k\": Optional(\"a\")]>") {
            expect(["k": "a"]).to(equal(["k": lookUp("b")]))
        }
        failsWithMessage("expected to equal <[\"k\": Optional(\"v\")]>, got <nil> (use beNil() to match nils)") {
            expect(nil as [String: String]?).to(equal(["k": lookUp("v")]))
        }
    }
}
