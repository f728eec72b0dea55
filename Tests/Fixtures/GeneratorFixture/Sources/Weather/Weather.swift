import Foundation
import WeatherCore

/// A parent protocol whose requirement the fake must also implement.
public protocol Named {
    var name: String { get }
}

/// Every kind of member the generator handles.
protocol WeatherService: Named, Sendable {
    associatedtype Unit: Hashable
    var temperature: Double { get set }
    var city: String? { get }
    var live: Bool { get async throws }
    func forecast(for day: Int, units: String) async throws -> [Double]
    func load(id: Int) -> String
    func load(name: String) -> String
    func refresh() async
    func validate(_ text: String) throws
    func onChange(_ handler: @escaping (Double) -> Void)
    func each(_ body: (Int) -> Void)
    func convert(_ value: Double, to unit: Unit) -> Double
    func copy() -> Self
    func register(_ item: some Sendable, other: any Sendable)
    func fetch(page: Int, size: Int) -> [String]
    subscript(index: Int) -> String { get }
    static func shared() -> String
    static var version: Int { get }
}

extension WeatherService {
    /// A default argument, which a requirement cannot have: the extension supplies it.
    func fetch(page: Int) -> [String] {
        fetch(page: page, size: 20)
    }
}

/// A public protocol, imported without `@testable`.
public protocol Clock: AnyObject {
    func now() -> Double
    func sleep(seconds: Double) async throws
}

/// A protocol that names Foundation's types, so the fake must import Foundation.
public protocol Scheduler {
    func now() async -> Date
    func schedule(at date: Date, repeating interval: TimeInterval?) -> UUID
}

public enum PaymentError: Error, Equatable {
    case declined
}

/// Overloads that share a `#function` name, unnamed parameters, typed throws and a property read.
protocol Recorder {
    var merchantID: String { get }
    func record(_ value: Int64)
    func record(_ value: Double)
    func record(_ value: Int64, _ count: Int)
    subscript(metadataKey _: String) -> String? { get set }
    func charge(_ amount: Int) throws(PaymentError) -> String
    func settle() async throws(PaymentError)
}

/// A view model's protocol, isolated to the main actor.
@MainActor
protocol ProfileViewModel: AnyObject {
    var title: String { get }
    func load() async
    func select(_ index: Int)
}

/// Effectful properties, variadic and inout parameters.
protocol Accumulator {
    var total: Int { get throws }
    var remote: [Int] { get async throws }
    func sum(_ values: Int...) -> Int
    func bump(_ value: inout Int)
    func reset(_ default: inout Int)
    func trim(_: inout String)
}

/// Generic methods with constraints and where clauses, and `some` parameters.
protocol Repository {
    func save<Item: Codable & Sendable>(_ item: Item) -> Bool
    func find<Key>(_ key: Key) -> [String] where Key: Hashable & Sendable
    func store(_ values: some Collection<Int>) -> Int
}

/// A primary associated type.
protocol Cache<Value> {
    associatedtype Value
    func value(for key: String) -> Value?
    func insert(_ value: Value, for key: String)
}

/// Closures with `@Sendable`, labelled tuples, and a default-implemented requirement.
protocol EventBus: Sendable {
    func subscribe(_ handler: @escaping @Sendable (String) -> Void) -> Int
    func stats() -> (count: Int, last: String?)
    func describe() -> String
}

extension EventBus {
    func describe() -> String { "bus" }
}

/// An actor-constrained protocol.
protocol Counter: Actor {
    func increment() -> Int
    var value: Int { get }
}

/// Static members and `Self` returns.
protocol Factory {
    static func make() -> Self
    static var defaultName: String { get }
    func clone() -> Self
}

/// A measurement that a `Meter` starts.
protocol Reading: Sendable {
    var value: Double { get }
}

/// An associated type named after the protocol that constrains it, as swift-distributed-tracing's `Tracer` has
/// `associatedtype Span: Tracing.Span`: in the fake, the generic parameter hides the protocol, so members that
/// name the protocol must write it with its module.
protocol Meter {
    associatedtype Reading: Weather.Reading
    func start(_ name: String) -> Reading
    func startAny(_ name: String) -> any Weather.Reading
    func current() -> Reading?
}

/// Results that may be noncopyable, as swift-configuration's `ConfigProvider.watchValue` returns: no stub can hold
/// one, so the fake asks for `Never`, and a test stubs these with `andThrow`.
protocol Watcher {
    func watch<Return: ~Copyable>(_ key: String, body: (Int) async throws -> Return) async throws -> Return
    func watchAll<Result>(_ body: ([Int]) throws -> Result) throws -> Result where Result: ~Copyable
    func latest<Value>(_ key: String, as type: Value.Type) -> Value?
}

/// A protocol refining one of another module, `WeatherCore.Identified`: the generator reads that module's symbol
/// graph too, and the fake implements both.
protocol Station: WeatherCore.Identified {
    func temperature() -> Double
}

/// Parameters with no name at all, as swift-openapi-runtime's `DateTranscoder` declares `func encode(_: Date)`.
protocol DateTranscoder {
    func encode(_: Date) throws -> String
    func decode(_: String, _: Bool) throws -> Date
}

/// Parents from the standard library, which the generator knows without their module's graph.
protocol Forecaster: CustomStringConvertible, CustomDebugStringConvertible, Hashable, Identifiable, Error {
    func forecast(days: Int) -> [Double]
}

/// Associated types with defaults and `where` clauses: generic parameters of the fake, the clauses its own.
protocol Pipeline {
    associatedtype Input = String
    associatedtype Output: Collection = [Int] where Output.Element == Int
    func run(_ input: Input) -> Output
}

/// A delegate in the Objective-C style, which refines `NSObjectProtocol`: its fake is an `NSObject`.
protocol PickerDelegate: NSObjectProtocol {
    func picker(didSelect index: Int)
}

/// Parameters declared `borrowing` or `consuming`, which a fake records with `copy`.
protocol Inbox {
    func peek(_ key: borrowing String) -> Int
    func take(_ values: consuming [Int]) -> Int
}

/// A protocol that fixes its parent's associated type: its fake is not generic.
protocol TextCache: Cache where Value == String {
    func purge()
}

/// Associated types fixed to a function type and a name, by a protocol and through it by its child.
protocol Transformer {
    associatedtype Transform
    associatedtype Name
    func transform(named name: Name) -> Transform
}
protocol IntTransformer: Transformer where Transform == (Int) -> String, Name == String {}
protocol LabelledTransformer: IntTransformer {
    func label() -> String
}
