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
    /// For a failed check of a fake type, how many of its recorded calls other tests made (static members are shared).
    package var callsFromOtherTests = 0
    /// Failures of expected arguments that can never match, for a matcher to fail with once (DoublesMatchers', the
    /// Nimble adapter template's); `didCall` reports them itself. Not for direct use.
    public internal(set) var _cannotMatch: [String] = []
    /// For a check that matched no call, the checked function's enum, to name calls recorded under names it lacks.
    package var functionEnum: (any StringRepresentable.Type)?

    /// A note for a failure message when other tests made some of a fake type's calls; `nil` otherwise.
    package var otherTestsNote: String? {
        guard callsFromOtherTests > 0 else { return nil }
        let calls = callsFromOtherTests == 1 ? "1 of the calls recorded" : "\(callsFromOtherTests) of the calls recorded"
        return """
            \(calls) came from other tests, which a check does not count: static members are shared by every test in \
            the process.
            \(TestOrigin.isolationFix)
            """
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
        return "\(success ? "passed" : "failed"), \(matching), \(calls)"
    }

    /// Every call recorded on the fake, one per line, for example
    /// `giveMeAString(arg1:arg2:) with <false>, <"wanted">`; `no calls recorded` when there are none.
    public var recordedCallsDescription: String {
        recordedCalls.isEmpty ? "no calls recorded" : recordedCalls.map(\.description).joined(separator: "\n")
    }
}
