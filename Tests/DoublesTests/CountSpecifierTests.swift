import Doubles
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
}
