import Doubles
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

protocol Preferences {
    func value<Value: Decodable>(for key: String) -> Value?
    func remove(keys: String...)
    func normalize(_ name: inout String)
}

final class FakePreferences: Preferences, Spryable {
    enum Function: String, StringRepresentable {
        case value = "value(for:)"
        case remove = "remove(keys:)"
        case normalize = "normalize(_:)"
    }

    func value<Value: Decodable>(for key: String) -> Value? {
        spryify(arguments: key)
    }

    func remove(keys: String...) {
        spryify(arguments: keys)
    }

    func normalize(_ name: inout String) {
        name = spryify(arguments: name, fallbackValue: name)
    }
}

@Test func genericVariadicAndInoutMembers() {
    let preferences = FakePreferences()
    preferences.stub(.value).with("limit").andReturn(5)
    let limit: Int? = preferences.value(for: "limit")
    #expect(limit == 5)

    preferences.remove(keys: "theme", "font")
    #expect(preferences.didCall(.remove, withArguments: [["theme", "font"]]).success)

    preferences.stub(.normalize).andDo { (name: String) in name.lowercased() }
    var name = "Ada"
    preferences.normalize(&name)
    #expect(name == "ada")
}
