import DoublesMatchers
import XCTest

/// Spans divided by spans beside `XCTAssertEqual` on divisions of literals, which must stay divisions of numbers.
final class TimeSpanDivisionXCTests: XCTestCase {
    func testASpanDividedByASpan_beside_aDivisionOfLiterals() {
        let ratio = NimbleTimeInterval.seconds(10) / NimbleTimeInterval.seconds(3)
        XCTAssertEqual(ratio, 10 / 3)
        XCTAssertEqual(NimbleTimeInterval.seconds(1) / NimbleTimeInterval.milliseconds(1), 1000.0)
        XCTAssertEqual(NimbleTimeInterval.nanoseconds(1) / NimbleTimeInterval.microseconds(1), 0.001)
    }
}
