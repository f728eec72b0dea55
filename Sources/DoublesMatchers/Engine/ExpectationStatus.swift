import Doubles

/// What the checks made on one expectation found so far.
///
/// ```swift
/// let expectation = expect(total).to(beGreaterThan(0))
/// if expectation.status == .failed { … }
/// try expect(items).toNot(beEmpty()).onFailure(throw: CancellationError())
/// ```
public enum ExpectationStatus: Sendable, Equatable {
    /// No matcher has been applied yet.
    case pending
    /// Every check passed.
    case passed
    /// Every check failed.
    case failed
    /// Some checks passed and some failed.
    case mixed

    /// The status after one more check that passed or failed.
    @inlinable
    func adding(_ passed: Bool) -> ExpectationStatus {
        let newer: ExpectationStatus = passed ? .passed : .failed
        switch self {
        case .pending: return newer
        case newer: return newer
        default: return .mixed
        }
    }
}

/// Throws `error` when a check of the expectation failed; reports a failure when no check was made yet.
func throwOnFailure(_ status: ExpectationStatus, _ error: any Error, at location: CodeLocation) throws {
    switch status {
    case .pending:
        _FailureReporter.fail(
            "Attempted to call `Expectation.onFailure(throw:) before a matcher has been applied.\n"
                + "Try using `expect(...).to(...).onFailure(throw: ...`) instead.",
            at: location
        )
    case .passed:
        return
    case .failed, .mixed:
        throw error
    }
}
