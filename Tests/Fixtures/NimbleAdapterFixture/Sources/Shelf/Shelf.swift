/// Where book titles are kept.
public protocol Catalog: AnyObject {
    func title(of id: String) -> String
    func save(_ title: String, for id: String)
    func lend(_ loan: Loan)
}

/// A loan of a book: `Equatable`, with no conformance of Doubles'.
public struct Loan: Equatable {
    public let id: String
    public let days: Int

    public init(id: String, days: Int) {
        self.id = id
        self.days = days
    }
}

/// Where a shelf writes what it archives; static, as a process-wide log is.
public protocol Ledger {
    static func record(_ entry: String)
}

/// Labels and renames books through a catalog.
public final class Shelf {
    let catalog: Catalog

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    public func label(_ id: String) -> String {
        "Book: " + catalog.title(of: id)
    }

    public func rename(_ id: String, to title: String) {
        guard catalog.title(of: id) != title else { return }
        catalog.save(title, for: id)
    }

    public func lend(_ id: String, for days: Int) {
        catalog.lend(Loan(id: id, days: days))
    }

    public func archive<L: Ledger>(_ id: String, in ledger: L.Type) {
        ledger.record("archived \(id)")
    }
}
