/// Whether checks run under a negation (`toNot`, `not(…)`): a check that passes there makes its expectation fail, so
/// it verifies no call for `haveNoUnverifiedCalls()`. DoublesMatchers' engine sets it; a `didCall` outside any
/// expectation runs with it off. Set only where it changes, so a `to` expectation pays nothing.
@usableFromInline
package enum Negation {
    @usableFromInline @TaskLocal package static var isActive = false

    /// Runs `body` with the negation on when `negated`, else off: an expectation's own `to` or `toNot`.
    @usableFromInline
    package static func with<Result>(_ negated: Bool, _ body: () throws -> Result) rethrows -> Result {
        guard negated != isActive else { return try body() }
        return try $isActive.withValue(negated, operation: body)
    }

    /// ``with(_:_:)`` for an async `body`.
    @usableFromInline
    package static func with<Result>(
        _ negated: Bool, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        guard negated != isActive else { return try await body() }
        return try await $isActive.withValue(negated, operation: body)
    }
}
