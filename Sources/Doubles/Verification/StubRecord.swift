/// A stub as a test can inspect it: what it answers, whether any call used it, and where it was made.
///
/// ```swift
/// for stub in fake.stubs where !stub.wasUsed {
///     print("unused:", stub)
/// }
/// ```
public struct StubRecord: Sendable, CustomStringConvertible {
    /// The member's `#function` name.
    public let functionName: String
    /// The `with(...)` arguments, for example `<true>, <Argument.anything>`; `nil` for a stub without them.
    public let argumentsDescription: String?
    /// Whether the stub answered at least one call.
    public let wasUsed: Bool
    /// Where the stub was made.
    public let location: CodeLocation
    /// `giveMeAString(arg1:arg2:) with <true>, <"x"> -> andReturn("s")`.
    public let description: String
    /// For a stub no call used, why none could: a `with(...)` argument that never equals the member's arguments in
    /// any call recorded, and the fix; `nil` otherwise.
    package let whyUnused: String?
}

extension Stubbable {
    /// Every stub on this fake, oldest first.
    public var stubs: [StubRecord] {
        Registry.shared.stubRecords(.instance(self))
    }

    /// The stubs on this fake that have answered no call, oldest first.
    public var unusedStubs: [StubRecord] {
        stubs.filter { !$0.wasUsed }
    }

    /// Every static stub on this fake type, oldest first.
    public static var stubs: [StubRecord] {
        Registry.shared.stubRecords(.type(self))
    }

    /// The static stubs on this fake type that the running test made, or that were made where no test is known, and
    /// that have answered no call, oldest first: another test's stubs are its own to check.
    public static var unusedStubs: [StubRecord] {
        Registry.shared.stubRecords(.type(self), checking: FakeTarget.type(self).origin).filter { !$0.wasUsed }
    }
}
