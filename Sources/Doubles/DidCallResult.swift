/// The answer of `didCall`: whether the check passed, and what the fake received.
///
/// ```swift
/// let result = fake.didCall(.giveMeAString)
/// result.success                   // was it called?
/// result.recordedCallsDescription  // what was called on the fake?
/// ```
public struct DidCallResult {
    /// Whether the calls recorded satisfy the check.
    public let success: Bool
    /// How many recorded calls matched the function and arguments.
    public let matchingCallCount: Int
    /// Every call recorded on the fake at the time of the check, oldest first.
    public let recordedCalls: [RecordedCall]

    /// Every call recorded on the fake, one per line, for example
    /// `giveMeAString(arg1:arg2:) with <false>, <"wanted">`; `no calls recorded` when there are none.
    public var recordedCallsDescription: String {
        recordedCalls.isEmpty ? "no calls recorded" : recordedCalls.map(\.description).joined(separator: "\n")
    }
}
