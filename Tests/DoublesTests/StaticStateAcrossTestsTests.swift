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
        #expect(failures { expect(FakeStaticService.self).to(haveReceived(.configure, countSpecifier: .exactly(3))) } == [
            """
            expected to receive <configure(with:)> exactly 3 times on <FakeStaticService>, got 1 matching call
            Calls to configure(with:), in order:
              1. configure(with:) with <"theirs"> (another test's call, not counted)
              2. configure(with:) with <"theirs too"> (another test's call, not counted)
              3. configure(with:) with <"mine">
            2 of the calls recorded came from other tests, which a check does not count: static members are shared \
            by every test in the process.
            Fix: isolate the test's static state: give it the `.isolatedDoubles` trait (Swift Testing), or run it \
            inside `withIsolatedDoubles { … }` (XCTest: override `invokeTest()` and call `super.invokeTest()` inside \
            it).
            """,
        ])
    }

    /// Another test's calls, made in parallel or left behind, neither pass a static check nor fail one: a check
    /// counts the calls of the test making it, and those made outside any test.
    @Test func aStaticCheck_countsOnlyTheRunningTestsCalls() {
        TestOrigin.withSimulatedOrigin(.swiftTesting("another test")) {
            FakeStaticService.configure(with: "theirs")
        }
        #expect(!FakeStaticService.didCall(.configure).success)
        #expect(failures { expect(FakeStaticService.self).to(haveReceived(.configure, with: "theirs")) }.count == 1)
        #expect(failures { expect(FakeStaticService.self).toNot(haveReceived(.configure)) } == [])
        FakeStaticService.configure(with: "mine")
        #expect(FakeStaticService.didCall(.configure, countSpecifier: .exactly(1)).success)
        #expect(FakeStaticService.didCall(.configure, withArguments: [Argument.pass { (_: String) in true }]).matchingCallCount == 1)
    }

    @Test func theCallsACheckCounts_areItsTestsAndThoseMadeOutsideAnyTest() {
        let state = FakeState(owner: nil)
        let mine = TestOrigin.swiftTesting("mine")
        state.origins = [nil, mine, .swiftTesting("theirs"), mine]
        #expect((0..<4).map { state.isChecked($0, by: mine) } == [true, true, false, true])
        #expect((0..<4).map { state.isChecked($0, by: nil) } == [true, true, true, true])
        var positions = PositionSet()
        for position in [1, 2, 70] { positions.insert(position) }
        #expect((0..<80).filter(positions.filter { $0 != 2 }.contains) == [1, 70])
    }

    /// An order check and the unverified calls of a fake type count the running test's calls, as `didCall` does.
    @Test func anOrderCheck_andTheUnverifiedCalls_ofAFakeType_countTheRunningTestsCalls() {
        TestOrigin.withSimulatedOrigin(.swiftTesting("another test")) {
            FakeStaticService.configure(with: "theirs")
        }
        #expect(!callOrder([FakeStaticService.receivedCall(.configure)]).success)
        #expect(FakeStaticService.unverifiedCalls.isEmpty)
        FakeStaticService.configure(with: "mine")
        #expect(FakeStaticService.unverifiedCalls.map(\.description) == ["configure(with:) with <\"mine\">"])
        #expect(callOrder([FakeStaticService.receivedCall(.configure, with: "mine")]).success)
        #expect(!callOrder([FakeStaticService.receivedCall(.configure, with: "theirs")]).success)
    }

    /// A reset removes every static call and stub, as a serialized suite's reset must clear what its earlier tests
    /// left; another Swift Testing test whose calls or stubs it took, which may still be running, is told so by its
    /// checks, under `to` and `toNot`, and by its missing stubs, until it resets itself.
    @Test func aStaticReset_clearsEveryTestsState_andAnotherTestItTookFrom_isToldSo() {
        let theirs = TestOrigin.swiftTesting("another test")
        let watch = StubWatch()
        TestOrigin.withSimulatedOrigin(theirs) {
            FakeStaticService.configure(with: "theirs")
            StubWatch.watching(watch) { FakeFactory.stub(.make).andReturn("theirs") }
        }
        FakeStaticService.configure(with: "mine")
        FakeStaticService.resetCallsAndStubs()
        FakeFactory.resetStubs()
        #expect(FakeStaticService.recordedCalls.isEmpty)
        // This test reset it all, and knows: its checks and stubs go on as usual.
        var made = ""
        #expect(failures {
            expect(FakeStaticService.self).toNot(haveReceived(.configure))
            FakeFactory.stub(.make).andReturn("mine")
            made = FakeFactory.make(named: "cup")
        } == [])
        #expect(made == "mine")
        FakeFactory.resetStubs()
        let told = """
            haveReceived(.configure) on FakeStaticService cannot see all of this test's static calls. A reset in \
            another test removed static calls or stubs this test made on FakeStaticService: static members are \
            shared by every test in the process.
            Fix: isolate the test's static state: give it the `.isolatedDoubles` trait (Swift Testing), or run it \
            inside `withIsolatedDoubles { … }` (XCTest: override `invokeTest()` and call `super.invokeTest()` inside \
            it).
            """
        TestOrigin.withSimulatedOrigin(theirs) {
            for messages in [
                failures { expect(FakeStaticService.self).toNot(haveReceived(.configure)) },
                failures { expect(FakeStaticService.self).to(haveReceived(.configure)) },
            ] {
                #expect(messages.count == 1)
                #expect(messages.first?.hasPrefix(told + "\n") == true, "\(messages)")
            }
            var matched = true
            #expect(failures { matched = FakeStaticService.didCall(.configure).success }.count == 1)
            #expect(!matched)
            // The checks of the whole static state, and the trait's report of a stub gone unused, say so too.
            for (check, messages) in [
                ("haveNoUnverifiedCalls() on FakeStaticService cannot see all of this test's static calls.",
                 failures { expect(FakeStaticService.self).to(haveNoUnverifiedCalls()) }),
                ("haveRecordedCalls() on FakeStaticService cannot see all of this test's static calls.",
                 failures { expect(FakeStaticService.self).toNot(haveRecordedCalls()) }),
                ("haveNoUnusedStubs() on FakeFactory cannot see all of this test's static stubs.",
                 failures { expect(FakeFactory.self).toNot(haveNoUnusedStubs()) }),
                (".noUnusedStubs on FakeFactory cannot see all of this test's static stubs.",
                 watch.unusedStubReports().map(\.0)),
            ] {
                #expect(messages.count == 1)
                #expect(messages.first?.hasPrefix(check + " A reset in another test removed") == true, "\(messages)")
            }
            let missing = failures { _ = FakeFactory.make(named: "cup") }
            #expect(missing.first?.contains("""
                A reset in another test removed static calls or stubs this test made on FakeFactory: static members \
                are shared by every test in the process.
                """) == true, "\(missing)")
            FakeStaticService.resetCalls()
            #expect(failures { expect(FakeStaticService.self).toNot(haveReceived(.configure)) } == [])
        }
    }

    @Test func resetCalls_forgetsWhichTestsMadeTheCalls() {
        TestOrigin.withSimulatedOrigin(.swiftTesting("another test")) {
            FakeStaticService.configure(with: "theirs")
        }
        FakeStaticService.resetCalls()
        FakeStaticService.configure(with: "mine")
        FakeStaticService.configure(with: "mine too")
        let result = FakeStaticService.didCall(.configure, countSpecifier: .exactly(1))
        #expect(!result.success)
        #expect(result.callsFromOtherTests == 0)
    }

    @Test func aFailingStaticCheck_withOnlyThisTestsCalls_saysNothingOfOtherTests() {
        FakeStaticService.configure(with: "mine")
        let failures = failures { expect(FakeStaticService.self).to(haveReceived(.configure, with: "other")) }
        #expect(failures.count == 1)
        #expect(failures.first?.contains("other tests") == false)
    }

    /// `haveRecordedCalls` and `unusedStubs` count a fake type's calls and stubs as `haveReceived` does: another test's
    /// neither pass nor fail them.
    @Test func recordedCallsAndUnusedStubs_ofAFakeType_countOnlyTheRunningTests() {
        TestOrigin.withSimulatedOrigin(.swiftTesting("another test")) {
            FakeStaticService.configure(with: "theirs")
            FakeFactory.stub(.make).with("theirs").andReturn("x")
        }
        #expect(failures { expect(FakeStaticService.self).toNot(haveRecordedCalls()) } == [])
        #expect(failures { expect(FakeStaticService.self).to(haveRecordedCalls()) } == [
            """
            expected to have recorded calls on <FakeStaticService>, got no calls
            1 of the calls recorded came from other tests, which a check does not count: static members are shared by \
            every test in the process.
            \(TestOrigin.isolationFix)
            """,
        ])
        #expect(FakeFactory.unusedStubs.isEmpty)
        #expect(FakeFactory.stubs.count == 1)
        FakeFactory.stub(.make).with("mine").andReturn("y")
        #expect(FakeFactory.unusedStubs.map(\.description) == ["make(named:) with <\"mine\"> -> andReturn(\"y\")"])
    }

    /// A fake type's `relax()` counts for the test that calls it: another test's would hide this test's missing stub,
    /// passing or failing it by the order tests run in.
    @Test func anotherTestsRelax_doesNotAnswerThisTestsMissingStub() {
        TestOrigin.withSimulatedOrigin(.swiftTesting("another test")) { FakeFactory.relax() }
        var made = "-"
        let messages = failures { made = FakeFactory.make(named: "a") }
        #expect(made == "")
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("""
            FakeFactory has no stub for make(named:) -> String that matches the call with <"a">.
            FakeFactory was relaxed by another test: a fake type's `relax()` counts for the test that calls it, as its \
            static stubs and calls are shared by every test in the process.
            """) == true)
        FakeFactory.relax()
        #expect(failures { made = FakeFactory.make(named: "b") } == [])
    }

    /// The closest call is one the check counted: another test's call may match the arguments and still not count.
    @Test func theClosestCall_isAmongTheCallsTheCheckCounted() {
        TestOrigin.withSimulatedOrigin(.swiftTesting("another test")) {
            FakeStaticService.configure(with: "theirs")
        }
        FakeStaticService.configure(with: "mine")
        let messages = failures { expect(FakeStaticService.self).to(haveReceived(.configure, with: "theirs")) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("""
            Closest call (#2):
              argument 1: expected <"theirs">, got <"mine">
            """) == true)
    }

    @Test func aFailingStaticOrderCheck_saysHowManyCallsOtherTestsMade() {
        TestOrigin.withSimulatedOrigin(.swiftTesting("another test")) {
            FakeStaticService.configure(with: "theirs")
        }
        FakeStaticService.configure(with: "mine")
        #expect(failures {
            expect([FakeStaticService.receivedCall(.configure), FakeStaticService.receivedCall(.configure)])
                .to(happenInOrder())
        } == [
            """
            expected to happen in order: FakeStaticService.configure(with:), then FakeStaticService.configure(with:), \
            got too few calls matching FakeStaticService.configure(with:)
            Timeline of the calls involved:
              1. FakeStaticService.configure(with:) with <"mine">
            No call matching FakeStaticService.configure(with:) came after FakeStaticService.configure(with:).
            \(DidCallResult.otherTestsNote(1)!)
            """,
        ])
    }

    @Test func aStaticStubReplacingAnotherTestsStub_saysWhereItCameFrom() {
        let line = #line + 2
        TestOrigin.withSimulatedOrigin(.swiftTesting("another test")) {
            FakeFactory.stub(.make).andReturn("theirs")
        }
        #expect(failures { FakeFactory.stub(.make).andReturn("mine") } == [
            """
            FakeFactory already has a stub for make(named:); the new one replaces it.
            The stub it replaces was made by another test, at DoublesTests/StaticStateAcrossTestsTests.swift:\(line):29: \
            static stubs are shared by every test in the process.
            Fix: isolate the test's static state: give it the `.isolatedDoubles` trait (Swift Testing), or run it \
            inside `withIsolatedDoubles { … }` (XCTest: override `invokeTest()` and call `super.invokeTest()` inside \
            it).
            """,
        ])
        #expect(FakeFactory.make(named: "x") == "mine")
    }

    /// A static call answered by another test's stub passes or fails by which tests ran first: it is reported, and
    /// still answered; a stub of the test's own, or one made outside any test, answers with no report.
    @Test func aStaticCallAnsweredByAnotherTestsStub_isReported() {
        let line = #line + 2
        TestOrigin.withSimulatedOrigin(.swiftTesting("another test")) {
            FakeFactory.stub(.make).andReturn("theirs")
        }
        var made = ""
        #expect(failures { made = FakeFactory.make(named: "cup") } == [
            """
            FakeFactory.make(named:) was answered by a stub another test made, at \
            DoublesTests/StaticStateAcrossTestsTests.swift:\(line):29 (called with <"cup">): static stubs are shared by \
            every test in the process, so this test passes or fails by which tests ran before it.
            Fix: isolate the test's static state: give it the `.isolatedDoubles` trait (Swift Testing), or run it \
            inside `withIsolatedDoubles { … }` (XCTest: override `invokeTest()` and call `super.invokeTest()` inside \
            it).
            """,
        ])
        #expect(made == "theirs")
        FakeFactory.stubAgain(.make).andReturn("mine")
        #expect(failures { made = FakeFactory.make(named: "cup") } == [])
        #expect(made == "mine")
    }

    @Test func aStaticStubReplacingThisTestsOwnStub_suggestsStubAgain() {
        FakeFactory.stub(.make).andReturn("first")
        let failures = failures { FakeFactory.stub(.make).andReturn("second") }
        #expect(failures.first?.contains("Fix: use `FakeFactory.stubAgain(.make)`") == true)
    }
}

/// A fake type no other test uses, so the cases below meet only each other's stubs.
final class FakeClockForCases: Stubbable {
    enum StaticFunction: String, StringRepresentable { case now = "now()" }
    enum Function: String, StringRepresentable { case none = "none()" }
    static func now() -> Int { stubbedValue() }
}

/// The cases of one parameterized test share static stubs as separate tests do, and are told so in the same
/// words. Serialized, so the first case stubs before the second.
@Suite(.serialized) struct ParameterizedStaticStateTests {
    @Test(arguments: [1, 2])
    func aStaticStubFromAnotherCase_getsTheIsolationHint(round: Int) {
        if round == 1 {
            FakeClockForCases.stub(.now).andReturn(1)
            return
        }
        defer { FakeClockForCases.resetStubs() }
        let messages = failures { FakeClockForCases.stub(.now).andReturn(2) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("The stub it replaces was made by another test") == true)
        #expect(messages.first?.contains("`.isolatedDoubles`") == true)
    }
}
