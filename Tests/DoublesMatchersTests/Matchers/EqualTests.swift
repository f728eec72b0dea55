import Foundation
import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite struct EqualTests {
    @Test func equal_values() {
        passes {
            expect(1).to(equal(1))
            expect("hello").to(equal("hello"))
            expect(1).toNot(equal(2))
        }
        failsWithMessage("expected to equal <world>, got <hello>") { expect("hello").to(equal("world")) }
        failsWithMessage("expected to not equal <1>, got <1>") { expect(1).toNot(equal(1)) }
    }

    @Test func equal_optionals() {
        let some: Int? = 1
        passes { expect(some).to(equal(1)) }
        failsWithMessage("expected to equal <1>, got <nil> (use beNil() to match nils)") {
            expect(nil as Int?).to(equal(1))
        }
        failsWithMessage("expected to equal <nil>, got <nil> (use beNil() to match nils)") {
            expect(nil as Int?).to(equal(nil))
        }
        failsWithMessage("expected to equal <nil>, got <1> (use beNil() to match nils)") {
            expect(some).to(equal(nil))
        }
        failsWithMessage("expected to not equal <nil>, got <1> (use beNil() to match nils)") {
            expect(some).toNot(equal(nil))
        }
    }

    @Test func equal_collections() {
        passes {
            expect([1, 2, 3]).to(equal([1, 2, 3]))
            expect([1, nil, 3] as [Int?]).to(equal([1, nil, 3]))
            expect(["a": 1]).to(equal(["a": 1]))
            expect(Set([1, 2])).to(equal(Set([2, 1])))
            expect([1, 2]).toNot(equal([2, 1]))
        }
        failsWithMessage("expected to equal <[1, 2, 4]>, got <[1, 2, 3]>") { expect([1, 2, 3]).to(equal([1, 2, 4])) }
        failsWithMessage("expected to equal <[\"a\": 2]>, got <[\"a\": 1]>") { expect(["a": 1]).to(equal(["a": 2])) }
    }

    @Test func equal_sets_sayWhatIsMissingAndWhatIsExtra() {
        failsWithMessage("expected to equal <[1, 2, 3]>, got <[2, 3]>, missing <[1]>") {
            expect(Set([2, 3])).to(equal(Set([1, 2, 3])))
        }
        failsWithMessage("expected to equal <[1, 2, 3]>, got <[1, 2, 3, 4]>, extra <[4]>") {
            expect(Set([1, 2, 3, 4])).to(equal(Set([1, 2, 3])))
        }
        failsWithMessage("expected to equal <[1, 2, 3]>, got <[2, 3, 4]>, missing <[1]>, extra <[4]>") {
            expect(Set([2, 3, 4])) == Set([1, 2, 3])
        }
        failsWithMessage("expected to not equal <[1, 2, 3]>, got <[1, 2, 3]>") {
            expect(Set([1, 2, 3])) != Set([1, 2, 3])
        }
    }

    @Test func equal_tuples() {
        passes {
            expect((1, "a")).to(equal((1, "a")))
            expect((1, "a", true)).to(equal((1, "a", true)))
            expect((1, 2, 3, 4)).toNot(equal((1, 2, 3, 5)))
            expect((1, 2, 3, 4, "e")).to(equal((1, 2, 3, 4, "e")))
            expect((1, 2, 3, 4, 5, 6.5)).to(equal((1, 2, 3, 4, 5, 6.5)))
            expect((1, 2, 3, 4, 5, 6, 7)).toNot(equal((1, 2, 3, 4, 5, 6, 8)))
        }
        failsWithMessage("expected to equal <(1, \"b\")>, got <(1, \"a\")>") { expect((1, "a")).to(equal((1, "b"))) }
        failsWithMessage("expected to equal <(1, 2, 3, 4, 5, 7)>, got <(1, 2, 3, 4, 5, 6)>") {
            expect((1, 2, 3, 4, 5, 6)).to(equal((1, 2, 3, 4, 5, 7)))
        }
        failsWithMessage("expected to not equal <(1, 2, 3, 4, 5)>, got <(1, 2, 3, 4, 5)>") {
            expect((1, 2, 3, 4, 5)).toNot(equal((1, 2, 3, 4, 5)))
        }
        failsWithMessage("expected to equal <(1, 2)>, got <nil> (use beNil() to match nils)") {
            expect(nil as (Int, Int)?).to(equal((1, 2)))
        }
        failsWithMessage("expected to equal <nil>, got <(1, 2)> (use beNil() to match nils)") {
            expect((1, 2)).to(equal(nil as (Int, Int)?))
        }
    }

    @Test func equalityOperators_onTuples_ignoreLabels() {
        passes {
            expect((1, "a")) == (1, "a")
            expect((1, name: "a")) == (1, "a")
            expect((1, "a", true)) == (1, "a", true)
            expect((1, 2, 3, four: 4)) == (1, 2, 3, 4)
            expect((1, "a")) != (1, "b")
            expect((1, "a", true)) != (1, "a", false)
            expect((1, 2, 3, 4)) != (1, 2, 3, 5)
            expect((1, 2, 3, 4, 5, six: 6)) == (1, 2, 3, 4, 5, 6)
            expect((1, 2, 3, 4, 5, 6)) != (1, 2, 3, 4, 5, 0)
        }
        failsWithMessage("expected to equal <(1, \"b\")>, got <(1, \"a\")>") { expect((1, "a")) == (1, "b") }
        failsWithMessage("expected to not equal <(1, 2, 3)>, got <(1, 2, 3)>") { expect((1, 2, 3)) != (1, 2, 3) }
    }

    @Test func equal_takesAnExpectedValueWrittenWithALeadingDot() {
        struct Point: Hashable {
            let x: Int
        }
        passes {
            expect(Point(x: 1)).to(equal(.init(x: 1)))
            expect(Point(x: 1)).toNot(equal(.init(x: 2)))
            expect(Set([Point(x: 1)])).to(equal(.init([Point(x: 1)])))
            expect(1 as Int?).to(equal(1))
        }
        failsWithMessage("expected to equal <Point(x: 2)>, got <Point(x: 1)>") {
            expect(Point(x: 1)).to(equal(.init(x: 2)))
        }
        failsWithMessage("expected to equal <Point(x: 2)>, got <nil> (use beNil() to match nils)") {
            expect(nil as Point?).to(equal(.init(x: 2)))
        }
    }

    @Test func equal_numbersReadWithoutNoise() {
        failsWithMessage("expected to equal <3>, got <2>") { expect(2.0).to(equal(3.0)) }
        failsWithMessage("expected to equal <3.1416>, got <2.5>") { expect(2.5).to(equal(3.14159)) }
    }

    @Test func equal_valuesThatPrintAlike_areAlsoShownInFull() {
        failsWithMessage("expected to equal <0.3>, got <0.3000>\nIn full: expected <0.3>, got <0.30000000000000004>") {
            expect(0.1 + 0.2).to(equal(0.3))
        }
        let messages = gatherFailingExpectations(silently: true) {
            expect(Date(timeIntervalSince1970: 0.00001)).to(equal(Date(timeIntervalSince1970: 0)))
        }.map(\.message.stringValue)
        #expect(messages.first?.hasSuffix(
            "\nIn full: expected <1970-01-01 00:00:00 +0000>, got <1970-01-01 00:00:00.00001 +0000>"
        ) == true)
    }

    @Test func equal_structsReadAsTheyPrint() {
        struct Widget: Equatable { let hidden: Bool }
        failsWithMessage("expected to equal <Widget(hidden: true)>, got <Widget(hidden: false)>") {
            expect(Widget(hidden: false)).to(equal(Widget(hidden: true)))
        }
    }

    @Test func equalityOperators_onArraysAndDictionariesOfOptionals() {
        let lookUp: (String) -> String? = { $0 == "missing" ? nil : $0 }
        let names = ["ada", "grace"]
        let colors = ["sky": "blue", "grass": "green"]
        passes {
            expect(names) == [lookUp("ada"), "grace"]
            expect(names) == [lookUp("ada"), "grace"] as [String?]
            expect(names) != [lookUp("missing"), "grace"]
            expect(colors) == ["sky": lookUp("blue"), "grass": "green"]
            expect(colors) == ["sky": lookUp("blue"), "grass": "green"] as [String: String?]
            expect(colors) != ["sky": lookUp("missing"), "grass": "green"]
        }
        failsWithMessage("expected to equal <[nil]>, got <[a]>") { expect(["a"]) == [nil] }
        failsWithMessage("expected to not equal <[a]>, got <[a]>") { expect(["a"]) != [lookUp("a")] }
        failsWithMessage("expected to equal <[\"k\": nil]>, got <[\"k\": Optional(\"a\")]>") {
            expect(["k": "a"]) == ["k": nil]
        }
    }

    @Test func equalityOperators_takeAnExpectedValueWrittenWithALeadingDot() {
        struct Point: Hashable {
            let x: Int
        }
        passes {
            expect(Point(x: 1)) == .init(x: 1)
            expect(Point(x: 1)) != .init(x: 2)
            expect(Set([Point(x: 1)])) == .init([Point(x: 1)])
        }
        failsWithMessage("expected to equal <Point(x: 2)>, got <Point(x: 1)>") { expect(Point(x: 1)) == .init(x: 2) }
        failsWithMessage("expected to not equal <Point(x: 1)>, got <Point(x: 1)>") {
            expect(Point(x: 1)) != .init(x: 1)
        }
    }

    @Test func equalityOperators_onAnAsyncExpectation() async {
        let load = { () async -> String? in "loaded" }
        await passes {
            await expect { await load() } == "loaded"
            await expect { await load() } != "failed"
            await expect { () async -> String? in nil } == nil
            await expect { await load() } != nil
        }
        await failsWithMessage("expected to equal <failed>, got <loaded>") { await expect { await load() } == "failed" }
        await failsWithMessage("expected to not equal <loaded>, got <loaded>") {
            await expect { await load() } != "loaded"
        }
        await failsWithMessage("expected to be nil, got <loaded>") { await expect { await load() } == nil }
        await failsWithMessage("expected to not be nil, got <nil>") { await expect { () async -> String? in nil } != nil }
    }

    @Test func arraysOfTuples_compareWithElementsEqual() {
        let entries = [(1, "opening"), (2, "deposit")]
        passes {
            expect(entries).to(elementsEqual([(1, "opening"), (2, "deposit")], by: ==))
            expect(entries).toNot(elementsEqual([(1, "opening")], by: ==))
        }
    }
}

