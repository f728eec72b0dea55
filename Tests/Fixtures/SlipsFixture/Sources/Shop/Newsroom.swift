import Foundation

/// An article as the API sends it.
public struct Article: Decodable, Equatable, Sendable {
    public let id: Int
    public let title: String
    public let published: Date
    public let link: URL

    public init(id: Int, title: String, published: Date, link: URL) {
        self.id = id
        self.title = title
        self.published = published
        self.link = link
    }
}

public enum Section: String, CaseIterable, Sendable {
    case news, opinion
}

/// A price the shop computes; no API sends it, so it is not `Decodable`.
public struct Price: Equatable, Sendable {
    public let cents: Int

    public init(cents: Int) {
        self.cents = cents
    }
}

/// What a checkout returns: a class of the app's that nothing can make empty.
public final class Receipt: Sendable {
    public let total: Int

    public init(total: Int) {
        self.total = total
    }
}

/// A session, made only by the app.
public final class Session: Sendable {
    public init() {}
}

public protocol ArticlesAPI: Sendable {
    func article(id: Int) -> Article
    func section(of id: Int) -> Section
    func priced(id: Int) -> (Article, Price?)
    func checkout(_ ids: [Int]) async throws -> Receipt
}

/// A log sink that every message reads the level of, as a logger's handler does.
public protocol LogSink: Sendable {
    var logLevel: LogLevel { get }
    func write(_ message: String)
}

public enum LogLevel: Int, CaseIterable, Sendable {
    case trace, info, error
}

/// Turns articles into headlines, and buys them.
public struct Newsroom: Sendable {
    let api: any ArticlesAPI
    let log: any LogSink

    public init(api: any ArticlesAPI, log: any LogSink) {
        self.api = api
        self.log = log
    }

    func note(_ message: String) {
        if log.logLevel.rawValue <= LogLevel.info.rawValue { log.write(message) }
    }

    /// `"NEWS: Tea prices rise"`.
    public func headline(id: Int) -> String {
        note("headline \(id)")
        let article = api.article(id: id)
        return "\(api.section(of: id).rawValue.uppercased()): \(article.title)"
    }

    /// `"Tea prices rise for 3.50"`, or without the price.
    public func offer(id: Int) -> String {
        let (article, price) = api.priced(id: id)
        return article.title + (price.map { " for \($0.cents / 100).\($0.cents % 100)" } ?? "")
    }

    /// `"paid 350"`, or what went wrong.
    public func buy(_ ids: [Int]) async -> String {
        do {
            return "paid \(try await api.checkout(ids).total)"
        } catch {
            note("checkout failed")
            return "failed: \(error)"
        }
    }
}
