/// A scope with static stubs and calls of its own, made by ``withIsolatedDoubles(_:)``. Found through a task-local,
/// so it covers the work started inside it, child tasks included.
final class DoublesIsolation: @unchecked Sendable {
    @TaskLocal static var current: DoublesIsolation?

    /// The static state of fake types inside this scope. Released with the scope, when no lock is held.
    let shard = Shard()

    /// How many scopes are open, in any task: a static call that finds no scope while one is open may have left it
    /// (a queue, a thread, `Task.detached`).
    private static let openCount = OpenCount()

    /// What does not inherit a scope, and what does, for messages.
    static let notInheritedBy = "a Dispatch queue, a thread, `Task.detached`"
    static let inheritingWork = """
        make the call from the test's own tasks: `Task { }`, `async let` and a task group inherit the scope. Where \
        the code under test calls from a queue, give it a fake instance rather than the type, or run the tests of \
        the fake type one at a time without isolation: in Swift Testing in one `.serialized` suite; XCTest runs a \
        class's tests one at a time.
        """

    /// Whether the caller runs outside every scope while some scope is open.
    static var isOutsideAnOpenScope: Bool {
        current == nil && openCount.isAnyOpen
    }

    /// Runs `body` in a new scope, counted open while it runs.
    static func scoped<Result>(_ body: () throws -> Result) rethrows -> Result {
        openCount.opened()
        defer { openCount.closed() }
        return try $current.withValue(DoublesIsolation()) { try body() }
    }

    /// The async form of ``scoped(_:)``.
    static func scoped<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        openCount.opened()
        defer { openCount.closed() }
        return try await $current.withValue(DoublesIsolation()) { try await body() }
    }
}

/// Runs `body` with static stubs and calls of its own, which start empty and are seen only inside it, so parallel
/// tests that each run in their own scope cannot see one another's static state.
///
/// ```swift
/// withIsolatedDoubles {
///     FakeClock.stub(.now).andReturn(date)
///     // …
/// }
/// ```
///
/// Isolation follows the task: it covers child tasks and `Task { }`, but not `Task.detached`, Dispatch queues
/// or threads, which do not inherit task-locals. Static calls made there go to the shared state.
public func withIsolatedDoubles<Result>(_ body: () throws -> Result) rethrows -> Result {
    try DoublesIsolation.scoped(body)
}

/// The async form of ``withIsolatedDoubles(_:)``.
public func withIsolatedDoubles<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
) async rethrows -> Result {
    try await DoublesIsolation.scoped(body)
}
