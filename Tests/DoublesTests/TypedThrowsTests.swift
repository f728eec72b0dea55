import Testing
@testable import Doubles

enum PaymentError: Error, Equatable {
    case declined
}

struct LedgerOffline: Error {}

/// A fake of members declared `throws(PaymentError)`.
final class FakeCashier: Spryable, Sendable {
    enum Function: String, StringRepresentable {
        case charge = "charge(_:)"
        case refund = "refund(_:)"
        case cancel = "cancel(_:)"
    }

    enum StaticFunction: String, StringRepresentable {
        case open = "open()"
        case close = "close()"
    }

    func charge(_ amount: Int) throws(PaymentError) -> String {
        try spryifyThrows(arguments: amount, throwing: PaymentError.self)
    }

    func refund(_ amount: Int) async throws(PaymentError) {
        return try await spryifyThrows(arguments: amount, throwing: PaymentError.self)
    }

    // `Void` members whose statement has no `return`, in each of the four forms' shapes.
    func cancel(_ amount: Int) throws(PaymentError) {
        try spryifyThrows(arguments: amount, throwing: PaymentError.self)
    }

    static func close() async throws(PaymentError) {
        try await spryifyThrows(throwing: PaymentError.self)
    }

    static func open() throws(PaymentError) -> Bool {
        try spryifyThrows(throwing: PaymentError.self)
    }
}

@Suite(.isolatedDoubles) struct TypedThrowsTests {
    let cashier = FakeCashier()

    @Test func aStubbedValue_isReturned() throws {
        cashier.stub(.charge).andReturn("receipt")
        #expect(try cashier.charge(5) == "receipt")
        #expect(cashier.didCall(.charge, withArguments: [5]).success)
    }

    @Test func anErrorOfTheDeclaredType_isThrownAsThatType() async {
        cashier.stub(.charge).andThrow(PaymentError.declined)
        cashier.stub(.refund).andThrow(PaymentError.declined)
        FakeCashier.stub(.open).andThrow(PaymentError.declined)
        do {
            _ = try cashier.charge(5)
            Issue.record("charge did not throw")
        } catch {
            #expect(error == .declined)  // `error` is a PaymentError: no cast
        }
        await #expect(throws: PaymentError.declined) { try await cashier.refund(5) }
        #expect(throws: PaymentError.declined) { _ = try FakeCashier.open() }
    }

    @Test func voidMembers_withoutReturn_recordTheCall_andThrowTheStubbedError() async throws {
        cashier.stub(.cancel).with(2).andThrow(PaymentError.declined)
        cashier.stub(.cancel).andReturn()
        FakeCashier.stub(.close).andThrow(PaymentError.declined)

        try cashier.cancel(1)
        #expect(throws: PaymentError.declined) { try cashier.cancel(2) }
        await #expect(throws: PaymentError.declined) { try await FakeCashier.close() }
        #expect(cashier.recordedCalls.map(\.description) == ["cancel(_:) with <1>", "cancel(_:) with <2>"])
        #expect(FakeCashier.recordedCalls.map(\.description) == ["close()"])
    }

    @Test func anErrorOfAnotherType_isAFailure_andTheCallReturnsTheEmptyValue() throws {
        cashier.stub(.charge).andThrow(LedgerOffline())
        var receipt = "unchanged"
        let messages = try failures { receipt = try cashier.charge(7) }
        #expect(receipt == "")
        #expect(messages == [
            """
            FakeCashier.charge(_:) is stubbed at DoublesTests/TypedThrowsTests.swift:81:21 to throw <LedgerOffline()> of \
            type LedgerOffline, but it throws only PaymentError (called with <7>).
            Fix: stub it with `andThrow(…)` and an error of type PaymentError.
            """,
        ])
    }

    /// An `andDo` that throws another type is told to throw the member's type from the `andDo`, not to use `andThrow`.
    @Test func anAndDoThrowingAnErrorOfAnotherType_isToldToThrowTheMembersType() throws {
        let line = #line + 1
        cashier.stub(.charge).andDo { _ in throw LedgerOffline() }
        var receipt = "unchanged"
        let messages = try failures { receipt = try cashier.charge(7) }
        #expect(receipt == "")
        #expect(messages == [
            """
            FakeCashier.charge(_:) is stubbed at DoublesTests/TypedThrowsTests.swift:\(line):21 with an andDo that \
            throws <LedgerOffline()> of type LedgerOffline, but it throws only PaymentError (called with <7>).
            Fix: throw an error of type PaymentError from the andDo.
            """,
        ])
    }

    @Test func theAsyncForm_reportsAnErrorOfAnotherTypeToo() async throws {
        cashier.stub(.refund).andThrow(LedgerOffline())
        let gatherer = _ExpectationGatherer(silently: true)
        try await _FailureReporter.withGatherer(gatherer) { try await cashier.refund(3) }
        #expect(gatherer.records.filter { !$0.success }.count == 1)
    }

    @Test func aVoidMember_withNoStub_isRecorded() async throws {
        try await cashier.refund(1)
        #expect(cashier.didCall(.refund).success)
    }
}
