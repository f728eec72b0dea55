import Dispatch
import Doubles
import DoublesMatchers
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

@Test func sequences() throws {
    let fake = FakeWeatherService()
    fake.stub(.parse).with("a").andReturn(1, 2, 3)
    #expect(try [fake.parse("a"), fake.parse("a"), fake.parse("a"), fake.parse("a")] == [1, 2, 3, 3])
}

enum FeedError: Error {
    case offline
}

protocol Feed {
    func load(_ name: String) throws -> [String]
    func save(_ name: String, lines: [String])
    func post(_ text: String, pinned: Bool) -> Int
}

final class FakeFeed: Feed, Spryable {
    enum Function: String, StringRepresentable {
        case load = "load(_:)"
        case save = "save(_:lines:)"
        case post = "post(_:pinned:)"
    }

    func load(_ name: String) throws -> [String] { try spryifyThrows(arguments: name) }
    func save(_ name: String, lines: [String]) { spryify(arguments: name, lines) }
    func post(_ text: String, pinned: Bool) -> Int { spryify(arguments: text, pinned) }
}

@Test func answersInTurn() throws {
    let feed = FakeFeed()
    feed.stub(.load).andAnswer(.throw(FeedError.offline), .return(["first"]))
    #expect(throws: FeedError.offline) { try feed.load("news") }
    #expect(try feed.load("news") == ["first"])
}

@Test func typedAndDo() {
    let feed = FakeFeed()
    var saved: [String: [String]] = [:]
    feed.stub(.save).andDo { (name: String, lines: [String]) in
        saved[name] = lines
    }
    feed.stub(.post).andDo { (text: String, pinned: Bool) in pinned ? text.count : 0 }

    feed.save("news", lines: ["a", "b"])
    #expect(saved == ["news": ["a", "b"]])
    #expect(feed.post("hello", pinned: true) == 5)
}