/// A request whose body prints as its count of bytes, so that two requests print alike.
private struct UploadRequest: Equatable {
    let path: String
    let body: Data
}

extension EqualTests {
    /// Values that print alike are told apart field by field, bytes in hexadecimal.
    @Test func valuesThatPrintAlike_showTheFieldThatDiffers() {
        let sent = UploadRequest(path: "/v1/charges", body: Data(#"{"amount":1}"#.utf8))
        let expected = UploadRequest(path: "/v1/charges", body: Data(#"{"amount":2}"#.utf8))
        failsWithMessage("""
            expected to equal <UploadRequest(path: "/v1/charges", body: 12 bytes)>, got <UploadRequest(path: \
            "/v1/charges", body: 12 bytes)>
            Difference (expected → actual):
              body: 12 bytes (7b 22 61 6d 6f 75 6e 74 22 3a 32 7d) → 12 bytes (7b 22 61 6d 6f 75 6e 74 22 3a 31 7d)
            """) {
            expect(sent).to(equal(expected))
        }
    }

    /// The one-line summary joins a value's lines, so strings that differ in line breaks show in full, escaped.
    @Test func stringsThatDifferInLineBreaks_showInFull() {
        failsWithMessage("""
            expected to equal <a>, got <a>
            In full: expected <"a">, got <"a\\n">
            """) { expect("a\n").to(equal("a")) }
        failsWithMessage("""
            expected to equal <ac>, got <ab>
            In full: expected <"a\\nc">, got <"a\\nb">
            """) { expect("a\nb").to(equal("a\nc")) }
    }
}
