import Doubles
import DoublesMatchers
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

protocol Payments {
    func charge(_ amount: Int, note: String?) -> Bool
}

final class FakePayments: Payments, Spryable {
    enum Function: String, StringRepresentable {
        case charge = "charge(_:note:)"
    }

    func charge(_ amount: Int, note: String?) -> Bool {
        spryify(arguments: amount, note)
    }
}

@Test func leadingDotOptions() {
    let payments = FakePayments()
    payments.stub(.charge).with(.anything, .nil).andReturn(false)
    payments.stub(.charge).with(.pass { (amount: Int) in amount > 100 }, .nonNil).andReturn(true)

    #expect(payments.charge(250, note: "deposit"))
    #expect(!payments.charge(250, note: nil))
    expect(payments).to(haveReceived(.charge, with: 250, .nonNil))
}
