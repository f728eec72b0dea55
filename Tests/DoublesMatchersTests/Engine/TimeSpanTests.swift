import DoublesMatchers
import Testing

/// Spans divided by spans, and divisions of plain numbers beside them, in a file that imports DoublesMatchers.
@Suite struct TimeSpanTests {
    @Test func aSpanDividedByASpan_isHowManyTimesItFits() {
        #expect(NimbleTimeInterval.seconds(10) / NimbleTimeInterval.seconds(3) == 10.0 / 3.0)
        #expect(TimeSpan.seconds(1) / .milliseconds(1) == 1_000)
        #expect(TimeSpan.seconds(1) / .microseconds(100) == 10_000)
        #expect(TimeSpan.milliseconds(1) / .seconds(1) == 0.001)
        #expect(TimeSpan.nanoseconds(1) / .seconds(1) == 0.000_000_001)
        #expect(TimeSpan.microseconds(1) / .nanoseconds(1) == 1_000)
    }

    @Test func aDivisionOfLiterals_staysADivisionOfNumbers() {
        let whole = 10 / 3
        #expect(type(of: whole) == Int.self)
        #expect(whole == 3)
        let third: Double = 10 / 3
        #expect(third == 10.0 / 3.0)
        let half: Double = 1 / 2
        #expect(half == 0.5)
    }
}
