/// A protocol in a module of its own, which `Weather`'s `Station` refines: its fake must implement this module's
/// requirements too.
public protocol Identified {
    var id: String { get }
    func rename(to id: String) throws
}
