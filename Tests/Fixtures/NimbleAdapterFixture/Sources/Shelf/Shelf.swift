/// Where book titles are kept.
public protocol Catalog: AnyObject {
    func title(of id: String) -> String
    func save(_ title: String, for id: String)
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

    public func archive<L: Ledger>(_ id: String, in ledger: L.Type) {
        ledger.record("archived \(id)")
    }
}
