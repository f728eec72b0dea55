import Foundation
import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite struct ThrowErrorTests {
    @Test func throwError_anyError() {
        passes {
            expect { try parse("") }.to(throwError())
            expect { try parse("1") }.toNot(throwError())
        }
        failsWithMessage("expected to throw any error, got no error") { expect { try parse("1") }.to(throwError()) }
        failsWithMessage("expected to not throw any error, got <empty>") { expect { try parse("") }.toNot(throwError()) }
    }

    @Test func throwError_aGivenError() {
        passes {
            expect { try parse("") }.to(throwError(ParseError.empty))
            expect { try parse("x") }.toNot(throwError(ParseError.empty))
        }
        failsWithMessage("expected to throw error <empty>, got <invalid(\"x\")>") {
            expect { try parse("x") }.to(throwError(ParseError.empty))
        }
        failsWithMessage("expected to throw error <empty>, got no error") {
            expect { try parse("1") }.to(throwError(ParseError.empty))
        }
    }

    @Test func throwError_anErrorType() {
        passes {
            expect { try parse("x") }.to(throwError(errorType: ParseError.self))
            expect { try parse("x") }.toNot(throwError(errorType: OtherError.self))
        }
        failsWithMessage("expected to throw error from type <OtherError>, got <invalid(\"x\")>") {
            expect { try parse("x") }.to(throwError(errorType: OtherError.self))
        }
    }

    @Test func throwError_withAClosure_failsWhenTheClosuresExpectationsFail() {
        passes {
            expect { try parse("x") }.to(throwError { error in
                expect(error as? ParseError).to(equal(.invalid("x")))
            })
        }
        failsWithMessages([
            "expected to equal <empty>, got <invalid(\"x\")>",
            "expected to throw error that satisfies block, got <invalid(\"x\")>",
        ]) {
            expect { try parse("x") }.to(throwError { error in
                expect(error as? ParseError).to(equal(.empty))
            })
        }
        failsWithMessages([
            "expected to equal <1>, got <0>",
            "expected to throw error <invalid(\"x\")> that satisfies block, got <invalid(\"x\")>",
        ]) {
            expect { try parse("x") }.to(throwError(ParseError.invalid("x")) { _ in expect(0).to(equal(1)) })
        }
    }

    @Test func throwError_withAClosure_namesTheBlockWhenNothingIsThrown() {
        failsWithMessage("expected to throw error that satisfies block, got no error") {
            expect { try parse("1") }.to(throwError { _ in })
        }
    }

    @Test func matchError_behaviour() {
        let error: Error = ParseError.empty
        passes {
            expect(error).to(matchError(ParseError.empty))
            expect(error).to(matchError(ParseError.self))
            expect(error).toNot(matchError(OtherError.self))
        }
        failsWithMessage("expected to match error <invalid(\"a\")>, got <empty>") {
            expect(error).to(matchError(ParseError.invalid("a")))
        }
        failsWithMessage("expected to match error from type <OtherError>, got <empty>") {
            expect(error).to(matchError(OtherError.self))
        }
    }
}

