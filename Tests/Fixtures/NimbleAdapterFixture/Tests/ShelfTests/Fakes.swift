import Doubles
import Shelf

final class FakeCatalog: Catalog, Spryable {
    enum Function: String, StringRepresentable {
        case title = "title(of:)"
        case save = "save(_:for:)"
        case lend = "lend(_:)"
    }

    func title(of id: String) -> String {
        spryify(arguments: id)
    }

    func save(_ title: String, for id: String) {
        spryify(arguments: title, id)
    }

    func lend(_ loan: Loan) {
        recordCall(arguments: loan)
    }
}

final class FakeLedger: Ledger, Spryable {
    enum StaticFunction: String, StringRepresentable {
        case record = "record(_:)"
    }

    static func record(_ entry: String) {
        spryify(arguments: entry)
    }
}
