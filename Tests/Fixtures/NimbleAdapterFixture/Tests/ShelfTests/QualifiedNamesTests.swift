import Doubles
import DoublesMatchers
import Nimble
import Shelf
import Testing

// A file that imports both Nimble and DoublesMatchers. Unqualified, `expect` and the matchers both modules declare
// are Nimble's, since DoublesMatchers' `expect` gives way to another module's; `DoublesMatchers.expect` reaches
// DoublesMatchers' engine. The matchers follow the `expect`.
@Suite(.isolatedDoubles)
struct QualifiedNamesTests {
    @Test func eachExpect_namesItsModule() {
        let catalog = FakeCatalog()
        catalog.stub(.title).andReturn("Dune")

        let label = Shelf(catalog: catalog).label("b-1")

        Nimble.expect(label).to(Nimble.equal("Book: Dune"))
        DoublesMatchers.expect(label).to(DoublesMatchers.equal("Book: Dune"))
        Nimble.expect(catalog).to(haveReceived(.title, with: "b-1"))
        DoublesMatchers.expect(catalog).to(haveReceived(.title, with: "b-1"))
    }

    @Test func eachModule_reportsItsOwnFailures() {
        let catalog = FakeCatalog()

        let nimble = Nimble.gatherFailingExpectations(silently: true) {
            Nimble.expect(catalog).to(haveReceived(.save))
        }
        let doubles = DoublesMatchers.gatherFailingExpectations(silently: true) {
            DoublesMatchers.expect(catalog).to(haveReceived(.save))
        }

        #expect(nimble.map(\.message.stringValue) == [
            """
            expected to receive <save(_:for:)> at least 1 time on <FakeCatalog>, got 0 matching calls
            No calls were recorded on FakeCatalog.
            """,
        ])
        #expect(doubles.map(\.message.stringValue) == [
            """
            expected to receive <save(_:for:)> at least 1 time on <FakeCatalog>, got 0 matching calls
            No calls were recorded on FakeCatalog.
            """,
        ])
    }

    @Test func unqualifiedNames_areNimbles() {
        let catalog = FakeCatalog()

        // DoublesMatchers' gatherer, inside Nimble's, sees none of the failures.
        var doubles: [DoublesMatchers.AssertionRecord] = []
        let nimble = Nimble.gatherFailingExpectations(silently: true) {
            doubles = DoublesMatchers.gatherFailingExpectations(silently: true) {
                expect(1).to(equal(2))
                expect(catalog).to(haveReceived(.save))
            }
        }

        #expect(nimble.map(\.message.stringValue) == [
            "expected to equal <2>, got <1>",
            """
            expected to receive <save(_:for:)> at least 1 time on <FakeCatalog>, got 0 matching calls
            No calls were recorded on FakeCatalog.
            """,
        ])
        #expect(doubles.isEmpty)
    }
}
