import Doubles
import DoublesMatchers
import Foundation
import Shop
import Testing

final class FakeArticlesAPI: ArticlesAPI, Spryable, Sendable {
    enum Function: String, StringRepresentable {
        case article = "article(id:)"
        case section = "section(of:)"
        case priced = "priced(id:)"
        case checkout = "checkout(_:)"
    }

    enum StaticFunction: String, StringRepresentable {
        case none = "none()"
    }

    func article(id: Int) -> Article { spryify(arguments: id) }
    func section(of id: Int) -> Section { spryify(arguments: id) }
    func priced(id: Int) -> (Article, Price?) { spryify(arguments: id) }
    func checkout(_ ids: [Int]) async throws -> Receipt { try await spryifyThrows(arguments: ids) }
}

final class FakeLogSink: LogSink, Spryable, Sendable {
    enum Function: String, StringRepresentable {
        case logLevel
        case write = "write(_:)"
    }

    enum StaticFunction: String, StringRepresentable {
        case none = "none()"
    }

    var logLevel: LogLevel { spryify() }
    func write(_ message: String) { spryify(arguments: message) }
}

/// Each test but the last forgets a stub on a type domain code returns. Each slip is that test's failure; the
/// process goes on, and the run reports every test.
@Suite struct NewsroomTests {
    let api = FakeArticlesAPI()
    let log = FakeLogSink()

    var newsroom: Newsroom { Newsroom(api: api, log: log) }

    @Test func forgetsTheArticleAndItsSection() {
        log.stub(.logLevel).andReturn(LogLevel.error)
        // An empty Article (a Decodable model with Date and URL fields) and the first Section.
        #expect(newsroom.headline(id: 1) == "NEWS: ")
    }

    @Test func forgetsAPricedArticle() {
        log.stub(.logLevel).andReturn(LogLevel.error)
        // A tuple of an empty Article and a nil Price.
        #expect(newsroom.offer(id: 1) == "")
    }

    @Test func forgetsTheCheckout() async {
        log.stub(.logLevel).andReturn(LogLevel.error)
        // Receipt has no empty value; the member is async throws, so the code under test takes its error path.
        #expect(await newsroom.buy([1, 2]) == "failed: DoublesError.missingStub: FakeArticlesAPI has no stub for checkout(_:)")
    }

    @Test func forgetsTheLogLevel() {
        api.stub(.article).andReturn(Article(id: 1, title: "Tea", published: Date(), link: URL(string: "https://x.test")!))
        api.stub(.section).andReturn(Section.opinion)
        // The level is the first case, .trace, so the message is written.
        #expect(newsroom.headline(id: 1) == "OPINION: Tea")
        expect(log).to(haveReceived(.write, with: "headline 1"))
    }

    @Test func aRelaxedLogSink_needsNoStubs() {
        log.relax()
        api.stub(.article).andReturn(Article(id: 1, title: "Tea", published: Date(), link: URL(string: "https://x.test")!))
        api.stub(.section).andReturn(Section.news)
        #expect(newsroom.headline(id: 1) == "NEWS: Tea")
        expect(log).to(haveReceived(.write, with: "headline 1"))
    }

    @Test func theFixForATypeWithNoEmptyValue_compiles() async throws {
        // SuggestedFix.swift holds the fix the message below gives for Receipt, written for Session.
        let messages = await gatherFailingExpectations(silently: true) { _ = try? await api.checkout([1]) }
        let message = try #require(messages.first?.message.stringValue)
        #expect(message.contains("    EmptyValues.register(Shop.Receipt.self) { … }"))
    }
}
