import DoublesMatchers
import DoublesTestSupport
import Testing

private struct StopTest: Error, Equatable {}

@Suite struct ExpectationStatusTests {
    @Test func theStatus_followsTheChecksMade() {
        #expect(expect(1).status == .pending)
        #expect(expect(1).to(equal(1)).status == .passed)
        let records = gatherFailingExpectations(silently: true) {
            #expect(expect(1).to(equal(2)).status == .failed)
            #expect(expect(1).to(equal(1)).to(equal(2)).status == .mixed)
            #expect(expect(1).toNot(equal(1)).notTo(equal(1)).status == .failed)
        }
        #expect(records.count == 4)
    }

    @Test func anExpectationKeptInAConstant_canBeCheckedAgain() {
        var evaluations = 0
        let number = expect { () -> Int in
            evaluations += 1
            return 1
        }
        let first = number.to(equal(1))
        let records = gatherFailingExpectations(silently: true) {
            #expect(number.toNot(equal(1)).status == .failed)
        }
        #expect(records.map(\.message.stringValue) == ["expected to not equal <1>, got <1>"])
        #expect(first.status == .passed)
        #expect(number.status == .pending)
        #expect(number.to(equal(1)).to(beGreaterThan(0)).status == .passed)
        // One expression, evaluated once, however many checks read it.
        #expect(evaluations == 1)
    }

    @Test func polling_addsItsOutcomeToTheStatus() {
        let short = TimeSpan.milliseconds(20)
        // No span: a synchronous `toNever` or `toAlways` that blocks this test's thread fails (PollingTests).
        let instant = TimeSpan.milliseconds(0)
        #expect(expect(true).toEventually(beTrue()).status == .passed)
        #expect(expect(1).toNever(equal(2), until: instant).toAlways(equal(1), until: instant).status == .passed)
        let records = gatherFailingExpectations(silently: true) {
            #expect(expect(true).toEventually(beFalse(), timeout: short).status == .failed)
            #expect(expect(1).toAlways(equal(1), until: instant).toNever(equal(1), until: instant).status == .mixed)
        }
        #expect(records.count == 2)
    }

    @Test func asyncPolling_addsItsOutcomeToTheStatus() async {
        let short = TimeSpan.milliseconds(20)
        #expect(await expect(true).toEventually(beTrue()).status == .passed)
        #expect(await expect { () async -> Int in 1 }.toEventuallyNot(equal(2)).status == .passed)
        #expect(await expect(1).toEventually(equal(1).asAsync).status == .passed)
        #expect(await expect { () async -> Int in 1 }.alwaysTo(equal(1).asAsync, until: short).status == .passed)
        let records = await gatherFailingExpectations(silently: true) {
            #expect(await expect(1).toNotEventually(equal(1), timeout: short).status == .failed)
            #expect(await expect { () async -> Int in 1 }.neverTo(equal(1), until: short).status == .failed)
            #expect(await expect(1).toNever(equal(1).asAsync, until: short).status == .failed)
        }
        #expect(records.count == 3)
    }

    @Test func onFailure_throwsOnlyAfterAFailedCheck() throws {
        try expect(1).to(equal(1)).onFailure(throw: StopTest())
        _ = gatherFailingExpectations(silently: true) {
            #expect(throws: StopTest()) { try expect(1).to(equal(2)).onFailure(throw: StopTest()) }
            #expect(throws: StopTest()) { try expect(1).to(equal(1)).to(equal(2)).onFailure(throw: StopTest()) }
        }
    }

    @Test func onFailure_beforeAnyCheck_isReported() throws {
        let records = try gatherFailingExpectations(silently: true) {
            try expect(1).onFailure(throw: StopTest())
        }
        #expect(records.map(\.message.stringValue) == [
            "Attempted to call `Expectation.onFailure(throw:) before a matcher has been applied.\n"
                + "Try using `expect(...).to(...).onFailure(throw: ...`) instead.",
        ])
    }

    @Test func theAsyncForm_keepsAStatusToo() async throws {
        let passed = await expect { await Task.yield(); return 3 }.to(equal(3))
        #expect(passed.status == .passed)
        try passed.onFailure(throw: StopTest())
        let records = await gatherFailingExpectations(silently: true) {
            let failed = await expect { await Task.yield(); return 3 }.toNot(equal(3))
            #expect(failed.status == .failed)
        }
        #expect(records.count == 1)
    }

    @Test func nimbleTimeInterval_isATimeSpan() {
        let interval: NimbleTimeInterval = .milliseconds(250)
        #expect(interval == TimeSpan.milliseconds(250))
        #expect(NimbleTimeInterval.seconds(1).nanoseconds == 1_000_000_000)
    }
}
