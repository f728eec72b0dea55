import Dispatch
import DoublesMatchers
import Testing
import DoublesTestSupport

@Suite(.tags(.concurrency)) struct GatherExpectationsTests {
    @Test func gatherExpectations_recordsPassesAndFailuresInOrder() {
        let records = gatherExpectations(silently: true) {
            expect(1).to(equal(1))
            expect(1).to(equal(2))
        }
        #expect(records.map(\.success) == [true, false])
        #expect(records.map(\.message.stringValue) == ["expected to equal <1>, got <1>", "expected to equal <2>, got <1>"])
    }

    @Test func gatherFailingExpectations_keepsOnlyFailures() {
        let records = gatherFailingExpectations(silently: true) {
            expect(1).to(equal(1))
            expect(1).to(equal(2))
        }
        #expect(records.map(\.message.stringValue) == ["expected to equal <2>, got <1>"])
    }

    @Test func aNestedGatherer_thatIsNotSilent_passesFailuresOutward() {
        let outer = gatherFailingExpectations(silently: true) {
            let inner = gatherFailingExpectations(silently: false) { expect(1).to(equal(2)) }
            #expect(inner.count == 1)
        }
        #expect(outer.map(\.message.stringValue) == ["expected to equal <2>, got <1>"])
    }

    @Test func aSilentNestedGatherer_keepsFailuresToItself() {
        let outer = gatherFailingExpectations(silently: true) {
            _ = gatherFailingExpectations(silently: true) { expect(1).to(equal(2)) }
        }
        #expect(outer.isEmpty)
    }

    @Test func gathering_coversChildTasks() async {
        let records = await gatherFailingExpectations(silently: true) {
            async let child: Void = { expect(1).to(equal(2)) }()
            await child
            await withTaskGroup(of: Void.self) { group in
                group.addTask { expect(2).to(equal(3)) }
            }
        }
        #expect(records.map(\.message.stringValue).sorted() == [
            "expected to equal <2>, got <1>", "expected to equal <3>, got <2>",
        ])
    }

    @Test func aFailure_reachesSwiftTesting_atTheExpectLine() {
        withKnownIssue {
            expect(1 + 1).to(equal(3))
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["expected to equal <3>, got <2>"]
                && issue.sourceLocation?.fileName == "GatherExpectationsTests.swift"
                && issue.sourceLocation?.line == #line - 4
        }
    }

    @Test func aFailure_inANonSilentGatherer_alsoReachesTheTest() {
        withKnownIssue {
            let records = gatherFailingExpectations { expect("a").to(equal("b")) }
            #expect(records.count == 1)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["expected to equal <b>, got <a>"]
        }
    }
}
