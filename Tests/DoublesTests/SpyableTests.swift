import Testing
@testable import Doubles

/// A spy-only fake whose static members are used by one test alone, so parallel tests cannot disturb it.
final class FakeStaticSpy: Spyable {
    enum StaticFunction: String, StringRepresentable {
        case imAStaticFunction = "imAStaticFunction()"
        case staticProperty = "staticProperty"
    }

    enum Function: String, StringRepresentable {
        case none = "none()"
    }

    static func imAStaticFunction() {
        recordCall()
    }

    static var staticProperty: Int {
        get { 0 }
        set { recordCall(arguments: newValue) }
    }
}

@Suite struct SpyableTests {
    let fake = FakeStringService()

    init() {
        fake.stub(.giveMeAString).andReturn("")
        fake.stub(.hereAreTwoStrings).andReturn(true)
        fake.stub(.doSomething).andReturn()
    }

    @Test func didCall_passesOnlyWhenTheFunctionWasCalled() {
        #expect(!fake.didCall(.giveMeAString).success)
        _ = fake.giveMeAString(arg1: true, arg2: "x")
        #expect(fake.didCall(.giveMeAString).success)
        #expect(!fake.didCall(.hereAreTwoStrings).success)
    }

    /// A failed `#expect(fake.didCall(…).success)` shows the result: what was checked and recorded, not its fields.
    @Test func aDidCallResult_describesItselfByItsOutcomeAndTheCallsRecorded() {
        #expect("\(fake.didCall(.giveMeAString))" == "failed, 0 matching calls, no calls recorded")
        _ = fake.giveMeAString(arg1: true, arg2: "x")
        _ = fake.hereAreTwoStrings(string1: "a", string2: "b")
        #expect("\(fake.didCall(.giveMeAString))" == """
            passed, 1 matching call, recorded: giveMeAString(arg1:arg2:) with <true>, <"x">; \
            hereAreTwoStrings(string1:string2:) with <"a">, <"b">
            """)
    }

    @Test func didCall_withCountSpecifiers() {
        fake.doSomething()
        fake.doSomething()
        #expect(fake.didCall(.doSomething, countSpecifier: .exactly(2)).success)
        #expect(!fake.didCall(.doSomething, countSpecifier: .exactly(1)).success)
        #expect(fake.didCall(.doSomething, countSpecifier: .atLeast(2)).success)
        #expect(!fake.didCall(.doSomething, countSpecifier: .atLeast(3)).success)
        #expect(fake.didCall(.doSomething, countSpecifier: .atMost(2)).success)
        #expect(!fake.didCall(.doSomething, countSpecifier: .atMost(1)).success)
        #expect(!fake.didCall(.doSomething, countSpecifier: .never).success)
        #expect(fake.didCall(.giveMeAString, countSpecifier: .never).success)
    }

    @Test func didCall_withArguments_matchesEquivalentArguments() {
        _ = fake.hereAreTwoStrings(string1: "firstArg", string2: "secondArg")
        #expect(fake.didCall(.hereAreTwoStrings, withArguments: ["firstArg", "secondArg"]).success)
        #expect(!fake.didCall(.hereAreTwoStrings, withArguments: ["firstArg", "other"]).success)
        #expect(fake.didCall(.hereAreTwoStrings, withArguments: ["firstArg", "secondArg"], countSpecifier: .exactly(1))
            .success)
    }

    @Test func didCall_withArgumentOptions() {
        _ = fake.hereAreTwoStrings(string1: "firstArg", string2: "secondArg")
        #expect(fake.didCall(.hereAreTwoStrings, withArguments: [Argument.nonNil, Argument.anything]).success)
        #expect(!fake.didCall(.hereAreTwoStrings, withArguments: [Argument.nil, Argument.anything]).success)
        let startsWithSecond = Argument.pass { ($0 as? String)?.hasPrefix("second") ?? false }
        #expect(fake.didCall(.hereAreTwoStrings, withArguments: [Argument.anything, startsWithSecond]).success)
        let startsWithThird = Argument.pass { ($0 as? String)?.hasPrefix("third") ?? false }
        #expect(!fake.didCall(.hereAreTwoStrings, withArguments: [Argument.anything, startsWithThird]).success)
    }

    @Test func didCall_withNil_matchesOnlyNil() {
        fake.stub(.takeAnOptional).andReturn(nil)
        _ = fake.takeAnOptional(nil)
        #expect(fake.didCall(.takeAnOptional, withArguments: [nil]).success)
        #expect(fake.didCall(.takeAnOptional, withArguments: [Argument.nil]).success)
        #expect(!fake.didCall(.takeAnOptional, withArguments: [Argument.nonNil]).success)
        #expect(!fake.didCall(.takeAnOptional, withArguments: ["x"]).success)
    }

    @Test func didCall_with_checksWhatAPropertyWasSetTo() {
        fake.readwriteProperty = "value"
        #expect(fake.didCall(.readwriteProperty, with: "value").success)
        #expect(!fake.didCall(.readwriteProperty, with: "other").success)
    }

    @Test func recordedCallsDescription_listsEveryCall() {
        #expect(fake.didCall(.doSomething).recordedCallsDescription == "no calls recorded")
        _ = fake.giveMeAString(arg1: false, arg2: "wanted")
        fake.readwriteProperty = "new"
        fake.doSomething()
        #expect(fake.didCall(.doSomething).recordedCallsDescription == """
            giveMeAString(arg1:arg2:) with <false>, <"wanted">
            readwriteProperty with <"new">
            doSomething()
            """)
    }

    @Test func resetCalls_forgetsCallsButKeepsStubs() {
        _ = fake.giveMeAString(arg1: true, arg2: "")
        fake.resetCalls()
        #expect(!fake.didCall(.giveMeAString).success)
        #expect(fake.giveMeAString(arg1: true, arg2: "") == "")
    }

    @Test func resetCallsAndStubs_forgetsBoth() {
        fake.stub(.readonlyProperty).andReturn("a")
        _ = fake.giveMeAString(arg1: true, arg2: "")
        fake.resetCallsAndStubs()
        #expect(fake.recordedCalls.isEmpty)
        fake.stub(.readonlyProperty).andReturn("b")
        #expect(fake.readonlyProperty == "b")
    }

    @Test(.isolatedDoubles) func staticCalls_areRecordedOnTheType() {
        #expect(!FakeStaticSpy.didCall(.imAStaticFunction).success)
        FakeStaticSpy.imAStaticFunction()
        FakeStaticSpy.staticProperty = 4
        #expect(FakeStaticSpy.didCall(.imAStaticFunction, countSpecifier: .exactly(1)).success)
        #expect(FakeStaticSpy.didCall(.staticProperty, with: 4).success)
        #expect(!FakeStaticSpy.didCall(.staticProperty, with: 5).success)
        #expect(FakeStaticSpy.recordedCalls.count == 2)
    }

    @Test func instances_neverShareCalls() {
        let other = FakeStringService()
        other.stub(.doSomething).andReturn()
        fake.doSomething()
        #expect(fake.didCall(.doSomething).success)
        #expect(!other.didCall(.doSomething).success)
    }

    @Test func recordedCalls_carryIncreasingSequenceNumbers() {
        let other = FakeStringService()
        other.stub(.doSomething).andReturn()
        fake.doSomething()
        other.doSomething()
        fake.doSomething()
        let mine = fake.recordedCalls.map(\.sequenceNumber)
        let theirs = other.recordedCalls.map(\.sequenceNumber)
        #expect(mine[0] < theirs[0] && theirs[0] < mine[1])
    }
}
