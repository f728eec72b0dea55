import Dispatch
import DoublesMatchers
import Testing
import DoublesTestSupport

@Suite(.tags(.concurrency)) struct FailuresFromOtherThreadsTests {
    @Test func aFailureInADispatchCallback_insideWaitUntil_reachesTheGatherer() async {
        let records = await gatherFailingExpectations(silently: true) {
            await waitUntil(timeout: .seconds(2)) { done in
                DispatchQueue.global().async {
                    expect(1).to(equal(2))
                    done()
                }
            }
        }
        #expect(records.map(\.message.stringValue) == ["expected to equal <2>, got <1>"])
    }

    @Test func aFailureInADispatchCallback_insideWaitUntil_reachesSwiftTesting() async {
        await withKnownIssue {
            await waitUntil(timeout: .seconds(2)) { done in
                DispatchQueue.global().async {
                    expect("late").to(equal("on time"))
                    done()
                }
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["expected to equal <on time>, got <late>"]
        }
    }
}
