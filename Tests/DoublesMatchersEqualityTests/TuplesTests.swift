import DoublesMatchersEquality
import DoublesTestSupport
import Testing

@Suite struct TuplesTests {
    typealias Entry = (Int, String)
    typealias NamedEntry = (Int, name: String)

    @Test func equal_tuplesOfTwoToSix_whateverTheLabels() {
        passes {
            expect((1, "a")).to(equal((1, "a")))
            expect((1, "a", true)).to(equal((1, "a", true)))
            expect((1, "a", true, four: 4)).to(equal((1, "a", true, 4)))
            expect((1, "a", true, four: 4, 5)).to(equal((1, "a", true, 4, five: 5)))
            expect((1, "a", true, four: 4, 5, "f")).to(equal((1, "a", true, 4, five: 5, "f")))
            expect((1, "a")).toNot(equal((1, "b")))
        }
        failsWithMessage("expected to equal <(1, \"b\")>, got <(1, \"a\")>") { expect((1, "a")).to(equal((1, "b"))) }
        failsWithMessage("expected to equal <(1, 2)>, got <nil> (use beNil() to match nils)") {
            expect(nil as (Int, Int)?).to(equal((1, 2)))
        }
    }

    @Test func equalityOperators_onTuplesLabelledOnBothSides() {
        passes {
            expect((1, name: "a")) == (1, name: "a")
            expect((1, "a", three: 3)) == (1, "a", three: 3)
            expect((1, "a", 3, four: "4")) == (1, "a", 3, "4")
            expect((1, "a", 3, four: "4", 5)) == (1, "a", 3, "4", five: 5)
            expect((1, "a", 3, four: "4", 5, "6")) == (1, "a", 3, "4", five: 5, "6")
            expect((1, name: "a")) != (1, name: "b")
        }
        failsWithMessage("expected to equal <(1, \"b\")>, got <(1, \"a\")>") { expect((1, name: "a")) == (1, name: "b") }
        failsWithMessage("expected to not equal <(1, \"a\")>, got <(1, \"a\")>") {
            expect((1, name: "a")) != (1, name: "a")
        }
    }

    @Test func equal_arraysOfTuples_whateverTheLabels() {
        let entries: [Entry] = [(1, "opening"), (2, "deposit")]
        let named: [NamedEntry] = [(1, name: "opening"), (2, name: "deposit")]
        passes {
            expect(entries).to(equal(named))
            expect(entries).toNot(equal(named.reversed()))
            expect(entries).toNot(equal([]))
            expect([Entry]()).to(equal([]))
            expect(entries) == named
            expect(entries) != named.reversed()
            expect(entries) != []
            expect([(1, "a", true, 4, 5, 6.5)]) == [(1, "a", true, 4, 5, 6.5)]
        }
        failsWithMessage("expected to equal <[(1, \"opening\")]>, got <[(1, \"opening\"), (2, \"deposit\")]>") {
            expect(entries).to(equal([(1, "opening")]))
        }
        failsWithMessage("expected to not equal <[(1, \"opening\"), (2, \"deposit\")]>, got <[(1, \"opening\"), (2, \"deposit\")]>") {
            expect(entries) != named
        }
    }

    @Test func equalityOperators_onAsyncExpectationsOfTuplesAndArraysOfThem() async {
        let entries: [Entry] = [(1, "opening"), (2, "deposit")]
        let named: [NamedEntry] = [(1, name: "opening"), (2, name: "deposit")]
        let load = { () async -> [Entry] in entries }
        let first = { () async -> Entry in entries[0] }
        await passes {
            await expect(load) == named
            await expect(load) != named.reversed()
            await expect(load) != []
            await expect(first) == (1, "opening")
            await expect(load).toEventually(equal(named))
        }
        await failsWithMessage("expected to equal <(2, \"deposit\")>, got <(1, \"opening\")>") {
            await expect(first) == (2, "deposit")
        }
        await failsWithMessage("expected to not equal <(1, \"opening\")>, got <(1, \"opening\")>") {
            await expect(first) != (1, "opening")
        }
    }

    @Test func tuplesOfSevenOrMore_stillCompareThroughTheGeneralForm() {
        passes {
            expect((1, 2, 3, 4, 5, 6, 7)).to(equal((1, 2, 3, 4, 5, 6, 7)))
            expect((1, 2, 3, 4, 5, 6, 7)) != (1, 2, 3, 4, 5, 6, 8)
        }
    }
}

// The README's example.
@Test func entries_areKeptInOrder() {
    let entries: [(Int, String)] = [(1, "opening"), (2, "deposit")]
    expect(entries).to(equal([(1, "opening"), (2, "deposit")]))
    expect(entries) == [(1, name: "opening"), (2, name: "deposit")]
    expect((1, name: "a")) == (1, name: "a")
}
