import Dispatch
import Doubles
import DoublesMatchers
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

@Test func capturing() {
    let fake = FakeStringService()
    let captor = Argument.captor()
    fake.stub(.hereAreTwoStrings).with(Argument.anything, captor).andReturn(true)

    _ = fake.hereAreTwoStrings(string1: "first arg first call", string2: "second arg first call")
    _ = fake.hereAreTwoStrings(string1: "first arg second call", string2: "second arg second call")

    let secondArgFromFirstCall = captor.getValue(as: String.self) // `at:` defaults to 0, the first call
    let secondArgFromSecondCall = captor.getValue(at: 1, as: String.self)
    #expect(secondArgFromFirstCall == "second arg first call")
    #expect(secondArgFromSecondCall == "second arg second call")
}
