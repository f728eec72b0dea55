import Doubles
import DoublesMatchers
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

@Suite(.noUnusedStubs) struct GreetingTests {
    @Test func greetsByName() {
        let service = FakeStringService()
        service.stub(.giveMeAString).with(true, "ada").andReturn("Hello, Ada")

        #expect(service.giveMeAString(arg1: true, arg2: "ada") == "Hello, Ada")
    }
}
