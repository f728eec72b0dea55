import Doubles
import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite struct ExpectationTests {
    @Test func to_passesWhenTheMatcherMatches() {
        passes { expect(1 + 1).to(equal(2)) }
    }

    @Test func to_failsWithNimblesText() {
        failsWithMessage("expected to equal <3>, got <2>") { expect(1 + 1).to(equal(3)) }
    }

    @Test func toNot_andNotTo_passWhenTheMatcherDoesNotMatch() {
        passes {
            expect(1).toNot(equal(2))
            expect(1).notTo(equal(2))
        }
    }

    @Test func toNot_failsWithToNotText() {
        failsWithMessage("expected to not equal <1>, got <1>") { expect(1).toNot(equal(1)) }
        failsWithMessage("expected to not equal <1>, got <1>") { expect(1).notTo(equal(1)) }
    }

    @Test func description_comesFirstOnALineOfItsOwn() {
        failsWithMessage("the sum\nexpected to equal <3>, got <2>") {
            expect(1 + 1).to(equal(3), description: "the sum")
        }
    }

    @Test func aFailStatus_failsUnderBothToAndToNot() {
        failsWithMessage("expected to equal <1>, got <nil> (use beNil() to match nils)") {
            expect(nil as Int?).to(equal(1))
        }
        failsWithMessage("expected to not equal <1>, got <nil> (use beNil() to match nils)") {
            expect(nil as Int?).toNot(equal(1))
        }
    }

    @Test func anErrorThrownByTheExpression_failsTheExpectation() {
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        failsWithMessage("unexpected error thrown: <boom>") {
            expect { () throws -> Int in throw Boom() }.to(equal(1))
        }
    }

    @Test func theExpression_isEvaluatedAtMostOnce() {
        var evaluations = 0
        func next() -> Int {
            evaluations += 1
            return evaluations
        }
        _ = gatherFailingExpectations(silently: true) { expect(next()).to(equal(5)) }
        #expect(evaluations == 1)
    }

    @Test func theExpressionsOutcome_valueOrErrorOrNil_isKeptAndGivenAgain() throws {
        struct Boom: Error {}
        var evaluations = 0
        let throwing = ActualExpression<Int>(expression: { evaluations += 1; throw Boom() }, location: here())
        #expect(throws: Boom.self) { try throwing.evaluate() }
        #expect(throws: Boom.self) { try throwing.evaluate() }
        #expect(evaluations == 1)

        let returningNil = ActualExpression<Int>(expression: { evaluations += 1; return nil }, location: here())
        #expect(try returningNil.evaluate() == nil)
        #expect(try returningNil.evaluate() == nil)
        #expect(evaluations == 2)

        let counting = ActualExpression<Int>(expression: { evaluations += 1; return evaluations }, location: here())
        #expect(try counting.evaluate() == 3)
        #expect(try counting.evaluate() == 3)
        // A copy shares the outcome; `withoutCaching()` and a cast of it evaluate afresh.
        let copy = counting
        #expect(try copy.evaluate() == 3)
        let uncached = counting.withoutCaching()
        #expect(try uncached.evaluate() == 4)
        #expect(try uncached.evaluate() == 5)
        #expect(try counting.cast { $0.map(String.init) }.evaluate() == "3")
        #expect(evaluations == 5)
    }

    private func here() -> CodeLocation {
        CodeLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    }

    @Test func expectations_areChainable() {
        let records = gatherExpectations(silently: true) {
            expect(5).to(beGreaterThan(1)).to(beLessThan(3)).toNot(equal(4))
        }
        #expect(records.map(\.success) == [true, false, true])
    }

    @Test func failures_areReportedAtTheExpectLine() {
        let line: UInt = #line + 1
        let records = gatherFailingExpectations(silently: true) { expect(1).to(equal(2)) }
        #expect(records.first?.location.line == line)
        #expect(records.first?.location.fileID == "DoublesMatchersTests/ExpectationTests.swift")
    }

    @Test func voidAndThrowingClosures_canBeExpected() {
        enum Failure: Error { case boom }
        var worked = false
        func work() { worked = true }
        passes {
            expect { work() }.toNot(throwError())
            expect { throw Failure.boom }.to(throwError(Failure.boom))
        }
        #expect(worked, "the closure given to expect was called")
    }

    @Test func asyncExpressions_areAwaited() async {
        func load() async -> String {
            await Task.yield()
            return "loaded"
        }
        await passes { await expect { await load() }.to(equal("loaded")) }
        await failsWithMessage("expected to equal <other>, got <loaded>") {
            await expect { await load() }.to(equal("other"))
        }
        await failsWithMessage("expected to not equal <loaded>, got <loaded>") {
            await expect { await load() }.toNot(equal("loaded"))
        }
    }

    @MainActor @Test func expectations_workFromTheMainActor() async {
        let value = 3
        passes { expect(value).to(equal(3)) }
        await passes {
            await expect { () async -> Int in
                await Task.yield()
                return value
            }.notTo(equal(4))
        }
    }

    @Test func failMessage_recordsAFailure() {
        failsWithMessage("this went wrong") { fail("this went wrong") }
        failsWithMessage("fail() always fails") { fail() }
    }

    @Test func operators_mirrorTheMatchers() {
        passes {
            expect(1) == 1
            expect(1) != 2
            expect(2) > 1
            expect(2) >= 2
            expect(1) < 2
            expect(2) <= 2
            expect(1.0) ≈ 1.00001
            expect(1.0) ≈ 1.05 ± 0.1
            expect(1.0) == 1.05 ± 0.1
        }
        failsWithMessage("expected to equal <2>, got <1>") { expect(1) == 2 }
        failsWithMessage("expected to not equal <1>, got <1>") { expect(1) != 1 }
    }
}
