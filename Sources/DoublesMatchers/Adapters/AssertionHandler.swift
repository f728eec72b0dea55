import Doubles

/// Receives the outcome of every expectation, passing or failing, in place of the test framework: what
/// ``withAssertionHandler(_:fileID:file:line:column:closure:)`` installs for a scope, and what
/// ``NimbleAssertionHandler`` holds for the whole process.
///
/// ```swift
/// final class CountingHandler: AssertionHandler {
///     var failures = 0
///     func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
///         if !assertion { failures += 1 }
///     }
/// }
/// ```
public protocol AssertionHandler {
    /// Called once per expectation: `assertion` is whether it passed, `message` what it says, `location` where
    /// it was written.
    func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation)
}

/// The handler every expectation goes to: by default one that reports failures to Swift Testing or XCTest.
/// Set another, such as an ``AssertionRecorder``, to take every expectation of the process instead; set the
/// default back (the value read before) to restore reporting. For one scope, prefer
/// ``withAssertionHandler(_:fileID:file:line:column:closure:)``.
public var NimbleAssertionHandler: AssertionHandler {
    get { installedHandler.withLock { $0 } }
    set {
        installedHandler.withLock { $0 = newValue }
        if newValue is TestFrameworkAssertionHandler {
            _FailureReporter.setProcessGatherer(nil)
        } else {
            _FailureReporter.setProcessGatherer(gatherer(for: newValue))
        }
    }
}

/// What ``NimbleAssertionHandler`` holds.
private let installedHandler = _Locked<AssertionHandler>(TestFrameworkAssertionHandler())

/// The default handler: a failure goes to the running Swift Testing or XCTest test, at its location.
struct TestFrameworkAssertionHandler: AssertionHandler {
    func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        _FailureReporter.report(success: assertion, message: message.stringValue, at: location)
    }
}

/// A gatherer that hands each expectation to `handler` and keeps it from the test framework.
private func gatherer(for handler: AssertionHandler) -> _ExpectationGatherer {
    _ExpectationGatherer(silently: true) { record in
        handler.assert(record.success, message: FailureMessage(stringValue: record.message), location: record.location)
    }
}

/// Runs `closure` with `handler` receiving every expectation it makes, in place of the test framework, and
/// restores the previous handler after. An error the closure throws is an expectation that failed with
/// `unexpected error thrown: <error>` at the call's location; a failed `require` is reported where it was
/// written, once.
///
/// ```swift
/// let recorder = AssertionRecorder()
/// withAssertionHandler(recorder) {
///     expect(1).to(equal(2))
/// }
/// // recorder.assertions[0].message.stringValue == "expected to equal <2>, got <1>"
/// ```
public func withAssertionHandler(
    _ handler: AssertionHandler,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    closure: () throws -> Void
) {
    do {
        try _FailureReporter.withGatherer(gatherer(for: handler)) { try closure() }
    } catch {
        report(error, to: handler, at: SourceLocation(fileID: fileID, filePath: file, line: line, column: column))
    }
}

/// The async form of ``withAssertionHandler(_:fileID:file:line:column:closure:)``.
public func withAssertionHandler(
    _ handler: AssertionHandler,
    fileID: String = #fileID,
    file: FileString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    closure: () async throws -> Void
) async {
    do {
        try await _FailureReporter.withGatherer(gatherer(for: handler)) { try await closure() }
    } catch {
        report(error, to: handler, at: SourceLocation(fileID: fileID, filePath: file, line: line, column: column))
    }
}

/// Hands `handler` the failure of an error thrown out of `withAssertionHandler`'s closure; a failed `require`
/// has been reported where it was written already.
private func report(_ error: any Error, to handler: AssertionHandler, at location: SourceLocation) {
    guard !(error is RequireError) else { return }
    handler.assert(false, message: FailureMessage(stringValue: "unexpected error thrown: <\(error)>"), location: location)
}
