import DoublesMatchersEquality
import XCTest

/// The module's forms under XCTest: arrays of tuples, labelled tuples, and arrays of optionals.
final class EqualityXCTests: XCTestCase {
    func test_arraysOfTuples_andLabelledTuples() {
        let entries: [(Int, String)] = [(1, "opening"), (2, "deposit")]
        expect(entries).to(equal([(1, name: "opening"), (2, name: "deposit")]))
        expect((1, name: "a")) == (1, name: "a")
        let records = gatherFailingExpectations(silently: true) { expect(entries) == [(1, "opening")] }
        XCTAssertEqual(
            records.map(\.message.stringValue),
            ["expected to equal <[(1, \"opening\")]>, got <[(1, \"opening\"), (2, \"deposit\")]>"]
        )
    }

    func test_anArrayOfOptionals() {
        let lookUp: (String) -> String? = { $0 == "missing" ? nil : $0 }
        expect(["a", "b"]).to(equal([lookUp("a"), "b"]))
        let records = gatherFailingExpectations(silently: true) { expect(["a"]).to(equal([lookUp("missing")])) }
        XCTAssertEqual(records.map(\.message.stringValue), ["expected to equal <[nil]>, got <[a]>"])
    }
}
