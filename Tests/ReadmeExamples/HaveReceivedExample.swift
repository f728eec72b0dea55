import Dispatch
import Doubles
import DoublesMatchers
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

@Test(.isolatedDoubles) func haveReceivedForms() {
    let fake = FakeStringService()
    fake.stub(.giveMeAString).andReturn("")
    _ = fake.giveMeAString(arg1: false, arg2: "wanted")
    fake.readwriteProperty = "value"

    expect(fake).to(haveReceived(.giveMeAString))
    expect(fake).to(haveReceived(.giveMeAString, countSpecifier: .exactly(1)))
    expect(fake).to(haveReceived(.giveMeAString, with: false, "wanted"))
    expect(fake).to(haveReceived(.giveMeAString, with: Argument.nonNil, Argument.anything))
    expect(fake).to(haveReceived(.readwriteProperty, with: "value"))
    expect(fake).toNot(haveReceived(.hereAreTwoStrings))
    expect(fake).to(haveRecordedCalls())

    FakeStringService.stub(.giveMeAString).andReturn("")
    _ = FakeStringService.giveMeAString(arg1: true, arg2: "static")
    expect(FakeStringService.self).to(haveReceived(.giveMeAString, with: true, "static"))
    FakeStringService.resetCallsAndStubs()
}
