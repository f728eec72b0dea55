import Foundation

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
