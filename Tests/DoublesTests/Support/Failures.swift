@testable import Doubles

/// The failure messages reported while `body` runs, kept from the test framework.
func failures(of body: () throws -> Void) rethrows -> [String] {
    let gatherer = _ExpectationGatherer(silently: true)
    try _FailureReporter.withGatherer(gatherer) { try body() }
    return gatherer.records.filter { !$0.success }.map(\.message)
}

/// The failure records reported while `body` runs, kept from the test framework.
func failureRecords(of body: () throws -> Void) rethrows -> [_ExpectationGatherer.Record] {
    let gatherer = _ExpectationGatherer(silently: true)
    try _FailureReporter.withGatherer(gatherer) { try body() }
    return gatherer.records.filter { !$0.success }
}
