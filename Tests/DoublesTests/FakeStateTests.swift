import Testing
@testable import Doubles

/// A fake's state on its own: what it records and what a check marks.
@Suite(.tags(.storage)) struct FakeStateTests {
    /// A check marks calls by their numbers after it read them; calls reset in between are gone, and a number no
    /// longer recorded marks nothing, not the call recorded after it.
    @Test func markVerified_marksOnlyTheCallsWithThoseNumbers() {
        let state = FakeState(owner: nil)
        state.calls = [5, 7, 9].map { RecordedCall(functionName: "f()", arguments: [], sequenceNumber: $0) }
        state.markVerified([4, 6])
        #expect((0..<3).filter(state.verified.contains) == [])
        state.markVerified([7, 8, 10])
        #expect((0..<3).filter(state.verified.contains) == [1])
        state.markVerified([5, 9])
        #expect((0..<3).filter(state.verified.contains) == [0, 1, 2])
    }
}

/// Which stubs the inline path may answer from (`FakeState.plainStubs`): a name's newest stub that returns
/// values, when no stub of the name has `with(...)` arguments, or when all that have them expect plain values.
/// A stub with an action, or a name with an argument rule, gets no entry, so its calls take the general path.
/// Both places that work the entry out are checked: adding a stub, and the general path's walk over the stubs.
@Suite(.tags(.storage)) struct PlainStubEntryTests {
    static let name = "giveMeAString(arg1:arg2:)"

    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let makeStub: @Sendable () -> StubEntry
        let hasEntry: Bool
    }

    static let cases: [Case] = [
        Case(testDescription: "andReturn", makeStub: { stub(nil, .values) }, hasEntry: true),
        Case(testDescription: "andDo", makeStub: { stub(nil, .closure { _ in "done" }) }, hasEntry: false),
        Case(testDescription: "andThrow", makeStub: { stub(nil, .error(EntryError())) }, hasEntry: false),
        Case(testDescription: "plain arguments", makeStub: { stub([true, "x"], .values) }, hasEntry: true),
        Case(testDescription: "an argument rule", makeStub: { stub([Argument.anything, "x"], .values) }, hasEntry: false),
        Case(testDescription: "plain arguments, andDo", makeStub: { stub([true, "x"], .closure { _ in "done" }) },
             hasEntry: true),
    ]

    @Test(arguments: cases)
    func addingAStub_makesAnEntryOnlyForWhatTheInlinePathAnswers(_ testCase: Case) {
        let state = FakeState(owner: nil)
        guard case .added = state.add(testCase.makeStub()) else {
            Issue.record("the stub was not added")
            return
        }
        #expect(hasEntry(state) == testCase.hasEntry)
    }

    @Test(arguments: cases)
    func theGeneralPathsWalk_makesTheSameEntry(_ testCase: Case) {
        let state = FakeState(owner: nil)
        _ = state.add(testCase.makeStub())
        state.plainStubs = PlainStubs()
        _ = state.candidates(for: Self.name)
        #expect(hasEntry(state) == testCase.hasEntry)
    }

    private func hasEntry(_ state: FakeState) -> Bool {
        let entries = state.plainStubs
        return [entries.first, entries.second, entries.third, entries.fourth].contains { $0.isFor(Self.name) }
    }

    private static func stub(_ arguments: [SpryEquatable?]?, _ action: StubEntry.Action) -> StubEntry {
        StubEntry(
            function: FakeStringService.Function(rawValue: name)!, arguments: arguments, action: action,
            values: ["value"], location: CodeLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        )
    }
}

private struct EntryError: Error {}