extension ThrowErrorTests {
    @Test func throwError_andMatchError_withAnErrorThatIsNotEquatable_compareTheCaseAndItsValues() {
        let timedOut: Error = TransportError.timedOut(after: 1)
        passes {
            expect { try send(.timedOut(after: 1)) }.to(throwError(TransportError.timedOut(after: 1)))
            expect { try send(.timedOut(after: 1)) }.toNot(throwError(TransportError.timedOut(after: 5)))
            expect { try send(.refused) }.toNot(throwError(TransportError.timedOut(after: 5)))
            expect(timedOut).to(matchError(TransportError.timedOut(after: 1)))
            expect(timedOut).toNot(matchError(TransportError.timedOut(after: 30)))
            expect(timedOut).toNot(matchError(TransportError.refused))
        }
        failsWithMessage("""
            expected to throw error <timedOut(after: 5)>, got <timedOut(after: 1)>
            TransportError is not Equatable, so errors of one case are compared field by field, associated values \
            included (Equatable values by ==, instances of classes by identity): expected \
            <DoublesMatchersTests.TransportError.timedOut(after: 5)>, got \
            <DoublesMatchersTests.TransportError.timedOut(after: 1)>
            """) {
            expect { try send(.timedOut(after: 1)) }.to(throwError(TransportError.timedOut(after: 5)))
        }
        failsWithMessage("""
            expected to match error <timedOut(after: 30)>, got <timedOut(after: 1)>
            TransportError is not Equatable, so errors of one case are compared field by field, associated values \
            included (Equatable values by ==, instances of classes by identity): expected \
            <DoublesMatchersTests.TransportError.timedOut(after: 30)>, got \
            <DoublesMatchersTests.TransportError.timedOut(after: 1)>
            """) {
            expect(timedOut).to(matchError(TransportError.timedOut(after: 30)))
        }
        failsWithMessage("expected to throw error <refused>, got <timedOut(after: 1)>") {
            expect { try send(.timedOut(after: 1)) }.to(throwError(TransportError.refused))
        }
        failsWithMessage("expected to throw error <refused>, got no error") {
            expect { try send(nil) }.to(throwError(TransportError.refused))
        }
        failsWithMessage("expected to match error <refused>, got <timedOut(after: 1)>") {
            expect(timedOut).to(matchError(TransportError.refused))
        }
        failsWithMessages([
            "expected to equal <2>, got <1>",
            "expected to throw error <timedOut(after: 1)> that satisfies block, got <timedOut(after: 1)>",
        ]) {
            expect { try send(.timedOut(after: 1)) }.to(throwError(TransportError.timedOut(after: 1)) { error in
                guard case TransportError.timedOut(let seconds)? = error as? TransportError else { return }
                expect(seconds).to(equal(2))
            })
        }
    }

    @Test func throwError_withATypedClosure_checksErrorsOfThatType() {
        passes {
            expect { try parse("x") }.to(throwError { (error: ParseError) in expect(error).to(equal(.invalid("x"))) })
            expect { try parse("x") }.toNot(throwError { (_: TransportError) in })
        }
        failsWithMessage("expected to throw error from type <TransportError> that satisfies block, got <invalid(\"x\")>") {
            expect { try parse("x") }.to(throwError { (_: TransportError) in })
        }
        failsWithMessage("expected to throw error from type <ParseError> that satisfies block, got no error") {
            expect { try parse("1") }.to(throwError { (_: ParseError) in })
        }
        failsWithMessages([
            "expected to equal <empty>, got <invalid(\"x\")>",
            "expected to throw error from type <ParseError> that satisfies block, got <invalid(\"x\")>",
        ]) {
            expect { try parse("x") }.to(throwError { (error: ParseError) in expect(error).to(equal(.empty)) })
        }
    }

