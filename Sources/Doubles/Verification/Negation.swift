import DoublesAtomics

/// Whether checks run under a negation (`toNot`, `not(…)`): a check that passes there makes its expectation fail, so
/// it verifies no call for `haveNoUnverifiedCalls()`. DoublesMatchers' engine sets it; a `didCall` outside any
/// expectation runs with it off (a task that outlives the expectation it began in may run with it either way).
/// Inlinable, so that an expectation's matcher, captured only by a closure it never lets escape, stays on the stack:
/// through a call the compiler could not see, `expect(1).to(equal(1))` allocated twice more (callgrind, release
/// build: 1,640 → 1,964 instructions).
@usableFromInline
package enum Negation {
    @usableFromInline static let scoped = TaskLocal(wrappedValue: false)
    /// How many negated scopes are open, on any thread: while none is, a check asks no task-local value, which costs
    /// a passing `haveReceived` about 500 instructions (callgrind, release build).
    @usableFromInline nonisolated(unsafe) static let openScopes: UnsafeMutablePointer<Int> = {
        let count = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        count.initialize(to: 0)
        return count
    }()

    @usableFromInline
    package static var isActive: Bool {
        doubles_atomic_load_relaxed(openScopes) > 0 && scoped.get()
    }

    /// Runs `body` with the negation on when `negated`, else off: an expectation's own `to` or `toNot`. A negated
    /// scope always counts itself open, so that what it asks does not hang on other threads' scopes.
    @inlinable
    package static func with<Result>(_ negated: Bool, _ body: () throws -> Result) rethrows -> Result {
        guard negated || isActive else { return try body() }
        openScope()
        defer { closeScope() }
        guard scoped.get() != negated else { return try body() }
        return try scoped.withValue(negated, operation: body)
    }

    /// ``with(_:_:)`` for an async `body`.
    @inlinable
    package static func with<Result>(
        _ negated: Bool, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        guard negated || isActive else { return try await body() }
        openScope()
        defer { closeScope() }
        guard scoped.get() != negated else { return try await body() }
        return try await scoped.withValue(negated, operation: body)
    }

    @usableFromInline
    static func openScope() {
        doubles_atomic_add_relaxed(openScopes, 1)
    }

    @usableFromInline
    static func closeScope() {
        doubles_atomic_add_relaxed(openScopes, -1)
    }
}
