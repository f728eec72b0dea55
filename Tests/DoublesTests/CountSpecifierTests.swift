import Doubles
import DoublesMatchers
import Testing

/// The counts a check may ask for.
@Suite struct CountSpecifierTests {
    @Test func never_isExactlyZero_andFailsForOneCall() {
        #expect(CountSpecifier.never == .exactly(0))
        #expect(CountSpecifier.never.isSatisfied(by: 0))
        #expect(!CountSpecifier.never.isSatisfied(by: 1))
        #expect(CountSpecifier.never.description == "exactly 0 times")
    }

    @Test func didCall_never_failsOnceTheMemberIsCalled() {
        let store = FakeStore()
        #expect(store.didCall(.save, countSpecifier: .never).success)
        store.save(1)
        #expect(!store.didCall(.save, countSpecifier: .never).success)
        #expect(!store.didCall(.save, withArguments: [1], countSpecifier: .never).success)
    }

    @Test func eachSpecifier_atItsBounds() {
        #expect(CountSpecifier.exactly(2).isSatisfied(by: 2))
        #expect(!CountSpecifier.exactly(2).isSatisfied(by: 1))
        #expect(!CountSpecifier.exactly(2).isSatisfied(by: 3))
        #expect(CountSpecifier.atLeast(2).isSatisfied(by: 2))
        #expect(!CountSpecifier.atLeast(2).isSatisfied(by: 1))
        #expect(CountSpecifier.atMost(2).isSatisfied(by: 2))
        #expect(!CountSpecifier.atMost(2).isSatisfied(by: 3))
        #expect([CountSpecifier.exactly(1), .atLeast(3), .atMost(0)].map(\.description)
            == ["exactly 1 time", "at least 3 times", "at most 0 times"])
    }

    @Test func aCountBelowZero_isASlip_underDidCallToAndToNot_whateverTheCalls() {
        let store = FakeStore()
        store.save(1)
        let exactly = """
            didCall(.save) on FakeStore expects exactly -1 times, a count below 0, which no number of calls meets.
            Fix: give a count of 0 or more; .never expects no call.
            """
        let line: UInt = #line + 1
        let records = failureRecords { _ = store.didCall(.save, countSpecifier: .exactly(-1)) }
        #expect(records.map(\.message) == [exactly])
        #expect(records.first?.location.line == line)
        #expect(failures { _ = store.didCall(.save, withArguments: [2], countSpecifier: .atMost(-2)) } == ["""
            didCall(.save) on FakeStore expects at most -2 times, a count below 0, which no number of calls meets.
            Fix: give a count of 0 or more; .never expects no call.
            """])
        // `.atLeast(-1)` passes for any calls, so `to` alone would never show it.
        let atLeast = """
            haveReceived(.save) on FakeStore expects at least -1 times, a count below 0, which any number of calls \
            meets.
            Fix: give a count of 0 or more; .never expects no call.
            """
        let toMessages = failures { expect(store).to(haveReceived(.save, countSpecifier: .atLeast(-1))) }
        let toNotMessages = failures { expect(store).toNot(haveReceived(.save, countSpecifier: .exactly(-1))) }
        #expect(toMessages.count == 1)
        #expect(toMessages.first?.hasPrefix(atLeast) == true, "\(toMessages)")
        #expect(toNotMessages.count == 1)
        #expect(toNotMessages.first?.hasPrefix(exactly.replacingOccurrences(of: "didCall", with: "haveReceived")) == true)
        // A slip is its own reason when a synchronous poll times out: no note of a blocked thread.
        let polled = failures {
            expect(store).toEventually(haveReceived(.save, countSpecifier: .exactly(-1)), timeout: .milliseconds(30))
        }
        #expect(polled.count == 1)
        #expect(polled.first?.hasPrefix(exactly.replacingOccurrences(of: "didCall", with: "haveReceived")) == true)
        #expect(polled.first?.contains("blocked a thread") == false, "\(polled)")
    }

    /// `.atLeast(0)` is met by any calls, none included: a check with it can never fail, so it is a slip too.
    @Test func atLeastZero_isASlip_underDidCallToAndToNot() {
        let store = FakeStore()
        let slip = """
            haveReceived(.save) on FakeStore expects at least 0 times, which any number of calls meets.
            Fix: leave out the count to expect at least 1 call, or give .never to expect none.
            """
        let to = failures { expect(store).to(haveReceived(.save, countSpecifier: .atLeast(0))) }
        #expect(to.first?.hasPrefix(slip) == true)
        store.save(1)
        let toNot = failures { expect(store).toNot(haveReceived(.save, countSpecifier: .atLeast(0))) }
        #expect(toNot.first?.hasPrefix(slip) == true)
        #expect(failures { _ = store.didCall(.save, countSpecifier: .atLeast(0)) }
            == [slip.replacingOccurrences(of: "haveReceived", with: "didCall")])
        #expect(failures { _ = store.didCall(.save, countSpecifier: .atMost(0)) } == [], "at most 0 is never")
        #expect(failures { _ = store.didCall(.save, countSpecifier: .atMost(.max)) } == ["""
            didCall(.save) on FakeStore expects at most \(Int.max) times, which any number of calls meets.
            Fix: leave out the count to expect at least 1 call, or give .never to expect none.
            """])
    }
}
