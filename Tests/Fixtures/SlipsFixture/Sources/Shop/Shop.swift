/// What the shop reads its products from.
public protocol Catalog: AnyObject {
    func title(of id: String) -> String
    func stockCount(of id: String) -> Int
    func tags(of id: String) -> [String]
    func forget(_ id: String)
}

/// Describes products for the shop window.
public final class ShopWindow {
    private let catalog: Catalog

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// `"Tea (3 left): green, loose"`, or `"Tea (sold out)"`.
    public func label(for id: String) -> String {
        let title = catalog.title(of: id)
        let count = catalog.stockCount(of: id)
        let tags = catalog.tags(of: id)
        guard count > 0 else { return "\(title) (sold out)" }
        return "\(title) (\(count) left)" + (tags.isEmpty ? "" : ": " + tags.joined(separator: ", "))
    }

    /// Drops a product from the window.
    public func remove(_ id: String) {
        catalog.forget(id)
    }
}
