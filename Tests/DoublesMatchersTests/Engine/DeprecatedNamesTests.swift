import DoublesMatchers
import DoublesTestSupport
import Testing

// This file does not import Foundation, whose own `Predicate` would make the old name ambiguous.
@Suite struct DeprecatedNamesTests {
    @available(*, deprecated)
    @Test func deprecatedPredicateNames_stillWork() {
        let even: Predicate<Int> = Predicate { actualExpression in
            PredicateResult(status: PredicateStatus(bool: try actualExpression.evaluate()! % 2 == 0), message: .expectedActualValueTo("be even"))
        }
        passes { expect(2).to(even) }
        failsWithMessage("expected to be even, got <3>") { expect(3).to(even) }
    }

}

@Suite struct SourceLocationFileTests {
    /// Nimble 14 keeps `file` as a deprecated name of `filePath`; a helper that reads `failure.location.file`
    /// compiles unchanged.
    @available(*, deprecated)
    @Test func file_isTheFailuresFilePath() {
        let records = gatherFailingExpectations(silently: true) {
            expect(1).to(equal(2))
        }
        #expect(records.map { "\($0.location.file)" } == ["\(#filePath)"])
        #expect(records.map { "\($0.location.file)" } == records.map { "\($0.location.filePath)" })
    }
}
