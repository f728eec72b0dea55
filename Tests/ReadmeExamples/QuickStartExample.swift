// This file holds an example from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

import Doubles
import DoublesMatchers
import Testing

protocol Greeter: AnyObject {
    func greet(_ name: String) -> String
}

final class FakeGreeter: Greeter, Spryable {
    enum Function: String, StringRepresentable {
        case greet = "greet(_:)"
    }

    func greet(_ name: String) -> String {
        spryify(arguments: name)
    }
}

@Test func greetsByName() {
    let greeter = FakeGreeter()
    greeter.stub(.greet).with("Ada").andReturn("Hello, Ada")

    #expect(greeter.greet("Ada") == "Hello, Ada")
    expect(greeter).to(haveReceived(.greet, with: "Ada"))
}
