@testable import Doubles
import Testing
import DoublesTestSupport

/// A recorder whose argument may be of any type, so that checks meet every kind of `Any?`.
private final class FakeRecorder: Spyable {
    enum Function: String, StringRepresentable {
        case record = "record(_:)"
    }

    func record(_ value: Any?) { recordCall(arguments: value) }
}

/// Expected strings, integers, booleans and doubles are compared with arguments of exactly their type in
/// place; every other argument goes through `_isEqual(to:)`. Both routes must give the same answers.
@Suite(.tags(.storage)) struct PlainValueMatchingTests {
    @Test func theLayoutItReadsHolds() {
        #expect(plainValueLayoutHolds)
        #expect(ExpectedArguments(["text", 1, true, 2.5]).runsNoUserCode)
        #expect(
            !ExpectedArguments([Int64(1)]).runsNoUserCode, "only exactly String, Int, Bool and Double are read in place"
        )
        #expect(!ExpectedArguments(["text", nil]).runsNoUserCode, "an expected nil goes through the general rule")
    }

    @Test func argumentsOfExactlyTheExpectedType() {
        let recorder = FakeRecorder()
        recorder.record("alpha")
        recorder.record(42)
        recorder.record(true)
        recorder.record(2.5)
        #expect(recorder.didCall(.record, withArguments: ["alpha"]).success)
        #expect(!recorder.didCall(.record, withArguments: ["beta"]).success)
        #expect(recorder.didCall(.record, withArguments: [42]).success)
        #expect(!recorder.didCall(.record, withArguments: [43]).success)
        #expect(recorder.didCall(.record, withArguments: [true]).success)
        #expect(!recorder.didCall(.record, withArguments: [false]).success)
        #expect(recorder.didCall(.record, withArguments: [2.5]).success)
        #expect(!recorder.didCall(.record, withArguments: [3.5]).success)
    }

    @Test func argumentsOfOtherTypesFollowTheGeneralRule() {
        let recorder = FakeRecorder()
        recorder.record(Substring("alpha"))
        recorder.record(Int64(42))
        recorder.record(Float(2.5))
        let nested: String?? = "nested"
        recorder.record(nested as Any)
        recorder.record(nil)
        #expect(recorder.didCall(.record, withArguments: ["alpha"]).success)
        #expect(recorder.didCall(.record, withArguments: [42]).success)
        #expect(recorder.didCall(.record, withArguments: [2.5]).success)
        #expect(recorder.didCall(.record, withArguments: ["nested"]).success)
        #expect(recorder.didCall(.record, withArguments: [nil]).success)
        #expect(recorder.didCall(.record, withArguments: [Argument.anything], countSpecifier: .exactly(5)).success)
        let messages = failures { #expect(!recorder.didCall(.record, withArguments: [true]).success) }
        #expect(messages == ["""
            didCall(.record) on FakeRecorder can never match: argument 1 of record(_:) is Substring, Int64, Float, \
            String in the calls, and the expected <true> is Bool, which never equals it.
            Fix: expect a Substring, or check it with `.pass { (argument: Substring) in … }`.
            """])
    }

    @Test func longStringsAreComparedByValue() {
        let recorder = FakeRecorder()
        let long = String(repeating: "long text that is stored out of line ", count: 4)
        recorder.record(long)
        #expect(recorder.didCall(.record, withArguments: [String(long)]).success)
        #expect(!recorder.didCall(.record, withArguments: [long + "!"]).success)
    }
}
