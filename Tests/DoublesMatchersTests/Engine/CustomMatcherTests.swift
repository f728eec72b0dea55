import DoublesMatchers
import Foundation
import DoublesTestSupport
import Testing

struct Widget {
    var hidden: Bool
}

// The matcher from the custom-matcher article, written as it shows with `Predicate` renamed to `Matcher`,
// `PredicateResult` to `MatcherResult` and `Expression` to `ActualExpression`. This file imports Foundation,
// which has types named `Predicate` and `Expression`; nothing here needs qualifying.
func beVisible() -> Matcher<Widget> {
    return Matcher.define("be visible") { (actualExpression: ActualExpression<Widget>, msg: ExpectationMessage) -> MatcherResult in
        guard let received = try actualExpression.evaluate() else {
            return MatcherResult(status: MatcherStatus.fail, message: msg.appendedBeNilHint())
        }
        return MatcherResult(bool: received.hidden == false, message: msg)
    }
}

func beHiddenSimply() -> Matcher<Widget> {
    Matcher.simple("be hidden") { actualExpression in
        MatcherStatus(bool: try actualExpression.evaluate()?.hidden == true)
    }
}

func beMissingOrHidden() -> Matcher<Widget> {
    Matcher.simpleNilable("be missing or hidden") { actualExpression in
        MatcherStatus(bool: try actualExpression.evaluate()?.hidden ?? true)
    }
}

func beMissingOrVisible() -> Matcher<Widget> {
    Matcher.defineNilable("be missing or visible") { actualExpression, message in
        MatcherResult(bool: !(try actualExpression.evaluate()?.hidden ?? false), message: message)
    }
}

@Suite struct CustomMatcherTests {
    @Test func articleMatcher_passesAndFailsWithItsMessage() {
        passes {
            expect(Widget(hidden: false)).to(beVisible())
            expect(Widget(hidden: true)).toNot(beVisible())
        }
        failsWithMessage("expected to not be visible, got <Widget(hidden: false)>") {
            expect(Widget(hidden: false)).toNot(beVisible())
        }
        failsWithMessage("expected to be visible, got <Widget(hidden: true)>") {
            expect(Widget(hidden: true)).to(beVisible())
        }
        failsWithMessage("expected to be visible, got <nil> (use beNil() to match nils)") {
            expect(nil as Widget?).to(beVisible())
        }
        failsWithMessage("expected to not be visible, got <nil> (use beNil() to match nils)") {
            expect(nil as Widget?).toNot(beVisible())
        }
    }

    @Test func simpleAndNilableForms() {
        passes {
            expect(Widget(hidden: true)).to(beHiddenSimply())
            expect(nil as Widget?).to(beMissingOrHidden())
            expect(nil as Widget?).to(beMissingOrVisible())
        }
        failsWithMessage("expected to be hidden, got <nil> (use beNil() to match nils)") {
            expect(nil as Widget?).to(beHiddenSimply())
        }
        failsWithMessage("expected to be missing or hidden, got <Widget(hidden: false)>") {
            expect(Widget(hidden: false)).to(beMissingOrHidden())
        }
    }

    @Test func aPlainMatcher_canReturnAnyMessage() {
        let alwaysFails = Matcher<Int> { _ in MatcherResult(status: .fail, message: .fail("could not decide")) }
        failsWithMessage("could not decide") { expect(1).to(alwaysFails) }
        failsWithMessage("could not decide") { expect(1).toNot(alwaysFails) }
        let custom = Matcher<Int> { _ in
            MatcherResult(bool: false, message: .expectedCustomValueTo("be odd", actual: "an even number"))
        }
        failsWithMessage("expected to be odd, got an even number") { expect(2).to(custom) }
        let noActual = Matcher<Int> { _ in
            MatcherResult(bool: false, message: ExpectationMessage.expectedTo("be odd").appended(message: "!").appended(details: "see above"))
        }
        failsWithMessage("expected to be odd!\nsee above") { expect(2).to(noActual) }
    }

    @Test func details_areShownInTheOrderTheyWereAdded() {
        let message = ExpectationMessage.expectedTo("be odd")
            .appended(details: "first").appended(details: "second").appended(details: "third")
        let threeLines = Matcher<Int> { _ in MatcherResult(bool: false, message: message) }
        failsWithMessage("expected to be odd\nfirst\nsecond\nthird") { expect(2).to(threeLines) }
        failsWithMessage("expected to not be odd\nfirst\nsecond\nthird") {
            expect(2).toNot(Matcher<Int> { _ in MatcherResult(bool: true, message: message) })
        }
        #expect(message.description == "expected to be odd\nfirst\nsecond\nthird")
    }

    @Test func stringify_writesValuesAsMessagesShowThem() {
        #expect(stringify(3) == "3")
        #expect(stringify("text") == "text")
        #expect(stringify([1, 2]) == "[1, 2]")
        #expect(stringify(nil as Int?) == "nil")
        #expect(stringify(1.5) == "1.5")
        #expect(stringify(2.0) == "2")
        #expect(stringify(-2.0) == "-2")
        #expect(stringify(-0.0) == "-0")
        #expect(stringify(Float(-0.0)) == "-0")
        #expect(stringify(0.0) == "0")
    }
}
