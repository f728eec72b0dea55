import Dispatch
import Doubles
import DoublesMatchers
import Testing
import DoublesTestSupport

/// A spy whose static members only the static tests below use.
final class FakeStaticService: Spryable {
    enum StaticFunction: String, StringRepresentable {
        case configure = "configure(with:)"
        case level = "level"
    }

    enum Function: String, StringRepresentable {
        case none = "none()"
    }

    static func configure(with name: String) {
        recordCall(arguments: name)
    }

    static var level: Int {
        get {
            recordCall()
            return 0
        }
        set { recordCall(arguments: newValue) }
    }
}

@Suite(.tags(.concurrency)) struct HaveReceivedTests {
    let fake = FakeStringService()

    init() {
        fake.stub(.giveMeAString).andReturn("")
        fake.stub(.hereAreTwoStrings).andReturn(true)
        fake.stub(.doSomething).andReturn()
        fake.stub(.takeAnOptional).andReturn(nil)
    }

    @Test func everyReadmeForm_passesWhenItShould() {
        _ = fake.giveMeAString(arg1: false, arg2: "wanted")
        _ = fake.hereAreTwoStrings(string1: "firstArg", string2: "secondArg")
        fake.readwriteProperty = "value"
        let customArgumentValidation = Argument.pass { ($0 as? String)?.hasPrefix("second") ?? false }
        let records = gatherExpectations(silently: true) {
            expect(fake).to(haveReceived(.giveMeAString))
            expect(fake).to(haveReceived(.giveMeAString, countSpecifier: .exactly(1)))
            expect(fake).to(haveReceived(.giveMeAString, countSpecifier: .atLeast(1)))
            expect(fake).to(haveReceived(.giveMeAString, countSpecifier: .atMost(1)))
            expect(fake).to(haveReceived(.hereAreTwoStrings, with: "firstArg", "secondArg"))
            expect(fake).to(haveReceived(.hereAreTwoStrings, with: Argument.nonNil, Argument.anything))
            expect(fake).to(haveReceived(.hereAreTwoStrings, with: Argument.anything, customArgumentValidation))
            expect(fake).to(haveReceived(.hereAreTwoStrings, with: "firstArg", "secondArg", countSpecifier: .exactly(1)))
            expect(fake).to(haveReceived(.readwriteProperty, with: "value"))
            expect(fake).toNot(haveReceived(.doSomething))
            expect(fake).notTo(haveReceived(.hereAreTwoStrings, with: "firstArg", "other"))
            expect(fake).toNot(haveReceived(.giveMeAString, countSpecifier: .atLeast(2)))
            expect(fake).to(haveReceived(.doSomething, countSpecifier: .never))
            expect(fake).to(haveRecordedCalls())
            expect(FakeStringService()).toNot(haveRecordedCalls())
        }
        #expect(records.count == 15)
        #expect(records.filter { !$0.success }.map(\.message.stringValue) == [])
    }

    @Test func noCallsAtAll_saysSo() {
        #expect(failures { expect(fake).to(haveReceived(.giveMeAString, with: false, "wanted", countSpecifier: .exactly(1))) } == [
            """
            expected to receive <giveMeAString(arg1:arg2:)> with <false>, <"wanted"> exactly 1 time on \
            <FakeStringService>, got 0 matching calls
            No calls were recorded on FakeStringService.
            """,
        ])
    }

    /// A getter that calls `stubbedValue()` records no read: a failed check of it says why it found none.
    @Test func aMemberAnsweredThroughStubbedValue_isNeverRecorded_andAFailedCheckSaysSo() {
        fake.stub(.readonlyProperty).andReturn("r")
        _ = fake.readonlyProperty
        let note = """
            FakeStringService's readonlyProperty answered calls that are not recorded: the member calls \
            stubbedValue(), which records none.
            Fix: to check its calls, call spryify() in the member rather than stubbedValue().
            """
        #expect(failures { expect(fake).to(haveReceived(.readonlyProperty)) } == [
            """
            expected to receive <readonlyProperty> at least 1 time on <FakeStringService>, got 0 matching calls
            No calls were recorded on FakeStringService.
            \(note)
            """,
        ])
        #expect(fake.didCall(.readonlyProperty).description == """
            failed, 0 matching calls, no calls recorded; the checked member answered calls that are not recorded \
            (stubbedValue() records none: to check them, call spryify() in the member)
            """)
        // `toNot` counts recorded calls only, and this member records none, so it passes: beside a setter that records,
        // it means "never set", which is true here. (The note above is for a check that fails.)
        #expect(failures { expect(fake).toNot(haveReceived(.readonlyProperty)) } == [])
        fake.readwriteProperty = "x"
        #expect(fake.didCall(.readwriteProperty, with: "y").description
            == #"failed, 0 matching calls, recorded: readwriteProperty with <"x">"#)
        // With other calls recorded, the report does not say the member was never called.
        let lines = failures { expect(fake).to(haveReceived(.readonlyProperty)) }.first?.components(separatedBy: "\n")
        #expect(lines?.dropFirst().first == "No call of readonlyProperty was recorded.")
    }

    /// A method that answers through `stubbedValue()` has no setter that records: `haveReceived` of it can never see a
    /// call, so it fails once, with why, under `to` and `toNot` alike.
    @Test func aMethodAnsweredThroughStubbedValue_failsEveryCheckOfIt() {
        final class Prices: Spryable {
            enum StaticFunction: String, StringRepresentable { case none = "none()" }
            enum Function: String, StringRepresentable { case price = "price(of:)" }
            func price(of code: String) -> Int { stubbedValue(arguments: code) }
        }
        let prices = Prices()
        prices.stub(.price).andReturn(3)
        expect(prices).toNot(haveReceived(.price))
        _ = prices.price(of: "a")
        let slip = """
            haveReceived(.price) on Prices can never see a call: price(of:) answered calls that are not recorded, as \
            the member calls stubbedValue(), so the check passes or fails whatever the code under test did.
            Fix: call spryify() in the member, which records each call and answers from the stubs (or, in a fake that is \
            not Spryable, recordCall(arguments:) before stubbedValue()).
            No calls were recorded on Prices.
            """
        #expect(failures { expect(prices).toNot(haveReceived(.price)) } == [slip])
        #expect(failures { expect(prices).to(haveReceived(.price)) } == [slip])
        #expect(failures { expect(prices).to(haveReceived(.price, countSpecifier: .never)) } == [slip])
    }

    @Test func wrongArguments_showTheCallsAndTheClosestOneArgumentByArgument() {
        _ = fake.giveMeAString(arg1: true, arg2: "other")
        _ = fake.giveMeAString(arg1: false, arg2: "close")
        fake.readwriteProperty = "x"
        #expect(failures { expect(fake).to(haveReceived(.giveMeAString, with: false, "wanted")) } == [
            """
            expected to receive <giveMeAString(arg1:arg2:)> with <false>, <"wanted"> at least 1 time on \
            <FakeStringService>, got 0 matching calls
            Calls to giveMeAString(arg1:arg2:), in order:
              1. giveMeAString(arg1:arg2:) with <true>, <"other">
              2. giveMeAString(arg1:arg2:) with <false>, <"close">
            0 of 2 calls matched the arguments.
            Closest call (#2):
              argument 1: matched <false>
              argument 2: expected <"wanted">, got <"close">
            Calls to other functions on FakeStringService:
              readwriteProperty with <"x">
            """,
        ])
    }

    @Test func wrongCount_saysHowManyMatched() {
        _ = fake.giveMeAString(arg1: false, arg2: "wanted")
        _ = fake.giveMeAString(arg1: false, arg2: "wanted")
        _ = fake.giveMeAString(arg1: true, arg2: "wanted")
        #expect(failures {
            expect(fake).to(haveReceived(.giveMeAString, with: false, "wanted", countSpecifier: .exactly(1)))
        } == [
            """
            expected to receive <giveMeAString(arg1:arg2:)> with <false>, <"wanted"> exactly 1 time on \
            <FakeStringService>, got 2 matching calls
            Calls to giveMeAString(arg1:arg2:), in order:
              1. giveMeAString(arg1:arg2:) with <false>, <"wanted">
              2. giveMeAString(arg1:arg2:) with <false>, <"wanted">
              3. giveMeAString(arg1:arg2:) with <true>, <"wanted">
            2 of 3 calls matched the arguments.
            """,
        ])
    }

    @Test func neverCalledFunction_isNamed() {
        fake.doSomething()
        #expect(failures { expect(fake).to(haveReceived(.giveMeAString)) } == [
            """
            expected to receive <giveMeAString(arg1:arg2:)> at least 1 time on <FakeStringService>, got 0 matching calls
            giveMeAString(arg1:arg2:) was never called.
            Calls to other functions on FakeStringService:
              doSomething()
            """,
        ])
    }

    @Test func toNot_readsExpectedToNotReceive() {
        fake.doSomething()
        #expect(failures { expect(fake).toNot(haveReceived(.doSomething)) } == [
            """
            expected to not receive <doSomething()> at least 1 time on <FakeStringService>, got 1 matching call
            Calls to doSomething(), in order:
              1. doSomething()
            """,
        ])
    }

    @Test func property_setterMessages() {
        fake.readwriteProperty = "old"
        #expect(failures { expect(fake).to(haveReceived(.readwriteProperty, with: "new")) } == [
            """
            expected to receive <readwriteProperty> with <"new"> at least 1 time on <FakeStringService>, got 0 \
            matching calls
            Calls to readwriteProperty, in order:
              1. readwriteProperty with <"old">
            0 of 1 call matched the arguments.
            Closest call (#1):
              argument 1: expected <"new">, got <"old">
            """,
        ])
    }

    @Test func nilArguments_matchAndReadAsNil() {
        _ = fake.takeAnOptional(nil)
        let records = gatherExpectations(silently: true) {
            expect(fake).to(haveReceived(.takeAnOptional, with: nil))
            expect(fake).to(haveReceived(.takeAnOptional, with: Argument.nil))
            expect(fake).toNot(haveReceived(.takeAnOptional, with: "x"))
        }
        #expect(records.map(\.success) == [true, true, true])
        #expect(failures { expect(fake).to(haveReceived(.takeAnOptional, with: "x")) }.first?.contains(
            "argument 1: expected <\"x\">, got <nil>"
        ) == true)
    }

    @Test(.isolatedDoubles) func staticFunctions_andProperties() {
        FakeStaticService.configure(with: "debug")
        FakeStaticService.level = 3
        let records = gatherExpectations(silently: true) {
            expect(FakeStaticService.self).to(haveReceived(.configure))
            expect(FakeStaticService.self).to(haveReceived(.configure, with: "debug", countSpecifier: .exactly(1)))
            expect(FakeStaticService.self).to(haveReceived(.level))
            expect(FakeStaticService.self).to(haveReceived(.level, with: 3))
            expect(FakeStaticService.self).toNot(haveReceived(.level, with: 4))
            expect(FakeStaticService.self).to(haveRecordedCalls())
        }
        #expect(records.count == 6)
        #expect(records.filter { !$0.success }.map(\.message.stringValue) == [])
        #expect(failures { expect(FakeStaticService.self).to(haveReceived(.configure, with: "release")) } == [
            """
            expected to receive <configure(with:)> with <"release"> at least 1 time on <FakeStaticService>, got 0 \
            matching calls
            Calls to configure(with:), in order:
              1. configure(with:) with <"debug">
            0 of 1 call matched the arguments.
            Closest call (#1):
              argument 1: expected <"release">, got <"debug">
            Calls to other functions on FakeStaticService:
              level with <3>
            """,
        ])
    }

    @Test(.isolatedDoubles) func aCallWithAnotherCountOfArguments_saysHowMany_inTheClosestCall() {
        FakeStaticService.level = 3
        let lines = failures { expect(FakeStaticService.self).to(haveReceived(.level, with: 3, 4)) }
            .first?.components(separatedBy: "\n")
        #expect(lines?.suffix(3) == ["Closest call (#1):", "  expected 2 arguments, got 1", "  argument 1: matched <3>"])
        FakeStaticService.resetCalls()
        _ = FakeStaticService.level
        let read = failures { expect(FakeStaticService.self).to(haveReceived(.level, with: 3)) }
            .first?.components(separatedBy: "\n").suffix(2)
        #expect(read?.first == "  expected 1 argument, got 0")
        #expect(read?.last == "  (level was read, not set: a check `with:` a value counts only the sets)")
    }

    @Test func haveRecordedCalls_messages() {
        #expect(failures { expect(fake).to(haveRecordedCalls()) } == [
            "expected to have recorded calls on <FakeStringService>, got no calls",
        ])
        fake.doSomething()
        #expect(failures { expect(fake).toNot(haveRecordedCalls()) } == [
            """
            expected to not have recorded calls on <FakeStringService>, got 1 call
            Calls, in order:
              doSomething()
            """,
        ])
    }

    @Test func aWrongArgumentCount_isReportedAsMisuse() {
        _ = fake.giveMeAString(arg1: true, arg2: "x")
        let all = failures { expect(fake).to(haveReceived(.giveMeAString, with: true)) }
        #expect(all.count == 1, "haveReceived fails once, with the misuse first")
        #expect(all.first?.hasPrefix("haveReceived(.giveMeAString) on FakeStringService gives 1 argument (<true>)") == true)
    }

    @Test func aFailure_reachesSwiftTesting() {
        withKnownIssue {
            expect(fake).to(haveReceived(.doSomething))
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix(
                "expected to receive <doSomething()> at least 1 time on <FakeStringService>, got 0 matching calls"
            ) == true
        }
    }

    @Test func failures_areReportedAtTheExpectLine() {
        let line: UInt = #line + 1
        let records = gatherFailingExpectations(silently: true) { expect(fake).to(haveReceived(.doSomething)) }
        #expect(records.first?.location.line == line)
    }

    @Test func toEventually_waitsForCallsMadeOnOtherThreads() async {
        let fake = self.fake
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { fake.doSomething() }
        let records = await gatherExpectations(silently: true) {
            await expect(fake).toEventually(haveReceived(.doSomething), timeout: .seconds(2))
        }
        #expect(records.map(\.success) == [true])
        let failures = await gatherFailingExpectations(silently: true) {
            await expect(fake).toEventually(haveReceived(.giveMeAString), timeout: .milliseconds(30))
        }
        #expect(failures.first?.message.stringValue.hasPrefix(
            "expected to eventually receive <giveMeAString(arg1:arg2:)> at least 1 time on <FakeStringService>, got 0 matching calls"
        ) == true)
    }
}

/// A fake whose `quote` answers through `stubbedValue()`, which records no call, and whose `flag` records.
private final class FakeQuotes: Spryable {
    enum StaticFunction: String, StringRepresentable {
        case rate = "rate(of:)"
    }
    enum Function: String, StringRepresentable {
        case quote = "quote(_:)"
        case total = "total(_:)"
        case flag = "flag(_:)"
        case name
    }

    func quote(_ code: Int) -> Int { stubbedValue(arguments: code) }
    func total(_ code: Int) -> Int { stubbedValue(arguments: code) }
    func flag(_ on: Bool) { recordCall(arguments: on) }
    var name: String { stubbedValue() }
    static func rate(of code: String) -> Double { stubbedValue(arguments: code) }
}

/// Every check that reads a fake's calls, not only `haveReceived`, cannot see those of a method answered through
/// `stubbedValue()`: it fails once, saying so, under `to` and `toNot`, rather than passing whatever the code did.
@Suite(.tags(.concurrency)) struct UnrecordedMethodChecksTests {
    private let quotes = FakeQuotes()

    private func slip(_ check: String, _ names: String = "quote(_:)") -> String {
        """
        \(check) on FakeQuotes can never see a call: \(names) answered calls that are not recorded, as the member \
        calls stubbedValue(), so the check passes or fails whatever the code under test did.
        Fix: call spryify() in the member, which records each call and answers from the stubs (or, in a fake that is \
        not Spryable, recordCall(arguments:) before stubbedValue()).
        """
    }

    @Test func haveRecordedCalls_andHaveNoUnverifiedCalls_sayWhyTheyCannotSeeAMethodsCalls() {
        quotes.stub(.quote).andReturn(3)
        // Before any call, nothing is hidden.
        #expect(failures { expect(quotes).toNot(haveRecordedCalls()) }.isEmpty)
        #expect(failures { expect(quotes).to(haveNoUnverifiedCalls()) }.isEmpty)
        _ = quotes.quote(1)
        #expect(failures { expect(quotes).toNot(haveRecordedCalls()) } == [slip("haveRecordedCalls()")])
        #expect(failures { expect(quotes).to(haveRecordedCalls()) } == [slip("haveRecordedCalls()")])
        #expect(failures { expect(quotes).to(haveNoUnverifiedCalls()) } == [slip("haveNoUnverifiedCalls()")])
        #expect(failures { expect(quotes).toNot(haveNoUnverifiedCalls()) } == [slip("haveNoUnverifiedCalls()")])
        // A property may record in its setter, so its unrecorded reads are not a slip, as in `haveReceived`.
        quotes.stub(.name).andReturn("n")
        _ = quotes.name
        #expect(failures { expect(quotes).to(haveNoUnverifiedCalls()) } == [slip("haveNoUnverifiedCalls()")])
    }

    /// With a call recorded, `haveRecordedCalls` answers rightly whatever was hidden, and so does
    /// `haveNoUnverifiedCalls` with an unverified one: neither reports the slip then.
    @Test func aRecordedCall_leavesTheChecksThatItDecides_alone() {
        quotes.stub(.quote).andReturn(3)
        _ = quotes.quote(1)
        quotes.flag(true)
        #expect(failures { expect(quotes).to(haveRecordedCalls()) }.isEmpty)
        #expect(failures { expect(quotes).toNot(haveRecordedCalls()) }.first?.hasPrefix("expected to not have") == true)
        #expect(failures { expect(quotes).toNot(haveNoUnverifiedCalls()) }.isEmpty)
        let unverified = failures { expect(quotes).to(haveNoUnverifiedCalls()) }
        #expect(unverified.first?.hasPrefix("expected to have no unverified calls") == true, "\(unverified)")
        expect(quotes).to(haveReceived(.flag))
        #expect(failures { expect(quotes).to(haveNoUnverifiedCalls()) } == [slip("haveNoUnverifiedCalls()")])
    }

    @Test func severalMethods_areNamedTogether() {
        quotes.relax()
        _ = quotes.total(1)
        _ = quotes.quote(2)
        #expect(failures { expect(quotes).toNot(haveRecordedCalls()) } == [
            """
            haveRecordedCalls() on FakeQuotes can never see a call of these methods: quote(_:), total(_:) answered \
            calls that are not recorded, as their members call stubbedValue(), so the check passes or fails whatever \
            the code under test did.
            Fix: call spryify() in the members, which records each call and answers from the stubs (or, in a fake that \
            is not Spryable, recordCall(arguments:) before stubbedValue()).
            """,
        ])
        // A relaxed fake's answer with no stub hides the call as a stub's does.
        #expect(failures { expect(quotes).toNot(haveReceived(.total)) }.first?.hasPrefix(
            slip("haveReceived(.total)", "total(_:)")
        ) == true)
    }

    @Test func anOrderCheck_namesTheMethod_underToAndToNot() {
        quotes.stub(.quote).andReturn(3)
        _ = quotes.quote(1)
        quotes.flag(true)
        let order = [quotes.receivedCall(.quote), quotes.receivedCall(.flag)]
        var result: CallOrderResult?
        #expect(failures { result = callOrder(order) } == [slip("receivedCall(.quote)")])
        #expect(result?.success == false)
        #expect(failures { expect(order).toNot(happenInOrder()) }.first?.hasPrefix(slip("receivedCall(.quote)")) == true)
        #expect(failures { expect(order).to(happenInOrder()) }.first?.hasPrefix(slip("receivedCall(.quote)")) == true)
        // Once, for a method expected twice.
        let twice = [quotes.receivedCall(.quote), quotes.receivedCall(.flag), quotes.receivedCall(.quote)]
        #expect(failures { _ = callOrder(twice) } == [slip("receivedCall(.quote)")])
        // A check that sees every call it expects needs no word.
        #expect(failures { expect([quotes.receivedCall(.flag)]).to(happenInOrder()) }.isEmpty)
    }

    /// Which test made a fake type's unrecorded calls is not kept, so a check of all its calls does not report them:
    /// another test's must not fail this one's.
    @Test(.isolatedDoubles) func aFakeTypesWholeChecks_areLeftAlone() {
        FakeQuotes.stub(.rate).andReturn(1.5)
        _ = FakeQuotes.rate(of: "EUR")
        #expect(failures { expect(FakeQuotes.self).toNot(haveRecordedCalls()) }.isEmpty)
        #expect(failures { expect(FakeQuotes.self).to(haveNoUnverifiedCalls()) }.isEmpty)
    }
}

/// A stub that answered calls without recording them keeps that mark for its member as it leaves the stubs
/// (`stubAgain`, `resetStubs`): those calls stay unseen until a reset of the calls, so checks still say why.
@Suite(.tags(.concurrency)) struct UnrecordedCallsAfterStubChangesTests {
    private let slip = """
        haveReceived(.quote) on FakeQuotes can never see a call: quote(_:) answered calls that are not recorded, as the \
        member calls stubbedValue(), so the check passes or fails whatever the code under test did.
        Fix: call spryify() in the member, which records each call and answers from the stubs (or, in a fake that is \
        not Spryable, recordCall(arguments:) before stubbedValue()).
        No calls were recorded on FakeQuotes.
        """

    @Test func aReplacedOrResetStub_keepsItsUnrecordedCalls_untilACallReset() {
        let quotes = FakeQuotes()
        quotes.stub(.quote).andReturn(3)
        _ = quotes.quote(1)
        quotes.stubAgain(.quote).andReturn(4)
        #expect(failures { expect(quotes).toNot(haveReceived(.quote)) } == [slip])
        quotes.resetStubs()
        #expect(failures { expect(quotes).toNot(haveReceived(.quote)) } == [slip])
        let didCall = failures { _ = quotes.didCall(.quote, countSpecifier: .never) }
        #expect(didCall.count == 1 && didCall[0].contains("can never see a call"), "\(didCall)")
        quotes.resetCalls()
        quotes.stub(.quote).andReturn(5)
        #expect(failures { expect(quotes).toNot(haveReceived(.quote)) } == [])
    }

    @Test func aResetStub_keepsItsUnrecordedCalls() {
        let quotes = FakeQuotes()
        quotes.stub(.quote).andReturn(3)
        _ = quotes.quote(1)
        quotes.resetStubs()
        #expect(failures { expect(quotes).toNot(haveReceived(.quote)) } == [slip])
    }
}
