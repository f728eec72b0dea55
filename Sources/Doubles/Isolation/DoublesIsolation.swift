/// A scope with static stubs and calls of its own, made by ``withIsolatedDoubles(_:)``. Found through a task-local,
/// so it covers the work started inside it, child tasks included.
final class DoublesIsolation: @unchecked Sendable {
    @TaskLocal static var current: DoublesIsolation?

    /// The static state of fake types inside this scope. Released with the scope, when no lock is held.
    let shard = Shard()
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
    try DoublesIsolation.$current.withValue(DoublesIsolation()) { try body() }
}

/// The async form of ``withIsolatedDoubles(_:)``.
public func withIsolatedDoubles<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
) async rethrows -> Result {
    try await DoublesIsolation.$current.withValue(DoublesIsolation()) { try await body() }
}
