import DoublesMatchers
import DoublesTestSupport
import Dispatch
import Testing

private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller runs on the main queue, which serves the main actor. Under Swift Testing on Linux a worker
/// thread drains that queue, so this asks the queue rather than `Thread.isMainThread`.
private func onMainThread() -> Bool { DispatchQueue.getSpecific(key: mainQueueKey) ?? false }

/// A synchronous expression polled from async code is read on the main actor; an async one where the test runs.
@Suite(.tags(.concurrency)) struct MainActorPollingTests {
    @Test func aSynchronousExpression_polledFromANonisolatedTest_isReadOnTheMainActor() async {
        await passes {
            await expect(onMainThread()).toEventually(beTrue())
            await expect(onMainThread()).toEventuallyNot(beFalse())
            await expect(onMainThread()).toAlways(beTrue(), until: .milliseconds(30))
            await expect(onMainThread()).toNever(beFalse(), until: .milliseconds(30))
            await expect(onMainThread()).toEventually(equal(true).asAsync)
        }
    }

    @Test func aSynchronousRequirement_polledFromANonisolatedTest_isReadOnTheMainActor() async throws {
        let onMain = try await require(onMainThread()).toEventually(beTrue())
        #expect(onMain)
    }

    @Test func anAsyncExpression_isAwaitedWhereTheTestRuns() async {
        await passes { await expect { () async -> Bool in onMainThread() }.toAlways(beFalse(), until: .milliseconds(30)) }
    }

    @MainActor @Test func theMatcher_runsOnTheActorOfTheTest() async {
        let readOnMain = Matcher<Int>.simple("be read on the main queue") { _ in MatcherStatus(bool: onMainThread()) }
        let awaitedOnMain = AsyncMatcher<Int>.simple("be awaited on the main queue") { _ in
            MatcherStatus(bool: onMainThread())
        }
        await passes {
            await expect(1).toEventually(readOnMain, timeout: .milliseconds(50))
            await expect(1).toEventually(awaitedOnMain, timeout: .milliseconds(50))
            await expect { () async -> Int in 1 }.toEventually(readOnMain, timeout: .milliseconds(50))
            await expect { () async -> Int in 1 }.toEventually(awaitedOnMain, timeout: .milliseconds(50))
            await expect(1).to(awaitedOnMain)
        }
    }

    @Test func aSynchronousMatcher_polledFromANonisolatedTest_runsOnTheMainActor_readingTheExpressionThere() async {
        let readOnMain = Matcher<Bool>.define { expression in
            let onMainWhenRead = try expression.evaluate() ?? false
            return MatcherResult(bool: onMainThread() && onMainWhenRead, message: .expectedTo("run on the main queue"))
        }
        await passes {
            await expect(onMainThread()).toEventually(readOnMain, timeout: .milliseconds(50))
            await expect(onMainThread()).toAlways(readOnMain, until: .milliseconds(30))
        }
    }

    @Test func aFailure_showsTheValueReadOnTheMainActor() async {
        await failsWithMessage("expected to eventually be false, got <true>") {
            await expect(onMainThread()).toEventually(beFalse(), timeout: .milliseconds(30))
        }
    }
}
