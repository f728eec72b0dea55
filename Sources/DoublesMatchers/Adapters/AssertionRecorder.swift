import Doubles

/// An ``AssertionHandler`` that keeps every expectation it receives, for tests of matchers and of test helpers.
///
/// ```swift
/// let recorder = AssertionRecorder()
/// withAssertionHandler(recorder) {
///     expect("a").to(equal("a"))
///     expect(1).to(equal(2))
/// }
/// // recorder.assertions.map(\.success) == [true, false]
/// ```
public final class AssertionRecorder: AssertionHandler, @unchecked Sendable {
    /// The records, behind a lock: expectations may come from any thread.
    private let recorded = _Locked<[AssertionRecord]>([])

    /// The expectations received so far, in order.
    public var assertions: [AssertionRecord] {
        get { recorded.withLock { $0 } }
        set { recorded.withLock { $0 = newValue } }
    }

    /// An empty recorder.
    public init() {}

    /// Keeps the expectation.
    public func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        let record = AssertionRecord(success: assertion, message: message, location: location)
        recorded.withLock { $0.append(record) }
    }
}
