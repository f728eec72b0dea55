/// The names of no members: the `Function` or `StaticFunction` of a fake with no instance or no static members.
///
/// ```swift
/// final class FakeClock: Clock, Spryable {
///     enum Function: String, StringRepresentable {
///         case now = "now()"
///     }
///
///     func now() -> Date { spryify() }
/// }
/// ```
public enum NoFunctions: StringRepresentable {
    /// No name is one of these.
    public init?(rawValue: String) {
        nil
    }

    /// Never read: there is no value to read it from.
    public var rawValue: String {
        switch self {}
    }

    /// No cases.
    public static var allCases: [NoFunctions] {
        []
    }
}
