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

/// Expected strings, integers, booleans and doubles are compared with arguments that cast to their type as typed
/// values, under the shard's lock; every other argument goes through `_isEqual(to:)`. Both routes must give the
/// same answers.
@Suite(.tags(.storage)) struct PlainValueMatchingTests {
    @Test func onlyExactlyThePlainTypes_areComparedInPlace() {
        #expect(ExpectedArguments(["text", 1, true, 2.5]).runsNoUserCode)
        #expect(
            !ExpectedArguments([Int64(1)]).runsNoUserCode, "only exactly String, Int, Bool and Double are read in place"
        )
        #expect(!ExpectedArguments(["text", nil]).runsNoUserCode, "an expected nil goes through the general rule")
    }

    /// The in-place comparison and the general rule give the same answer wherever the first decides, on a
    /// catalogue of expected values and arguments of the plain types and their neighbours.
    @Test func inPlaceAndGeneralRule_decideAlike() {
        let expected: [SpryEquatable?] = ["a", "", 1, 0, -1, true, false, 2.5, -0.0, nil, Int64(1), Substring("a")]
        let actual: [Any?] = [
            "a", "b", "", 1, 2, 0, true, false, 2.5, 0.0, -0.0, Double.nan, nil, Int64(1), Substring("a"), Float(2.5),
            Optional(Optional("a")) as Any,
        ]
        var decided = 0
        for lhs in expected {
            for rhs in actual {
                let arguments = ExpectedArguments([lhs])
                let inPlace = [rhs].withUnsafeBufferPointer { arguments.matchInPlace($0) }
                let general = expectation(lhs)._isEqual(to: rhs)
                if let inPlace {
                    decided += 1
                    #expect(inPlace == general, "\(String(describing: lhs)) against \(String(describing: rhs))")
                }
                #expect([rhs].withUnsafeBufferPointer { arguments.match($0) } == general)
            }
        }
        #expect(decided == 29, "only the arguments that cast to the expected plain type, a nested optional included")
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
        // Calls of several types show a parameter of a protocol type (`Any?`), which a `Bool` may fill: a plain no.
        var passed: Bool?
        let messages = failures { passed = recorder.didCall(.record, withArguments: [true]).success }
        #expect(passed == false)
        #expect(messages == [])
        let typed = FakeRecorder()
        typed.record(Int16(1))
        #expect(failures { _ = typed.didCall(.record, withArguments: [70_000]) }.count == 1, "one type: judged")
        typed.record("x")
        #expect(failures { _ = typed.didCall(.record, withArguments: [70_000]) } == [], "several types: not judged")
    }

    @Test func longStringsAreComparedByValue() {
        let recorder = FakeRecorder()
        let long = String(repeating: "long text that is stored out of line ", count: 4)
        recorder.record(long)
        #expect(recorder.didCall(.record, withArguments: [String(long)]).success)
        #expect(!recorder.didCall(.record, withArguments: [long + "!"]).success)
    }
}
