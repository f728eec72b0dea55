import Doubles

/// The text of a recorded expectation's message.
public struct FailureMessage: Sendable, CustomStringConvertible {
    /// The full text, as the test framework would show it.
    public let stringValue: String

    /// A message with this text.
    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// The full text.
    public var description: String { stringValue }
}

/// One expectation's outcome, as gathered by ``gatherExpectations(silently:closure:)``.
public struct AssertionRecord: Sendable, CustomStringConvertible {
    /// Whether the expectation passed.
    public let success: Bool
    /// Its message; for a passing expectation, the text it would have failed with.
    public let message: FailureMessage
    /// Where the expectation was written.
    public let location: CodeLocation

    /// The record in one line.
    public var description: String {
        "AssertionRecord { success=\(success), message='\(message.stringValue)', location=\(location) }"
    }

    /// A record of an expectation, as an ``AssertionHandler`` receives one.
    public init(success: Bool, message: FailureMessage, location: SourceLocation) {
        self.success = success
        self.message = message
        self.location = location
    }

    init(_ record: _ExpectationGatherer.Record) {
        success = record.success
        message = FailureMessage(stringValue: record.message)
        location = record.location
    }
}

/// Runs `closure` and returns a record of every expectation it made, passing or failing, in order.
///
/// With `silently: true` failures stop here; otherwise they also reach the running test. Use it to test
/// matchers:
///
/// ```swift
/// let records = gatherFailingExpectations(silently: true) {
///     expect(1 + 1).to(equal(3))
/// }
/// // records[0].message.stringValue == "expected to equal <3>, got <2>"
/// ```
public func gatherExpectations(silently: Bool = false, closure: () throws -> Void) rethrows -> [AssertionRecord] {
    let gatherer = _ExpectationGatherer(silently: silently, parent: _FailureReporter.gatherer)
    try _FailureReporter.withGatherer(gatherer) { try closure() }
    return gatherer.records.map(AssertionRecord.init)
}

/// The async form of ``gatherExpectations(silently:closure:)``.
public func gatherExpectations(
    silently: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    closure: () async throws -> Void
) async rethrows -> [AssertionRecord] {
    let gatherer = _ExpectationGatherer(silently: silently, parent: _FailureReporter.gatherer)
    try await _FailureReporter.withGatherer(gatherer) { try await closure() }
    return gatherer.records.map(AssertionRecord.init)
}

/// Like ``gatherExpectations(silently:closure:)``, keeping only the failures.
public func gatherFailingExpectations(
    silently: Bool = false, closure: () throws -> Void
) rethrows -> [AssertionRecord] {
    try gatherExpectations(silently: silently, closure: closure).filter { !$0.success }
}

/// The async form of ``gatherFailingExpectations(silently:closure:)``.
public func gatherFailingExpectations(
    silently: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    closure: () async throws -> Void
) async rethrows -> [AssertionRecord] {
    try await gatherExpectations(silently: silently, closure: closure).filter { !$0.success }
}
