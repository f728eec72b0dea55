import Doubles
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

struct Money: Equatable {
    let cents: Int
}

extension Money: EmptyValueProviding {
    static var emptyValue: Money { Money(cents: 0) }
}

protocol Till {
    func total() -> Money
    func open()
}

final class FakeTill: Till, Spryable {
    enum Function: String, StringRepresentable {
        case total = "total()"
        case open = "open()"
    }

    func total() -> Money { spryify() }
    func open() { spryify() }
}

@Suite struct EmptyValueExample {
    @Test func aForgottenStub_isAFailure_andTheCallReturnsTheEmptyValue() {
        let till = FakeTill()
        withKnownIssue {
            #expect(till.total() == Money(cents: 0))
        } matching: { issue in
            issue.description.contains("FakeTill has no stub for total() -> Money")
        }
    }

    @Test func aVoidMember_needsNoStub() {
        let till = FakeTill()
        till.open()
        #expect(till.didCall(.open).success)
    }
}

/// A report's formatter: an open class, which can only be registered.
protocol ReportFormatting {
    func formatter() -> DateFormatter
}

final class FakeReportFormatting: ReportFormatting, Spryable {
    enum Function: String, StringRepresentable {
        case formatter = "formatter()"
    }

    func formatter() -> DateFormatter { spryify() }
}

struct ReportTests {
    init() {
        EmptyValues.register(DateFormatter.self) { DateFormatter() }
    }
}

extension ReportTests {
    @Test func aForgottenStub_ofARegisteredClass_isAFailure_andReturnsTheRegisteredValue() {
        let fake = FakeReportFormatting()
        withKnownIssue {
            #expect(fake.formatter().dateFormat == DateFormatter().dateFormat)
        } matching: { issue in
            issue.description.contains("FakeReportFormatting has no stub for formatter() -> DateFormatter")
        }
    }
}
