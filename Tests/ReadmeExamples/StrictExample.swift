import Dispatch
import Doubles
import DoublesMatchers
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

@Test func strictChecks() {
    let auth = FakeAuth()
    auth.login(name: "ada")
    expect(auth).to(haveReceived(.login, with: "ada"))
    expect(auth).to(haveNoUnverifiedCalls())

    let fake = FakeStringService()
    fake.stub(.readonlyProperty).andReturn("used")
    _ = fake.readonlyProperty
    expect(fake).to(haveNoUnusedStubs())
}
