import DoublesMatchers
import Testing
@testable import Doubles

/// Static members are shared by every test of the process. When a static check fails, or a static stub is
/// replaced, and other tests made some of what the fake type holds, the message says so and how to isolate.
@Suite(.isolatedDoubles) struct StaticStateAcrossTestsTests {
    @Test func aFailingStaticCheck_saysHowManyCallsOtherTestsMade() {
        TestOrigin.withSimulatedOrigin(.swiftTesting("another test")) {
            FakeStaticService.configure(with: "theirs")
            FakeStaticService.configure(with: "theirs too")
        }
        FakeStaticService.configure(with: "mine")
        #expect(failures { expect(FakeStaticService.self).to(haveReceived(.configure, countSpecifier: .exactly(1))) } == [
            """
            expected to receive <configure(with:)> exactly 1 time on <FakeStaticService>, got 3 matching calls
            Calls to configure(with:), in order:
              1. configure(with:) with <"theirs">
              2. configure(with:) with <"theirs too">
              3. configure(with:) with <"mine">
            2 of the calls recorded came from other tests: static members are shared by every test in the process.
            Fix: isolate the test's static state: give it the `.isolatedDoubles` trait (Swift Testing), or run it \
            inside `withIsolatedDoubles { … }` (XCTest: override `invokeTest()` and call `super.invokeTest()` inside \
            it).
            """,
        ])
    }

    @Test func aFailingStaticCheck_withOnlyThisTestsCalls_saysNothingOfOtherTests() {
        FakeStaticService.configure(with: "mine")
        let failures = failures { expect(FakeStaticService.self).to(haveReceived(.configure, with: "other")) }
        #expect(failures.count == 1)
        #expect(failures.first?.contains("other tests") == false)
    }

    @Test func aStaticStubReplacingAnotherTestsStub_saysWhereItCameFrom() {
        TestOrigin.withSimulatedOrigin(.swiftTesting("another test")) {
            FakeFactory.stub(.make).andReturn("theirs")
        }
        #expect(failures { FakeFactory.stub(.make).andReturn("mine") } == [
            """
            FakeFactory already has a stub for make(named:); the new one replaces it.
            The stub it replaces was made by another test: static stubs are shared by every test in the process.
            Fix: isolate the test's static state: give it the `.isolatedDoubles` trait (Swift Testing), or run it \
            inside `withIsolatedDoubles { … }` (XCTest: override `invokeTest()` and call `super.invokeTest()` inside \
            it).
            """,
        ])
        #expect(FakeFactory.make(named: "x") == "mine")
    }

    @Test func aStaticStubReplacingThisTestsOwnStub_suggestsStubAgain() {
        FakeFactory.stub(.make).andReturn("first")
        let failures = failures { FakeFactory.stub(.make).andReturn("second") }
        #expect(failures.first?.contains("Fix: use `FakeFactory.stubAgain(.make)`") == true)
    }
}
