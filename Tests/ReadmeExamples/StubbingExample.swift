import Dispatch
import Doubles
import DoublesMatchers
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

@Test(.isolatedDoubles) func stubbing() {
    let fake = FakeStringService()

    // will always return true
    fake.stub(.hereAreTwoStrings).andReturn(true)
    #expect(fake.hereAreTwoStrings(string1: "any", string2: "thing"))

    // only for these arguments; a stub with arguments is chosen before one without
    fake.stub(.giveMeAString).with(true, "first string").andReturn("specific")
    fake.stub(.giveMeAString).andReturn("general")
    #expect(fake.giveMeAString(arg1: true, arg2: "first string") == "specific")
    #expect(fake.giveMeAString(arg1: false, arg2: "first string") == "general")

    // using custom validation
    let customArgumentValidation = Argument.pass { actualArgument in
        (actualArgument as? String)?.hasPrefix("only") ?? false
    }
    fake.stubAgain(.hereAreTwoStrings).with(Argument.anything, customArgumentValidation).andReturn(false)
    #expect(!fake.hereAreTwoStrings(string1: "x", string2: "only this string matters"))

    // using andDo, which receives the arguments
    var completed = false
    fake.stub(.iHaveACompletionClosure).with("correct string", Argument.anything).andDo { arguments in
        let completionClosure = arguments[1] as! () -> Void
        completionClosure()
        return Void()
    }
    fake.iHaveACompletionClosure(string: "correct string") { completed = true }
    #expect(completed)

    // properties and static members stub the same way
    fake.stub(.readonlyProperty).andReturn("stubbed")
    #expect(fake.readonlyProperty == "stubbed")
    FakeStringService.stub(.imAStaticFunction).andReturn()
    FakeStringService.imAStaticFunction()
    FakeStringService.resetCallsAndStubs()
}