    /// An `NSError` made from a Swift error keeps only the domain and code: where the expected error has stored
    /// values, they cannot be compared, so the check fails and says why; a case with none is alike.
    @Test func anErrorBridgedToNSError_isAlikeOnlyWhereNothingElseIsToCompare() {
        let records = gatherFailingExpectations(silently: true) {
            expect { throw TransportError.timedOut(after: 5) as NSError }
                .to(throwError(TransportError.timedOut(after: 9)))
        }
        #expect(records.count == 1)
        #expect(records.first?.message.stringValue.contains("""
            The thrown error is an NSError made from a TransportError, which keeps only its domain and code, so the \
            stored values of <DoublesMatchersTests.TransportError.timedOut(after: 9)> cannot be compared with it.
            """) == true, "\(records.map(\.message.stringValue))")
        // It cannot pass under `toNot` either: the values it cannot compare may be the same.
        let negated = gatherFailingExpectations(silently: true) {
            expect { throw TransportError.timedOut(after: 5) as NSError }
                .toNot(throwError(TransportError.timedOut(after: 5)))
        }
        #expect(negated.count == 1)
        passes { expect { throw TransportError.refused as NSError }.to(throwError(TransportError.refused)) }
    }

    /// Field by field, a dictionary is compared by key, whatever order its storage holds them in, and a NaN is alike
    /// the same NaN.
    @Test func fieldsThatAreDictionariesOrNaN_compareAsTheSameValueThrown() {
        var grown: [String: Any] = [:]
        for key in (0..<40).map(String.init) { grown[key] = key }
        var shrunk: [String: Any] = [:]
        for key in (0..<40).map(String.init).reversed() { shrunk[key] = key }
        shrunk.reserveCapacity(200)
        passes {
            expect { throw InfoError(info: grown, rate: .nan) }.to(throwError(InfoError(info: shrunk, rate: .nan)))
        }
        let differing = gatherFailingExpectations(silently: true) {
            expect { throw InfoError(info: ["a": 2], rate: 1) }.to(throwError(InfoError(info: ["a": 1], rate: 1)))
        }
        #expect(differing.count == 1)
    }
}

/// An error that is not `Equatable`.
enum TransportError: Error {
    case timedOut(after: Int)
    case refused
}

private func send(_ failure: TransportError?) throws {
    if let failure { throw failure }
}

enum ParseError: Error, Equatable {
    case empty
    case invalid(String)
}
struct OtherError: Error {}

private func parse(_ text: String) throws -> Int {
    if text.isEmpty { throw ParseError.empty }
    guard let value = Int(text) else { throw ParseError.invalid(text) }
    return value
}

/// Errors that are not `Equatable` and print alike, which a comparison of descriptions took for equal.
private final class Connection: Sendable {}
private struct QuotaError: Error, CustomStringConvertible {
    let remaining: Int
    var description: String { "quota exceeded" }
}
private struct SocketError: Error {
    let connection: Connection
}
private enum SessionError: Error {
    case dropped(Connection)
}
private final class APIError: Error, @unchecked Sendable {
    let code: Int
    init(code: Int) { self.code = code }
}
private enum UploadError: Error, Equatable { case timedOut }
private enum DownloadError: Error, Equatable { case timedOut }

extension ThrowErrorTests {
    @Test func anErrorThatIsNotEquatable_comparesItsFields_notItsDescription() {
        let connection = Connection()
        passes {
            expect { throw QuotaError(remaining: 1) }.to(throwError(QuotaError(remaining: 1)))
            expect { throw QuotaError(remaining: 2) }.toNot(throwError(QuotaError(remaining: 1)))
            expect { throw SocketError(connection: connection) }.to(throwError(SocketError(connection: connection)))
            expect { throw SocketError(connection: Connection()) }.toNot(throwError(SocketError(connection: connection)))
            expect { throw SessionError.dropped(connection) }.to(throwError(SessionError.dropped(connection)))
            expect { throw SessionError.dropped(Connection()) }.toNot(throwError(SessionError.dropped(connection)))
            expect(QuotaError(remaining: 2) as Error).toNot(matchError(QuotaError(remaining: 1)))
            expect(Result<Int, QuotaError>.failure(QuotaError(remaining: 2)))
                .toNot(beFailure(matchError(QuotaError(remaining: 1))))
            // An error that is a class compares by its fields, as a struct does.
            expect { throw APIError(code: 1) }.to(throwError(APIError(code: 1)))
            expect { throw APIError(code: 2) }.toNot(throwError(APIError(code: 1)))
        }
    }

    @Test func errorsThatPrintAlike_ofOtherTypes_showTheirTypes() {
        failsWithMessage("expected to throw error <timedOut> (DownloadError), got <timedOut> (UploadError)") {
            expect { throw UploadError.timedOut }.to(throwError(DownloadError.timedOut))
        }
        failsWithMessage("expected to match error <timedOut> (DownloadError), got <timedOut> (UploadError)") {
            expect(UploadError.timedOut as Error).to(matchError(DownloadError.timedOut))
        }
    }
}

private struct InfoError: Error, @unchecked Sendable {
    let info: [String: Any]
    let rate: Double
}
