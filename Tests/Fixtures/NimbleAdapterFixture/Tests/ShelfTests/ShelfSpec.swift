import Doubles
import Nimble
import Shelf
import Testing

// A spec that still uses Nimble: Nimble's `expect` and `equal`, and Doubles' checks as Nimble matchers from
// DoublesNimbleAdapter.swift. Failure messages are read with Nimble's own `gatherFailingExpectations`.
@Suite(.isolatedDoubles)
struct ShelfSpec {
    @Test func label_readsTheTitle_andEveryCheckPasses() {
        let catalog = FakeCatalog()
        catalog.stub(.title).andReturn("Dune")

        expect(Shelf(catalog: catalog).label("b-1")).to(equal("Book: Dune"))
        expect(catalog).to(haveReceived(.title, with: "b-1"))
        expect(catalog).to(haveReceived(.title, with: Argument.anything, countSpecifier: .exactly(1)))
        expect(catalog).toNot(haveReceived(.save))
        expect(catalog).to(haveRecordedCalls())
        expect(catalog).to(haveNoUnusedStubs())
        expect(catalog).to(haveNoUnverifiedCalls())
    }

    @Test func rename_readsThenSaves_inThatOrder() {
        let catalog = FakeCatalog()
        catalog.stub(.title).andReturn("Dune")
        catalog.stub(.save).andReturn()

        Shelf(catalog: catalog).rename("b-1", to: "Emma")

        expect([catalog.receivedCall(.title, with: "b-1"), catalog.receivedCall(.save, with: "Emma", "b-1")])
            .to(happenInOrder())
        expect(catalog).to(haveReceived(.save, with: "Emma", "b-1"))
    }

