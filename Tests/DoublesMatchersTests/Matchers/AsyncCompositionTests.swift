import DoublesMatchers
import DoublesTestSupport
import Testing

private func check(_ condition: () -> Bool) async -> Bool {
    await Task.yield()
    return condition()
}

private func describe(_ value: Int) async -> String {
    await Task.yield()
    return "\(value)"
}

private func awaitEqual<Value: Equatable & Sendable>(_ expected: Value) -> AsyncMatcher<Value> {
    AsyncMatcher.simple("equal <\(expected)>") { actualExpression in
        guard let actual = try await actualExpression.evaluate() else { return .fail }
        await Task.yield()
        return MatcherStatus(bool: actual == expected)
    }
}

@Suite(.tags(.concurrency)) struct AsyncCompositionTests {
    @Test func allPass_withAnAsyncCondition() async {
        await passes {
            await expect([1, 2, 3, 4]).to(allPass { value in await check { value < 5 } })
            await expect([1, 2, 3, 4]).toNot(allPass { value in await check { value > 5 } })
        }
        await failsWithMessage("expected to all pass a condition, but failed first at element <3> in <[1, 2, 3, 4]>") {
            await expect([1, 2, 3, 4]).to(allPass { value in await check { value < 3 } })
        }
        await failsWithMessage("expected to not all pass a condition") {
            await expect([1, 2, 3, 4]).toNot(allPass { value in await check { value < 5 } })
        }
        await failsWithMessage("expected to all be something, but failed first at element <3> in <[1, 2, 3, 4]>") {
            await expect([1, 2, 3, 4]).to(allPass("be something") { value in await check { value < 3 } })
        }
    }

    @Test func allPass_withAnAsyncMatcher() async {
        await passes { await expect([1, 1]).to(allPass(awaitEqual(1))) }
        await failsWithMessage("expected to all equal <1>, but failed first at element <2> in <[1, 2]>") {
            await expect([1, 2]).to(allPass(awaitEqual(1)))
        }
        await failsWithMessage("expected to all pass (use beNil() to match nils)") {
            await expect(nil as [Int]?).to(allPass(awaitEqual(1)))
        }
    }

    @Test func containElementSatisfying_withAnAsyncPredicate() async {
        let numbers = [1, 2, 3]
        await passes {
            await expect(numbers).to(containElementSatisfying { number in await check { number == 2 } })
            await expect(numbers).toNot(containElementSatisfying { number in await check { number == 4 } })
        }
        await failsWithMessage("expected to find object in collection that satisfies matcher") {
            await expect(numbers).to(containElementSatisfying { number in await check { number == 4 } })
        }
        await failsWithMessage("expected to find object in collection equal to 4") {
            await expect(numbers).to(containElementSatisfying({ number in await check { number == 4 } }, "equal to 4"))
        }
        await failsWithMessage("expected to not find object in collection that satisfies matcher") {
            await expect(numbers).toNot(containElementSatisfying { number in await check { number == 1 } })
        }
    }

    @Test func map_withAnAsyncTransform() async {
        await passes {
            await expect(1).to(map(describe, equal("1")))
            await expect(1).to(map(describe, awaitEqual("1")))
            await expect(1).toNot(map(describe, equal("2")))
        }
        await failsWithMessage("expected to equal <2>, got <1>") { await expect(1).to(map(describe, equal("2"))) }
    }

    @Test func compactMap_withAnAsyncMatcher() async {
        await passes {
            await expect("1").to(compactMap({ Int($0) }, awaitEqual(1)))
            await expect("1").toNot(compactMap({ Int($0) }, awaitEqual(2)))
            await expect(1).to(compactMap(describe, equal("1")))
        }
        await failsWithMessage("expected to Map from String to Int") {
            await expect("not a number").to(compactMap({ Int($0) }, awaitEqual(1)))
        }
        await failsWithMessage("expected to not Map from String to Int") {
            await expect("not a number").toNot(compactMap({ Int($0) }, awaitEqual(1)))
        }
    }

    @Test func satisfyAllOf_andAnyOf_takeAsyncMatchersAndMatchersMixed() async {
        await passes {
            await expect(2).to(satisfyAllOf(awaitEqual(2), beLessThan(3)))
            await expect(2).to(satisfyAnyOf(awaitEqual(5), beLessThan(3)))
            await expect(2).toNot(satisfyAllOf(awaitEqual(2), beGreaterThan(3)))
            await expect(2).to(awaitEqual(2) && beLessThan(3))
            await expect(2).to(beLessThan(3) && awaitEqual(2))
            await expect(2).to(awaitEqual(2) && awaitEqual(2))
            await expect(2).to(awaitEqual(1) || beLessThan(3))
            await expect(2).to(beLessThan(1) || awaitEqual(2))
            await expect(2).to(awaitEqual(1) || awaitEqual(2))
            await expect("turtle").to(contain("t") && endWith("tle") && awaitEqual("turtle"))
        }
        await failsWithMessage("expected to match all of: {equal <3>}, and {equal <4>}, got 2") {
            await expect(2).to(satisfyAllOf(awaitEqual(3), awaitEqual(4)))
        }
        await failsWithMessage("expected to match one of: {equal <3>}, or {be less than <1>}, got 2") {
            await expect(2).to(awaitEqual(3) || beLessThan(1))
        }
        await failsWithMessage("expected to not match all of: {equal <2>}, and {be less than <3>}, got 2") {
            await expect(2).toNot(satisfyAllOf(awaitEqual(2), beLessThan(3)))
        }
    }

    @Test func satisfyAllOf_evaluatesTheExpressionOnce_forAllItsMatchers() async {
        var evaluations = 0
        await passes {
            await expect { () async -> Int in
                evaluations += 1
                return evaluations
            }.to(satisfyAllOf(awaitEqual(1), awaitEqual(1), equal(1)))
        }
        #expect(evaluations == 1)
    }

    @Test func not_invertsAnAsyncMatcher() async {
        await passes { await expect(1).to(not(awaitEqual(2))) }
        await failsWithMessage("expected to not equal <2>, got <2>") { await expect(2).to(not(awaitEqual(2))) }
    }
}
