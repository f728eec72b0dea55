import Doubles
import DoublesMatchers
import DoublesTestSupport
import Testing

private actor TallyCounter {
    private(set) var count = 0
    func increment() { count += 1 }
}

private func beCounted(_ times: Int) -> AsyncMatcher<TallyCounter> {
    AsyncMatcher.define("be counted \(times) times") { actualExpression, message in
        guard let counter = try await actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        return MatcherResult(bool: await counter.count == times, message: message)
    }
}

private func awaitEqual<Value: Equatable & Sendable>(_ expected: Value) -> AsyncMatcher<Value> {
    AsyncMatcher.simple("equal <\(expected)>") { actualExpression in
        guard let actual = try await actualExpression.evaluate() else { return .fail }
        await Task.yield()
        return MatcherStatus(bool: actual == expected)
    }
}

private func awaitBeNil<Value>() -> AsyncMatcher<Value> {
    AsyncMatcher.simpleNilable("be nil") { actualExpression in
        MatcherStatus(bool: try await actualExpression.evaluate() == nil)
    }
}

private struct Unavailable: Error {}

@Suite(.tags(.concurrency)) struct AsyncMatcherTests {
    @Test func toAndToNot_onAValue_awaitTheMatcher() async {
        let counter = TallyCounter()
        await counter.increment()
        await passes {
            await expect(counter).to(beCounted(1))
            await expect(counter).toNot(beCounted(2))
            await expect(counter).notTo(beCounted(3))
            await expect(2).to(awaitEqual(2))
        }
        await failsWithMessage("expected to equal <1>, got <2>") { await expect(2).to(awaitEqual(1)) }
        await failsWithMessage("expected to not equal <2>, got <2>") { await expect(2).toNot(awaitEqual(2)) }
    }

    @Test func anAsyncExpectation_takesAnAsyncMatcher() async {
        let counter = TallyCounter()
        await passes {
            await expect {
                await counter.increment()
                return counter
            }.to(beCounted(1))
            await expect { await counter.count }.toNot(awaitEqual(5))
        }
        await failsWithMessage("expected to equal <5>, got <1>") {
            await expect { await counter.count }.to(awaitEqual(5))
        }
    }

    @Test func define_andSimple_failOnNil_withTheHint_underToAndToNot() async {
        let none: Int? = nil
        await failsWithMessage("expected to equal <1>, got <nil> (use beNil() to match nils)") {
            await expect(none).to(awaitEqual(1))
        }
        await failsWithMessage("expected to not equal <1>, got <nil> (use beNil() to match nils)") {
            await expect(none).toNot(awaitEqual(1))
        }
        await passes { await expect(none).to(awaitBeNil()) }
        await failsWithMessage("expected to not be nil, got <nil>") { await expect(none).toNot(awaitBeNil()) }
    }

    @Test func anErrorThrownByTheExpression_isReported() async {
        await failsWithMessage("unexpected error thrown: <Unavailable()>") {
            await expect { () async throws -> Int in throw Unavailable() }.to(awaitEqual(1))
        }
    }

    @Test func theExpression_isEvaluatedOnce_perCheck() async {
        var evaluations = 0
        await failsWithMessage("expected to equal <2>, got <1>") {
            await expect { () -> Int in
                evaluations += 1
                return evaluations
            }.to(awaitEqual(2))
        }
        #expect(evaluations == 1)
    }

    @Test func theCheck_recordsItsStatus() async {
        let status = await gatherExpectations(silently: true) {
            let checked = await expect(1).to(awaitEqual(2))
            #expect(checked.status == .failed)
        }
        #expect(status.count == 1)
    }

    @Test func polling_withAnAsyncMatcher_waitsForIt() async {
        let counter = TallyCounter()
        await passes {
            // It passes at the third poll. The long timeout is for runs where the tests running at the same time
            // hold this one up: alone it takes 0.2 s, in the whole suite 2 to 6 s, and under ThreadSanitizer it
            // once needed more than 10 s.
            await expect {
                await counter.increment()
                return counter
            }.toEventually(beCounted(3), timeout: .seconds(60), pollInterval: .milliseconds(1))
            await expect(1).toEventually(awaitEqual(1))
            await expect(1).toEventuallyNot(awaitEqual(0))
            await expect(1).toNotEventually(awaitEqual(0))
            await expect(1).toNever(awaitEqual(0), until: .milliseconds(30))
            await expect(1).neverTo(awaitEqual(0), until: .milliseconds(30))
            await expect { await counter.count }.toAlways(awaitEqual(3), until: .milliseconds(30))
            await expect { await counter.count }.alwaysTo(awaitEqual(3), until: .milliseconds(30))
        }
        await failsWithMessage("expected to eventually equal <9>, got <1>") {
            await expect(1).toEventually(awaitEqual(9), timeout: .milliseconds(30), pollInterval: .milliseconds(5))
        }
        await failsWithMessage("expected to never equal <1>, got <1>") {
            await expect(1).toNever(awaitEqual(1), until: .milliseconds(30))
        }
    }

    @Test func aSynchronousMatcher_canBeUsedWhereAnAsyncOneIsWanted() async {
        await passes { await expect(3).to(equal(3).asAsync) }
        await failsWithMessage("expected to equal <4>, got <3>") { await expect(3).to(equal(4).asAsync) }
    }

    @Test func theExpression_canBeCast_andReadWithoutCaching() async throws {
        var reads = 0
        let expression = AsyncExpression<Int>(
            expression: {
                reads += 1
                return reads
            },
            location: CodeLocation(fileID: "F", filePath: "F", line: 1, column: 1)
        )
        #expect(try await expression.evaluate() == 1)
        #expect(try await expression.evaluate() == 1)
        #expect(try await expression.withoutCaching().evaluate() == 2)
        #expect(try await expression.cast { "\($0 ?? 0)" }.evaluate() == "1")
        #expect(try await expression.toSynchronousExpression().evaluate() == 1)
    }

    @Test func aMatcherThatThrows_isReportedWithTheError() async {
        let throwing = AsyncMatcher<Int> { _ in throw Unavailable() }
        await failsWithMessage("unexpected error thrown: <Unavailable()>") { await expect(1).to(throwing) }
        await failsWithMessage("unexpected error thrown: <Unavailable()>") { await expect(1).toNot(throwing) }
    }

    @Test func aDescription_comesFirst_andAFailedStatus_failsBothWays() async {
        let undecided = AsyncMatcher<Int> { _ in MatcherResult(status: .fail, message: .fail("cannot tell")) }
        await failsWithMessage("the count\nexpected to equal <2>, got <1>") {
            await expect(1).to(awaitEqual(2), description: "the count")
        }
        await failsWithMessage("cannot tell") { await expect(1).to(undecided) }
        await failsWithMessage("cannot tell") { await expect(1).toNot(undecided) }
    }
}
