import Testing
@testable import Doubles
import DoublesTestSupport

/// Calls that follow other calls: the fake's member answers the common call inline, from the stub that
/// answered the previous call with the same name, so these check that every change to the stubs is seen and
/// that a call the inline path cannot answer is recorded once.
@Suite(.tags(.concurrency, .storage)) struct FastPathTests {
    let fake = FakeStringService()

    @Test func aStubWithArguments_addedAfterCalls_answersItsArguments() {
        fake.stub(.giveMeAString).andReturn("general")
        #expect(fake.giveMeAString(arg1: false, arg2: "y") == "general")
        #expect(fake.giveMeAString(arg1: false, arg2: "y") == "general")
        fake.stub(.giveMeAString).with(true, "x").andReturn("specific")
        #expect(fake.giveMeAString(arg1: true, arg2: "x") == "specific")
        #expect(fake.giveMeAString(arg1: false, arg2: "y") == "general")
    }

    @Test func stubAgain_afterCalls_answersTheNextCall() {
        fake.stub(.giveMeAString).andReturn("first")
        #expect(fake.giveMeAString(arg1: true, arg2: "") == "first")
        #expect(fake.giveMeAString(arg1: true, arg2: "") == "first")
        fake.stubAgain(.giveMeAString).andReturn("second")
        #expect(fake.giveMeAString(arg1: true, arg2: "") == "second")
    }

    @Test func stubAgainWithArguments_afterCalls_answersTheNextCall_andKeepsTheOtherStubs() {
        fake.stub(.giveMeAString).with(true, "x").andReturn("first")
        fake.stub(.giveMeAString).andReturn("other")
        #expect(fake.giveMeAString(arg1: true, arg2: "x") == "first")
        fake.stubAgain(.giveMeAString).with(true, "x").andReturn("second")
        #expect(fake.giveMeAString(arg1: true, arg2: "x") == "second")
        #expect(fake.giveMeAString(arg1: false, arg2: "x") == "other")
        #expect(fake.recordedCalls.count == 3)
    }

    @Test func resetStubs_afterCalls_leavesTheNextCallUnanswered() {
        fake.stub(.takeAnOptional).andReturn(1)
        #expect(fake.takeAnOptional("a") == 1)
        #expect(fake.takeAnOptional("a") == 1)
        fake.resetStubs()
        var answer: Int? = 0
        let messages = failures { answer = fake.takeAnOptional("a") }
        #expect(answer == nil)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("no stub") == true, "\(messages)")
    }

    @Test func aSequenceOfValues_includingNil_isReturnedInTurn() {
        fake.stub(.takeAnOptional).andReturn(1, nil, 3)
        let answers = (0..<5).map { _ in fake.takeAnOptional("a") }
        #expect(answers == [1, nil, 3, 3, 3])
        #expect(fake.recordedCalls.count == 5)
    }

    @Test func aValueOfTheWrongType_afterGoodValues_isReportedAndTheCallRecordedOnce() {
        fake.stub(.takeAnOptional).andReturn(1, "two")
        #expect(fake.takeAnOptional("a") == 1)
        var answer: Int? = 0
        let messages = failures { answer = fake.takeAnOptional("b") }
        #expect(answer == nil)
        #expect(messages.count == 1)
        #expect(fake.recordedCalls.map(\.description) == ["takeAnOptional(_:) with <\"a\">", "takeAnOptional(_:) with <\"b\">"])
    }

    @Test func twoFakesTakingTurns_keepTheirOwnStubsAndCalls() {
        let other = FakeStringService()
        fake.stub(.giveMeAString).andReturn("mine")
        other.stub(.giveMeAString).andReturn("other's")
        for round in 0..<10 {
            #expect(fake.giveMeAString(arg1: true, arg2: "\(round)") == "mine")
            #expect(other.giveMeAString(arg1: false, arg2: "\(round)") == "other's")
        }
        #expect(fake.recordedCalls.count == 10)
        #expect(other.recordedCalls.count == 10)
        #expect(fake.didCall(.giveMeAString, withArguments: [true, "9"]).success)
        #expect(!fake.didCall(.giveMeAString, withArguments: [false, "9"]).success)
    }

    @Test func stubbedValue_calledRepeatedly_recordsNothing() {
        fake.stub(.readonlyProperty).andReturn("value")
        for _ in 0..<3 { #expect(fake.readonlyProperty == "value") }
        #expect(fake.recordedCalls.isEmpty)
    }

    @Test func anArgumentRule_thatStubsTheSameFakeWhileMatching_stillAnswers() {
        let fake = fake
        fake.stub(.takeAnOptional).with(Argument.pass { _ in
            fake.stubAgain(.doSomething).andReturn()
            return true
        }).andReturn(7)
        #expect(fake.takeAnOptional("a") == 7)
        #expect(fake.takeAnOptional("b") == 7)
        #expect(fake.stubs.count == 2)
    }

    @Test func membersCalledInTurn_eachGetTheirStub_andSeeEveryChange() {
        fake.stub(.giveMeAString).andReturn("a")
        fake.stub(.hereAreTwoStrings).andReturn(true)
        fake.stub(.takeAnOptional).andReturn(1, 2)
        for _ in 0..<3 {
            #expect(fake.giveMeAString(arg1: true, arg2: "") == "a")
            #expect(fake.hereAreTwoStrings(string1: "", string2: ""))
        }
        #expect(fake.takeAnOptional(nil) == 1)
        #expect(fake.giveMeAString(arg1: true, arg2: "") == "a")
        #expect(fake.takeAnOptional(nil) == 2)
        fake.stubAgain(.giveMeAString).andReturn("b")
        #expect(fake.hereAreTwoStrings(string1: "", string2: ""))
        #expect(fake.giveMeAString(arg1: true, arg2: "") == "b")
        #expect(fake.recordedCalls.count == 11)
    }

    @Test func aVoidMemberWithNoStub_isRecordedOnEveryCall_untilAStubAnswersIt() {
        for _ in 0..<3 { fake.doSomething() }
        var ran = 0
        fake.stub(.doSomething).andDo { _ in
            ran += 1
            return ()
        }
        fake.doSomething()
        fake.doSomething()
        #expect(ran == 2)
        fake.resetStubs()
        fake.doSomething()
        #expect(ran == 2)
        #expect(fake.recordedCalls.map(\.functionName) == Array(repeating: "doSomething()", count: 6))
    }

    @Test func aVoidMembersStub_onFreshFakes_answersEveryCall_whetherOrNotTheNameIsKnownYet() {
        // Each fake's state starts knowing the names that earlier fakes of its class found in the enum; in round
        // 2 the fake also calls the member before it is stubbed.
        for round in 0..<4 {
            let fresh = FakeStringService()
            if round == 2 { fresh.doSomething() }
            var ran = 0
            fresh.stub(.doSomething).andDo { _ in
                ran += 1
                return ()
            }
            fresh.doSomething()
            fresh.doSomething()
            #expect(ran == 2, "round \(round)")
            fresh.resetStubs()
            fresh.doSomething()
            #expect(ran == 2, "round \(round): a reset stub answers nothing")
        }
    }

    // The inline path itself, on a registry of its own so tests running in parallel cannot change which fake
    // was used last.

    @Test func theInlinePath_answersAStubWithoutArguments_fromTheMembersFirstCall() {
        let registry = Registry()
        let target = FakeTarget.instance(fake)
        let name = "giveMeAString(arg1:arg2:)"
        _ = registry.add(stub(name, returning: "hello"), to: target)
        let arguments: [Any?] = [true, "x"]
        #expect(plainValue(registry, target, name, arguments) == "hello", "adding the stub made its plain stub")

        guard case .chosen = registry.answer(target, functionName: name, arguments: arguments, record: true, reportsMissing: false) else {
            Issue.record("the full path did not find the stub")
            return
        }
        #expect(plainValue(registry, target, name, arguments) == "hello")
        #expect(registry.calls(target).map(\.description) == Array(
            repeating: "giveMeAString(arg1:arg2:) with <true>, <\"x\">", count: 3
        ))
    }

    @Test func theInlinePath_comparesPlainArguments_andStepsAsideForAnArgumentRule() {
        let registry = Registry()
        let target = FakeTarget.instance(fake)
        let name = "giveMeAString(arg1:arg2:)"
        _ = registry.add(stub(name, returning: "general"), to: target)
        _ = registry.answer(target, functionName: name, arguments: [false, "y"], record: true, reportsMissing: false)
        _ = registry.add(stub(name, with: [true, "x"], returning: "specific"), to: target)
        let arguments: [Any?] = [true, "x"]
        #expect(plainValue(registry, target, name, arguments) == "specific", "plain values compare in place")
        #expect(plainValue(registry, target, name, [false, "x"]) == "general")
        #expect(registry.calls(target).count == 3)

        _ = registry.add(stub(name, with: [Argument.anything, "z"], returning: "rule"), to: target)
        #expect(plainValue(registry, target, name, arguments) == nil, "an argument rule runs user code")
        _ = registry.answer(target, functionName: name, arguments: [false, "z"], record: true, reportsMissing: false)
        #expect(plainValue(registry, target, name, arguments) == nil, "an argument rule runs user code")
        #expect(registry.calls(target).count == 4)
    }

    @Test func stubbingOneMember_keepsTheInlinePathOfAnother_andResetStubsEndsBoth() {
        let registry = Registry()
        let target = FakeTarget.instance(fake)
        let first = "giveMeAString(arg1:arg2:)"
        let second = "hereAreTwoStrings(string1:string2:)"
        // Kept alive, so that an entry the reset left remembered would still read its value.
        let kept = [
            stub(first, returning: "one"), stub(second, returning: "two"),
            stub(second, with: ["a", "b"], returning: "three"), stub(first, returning: "again"),
        ]
        _ = registry.add(kept[0], to: target)
        #expect(plainValue(registry, target, first, [true, "x"]) == "one")
        _ = registry.add(kept[1], to: target)
        _ = registry.add(kept[2], to: target)
        #expect(plainValue(registry, target, first, [true, "x"]) == "one", "another name's stubs changed")
        #expect(plainValue(registry, target, second, ["a", "b"]) == "three")
        #expect(plainValue(registry, target, second, ["c", "b"]) == "two")

        _ = registry.add(kept[3], to: target)
        #expect(plainValue(registry, target, first, [true, "x"]) == "again", "the replacing stub answers")
        registry.resetStubs(target)
        #expect(plainValue(registry, target, first, [true, "x"]) == nil)
        #expect(plainValue(registry, target, second, ["a", "b"]) == nil)
        #expect(registry.calls(target).count == 5)
        #expect(kept.count == 4)
    }

    @Test func eachOfFourRememberedNames_followsItsStubs_whenTheyChange() {
        let registry = Registry()
        let target = FakeTarget.instance(fake)
        let names = ["readonlyProperty", "readwriteProperty", "optionalProperty", "giveMeAString(arg1:arg2:)"]
        var replaced: [StubEntry] = []
        for name in names { _ = registry.add(stub(name, returning: name), to: target) }
        for name in names { #expect(plainValue(registry, target, name, []) == name, "\(name) is remembered") }
        for name in names {
            // The replaced entry is kept alive, so that a remembered entry left stale still reads its value.
            replaced += registry.stubs(target).filter { $0.functionName == name }
            let action = StubEntry(
                function: FakeStringService.Function(rawValue: name)!, arguments: nil, action: .closure { _ in "done" },
                location: CodeLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            )
            #expect(registry.add(action, to: target) != nil, "the new stub of \(name) replaces the old")
            #expect(plainValue(registry, target, name, []) == nil, "an action is the general path's: \(name)")
        }
        #expect(replaced.count == names.count)
    }

    @Test func theInlinePath_answersOnlyTheTwoFakesItsShardUsedLast() {
        let registry = Registry()
        let (other, keptAlive) = FakeStringService.sharingAShard(with: fake, in: registry)
        let (third, keptAliveToo) = FakeStringService.sharingAShard(with: fake, in: registry)
        defer { withExtendedLifetime((keptAlive, keptAliveToo)) {} }
        let name = "giveMeAString(arg1:arg2:)"
        _ = registry.add(stub(name, returning: "hello"), to: .instance(fake))
        _ = registry.answer(.instance(fake), functionName: name, arguments: [], record: true, reportsMissing: false)
        _ = registry.record(.instance(other), functionName: name, arguments: [], isKnown: { true })
        let arguments: [Any?] = []
        // Two fakes of one shard called in turn both stay on the inline path.
        #expect(plainValue(registry, .instance(fake), name, arguments) == "hello")
        _ = registry.record(.instance(third), functionName: name, arguments: [], isKnown: { true })
        #expect(plainValue(registry, .instance(fake), name, arguments) == nil)
        #expect(registry.calls(.instance(fake)).count == 2)
    }

    @Test func theInlinePath_answersAStubAskedForDifferentReturnTypes() {
        let registry = Registry()
        let target = FakeTarget.instance(fake)
        let name = "giveMeAString(arg1:arg2:)"
        _ = registry.add(
            StubEntry(
                function: FakeStringService.Function(rawValue: name)!, arguments: nil, action: .values, values: ["a", "b", nil],
                location: CodeLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            ),
            to: target
        )
        _ = registry.answer(target, functionName: name, arguments: [], record: true, reportsMissing: false)  // takes "a"
        let arguments: [Any?] = []
        #expect(plainValue(registry, target, name, arguments) == "b")
        #expect(plainValue(registry, target, name, arguments) == nil, "nil is left to the full path, which converts it")
        #expect(registry.calls(target).count == 2, "a call the inline path leaves is not recorded by it")
    }

    @Test func theInlineRecordingPath_recordsOnlyNamesTheFakeFoundInItsEnum() {
        let registry = Registry()
        let target = FakeTarget.instance(fake)
        var arguments: [Any?] = ["x"]
        #expect(!recordPlainCall(registry, target, "doSomething()", arguments))
        #expect(!registry.record(target, functionName: "unknown()", arguments: [], isKnown: { false }))
        #expect(!recordPlainCall(registry, target, "unknown()", arguments),
                "a name missing from the enum always takes the full path, which reports it")
        #expect(registry.record(target, functionName: "doSomething()", arguments: [], isKnown: { true }))
        #expect(recordPlainCall(registry, target, "doSomething()", arguments))
        arguments = ["y"]
        #expect(!recordPlainCall(registry, target, "readonlyProperty", arguments))
        #expect(registry.record(target, functionName: "readonlyProperty", arguments: [], isKnown: { true }))
        #expect(recordPlainCall(registry, target, "doSomething()", arguments),
                "every name found before, not only the last, is recorded inline")
        #expect(registry.calls(target).map(\.description) == [
            "unknown()", "doSomething()", "doSomething() with <\"x\">", "readonlyProperty",
            "doSomething() with <\"y\">",
        ])
    }

    private func stub(_ name: String, with arguments: [SpryEquatable?]? = nil, returning value: String) -> StubEntry {
        StubEntry(
            function: FakeStringService.Function(rawValue: name)!, arguments: arguments, action: .values, values: [value],
            location: CodeLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        )
    }

    /// Whether `registry`'s inline path records a call of `name`, for a member with no stub applying.
    private func recordPlainCall(
        _ registry: Registry, _ target: FakeTarget, _ name: String, _ arguments: [Any?]
    ) -> Bool {
        Registry.recordPlainCall(
            target, functionName: name, arguments: arguments, stubsApply: false, in: registry.tables
        )
    }

    private func plainValue(
        _ registry: Registry, _ target: FakeTarget, _ name: String, _ arguments: [Any?]
    ) -> String? {
        (Registry.plainValue(
            target, functionName: name, arguments: arguments, record: true, heldAs: TypedValue<String>.self,
            converting: { Answering.retyped($0, as: String.self) }, in: registry.tables
        ) as? TypedValue<String>)?.typed
    }

    @Test func stubsWithPlainArguments_eachAnswerTheirOwnCalls_callAfterCall() {
        fake.stub(.giveMeAString).with(true, "x").andReturn("x")
        fake.stub(.giveMeAString).with(true, "y").andReturn("y")
        fake.stub(.giveMeAString).andReturn("other")
        let answers = (0..<3).flatMap { _ in
            [("x", true), ("y", true), ("x", false)].map { fake.giveMeAString(arg1: $0.1, arg2: $0.0) }
        }
        #expect(answers == ["x", "y", "other", "x", "y", "other", "x", "y", "other"])
        #expect(fake.recordedCalls.count == 9)
        #expect(fake.didCall(.giveMeAString, withArguments: [true, "y"], countSpecifier: .exactly(3)).success)
    }

    @Test func aStubWithAnArgumentRule_addedAfterPlainOnes_isChosenByItsRule() {
        fake.stub(.giveMeAString).with(true, "x").andReturn("x")
        #expect(fake.giveMeAString(arg1: true, arg2: "x") == "x")
        fake.stub(.giveMeAString).with(Argument.anything, "x").andReturn("any")
        #expect(fake.giveMeAString(arg1: true, arg2: "x") == "any")
        #expect(fake.giveMeAString(arg1: false, arg2: "x") == "any")
    }

    @Test func anArgumentOfAnotherTypeThanItsPlainValue_isLeftToTheGeneralRule() {
        let fake = FakeAnyTaker()
        fake.stub(.take).with(1).andReturn("one")
        fake.stub(.take).andReturn("other")
        #expect(fake.take(1) == "one")
        #expect(fake.take(Optional(Optional(1)) as Any) == "one")
        #expect(fake.take(Int64(1)) == "one", "the general rule matches integers of any width")
        #expect(fake.take("1") == "other")
        #expect(fake.take(2) == "other")
    }

    @Test func aPlainArgumentStub_thatAnswersWithAnAction_runsTheAction() {
        fake.stub(.giveMeAString).with(true, "x").andDo { _ in "done" }
        fake.stub(.giveMeAString).andReturn("other")
        #expect(fake.giveMeAString(arg1: false, arg2: "x") == "other")
        #expect(fake.giveMeAString(arg1: true, arg2: "x") == "done")
        #expect(fake.giveMeAString(arg1: true, arg2: "x") == "done")
    }

    @Test func aCheckWithPlainValues_countsAndVerifiesTheCallsItMatches() {
        let fake = FakeAnyTaker()
        fake.stub(.take).andReturn("")
        for value in [1, 2, 1] { _ = fake.take(value) }
        #expect(!fake.didCall(.take, withArguments: [1], countSpecifier: .exactly(3)).success)
        #expect(fake.unverifiedCalls.count == 3, "a failed check verifies nothing")
        let result = fake.didCall(.take, withArguments: [1], countSpecifier: .exactly(2))
        #expect(result.success)
        #expect(result.recordedCalls.count == 3)
        #expect(fake.unverifiedCalls.map(\.description) == ["take(_:) with <2>"])
    }

    @Test func aCheckWithPlainValues_verifiesCallsBeyondTheSixtyFourth() {
        let fake = FakeAnyTaker()
        fake.stub(.take).andReturn("")
        for index in 0..<150 { _ = fake.take(index % 3 == 0 ? 1 : 2) }
        #expect(fake.didCall(.take, withArguments: [1], countSpecifier: .exactly(50)).success)
        #expect(fake.unverifiedCalls.count == 100)
        #expect(fake.didCall(.take, withArguments: [2], countSpecifier: .exactly(100)).success)
        #expect(fake.unverifiedCalls.isEmpty)
    }

    @Test func aCheckWithPlainValues_leavesArgumentsOfOtherTypesToTheGeneralRule() {
        let fake = FakeAnyTaker()
        fake.stub(.take).andReturn("")
        for value: Any in [1, Optional(Optional(1)) as Any, Int64(1), "1"] { _ = fake.take(value) }
        #expect(fake.didCall(.take, withArguments: [1], countSpecifier: .exactly(3)).success)
        #expect(fake.unverifiedCalls.map(\.description) == ["take(_:) with <\"1\">"])
    }
}

/// A fake whose argument may be of any type.
private final class FakeAnyTaker: Spryable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable { case take = "take(_:)" }
    func take(_ value: Any) -> String { spryify(arguments: value) }
}
