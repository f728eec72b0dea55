import DoublesMatchers
import XCTest

/// `==` and `!=` with optional elements, leading-dot values and async expectations, under XCTest.
final class EqualXCTests: XCTestCase {
    private let lookUp: (String) -> String? = { $0 == "missing" ? nil : $0 }

    func test_anArrayOfOptionals_comparesWithAnArrayOfValues() {
        expect(["a", "b"]) == [lookUp("a"), "b"]
        let records = gatherFailingExpectations(silently: true) { expect(["a"]) == [lookUp("missing")] }
        XCTAssertEqual(records.map(\.message.stringValue), ["expected to equal <[nil]>, got <[a]>"])
    }

    func test_aDictionaryOfOptionals_comparesWithADictionaryOfValues() {
        expect(["k": "a"]) == ["k": lookUp("a")]
        expect(["k": "a"]) != ["k": lookUp("missing")]
        let records = gatherFailingExpectations(silently: true) { expect(["k": "a"]) == ["k": nil] }
        XCTAssertEqual(
            records.map(\.message.stringValue), ["expected to equal <[\"k\": nil]>, got <[\"k\": Optional(\"a\")]>"]
        )
    }

    func test_aLeadingDotValue_onTheRightOfTheOperators() {
        struct Point: Equatable { let x: Int }
        expect(Point(x: 1)) == .init(x: 1)
        let records = gatherFailingExpectations(silently: true) { expect(Point(x: 1)) != .init(x: 1) }
        XCTAssertEqual(
            records.map(\.message.stringValue), ["expected to not equal <Point(x: 1)>, got <Point(x: 1)>"]
        )
    }

    func test_theOperators_onAnAsyncExpectation() async {
        let load = { () async -> String? in "loaded" }
        await expect { await load() } == "loaded"
        let records = await gatherFailingExpectations(silently: true) { await expect { await load() } != "loaded" }
        XCTAssertEqual(records.map(\.message.stringValue), ["expected to not equal <loaded>, got <loaded>"])
    }
}
