import DoublesMatchers
import DoublesTestSupport
import Testing

// The README's custom matchers, in the Nimble 7–12 style with `Predicate`, `PredicateResult`, `PredicateStatus`
// and `Expression`, which remain as deprecated names. This file does not import Foundation, whose own
// `Predicate` and `Expression` would make those names ambiguous.

@available(*, deprecated)
func readmeEqual<T: Equatable>(expectedValue: T?) -> Predicate<T> {
    return Predicate { (actualExpression: Expression<T>) throws -> PredicateResult in
        let msg = ExpectationMessage.expectedActualValueTo("equal <\(stringify(expectedValue))>")
        if let actualValue = try actualExpression.evaluate() {
            return PredicateResult(
                bool: actualValue == expectedValue!,
                message: msg
            )
        } else {
            return PredicateResult(
                status: .fail,
                message: msg.appendedBeNilHint()
            )
        }
    }
}

@available(*, deprecated)
func readmeBeNil<T>() -> Predicate<T> {
    return Predicate.simpleNilable("be nil") { actualExpression in
        let actualValue = try actualExpression.evaluate()
        return PredicateStatus(bool: actualValue == nil)
    }
}

@available(*, deprecated)
func readmeDefineEqual<T: Equatable>(_ expectedValue: T?) -> Predicate<T> {
    return Predicate.define("equal <\(stringify(expectedValue))>") { actualExpression, msg in
        let actualValue = try actualExpression.evaluate()
        let matches = actualValue == expectedValue && expectedValue != nil
        if expectedValue == nil || actualValue == nil {
            if expectedValue == nil && actualValue != nil {
                return PredicateResult(
                    status: .fail,
                    message: msg.appendedBeNilHint()
                )
            }
            return PredicateResult(status: .fail, message: msg)
        }
        return PredicateResult(bool: matches, message: msg)
    }
}

@Suite struct DeprecatedMatcherReadmeTests {
    @available(*, deprecated)
    @Test func nimbleStyleMatchers_portByRenamingTheModule() {
        passes {
            expect(1).to(readmeEqual(expectedValue: 1))
            expect(nil as Int?).to(readmeBeNil())
            expect(2).toNot(readmeDefineEqual(3))
        }
        failsWithMessage("expected to equal <2>, got <1>") { expect(1).to(readmeEqual(expectedValue: 2)) }
        failsWithMessage("expected to equal <2>, got <nil> (use beNil() to match nils)") {
            expect(nil as Int?).to(readmeDefineEqual(2))
        }
    }
}
