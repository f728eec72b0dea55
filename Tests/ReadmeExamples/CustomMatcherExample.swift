import Dispatch
import Doubles
import DoublesMatchers
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

struct Widget {
    var hidden: Bool
}

func beVisible() -> Matcher<Widget> {
    Matcher.define("be visible") { actualExpression, message in
        guard let widget = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        return MatcherResult(bool: !widget.hidden, message: message)
    }
}

@Test func customMatcher() {
    expect(Widget(hidden: false)).to(beVisible())
    let records = gatherFailingExpectations(silently: true) {
        expect(Widget(hidden: false)).toNot(beVisible())
    }
    #expect(records.map(\.message.stringValue) == ["expected to not be visible, got <Widget(hidden: false)>"])
}
