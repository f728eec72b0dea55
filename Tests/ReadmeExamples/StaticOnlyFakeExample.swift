import Doubles
import DoublesMatchers
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

protocol BuildInfo {
    static var version: String { get }
    static func isEnabled(_ feature: String) -> Bool
}

final class FakeBuildInfo: BuildInfo, Spryable {
    enum StaticFunction: String, StringRepresentable {
        case version = "version"
        case isEnabled = "isEnabled(_:)"
    }

    static var version: String {
        spryify()
    }

    static func isEnabled(_ feature: String) -> Bool {
        spryify(arguments: feature)
    }
}

@Test(.isolatedDoubles) func staticOnly() {
    FakeBuildInfo.stub(.version).andReturn("2.1")
    FakeBuildInfo.stub(.isEnabled).with("search").andReturn(true)

    #expect(FakeBuildInfo.version == "2.1")
    #expect(FakeBuildInfo.isEnabled("search"))
    expect(FakeBuildInfo.self).to(haveReceived(.isEnabled, with: "search"))
}
