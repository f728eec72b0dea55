import Foundation

// A bookmarks app and a reservations desk: the return types whose forgotten stubs the slips check runs.

public struct Bookmark: Decodable, Equatable, Sendable {
    public var title: String
    public var url: URL

    public init(title: String, url: URL) {
        self.title = title
        self.url = url
    }
}

public enum ImportError: Error, Equatable {
    case invalidURL(String)
    case duplicate(title: String)
}

public enum NotifyError: Error {
    case offline
}

/// A folder of bookmarks: an open class that no rule can make.
open class Folder {
    public let name: String

    public init(name: String) {
        self.name = name
    }
}

/// Where a party is seated: an enum with payloads and one case without.
public enum Admission: Equatable, Sendable {
    case seated(table: Int)
    case waitlisted
    case rejected(reason: String)
}

/// A reviewer's decision, decoded from JSON: every case carries a value.
public enum Decision: Decodable, Equatable, Sendable {
    case accept(seats: Int)
    case reject(reason: String)
}

public protocol BookmarkStore: Sendable {
    func importBookmark(from url: String) -> Result<Bookmark, ImportError>
    func updates() -> AsyncThrowingStream<Bookmark, any Error>
    func filter(for tag: String) -> @Sendable (Bookmark) -> Bool
    func folder(named name: String) -> Folder
}

public protocol Desk: Sendable {
    func notify(_ party: String) -> Result<Int, NotifyError>
    func notifyLater(_ party: String) async -> Result<Int, NotifyError>
    func admit(party: Int) -> Admission
    func review(_ id: Int) -> Decision
    func formatter() -> DateFormatter
}
