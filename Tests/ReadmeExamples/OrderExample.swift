import Dispatch
import Doubles
import DoublesMatchers
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

final class FakeAuth: Spryable, Sendable {
    enum Function: String, StringRepresentable {
        case login = "login(name:)"
    }

    func login(name: String) {
        recordCall(arguments: name)
    }
}

@Test func loginHappensBeforeSave() {
    let auth = FakeAuth()
    let service = FakeStringService()
    service.stub(.giveMeAString).andReturn("")

    auth.login(name: "ada")
    _ = service.giveMeAString(arg1: true, arg2: "save")

    expect([
        auth.receivedCall(.login, with: "ada"),
        service.receivedCall(.giveMeAString, with: Argument.anything, "save"),
    ]).to(happenInOrder())
    #expect(!callOrder([service.receivedCall(.giveMeAString), auth.receivedCall(.login)]).success)
}
