/// Types of a module other than the tests', for the fixes that name a type with its module.

/// A class of another module, with no empty value.
public final class RemoteNode {
    public init() {}
}

/// An enum of another module whose every case carries a value that has none.
public enum RemoteLink {
    case to(RemoteNode)
}

/// An enum of another module whose cases are all `indirect`, which no rule makes.
public indirect enum RemoteFilter {
    case tag(String)
    case not(RemoteFilter)
}
