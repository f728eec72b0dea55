#if canImport(Testing) && compiler(>=6.1)
public import Testing

/// A Swift Testing trait that runs a test (or every test of a suite) inside ``withIsolatedDoubles(_:)``.
///
/// ```swift
/// @Test(.isolatedDoubles) func clockIsRead() {
///     FakeClock.stub(.now).andReturn(date)
///     // …
/// }
/// ```
public struct IsolatedDoublesTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to each test of a suite, so every test gets a scope of its own.
    public var isRecursive: Bool { true }

    /// Runs the test inside a scope of its own static state.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await DoublesIsolation.scoped(function)
    }
}

extension Trait where Self == IsolatedDoublesTrait {
    /// Gives the test its own static stubs and calls; see ``withIsolatedDoubles(_:)``.
    public static var isolatedDoubles: IsolatedDoublesTrait { IsolatedDoublesTrait() }
}
#endif
