import Dispatch
import Doubles
import DoublesMatchers
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

@Test func didCall() {
    let fake = FakeStringService()
    fake.stub(.hereAreTwoStrings).andReturn(true)
    _ = fake.hereAreTwoStrings(string1: "firstArg", string2: "secondArg")
    fake.readwriteProperty = "value"

    // passes if the function was called
    #expect(fake.didCall(.hereAreTwoStrings).success)
    // a number of times
    #expect(fake.didCall(.hereAreTwoStrings, countSpecifier: .exactly(1)).success)
    #expect(fake.didCall(.hereAreTwoStrings, countSpecifier: .atLeast(1)).success)
    #expect(fake.didCall(.hereAreTwoStrings, countSpecifier: .atMost(1)).success)
    #expect(fake.didCall(.giveMeAString, countSpecifier: .never).success)
    // with equivalent arguments
    #expect(fake.didCall(.hereAreTwoStrings, withArguments: ["firstArg", "secondArg"]).success)
    // with arguments that pass the specified options
    #expect(fake.didCall(.hereAreTwoStrings, withArguments: [Argument.nonNil, Argument.anything]).success)
    // passes if the property was set to the right value
    #expect(fake.didCall(.readwriteProperty, with: "value").success)

    let result = fake.didCall(.giveMeAString)
    #expect(!result.success)
    #expect(result.recordedCallsDescription == """
        hereAreTwoStrings(string1:string2:) with <"firstArg">, <"secondArg">
        readwriteProperty with <"value">
        """)
}
