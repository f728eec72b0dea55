import Foundation
import DoublesMatchers
import Testing
@testable import Doubles

@Suite struct StubbableTests {
    let fake = FakeStringService()

    @Test func stub_withoutArguments_returnsForAnyArguments() {
        fake.stub(.hereAreTwoStrings).andReturn(true)
        #expect(fake.hereAreTwoStrings(string1: "a", string2: "b"))
        #expect(fake.hereAreTwoStrings(string1: "c", string2: "d"))
    }

    @Test func stub_withArguments_returnsOnlyForThoseArguments() {
        fake.stub(.hereAreTwoStrings).with("first string", "second string").andReturn(true)
        fake.stub(.hereAreTwoStrings).andReturn(false)
        #expect(fake.hereAreTwoStrings(string1: "first string", string2: "second string"))
        #expect(!fake.hereAreTwoStrings(string1: "first string", string2: "other"))
    }

    @Test func stub_withArgumentsIsChosenBeforeOneWithout_evenWhenOlder() {
        fake.stub(.giveMeAString).with(true, "x").andReturn("specific")
        fake.stub(.giveMeAString).andReturn("general")
        #expect(fake.giveMeAString(arg1: true, arg2: "x") == "specific")
        #expect(fake.giveMeAString(arg1: false, arg2: "x") == "general")
    }

    @Test func stub_amongMatchingStubs_theNewestWins() {
        fake.stub(.giveMeAString).with(Argument.anything, "x").andReturn("older")
        fake.stub(.giveMeAString).with(true, Argument.anything).andReturn("newer")
        #expect(fake.giveMeAString(arg1: true, arg2: "x") == "newer")
        #expect(fake.giveMeAString(arg1: false, arg2: "x") == "older")
    }

    @Test func stub_withArgumentOption_matchesOnlyTheOtherArgument() {
        fake.stub(.hereAreTwoStrings).with(Argument.anything, "only this string matters").andReturn(true)
        fake.stub(.hereAreTwoStrings).andReturn(false)
        #expect(fake.hereAreTwoStrings(string1: "whatever", string2: "only this string matters"))
        #expect(!fake.hereAreTwoStrings(string1: "whatever", string2: "something else"))
    }

    @Test func stub_withCustomValidation_usesTheValidation() {
        let longerThanThree = Argument.pass { ($0 as? String).map { $0.count > 3 } ?? false }
        fake.stub(.giveMeAString).with(Argument.anything, longerThanThree).andReturn("long")
        fake.stub(.giveMeAString).andReturn("short")
        #expect(fake.giveMeAString(arg1: true, arg2: "abcd") == "long")
        #expect(fake.giveMeAString(arg1: true, arg2: "abc") == "short")
    }

    @Test func andDo_receivesTheArgumentsAndItsResultIsReturned() {
        var completed = false
        fake.stub(.iHaveACompletionClosure).with("correct string", Argument.anything).andDo { arguments in
            let completionClosure = arguments[1] as! () -> Void
            completionClosure()
            return Void()
        }
        fake.iHaveACompletionClosure(string: "correct string") { completed = true }
        #expect(completed)
    }

    @Test func andDo_canComputeTheReturnValue() {
        fake.stub(.giveMeAString).andDo { arguments in
            "\(arguments[0] as! Bool)-\(arguments[1] as! String)"
        }
        #expect(fake.giveMeAString(arg1: true, arg2: "x") == "true-x")
    }

    @Test func andReturn_withNoValue_returnsVoid() {
        fake.stub(.doSomething).andReturn()
        let failures = failures { fake.doSomething() }
        #expect(failures.isEmpty)
    }

    @Test func andReturn_withSeveralValues_returnsThemInTurnThenTheLastForever() {
        fake.stub(.giveMeAString).andReturn("1", "2", "3")
        let results = (0..<5).map { _ in fake.giveMeAString(arg1: true, arg2: "") }
        #expect(results == ["1", "2", "3", "3", "3"])
    }

