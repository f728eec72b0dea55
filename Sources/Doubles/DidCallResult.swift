/// The answer of `didCall`: whether the check passed, and what the fake received.
///
/// ```swift
/// let result = fake.didCall(.giveMeAString)
/// result.success                   // was it called?
/// result.recordedCallsDescription  // what was called on the fake?
/// ```
public struct DidCallResult: CustomStringConvertible {
    /// Whether the calls recorded satisfy the check.
    public let success: Bool
    /// How many recorded calls matched the function and arguments.
    public let matchingCallCount: Int
    /// Every call recorded on the fake at the time of the check, oldest first.
    public let recordedCalls: [RecordedCall]
    /// For a failed check of a fake type, what it did not count; `nil` otherwise. One reference, so that a passing
    /// check copies and destroys no more than it did without it (callgrind, release, a passing `didCall`: 8,907
    /// instructions with the two fields in place, 8,613 before them).
    package var staticState: StaticStateNotes?
    /// For a failed check of a fake type, whether another test made `call`, so the check did not count it.
    package func isUncounted(_ call: RecordedCall) -> Bool {
        staticState?.uncountedNumbers.contains(call.sequenceNumber) ?? false
    }
    /// For a failed check of a fake type by a known test, whether `call` was made where no test was known (a detached
    /// task, a queue, a thread): every test's check counts it.
    package func isOfNoTest(_ call: RecordedCall) -> Bool {
        staticState?.ofNoTestNumbers.contains(call.sequenceNumber) ?? false
    }
    /// For a failed check of a fake type, how many of its recorded calls other tests made.
    package var callsFromOtherTests: Int { recordedCalls.count(where: isUncounted) }
    /// For a failed check of a fake type inside an isolated scope, how many calls of the checked function went to the
    /// shared static state, from work that does not inherit the scope.
    package var callsOutsideIsolation: Int { staticState?.callsOutsideIsolation ?? 0 }
    /// Failures of expected arguments that can never match, for a matcher to fail with once (DoublesMatchers', the
    /// Nimble adapter template's); `didCall` reports them itself. Not for direct use.
    public internal(set) var _cannotMatch: [String] = []
    /// For a check that matched no call, the checked function's enum, to name calls recorded under names it lacks.
    package var functionEnum: (any StringRepresentable.Type)?
    /// For a failed check of a property with no call recorded, whether it answered calls, stubbed or not: its getter
    /// answers through `stubbedValue()`, which records none (``unrecordedNote(fakeName:functionName:)``; a method's
    /// check fails with a slip instead). A flag, not the text: a passing check copies and destroys the result.
    package var answeredUnrecorded = false

    /// Why a check found no call of `functionName` though it answered calls; `nil` unless it did.
    package func unrecordedNote(fakeName: String, functionName: String) -> String? {
        guard answeredUnrecorded else { return nil }
        return """
            \(fakeName)'s \(functionName) answered calls that are not recorded: the member calls stubbedValue(), \
            which records none.
            Fix: to check its calls, call spryify() in the member rather than stubbedValue().
            """
    }

    /// Notes for a failure message when other tests made some of a fake type's calls, or when calls of the checked
    /// function went to the shared state from outside the check's isolated scope; `nil` when neither.
    package func staticStateNote(fakeName: String, functionName: String) -> String? {
        var notes = [Self.otherTestsNote(callsFromOtherTests)].compactMap { $0 }
        if callsOutsideIsolation > 0 {
            let calls = callsOutsideIsolation == 1 ? "1 call" : "\(callsOutsideIsolation) calls"
            notes.append("""
                \(calls) to \(fakeName).\(functionName) went to the shared static state, outside this check's isolated \
                scope: made before the scope opened, or from work that does not inherit it \
                (\(DoublesIsolation.notInheritedBy)).
                Fix: \(DoublesIsolation.inheritingWork)
                """)
        }
        return notes.isEmpty ? nil : notes.joined(separator: "\n")
    }

    /// The note for a static check's failure when other tests made `count` of the calls recorded; `nil` for none.
    package static func otherTestsNote(_ count: Int) -> String? {
        guard count > 0 else { return nil }
        return """
            \(count == 1 ? "1 of the calls" : "\(count) of the calls") recorded came from other tests, which a check \
            does not count: static members are shared by every test in the process.
            \(TestOrigin.isolationFix)
            """
    }

    /// What a failed check of a fake type did not count.
    package final class StaticStateNotes {
        /// The sequence numbers of the calls other tests made (static members are shared).
        let uncountedNumbers: Set<UInt64>
        /// The sequence numbers of the calls made where no test was known, which the check counted.
        let ofNoTestNumbers: Set<UInt64>
        let callsOutsideIsolation: Int

        init(uncountedNumbers: Set<UInt64>, ofNoTestNumbers: Set<UInt64>, callsOutsideIsolation: Int) {
            self.uncountedNumbers = uncountedNumbers
            self.ofNoTestNumbers = ofNoTestNumbers
            self.callsOutsideIsolation = callsOutsideIsolation
        }
    }

    init(success: Bool, matchingCallCount: Int, recordedCalls: [RecordedCall]) {
        self.success = success
        self.matchingCallCount = matchingCallCount
        self.recordedCalls = recordedCalls
    }

    /// The result as a failed `#expect(fake.didCall(…).success)` shows it: `failed, 0 matching calls, recorded:
    /// price(of:) with <"x">`.
    public var description: String {
        let calls = recordedCalls.isEmpty ? "no calls recorded" : "recorded: " + recordedCalls.map(\.description)
            .joined(separator: "; ")
        let matching = matchingCallCount == 1 ? "1 matching call" : "\(matchingCallCount) matching calls"
        let unrecorded = answeredUnrecorded ? "; the checked member answered calls that are not recorded "
            + "(stubbedValue() records none: to check them, call spryify() in the member)" : ""
        return "\(success ? "passed" : "failed"), \(matching), \(calls)\(unrecorded)"
    }

    /// Every call recorded on the fake, one per line, for example
    /// `giveMeAString(arg1:arg2:) with <false>, <"wanted">`; `no calls recorded` when there are none.
    public var recordedCallsDescription: String {
        recordedCalls.isEmpty ? "no calls recorded" : recordedCalls.map(\.description).joined(separator: "\n")
    }
}
