import Dispatch
import Doubles
import DoublesMatchers
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

@Test func polling() async {
    let fake = FakeAuth()
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { fake.login(name: "ada") }

    await expect(fake).toEventually(haveReceived(.login), timeout: .seconds(2))
    await expect(1).toNever(equal(2), until: .milliseconds(50), pollInterval: .milliseconds(10))
    await waitUntil(timeout: .seconds(1)) { done in
        DispatchQueue.global().async { done() }
    }
}