    @Test func andReturn_nil_returnsNilForAnOptional() {
        fake.stub(.optionalProperty).andReturn(nil)
        let failures = failures { #expect(fake.optionalProperty == nil) }
        #expect(failures.isEmpty)
    }

    @Test func stub_onAProperty_isReturnedByTheGetter() {
        fake.stub(.readonlyProperty).andReturn("stubbed")
        fake.stub(.readwriteProperty).andReturn("also stubbed")
        #expect(fake.readonlyProperty == "stubbed")
        #expect(fake.readwriteProperty == "also stubbed")
    }

    @Test func stub_onASubscript_isReturned() {
        fake.stub(.subscriptIndex).with(2).andReturn("two")
        #expect(fake[2] == "two")
    }

    @Test func stubAgain_replacesAnIdenticalStubWithoutComplaint() {
        fake.stub(.giveMeAString).with(true, "x").andReturn("first")
        let failures = failures { fake.stubAgain(.giveMeAString).with(true, "x").andReturn("second") }
        #expect(failures.isEmpty)
        #expect(fake.giveMeAString(arg1: true, arg2: "x") == "second")
    }

    /// `stubAgain` without `with(...)` means to replace: where it replaces no stub, and stubs with arguments keep
    /// answering the calls they match (they are chosen before it), it says so at its line. A first stub, or one that
    /// replaces the stub without arguments, says nothing.
    @Test func stubAgain_withoutArguments_behindStubsWithArguments_saysItReplacesNone() {
        #expect(failures { fake.stubAgain(.giveMeAString).andReturn("first") } == [])
        fake.stub(.hereAreTwoStrings).with("a", "b").andReturn(true)
        let line = #line + 1
        let reported = failures { fake.stubAgain(.hereAreTwoStrings).andReturn(false) }
        #expect(reported == ["""
            stubAgain(.hereAreTwoStrings) on FakeStringService replaces no stub: hereAreTwoStrings(string1:string2:) \
            has none without with(...), and every stub with arguments is chosen before one without, so the calls the \
            stub below matches keep its answer:
                hereAreTwoStrings(string1:string2:) with <"a">, <"b"> -> andReturn(true), at \
            DoublesTests/StubbableTests.swift:\(line - 2):18
            Fix: to replace one, give stubAgain its arguments: `fake.stubAgain(.hereAreTwoStrings).with(…)`; or \
            remove them first with `fake.resetStubs()`.
            """])
        #expect(fake.hereAreTwoStrings(string1: "a", string2: "b"), "the stub with arguments still answers")
        #expect(failures { fake.stubAgain(.hereAreTwoStrings).andReturn(true) } == [], "replaces the one without")
    }

    @Test func resetStubs_removesEveryStub() {
        fake.stub(.readonlyProperty).andReturn("stubbed")
        fake.resetStubs()
        fake.stub(.readonlyProperty).andReturn("restubbed")
        #expect(fake.readonlyProperty == "restubbed")
    }

    @Test func fallbackValue_isReturnedSilentlyWhenNoStubMatches() {
        final class FakeWithFallback: Stubbable {
            enum StaticFunction: String, StringRepresentable { case none = "none()" }
            enum Function: String, StringRepresentable { case count = "count()" }
            func count() -> Int { stubbedValue(fallbackValue: 7) }
        }
        let fake = FakeWithFallback()
        let failures = failures { #expect(fake.count() == 7) }
        #expect(failures.isEmpty)
        fake.stub(.count).andReturn(3)
        #expect(fake.count() == 3)
    }

    @Test func fallbackValue_ofAnyType_isReturnedAsGiven_nilAndObjectsIncluded() {
        final class Token {}
        final class FakeWithFallbacks: Spryable {
            enum StaticFunction: String, StringRepresentable { case none = "none()" }
            enum Function: String, StringRepresentable {
                case nickname = "nickname(for:)"
                case token = "token()"
            }
            let fallbackToken = Token()
            func nickname(for name: String) -> String? { spryify(arguments: name, fallbackValue: nil) }
            func token() -> Token { stubbedValue(fallbackValue: fallbackToken) }
        }
        let fake = FakeWithFallbacks()
        let failures = failures {
            #expect(fake.nickname(for: "Ada") == nil)
            #expect(fake.token() === fake.fallbackToken)
        }
        #expect(failures.isEmpty)
        fake.stub(.nickname).andReturn("Countess")
        #expect(fake.nickname(for: "Ada") == "Countess")
        #expect(fake.didCall(.nickname, withArguments: ["Ada"], countSpecifier: .exactly(2)).success)
    }

    /// A method that answers through `stubbedValue()` records no call, so no check of it can see one: a check that
    /// matches none is a slip, whether it passes (`.never`, `toNot`) or fails. A property's getter is not reported, as
    /// its setter may record (see `HaveReceivedTests`).
    @Test func stubbedValue_doesNotRecordTheCall_soAnyCheckOfTheMethodIsASlip() {
        final class StubOnly: Spryable {
            enum StaticFunction: String, StringRepresentable { case none = "none()" }
            enum Function: String, StringRepresentable {
                case value = "value()"
                case recorded = "recorded(_:)"
                case find = "find(_:)"
            }
            func value() -> Int { stubbedValue() }
            func find(_ id: Int) -> Int { stubbedValue(arguments: id) }
            func recorded(_ id: Int) -> Int { spryify(arguments: id) }
        }
        let stub = StubOnly()
        stub.stub(.value).andReturn(1)
        stub.stub(.recorded).andReturn(2)
        var notYet = false
        #expect(failures { notYet = stub.didCall(.value, countSpecifier: .never).success } == [], "nothing answered yet")
        #expect(notYet)
        _ = stub.value()
        let slip = { (check: String) in
            """
            \(check)(.value) on StubOnly can never see a call: value() answered calls that are not recorded, as the \
            member calls stubbedValue(), so the check passes or fails whatever the code under test did.
            Fix: call spryify() in the member, which records each call and answers from the stubs (or, in a fake that is \
            not Spryable, recordCall(arguments:) before stubbedValue()).
            """
        }
        var result: DidCallResult?
        #expect(failures { result = stub.didCall(.value, countSpecifier: .never) } == [slip("didCall")])
        #expect(result?.success == true, "the result itself stays a plain count")
        #expect(failures { _ = stub.didCall(.value) } == [slip("didCall")])
        // The same where the stub is chosen by comparing arguments outside the lock (a `pass` closure runs user code).
        let compared = StubOnly()
        compared.stub(.find).with(Argument.pass { (id: Int) in id > 0 }).andReturn(3)
        #expect(compared.find(7) == 3)
        #expect(failures { _ = compared.didCall(.find, countSpecifier: .never) }.first?.hasPrefix(
            "didCall(.find) on StubOnly can never see a call: find(_:) answered calls that are not recorded"
        ) == true)
        // A recorded method whose calls were reset is not such a slip: its stub answered recorded calls.
        _ = stub.recorded(1)
        stub.resetCalls()
        var never = false
        #expect(failures { never = stub.didCall(.recorded, countSpecifier: .never).success } == [])
        #expect(never)
        // Nor is a fake that records with recordCall and answers with stubbedValue, as a Spyable, Stubbable fake
        // must: its stub answers unrecorded, but its calls are recorded, here before a reset.
        final class SpyAndStub: Spyable, Stubbable {
            enum StaticFunction: String, StringRepresentable { case none = "none()" }
            enum Function: String, StringRepresentable { case load = "load(_:)" }
            func load(_ id: Int) -> Int {
                recordCall(arguments: id)
                return stubbedValue(arguments: id)
            }
        }
        let both = SpyAndStub()
        both.stub(.load).andReturn(1)
        _ = both.load(7)
        both.resetCalls()
        var none = false
        #expect(failures { none = both.didCall(.load, countSpecifier: .never).success } == [])
        #expect(none)
    }

    /// A `Void` method needs no stub, so its calls through `stubbedValue()` are answered, and unrecorded, with no slip:
    /// a check of it is the slip, as for a stubbed method, in every form of `stubbedValue`.
    @Test func stubbedValue_ofAVoidMethodWithNoStub_makesAnyCheckOfItASlip() async throws {
        final class Quiet: Spryable {
            enum StaticFunction: String, StringRepresentable { case none = "none()" }
            enum Function: String, StringRepresentable {
                case pause = "pause()"
                case sleep = "sleep(for:)"
                case wait = "wait()"
            }
            func pause() { stubbedValue() }
            func sleep(for seconds: Int) async throws { try await stubbedValueThrows(arguments: seconds) }
            func wait() throws { try stubbedValueThrows() }
        }
        let quiet = Quiet()
        quiet.pause()
        quiet.pause()
        try await quiet.sleep(for: 1)
        try quiet.wait()
        for (name, function) in [("pause()", Quiet.Function.pause), ("sleep(for:)", .sleep), ("wait()", .wait)] {
            var passed = false
            let reported = failures { passed = quiet.didCall(function, countSpecifier: .never).success }
            #expect(passed, "the result itself stays a plain count")
            #expect(reported == ["""
                didCall(.\(function)) on Quiet can never see a call: \(name) answered calls that are not recorded, as \
                the member calls stubbedValue(), so the check passes or fails whatever the code under test did.
                Fix: call spryify() in the member, which records each call and answers from the stubs (or, in a fake \
                that is not Spryable, recordCall(arguments:) before stubbedValue()).
                """])
        }
        // `haveReceived` says the same under `to` and `toNot`, with no call to list.
        for negated in [false, true] {
            let reported = failures {
                if negated { expect(quiet).toNot(haveReceived(.pause)) } else { expect(quiet).to(haveReceived(.pause)) }
            }
            #expect(reported.count == 1)
            #expect(reported.first?.hasPrefix("haveReceived(.pause) on Quiet can never see a call: pause()") == true)
        }
        // A reset of the calls forgets the unrecorded ones too, until the next.
        quiet.resetCalls()
        #expect(failures { expect(quiet).toNot(haveReceived(.pause)) } == [])
        quiet.pause()
        #expect(failures { expect(quiet).toNot(haveReceived(.pause)) }.count == 1)
    }

    /// A relaxed fake's property read with no stub answers the empty value unrecorded, with no report, as a relaxed
    /// fake does: a failed check of the property says its reads are not recorded, and names no stub.
    @Test func aRelaxedPropertyReadWithNoStub_isNotSaidToBeAnsweredByAStub() {
        let relaxed = FakeStringService()
        relaxed.relax()
        _ = relaxed.readonlyProperty
        let reported = failures { expect(relaxed).to(haveReceived(.readonlyProperty)) }
        #expect(reported.count == 1)
        #expect(reported.first?.contains("readonlyProperty answered calls that are not recorded") == true, "\(reported)")
        #expect(reported.first?.contains("stub answered") == false, "\(reported)")
    }

    @Test(.isolatedDoubles) func staticStubs_belongToTheType() {
        FakeStringService.stub(.giveMeAString).andReturn("static")
        fake.stub(.giveMeAString).andReturn("instance")
        #expect(FakeStringService.giveMeAString(arg1: true, arg2: "") == "static")
        #expect(fake.giveMeAString(arg1: true, arg2: "") == "instance")
        FakeStringService.stub(.imAStaticFunction).andReturn(Void())
        FakeStringService.imAStaticFunction()
        #expect(FakeStringService.didCall(.imAStaticFunction).success)
    }

    @Test func instances_neverShareStubs() {
        let other = FakeStringService()
        fake.stub(.readonlyProperty).andReturn("mine")
        other.stub(.readonlyProperty).andReturn("theirs")
        #expect(fake.readonlyProperty == "mine")
        #expect(other.readonlyProperty == "theirs")
    }

    @Test func aStubKeptInAVariable_canBeNarrowedAndFinishedAgain() {
        let stub = fake.stub(.giveMeAString)
        stub.with(true, "a").andReturn("for a")
        stub.with(true, "b").andReturn("for b")
        #expect(fake.giveMeAString(arg1: true, arg2: "a") == "for a", "finishing again changes no earlier stub")
        #expect(fake.giveMeAString(arg1: true, arg2: "b") == "for b")
        #expect(fake.stubs.map(\.description) == [
            "giveMeAString(arg1:arg2:) with <true>, <\"a\"> -> andReturn(\"for a\")",
            "giveMeAString(arg1:arg2:) with <true>, <\"b\"> -> andReturn(\"for b\")",
        ])
    }

    @Test func aStubFinishedTwice_addsASecondStub_reportedAsADuplicate() {
        let stub = fake.stub(.giveMeAString).with(true, "a")
        stub.andReturn("first")
        let messages = failures { stub.andReturn("second") }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix(
            "FakeStringService already has a stub for giveMeAString(arg1:arg2:) with <true>, <\"a\">; the new one replaces it."
        ) == true)
        #expect(fake.giveMeAString(arg1: true, arg2: "a") == "second")
    }

    @Test func aStubFinishedTwice_withSeveralValues_givesTheSecondStubsValuesInTurn() {
        let stub = fake.stub(.giveMeAString)
        stub.andReturn("first")
        _ = failures { stub.andReturn("second", "third") }
        let answers = (0..<3).map { _ in fake.giveMeAString(arg1: true, arg2: "") }
        #expect(answers == ["second", "third", "third"])
        #expect(fake.stubs.map(\.description) == ["giveMeAString(arg1:arg2:) -> andReturn(\"second\", \"third\")"])
    }

    @Test func aStubbedFake_isFreedOnceTheTestLetsGoOfIt_andOfTheStubItKept() {
        weak var released: FakeStringService?
        do {
            var kept: Stub?
            do {
                let fake = FakeStringService()
                released = fake
                kept = fake.stub(.giveMeAString)
                kept?.andReturn("x")
                #expect(fake.giveMeAString(arg1: true, arg2: "") == "x")
            }
            #expect(released != nil, "a stub kept in a variable holds its fake, as any reference does")
            kept?.with(true, "y").andReturn("y")
            #expect(released?.giveMeAString(arg1: true, arg2: "y") == "y", "begun again, it stubs the same fake")
        }
        #expect(released == nil, "the fake's state holds an entry of its own, which does not keep the fake alive")
    }
}

/// A fake with an optional parameter.
private final class FakeGreeter: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable { case greet = "greet(_:)" }
    func greet(_ name: String?) -> String { spryify(arguments: name) }
}

/// `nil` and `Argument.nil` say the same thing: a second stub with either replaces the first, and says so.
@Suite struct NilStubDuplicateTests {
    @Test func aStubWithNil_afterOneWithArgumentNil_isADuplicate() {
        let greeter = FakeGreeter()
        greeter.stub(.greet).with(.nil).andReturn("first")
        let messages = failures { greeter.stub(.greet).with(nil).andReturn("second") }
        #expect(messages.first?.hasPrefix(
            "FakeGreeter already has a stub for greet(_:) with <nil>; the new one replaces it."
        ) == true, "\(messages)")
        #expect(greeter.greet(nil) == "second")
        #expect(!Argument.sameSpecification(nil, Argument.nonNil))
        #expect(Argument.sameSpecification(Argument.nil, nil))
    }
}

/// A channel that is `Equatable` but not `SpryEquatable`: `with(...)` keeps it in a box of its own.
private enum FeeChannel: Equatable {
    case web, app
}

/// A fake whose parameters take values in a box (`FeeChannel`) and a metatype.
private final class FakeFees: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable {
        case fee = "fee(_:channel:)"
        case limit = "limit(for:)"
    }
    func fee(_ amount: Decimal, channel: FeeChannel) -> Decimal { spryify(arguments: amount, channel) }
    func limit(for type: Any.Type) -> Int { spryify(arguments: type) }
}

/// Two stubs with alike `Equatable` values or metatypes, which `with(...)` holds in boxes, are duplicates, as two
/// with alike `SpryEquatable` values are: the boxes are compared by what they hold.
@Suite struct BoxedValueStubDuplicateTests {
    @Test func aStubWithTheSameEquatableValues_isADuplicate_andStubAgainReplacesIt() {
        let fees = FakeFees()
        fees.stub(.fee).with(Decimal(10), FeeChannel.web).andReturn(Decimal(1))
        let messages = failures { fees.stub(.fee).with(Decimal(10), FeeChannel.web).andReturn(Decimal(2)) }
        #expect(messages == [
            """
            FakeFees already has a stub for fee(_:channel:) with <10>, <web>; the new one replaces it.
            Fix: use `fake.stubAgain(.fee)` to replace a stub on purpose, or call resetStubs() first.
            """,
        ])
        #expect(failures { fees.stubAgain(.fee).with(Decimal(10), FeeChannel.web).andReturn(Decimal(3)) } == [])
        #expect(fees.stubs.count == 1, "\(fees.stubs.map(\.description))")
        #expect(fees.fee(10, channel: .web) == 3)
    }

    @Test func stubsWithOtherEquatableValues_areNoDuplicates() {
        let fees = FakeFees()
        let messages = failures {
            fees.stub(.fee).with(Decimal(10), FeeChannel.web).andReturn(Decimal(1))
            fees.stub(.fee).with(Decimal(10), FeeChannel.app).andReturn(Decimal(2))
        }
        #expect(messages == [])
        #expect(fees.fee(10, channel: .web) == 1)
        #expect(fees.fee(10, channel: .app) == 2)
    }

    /// An integer matches the `Decimal` of its literal, so a newer stub of that `Decimal` answers every call the
    /// older one matches for a `Decimal` parameter.
    @Test func aStubWithADecimal_afterOneWithTheIntegerOfItsLiteral_isADuplicate() {
        let fees = FakeFees()
        fees.stub(.fee).with(10, FeeChannel.web).andReturn(Decimal(1))
        let messages = failures { fees.stub(.fee).with(Decimal(10), FeeChannel.web).andReturn(Decimal(2)) }
        #expect(messages == [
            """
            FakeFees already has a stub for fee(_:channel:) with <10>, <web>; the new one replaces it.
            Fix: use `fake.stubAgain(.fee)` to replace a stub on purpose, or call resetStubs() first.
            """,
        ])
        #expect(fees.fee(10, channel: .web) == 2)
    }

    /// The other way round: a newer integer answers every call of the older `Decimal` for a `Decimal` parameter.
    @Test func aStubWithTheIntegerOfALiteral_afterOneWithItsDecimal_isADuplicate() {
        let fees = FakeFees()
        fees.stub(.fee).with(Decimal(10), FeeChannel.web).andReturn(Decimal(1))
        let messages = failures { fees.stub(.fee).with(10, FeeChannel.web).andReturn(Decimal(2)) }
        #expect(messages == [
            """
            FakeFees already has a stub for fee(_:channel:) with <10>, <web>; the new one replaces it.
            Fix: use `fake.stubAgain(.fee)` to replace a stub on purpose, or call resetStubs() first.
            """,
        ])
        #expect(fees.stubs.count == 1)
    }

    @Test func aStubWithTheSameMetatype_isADuplicate() {
        let fees = FakeFees()
        fees.stub(.limit).with(Int.self).andReturn(1)
        let messages = failures { fees.stub(.limit).with(Int.self).andReturn(2) }
        #expect(messages == [
            """
            FakeFees already has a stub for limit(for:) with <Int.self>; the new one replaces it.
            Fix: use `fake.stubAgain(.limit)` to replace a stub on purpose, or call resetStubs() first.
            """,
        ])
        #expect(failures { fees.stub(.limit).with(String.self).andReturn(3) } == [])
        #expect(fees.limit(for: Int.self) == 2)
        #expect(fees.limit(for: String.self) == 3)
    }
}
