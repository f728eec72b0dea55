import Doubles
import DoublesMatchers
import Shelf
import Testing

// A file that has moved to DoublesMatchers: its only change was `import Nimble` → `import DoublesMatchers`.
// The adapter's matchers are still in this target, for the files that have not moved; they return Nimble's
// `Matcher`, so DoublesMatchers' `expect` never picks them.
@Suite(.isolatedDoubles)
struct ShelfTests {
    @Test func rename_toTheSameTitle_savesNothing() {
        let catalog = FakeCatalog()
        catalog.stub(.title).andReturn("Dune")

        Shelf(catalog: catalog).rename("b-1", to: "Dune")

        expect(catalog).to(haveReceived(.title, with: "b-1"))
        expect(catalog).toNot(haveReceived(.save))
        expect([catalog.receivedCall(.title)]).to(happenInOrder())
        expect(catalog).to(haveNoUnverifiedCalls())
    }

    @Test func aFailure_isDoublesMatchersOwn() {
        let catalog = FakeCatalog()

        let failures = gatherFailingExpectations(silently: true) {
            expect(catalog).to(haveReceived(.save))
        }

        #expect(failures.map(\.message.stringValue) == [
            """
            expected to receive <save(_:for:)> at least 1 time on <FakeCatalog>, got 0 matching calls
            No calls were recorded on FakeCatalog.
            """,
        ])
    }
}