    @Test func haveReceived_takesAValueThatIsOnlyEquatable() {
        let catalog = FakeCatalog()
        Shelf(catalog: catalog).lend("b-1", for: 14)

        expect(catalog).to(haveReceived(.lend, with: Loan(id: "b-1", days: 14)))
        let failures = gatherFailingExpectations(silently: true) {
            expect(catalog).to(haveReceived(.lend, with: Loan(id: "b-1", days: 7)))
        }

        #expect(failures.map(\.message.stringValue) == [
            """
            expected to receive <lend(_:)> with <Loan(id: "b-1", days: 7)> at least 1 time on <FakeCatalog>, got 0 \
            matching calls
            Calls on FakeCatalog, in order:
              lend(_:) with <Loan(id: "b-1", days: 14)>
            """,
        ])
    }

    @Test func anExpectationThatCanNeverMatch_failsOnce_throughNimble_inToAndToNot() {
        let catalog = FakeCatalog()
        catalog.stub(.title).andReturn("Dune")
        _ = catalog.title(of: "b-1")

        let failures = gatherFailingExpectations(silently: true) {
            expect(catalog).toNot(haveReceived(.title, with: 7))
            expect(catalog).to(haveReceived(.title, with: "b-1", "b-2"))
        }

        #expect(failures.map(\.message.stringValue) == [
            """
            expected to not receive <title(of:)> on <FakeCatalog>, in a check that can never match
            haveReceived(.title) on FakeCatalog can never match: argument 1 of title(of:) is String in every call, and \
            the expected <7> is Int, which never equals it.
            Fix: expect a value of type String, or check it with `.pass { (argument: String) in … }`.
            Calls on FakeCatalog, in order:
              title(of:) with <"b-1">
            """,
            """
            expected to receive <title(of:)> on <FakeCatalog>, in a check that can never match
            haveReceived(.title) on FakeCatalog gives 2 arguments (<"b-1">, <"b-2">), but title(of:) takes 1.
            Fix: give one argument per parameter, using Argument.anything for those that do not matter; a variadic \
            parameter is one argument, an array.
            Calls on FakeCatalog, in order:
              title(of:) with <"b-1">
            """,
        ])
        // `require` stops the test at such an expectation, as at any failure.
        let required = gatherFailingExpectations(silently: true) {
            #expect(throws: (any Error).self) { try require(catalog).toNot(haveReceived(.title, with: 7)) }
        }
        #expect(required.count == 1)
        let order = gatherFailingExpectations(silently: true) {
            expect([catalog.receivedCall(.title, with: 7)]).toNot(happenInOrder())
        }
        #expect(order.map(\.message.stringValue) == [
            """
            expected to not happen in order, in a check that can never match
            Timeline of the calls involved:
              1. FakeCatalog.title(of:) with <"b-1">
            FakeCatalog.title(of:) with <7> was never received.
            receivedCall(.title) on FakeCatalog can never match: argument 1 of title(of:) is String in every call, and \
            the expected <7> is Int, which never equals it.
            Fix: expect a value of type String, or check it with `.pass { (argument: String) in … }`.
            """,
        ])
    }

    @Test func anExpectationThatCanNeverMatch_underPolling_failsOnce() async {
        let catalog = FakeCatalog()
        catalog.stub(.title).andReturn("Dune")
        _ = catalog.title(of: "b-1")

        let failures = await gatherFailingExpectations(silently: true) {
            await expect(catalog).toEventually(haveReceived(.title, with: 7), timeout: .milliseconds(100))
        }

        #expect(failures.count == 1)
        #expect(failures.first?.message.stringValue.hasPrefix(
            "expected to eventually receive <title(of:)> on <FakeCatalog>, in a check that can never match\n"
                + "haveReceived(.title) on FakeCatalog can never match"
        ) == true)
    }

    @Test func anExpectationThatCanNeverMatch_insideNimblesComposites_failsSayingWhy() {
        let catalog = FakeCatalog()
        catalog.stub(.title).andReturn("Dune")
        _ = catalog.title(of: "b-1")

        let failures = gatherFailingExpectations(silently: true) {
            expect(catalog).to(Nimble.not(haveReceived(.title, with: 7)))
            expect(catalog).to(satisfyAnyOf(haveReceived(.title, with: 7), haveReceived(.title, with: "b-2")))
            expect([catalog]).to(allPass(haveReceived(.title, with: 7)))
            expect([catalog.receivedCall(.title, with: 7)]).to(Nimble.not(happenInOrder()))
        }

        #expect(failures.count == 4)
        for failure in failures {
            #expect(failure.message.stringValue.contains("in a check that can never match"), "\(failure.message)")
        }
    }

    @Test func archive_recordsInTheStaticLedger() {
        FakeLedger.stub(.record).andReturn()

        Shelf(catalog: FakeCatalog()).archive("b-1", in: FakeLedger.self)

        expect(FakeLedger.self).to(haveReceived(.record, with: "archived b-1"))
        expect(FakeLedger.self).to(haveRecordedCalls())
        expect(FakeLedger.self).to(haveNoUnverifiedCalls())
        expect(FakeLedger.self).to(haveNoUnusedStubs())
    }

    @Test func haveReceived_failures_sayWhatWasExpected_andListTheCalls() {
        let catalog = FakeCatalog()
        catalog.stub(.title).andReturn("Dune")
        _ = Shelf(catalog: catalog).label("b-1")

        let failures = gatherFailingExpectations(silently: true) {
            expect(catalog).to(haveReceived(.title, with: "b-2"))
            expect(catalog).toNot(haveReceived(.title))
            expect(FakeCatalog()).to(haveReceived(.save, countSpecifier: .exactly(2)))
        }

        #expect(failures.map(\.message.stringValue) == [
            """
            expected to receive <title(of:)> with <"b-2"> at least 1 time on <FakeCatalog>, got 0 matching calls
            Calls on FakeCatalog, in order:
              title(of:) with <"b-1">
            """,
            """
            expected to not receive <title(of:)> at least 1 time on <FakeCatalog>, got 1 matching call
            Calls on FakeCatalog, in order:
              title(of:) with <"b-1">
            """,
            """
            expected to receive <save(_:for:)> exactly 2 times on <FakeCatalog>, got 0 matching calls
            No calls were recorded on FakeCatalog.
            """,
        ])
    }

    @Test func staticChecks_failures_nameTheFakeType() {
        let failures = gatherFailingExpectations(silently: true) {
            expect(FakeLedger.self).to(haveReceived(.record))
            expect(FakeLedger.self).to(haveRecordedCalls())
        }

        #expect(failures.map(\.message.stringValue) == [
            """
            expected to receive <record(_:)> at least 1 time on <FakeLedger>, got 0 matching calls
            No calls were recorded on FakeLedger.
            """,
            "expected to have recorded calls on <FakeLedger>, got no calls",
        ])
    }

    @Test func orderAndStrictChecks_failures_listWhatWentWrong() {
        let catalog = FakeCatalog()
        let line = #line + 1
        catalog.stub(.save).andReturn()
        catalog.stub(.title).andReturn("Dune")
        _ = catalog.title(of: "b-1")
        _ = catalog.title(of: "b-2")
        expect(catalog).to(haveReceived(.title, with: "b-1"))

        let failures = gatherFailingExpectations(silently: true) {
            expect([catalog.receivedCall(.save), catalog.receivedCall(.title)]).to(happenInOrder())
            expect(catalog).to(haveNoUnverifiedCalls())
            expect(catalog).to(haveNoUnusedStubs())
            expect(catalog).toNot(haveRecordedCalls())
        }

        #expect(failures.map(\.message.stringValue) == [
            """
            expected to happen in order: FakeCatalog.save(_:for:), then FakeCatalog.title(of:), got no call matching \
            FakeCatalog.save(_:for:)
            Timeline of the calls involved:
              1. FakeCatalog.title(of:) with <"b-1">
              2. FakeCatalog.title(of:) with <"b-2">
            FakeCatalog.save(_:for:) was never received.
            """,
            """
            expected to have no unverified calls on <FakeCatalog>, got 1 unverified call
            Calls no check covered:
              title(of:) with <"b-2">
            """,
            """
            expected to have no unused stubs on <FakeCatalog>, got 1 unused stub
            Stubs no call used:
              save(_:for:) -> andReturn(()) (stubbed at ShelfTests/ShelfSpec.swift:\(line):21)
            """,
            """
            expected to not have recorded calls on <FakeCatalog>, got 2 calls
            Calls, in order:
              title(of:) with <"b-1">
              title(of:) with <"b-2">
            """,
        ])
    }

    @Test func aNilFake_failsEveryCheck() {
        let none: FakeCatalog? = nil

        let failures = gatherFailingExpectations(silently: true) {
            expect(none).to(haveReceived(.title))
            expect(none).to(haveRecordedCalls())
            expect(none).toNot(haveNoUnverifiedCalls())
            expect(none).toNot(haveNoUnusedStubs())
        }

        #expect(failures.map(\.message.stringValue) == [
            "expected to receive <title(of:)>, got <nil> (use beNil() to match nils)",
            "expected to have recorded calls, got <nil> (use beNil() to match nils)",
            "expected to not have no unverified calls, got <nil> (use beNil() to match nils)",
            "expected to not have no unused stubs, got <nil> (use beNil() to match nils)",
        ])
    }
}
