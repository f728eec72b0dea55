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
