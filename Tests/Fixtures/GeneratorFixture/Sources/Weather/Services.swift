import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Protocols in the shapes that app and server code has for its collaborators: HTTP, persistence, auth,
// analytics, feature flags, images, files, payments, navigation, metrics and databases.

/// An HTTP client, as a networking layer wraps URLSession.
public protocol HTTPClient: Sendable {
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

/// A key-value store, as persistence layers have.
protocol KeyValueStore: AnyObject {
    func value(forKey key: String) -> Data?
    func set(_ data: Data?, forKey key: String)
    func removeAll()
    subscript(key: String) -> String? { get set }
}

/// An auth session's token source.
protocol TokenProvider: Sendable {
    var currentToken: String? { get async }
    func refresh() async throws -> String
}

/// An analytics tracker.
protocol AnalyticsTracker {
    func track(_ event: String, properties: [String: any Sendable])
    func flush() async
}

/// Feature flags, with a label that is a keyword.
protocol FeatureFlags {
    func isEnabled(_ flag: String) -> Bool
    func variant(of flag: String, default: String) -> String
}

/// An image loader with a completion handler.
protocol ImageLoader: AnyObject {
    func load(from url: URL, completion: @escaping @Sendable (Result<Data, any Error>) -> Void)
    func cancel(_ url: URL)
}

public enum Authorization: Sendable {
    case granted
    case denied
}

/// A location provider with a stream of readings.
protocol LocationProvider {
    var authorization: Authorization { get }
    func locations() -> AsyncStream<Double>
}

/// A notification poster with an untyped dictionary.
protocol Notifier {
    func post(name: String, userInfo: [AnyHashable: Any]?)
}

/// File storage with throwing members.
protocol FileStorage {
    func write(_ data: Data, to path: String, atomically: Bool) throws
    func read(_ path: String) throws -> Data
    func exists(_ path: String) -> Bool
}

/// A payment gateway with typed throws and Decimal amounts.
protocol PaymentGateway: Sendable {
    func authorize(amount: Decimal, currency: String) async throws(PaymentError) -> String
}

public struct User: Equatable, Sendable {
    public let id: UUID
    public let name: String

    public init(id: UUID, name: String) {
        self.id = id
        self.name = name
    }
}

/// A repository of users, keyed by UUID.
protocol UserRepository: Sendable {
    func fetch(id: UUID) async throws -> User?
    func save(_ user: User) async throws
}

/// A throttler that schedules async work after a Duration.
protocol Throttler: Sendable {
    func schedule(after delay: Duration, _ work: @escaping @Sendable () async -> Void)
}

/// A coordinator of screens, isolated to the main actor.
@MainActor
protocol Coordinator: AnyObject {
    func show(_ screen: String, animated: Bool)
    func dismiss(animated: Bool) async
}

/// A metrics sink with overloads that share a `#function` name.
protocol MetricsSink {
    func gauge(_ name: String, value: Double)
    func gauge(_ name: String, value: Int)
}

/// A database connection with variadic bindings of any type.
protocol DatabaseConnection {
    func execute(_ sql: String, _ bindings: Any?...) throws -> Int
}

/// Members named after keywords, whose cases the fake must quote.
protocol Importer {
    func `import`(from path: String) throws -> Int
    func `repeat`(_ count: Int)
    var `default`: String { get }
    func count() throws(Never) -> Int
}

/// Associated types constrained by a composition, written both ways.
protocol ModelStore {
    associatedtype Model: Codable
    associatedtype Key: Hashable & Sendable
    func save(_ model: Model, for key: Key)
}

/// Two parents that declare the same requirement: the fake implements it once.
protocol Pinging {
    func ping() -> Int
}
protocol Ponging {
    func ping() -> Int
    func pong()
}
protocol Rally: Pinging, Ponging {}

/// A protocol that requires `init()`, which is then the fake's own.
protocol Configured {
    init() throws
    init?(name: String)
}

/// A logger whose message is an autoclosure, escaping or not.
protocol Journal {
    func debug(_ message: @autoclosure @escaping () -> String)
    func info(_ message: @autoclosure () -> String)
}

/// A protocol nested in a type.
enum API {
    protocol Client {
        func get(_ path: String) async throws -> Data
    }
}

/// Static members only: the fake declares no instance enum.
protocol Defaults {
    static var region: String { get }
}

/// `Identifiable` with the `ID` fixed, as models in lists are.
protocol Account: Identifiable where ID == String {
    var name: String { get }
}

/// Operator requirements, which are static members.
protocol Combinable {
    static func + (lhs: Self, rhs: Self) -> Self
    static func <= (lhs: Self, rhs: Self) -> Bool
    static prefix func - (value: Self) -> Self
}

/// A member that takes another protocol's value, which a test passes a fake for.
protocol Dispatcher {
    func register(_ notifier: any Notifier)
    /// Synchronous members that return an async or a throwing function: the fake neither awaits nor tries.
    func handler(for name: String) -> @Sendable (Int) async -> String
    func check() -> () throws -> Bool
    /// An optional of an optional, which the fake passes to `spryify` as an `Any?` without a warning.
    func reset(_ level: Int??)
}

/// Members whose fakes need care: `Self.Type`, accessors with typed throws, an `inout` beside a result, `rethrows`,
/// and a name Doubles gives every fake.
protocol Catalogued {
    func register(_ type: Self.Type)
    static func kind() -> Self.Type
    var strict: Int { get throws(PaymentError) }
    subscript(index: Int) -> Int { get throws(PaymentError) }
    var later: Int { get async throws(PaymentError) }
    func normalize(_ text: inout String) -> Bool
    func map(_ transform: (Int) throws -> Int) rethrows -> Int
    func relax()
}
