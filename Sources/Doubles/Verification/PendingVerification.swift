/// The calls that checks inside a compound matcher (`&&`, `satisfyAllOf`, `allPass`…) matched, held until the
/// compound's outcome is known: they count as verified, for `haveNoUnverifiedCalls()`, only if the compound has the
/// outcome its expectation needs, so a check that passed inside one that failed verifies nothing. DoublesMatchers
/// opens a scope for each compound; a check outside any verifies its calls at once (``mark(_:on:)``). A scope is a
/// task-local: checks in the compound's task and its child tasks see it, not those in a detached task or a thread.
@usableFromInline
package final class PendingVerification: @unchecked Sendable {
    @TaskLocal private static var current: PendingVerification?
    /// How many scopes are open across all tasks, so that a check while none is (nearly every one) skips the
    /// task-local lookup.
    private static let openCount = OpenCount()

    /// The scope this one runs in, whose calls a check inside this one counts as verified too (``held(on:)``).
    private let enclosing: PendingVerification?
    // Guarded by `sharedLock` (a child task of the compound may hold calls too), which spares each compound, most of
    // which hold nothing, a lock of its own.
    private var held: [(numbers: [UInt64], target: FakeTarget)] = []

    private init(enclosing: PendingVerification?) {
        self.enclosing = enclosing
    }

    /// The scope the caller runs in; `nil` outside any.
    static var active: PendingVerification? {
        openCount.isAnyOpen ? current : nil
    }

    /// Whether any scope is open, on any thread; asked before ``outside(_:)``, which costs a task-local.
    @usableFromInline
    package static var isAnyOpen: Bool { openCount.isAnyOpen }

    /// Runs `body` outside any scope: the expression an expectation reads is not part of its matcher, so checks it
    /// makes itself verify their calls as they would alone.
    @usableFromInline
    package static func outside<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard case .some = active else { return try body() }
        return try $current.withValue(nil, operation: body)
    }

    /// Marks the calls with these sequence numbers verified, or holds them in `scope`, the open one read before.
    static func mark(_ numbers: [UInt64], on target: FakeTarget, in scope: PendingVerification? = active) {
        guard !numbers.isEmpty else { return }
        if let scope { scope.hold(numbers, on: target) } else { Registry.shared.markVerified(numbers, on: target) }
    }

    private func hold(_ numbers: [UInt64], on target: FakeTarget) {
        sharedLock.withLock { held.append((numbers, target)) }
    }

    /// The sequence numbers of `target`'s calls held in the scopes the caller runs in: a check beside the one that
    /// matched them in a compound (`haveReceived(.a) && haveNoUnverifiedCalls()`) counts them as verified, as they
    /// will be if the compound passes, and if it fails, so does the compound.
    static func held(on target: FakeTarget) -> Set<UInt64> {
        var numbers: Set<UInt64> = []
        var scope = active
        while let current = scope {
            sharedLock.withLock {
                for (calls, heldTarget) in current.held where heldTarget.identity == target.identity {
                    numbers.formUnion(calls)
                }
            }
            scope = current.enclosing
        }
        return numbers
    }

    /// Runs `body` in a scope of its own and keeps what its checks matched only if `passed` says so of its result:
    /// into the enclosing scope, or marked verified where there is none. A `body` that throws keeps nothing.
    package static func scope<Result>(
        _ body: () throws -> Result, keepingIf passed: (Result) -> Bool
    ) rethrows -> Result {
        let scope = opened()
        defer { openCount.closed() }
        return try scope.closed(with: $current.withValue(scope, operation: body), keepingIf: passed)
    }

    /// ``scope(_:keepingIf:)`` for an async `body`.
    package static func scope<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result,
        keepingIf passed: (Result) -> Bool
    ) async rethrows -> Result {
        let scope = opened()
        defer { openCount.closed() }
        return try await scope.closed(with: $current.withValue(scope, operation: body), keepingIf: passed)
    }

    /// A new scope in the caller's, counted in before it is installed.
    private static func opened() -> PendingVerification {
        let scope = PendingVerification(enclosing: active)
        openCount.opened()
        return scope
    }

    /// Keeps what the scope holds if `passed` says so of `result`, and returns it.
    private func closed<Result>(with result: Result, keepingIf passed: (Result) -> Bool) -> Result {
        guard passed(result) else { return result }
        let held = sharedLock.withLock { self.held }
        for (numbers, target) in held { Self.mark(numbers, on: target, in: enclosing) }
        return result
    }
}
