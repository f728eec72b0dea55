import DoublesMatchers
import DoublesTestSupport
import Foundation
import Testing

/// A date from local text, as messages show dates.
private func date(_ text: String) -> Date {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    return formatter.date(from: text)!
}

@Suite struct BeCloseToFoundationTests {
    @Test func beCloseTo_dates_withATimeIntervalTolerance() {
        let sent = date("2015-08-26 11:43:00")
        passes {
            expect(sent).to(beCloseTo(date("2015-08-26 11:43:05"), within: 10))
            expect(sent) ≈ sent
            expect(sent) ≈ (date("2015-08-26 11:43:05"), 10)
            expect(sent) == (date("2015-08-26 11:43:05"), 10)
            expect(sent) ≈ sent.addingTimeInterval(3) ± 5
            expect(sent as NSDate).to(beCloseTo(date("2015-08-26 11:43:05") as NSDate, within: 10))
        }
        let later = sent.addingTimeInterval(0.005)
        failsWithMessage("expected to not be close to <2015-08-26 11:43:00.0050> (within 0.006), got <2015-08-26 11:43:00.0000>") {
            expect(sent).toNot(beCloseTo(later, within: 0.006))
        }
        failsWithMessage("expected to be close to <2015-08-26 11:43:00.0050> (within 0.0001), got <2015-08-26 11:43:00.0000>") {
            expect(sent) ≈ later
        }
        failsWithMessage("expected to be close to <2015-08-26 11:43:00.0050> (within 0.004), got <2015-08-26 11:43:00.0000>") {
            expect(sent) ≈ (later, 0.004)
        }
    }

    @Test func beCloseTo_numberObjectsAndCGFloat() {
        passes {
            expect(NSNumber(value: 1.2)).to(beCloseTo(NSNumber(value: 9.3), within: 10))
            expect(CGFloat(1.2)).to(beCloseTo(1.2001))
            expect(CGFloat(1.2)).to(beCloseTo(CGFloat(1.2001)))
        }
        failsWithMessage("expected to not be close to <1.2001> (within 1.1), got <1.2>") {
            expect(NSNumber(value: 1.2)).toNot(beCloseTo(NSNumber(value: 1.2001), within: 1.1))
        }
        failsWithMessage("expected to not be close to <1.2001> (within 1.1), got <1.2>") {
            expect(CGFloat(1.2)).toNot(beCloseTo(1.2001, within: 1.1))
        }
    }

    @Test func dataReadsAsItsHashAndLength() {
        let data = Data([1, 2, 3])
        failsWithMessage("expected to equal <Data<hash=\((data as NSData).hash),length=3>>, got <Data<hash=\((Data() as NSData).hash),length=0>>") {
            expect(Data()).to(equal(data))
        }
    }
}
