import Doubles
import DoublesMatchers
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

enum PaymentError: Error, Equatable {
    case declined
    case limitExceeded(Int)
}

protocol PaymentGateway: Sendable {
    func charge(_ amount: Int) throws(PaymentError) -> String
    func refund(_ receipt: String) async throws(PaymentError)
}

final class FakePaymentGateway: PaymentGateway, Spryable {
    enum Function: String, StringRepresentable {
        case charge = "charge(_:)"
        case refund = "refund(_:)"
    }

    func charge(_ amount: Int) throws(PaymentError) -> String {
        try spryifyThrows(arguments: amount, throwing: PaymentError.self)
    }

    func refund(_ receipt: String) async throws(PaymentError) {
        try await spryifyThrows(arguments: receipt, throwing: PaymentError.self)
    }
}

@Test func typedThrows() async throws {
    let gateway = FakePaymentGateway()
    gateway.stub(.charge).with(500).andThrow(PaymentError.limitExceeded(100))
    gateway.stub(.charge).andReturn("r-1")
    gateway.stub(.refund).andThrow(PaymentError.declined)

    do {
        _ = try gateway.charge(500)
        Issue.record("charge(500) should throw")
    } catch {
        #expect(error == .limitExceeded(100))  // `error` is a PaymentError: no cast
    }
    #expect(try gateway.charge(20) == "r-1")
    await #expect(throws: PaymentError.declined) { try await gateway.refund("r-1") }
    expect(gateway).to(haveReceived(.charge, countSpecifier: .exactly(2)))
}
