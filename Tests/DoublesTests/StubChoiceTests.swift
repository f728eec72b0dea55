import Testing
@testable import Doubles

/// The one rule that chooses the stub answering a call (`StubCandidates.choose`), on lists of stubs as a fake's
/// state holds them, oldest first.
@Suite struct StubChoiceTests {
    static let name = "giveMeAString(arg1:arg2:)"

    @Test func theNewestMatchingStubWithArguments_answers_beforeAnyWithout() {
        let stubs = [stub(nil, "any"), stub([true, "x"], "old"), stub([true, "x"], "new"), stub([false, "x"], "other")]
        #expect(choose(stubs, [true, "x"]) == "new")
        #expect(choose(stubs, [false, "x"]) == "other")
        #expect(choose(stubs, [false, "y"]) == "any")
    }

    /// A fake's state holds one stub without arguments per name, but the rule stands on its own: the newest.
    @Test func theNewestStubWithoutArguments_answers() {
        #expect(choose([stub(nil, "old"), stub(nil, "new")], [true, "y"]) == "new")
        #expect(choose([stub([true, "x"], "with")], [true, "y"]) == nil)
    }

    private func choose(_ stubs: [StubEntry], _ arguments: [Any?]) -> String? {
        let chosen = StubCandidates.compare(stubs, Self.name).choose(for: arguments, fakeName: "FakeChoice")
        return chosen.map { $0.sequence.held(at: 0)?.value as? String } ?? nil
    }

    private func stub(_ arguments: [SpryEquatable?]?, _ value: String) -> StubEntry {
        StubEntry(
            function: FakeStringService.Function(rawValue: Self.name)!, arguments: arguments, action: .values,
            values: [value], location: CodeLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        )
    }
}
