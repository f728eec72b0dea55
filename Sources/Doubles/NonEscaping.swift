/// A non-escaping closure argument, lent to the fake's stubs for the duration of the call.
///
/// A fake cannot keep a non-escaping closure, but a stub may need to call it: `analytics.measure("refresh") { … }`
/// must run the closure's code for the test to exercise it. The fake's member lends the closure with ``lend(_:_:)``
/// inside `withoutActuallyEscaping` and records the box: `andDo` reads the closure from it while the call runs, and
/// the recorded call keeps only the box, empty once the call returns, so the closure never escapes.
///
/// ```swift
/// func measure(_ name: String, _ body: () -> Void) {
///     withoutActuallyEscaping(body) { body in
///         NonEscaping.lend(body) { body in spryify(arguments: name, body) }
///     }
/// }
///
/// // In the test:
/// analytics.stub(.measure).andDo { arguments in
///     (arguments[1] as? NonEscaping<() -> Void>)?.closure?()
/// }
/// ```
///
/// Match it in checks with `Argument.anything`; it prints as `non-escaping closure`.
public final class NonEscaping<Closure>: CustomStringConvertible, EmptyValueProviding, @unchecked Sendable {
    /// The closure while the call runs; guarded by its lock, as a stub may call it from another thread.
    private let lent: _Locked<Closure?>

    private init(_ closure: Closure?) {
        lent = _Locked(closure)
    }

    /// The closure, while the call that received it runs; `nil` once it has returned.
    public var closure: Closure? {
        lent.withLock { $0 }
    }

    /// Lets go of the closure; it is released after the lock, like everything Doubles lets go of.
    private func empty() {
        let closure = lent.withLock { lent in
            defer { lent = nil }
            return lent
        }
        _ = consume closure
    }

    /// `non-escaping closure`.
    public var description: String { "non-escaping closure" }

    /// An empty box, returned after a slip, such as reading a captor that captured no call.
    public static var emptyValue: NonEscaping { NonEscaping(nil) }

    /// Runs `call` with `closure` lent in a box, and empties the box when `call` returns.
    public static func lend<Result, Failure: Error>(
        _ closure: Closure, _ call: (NonEscaping<Closure>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let box = NonEscaping(closure)
        defer { box.empty() }
        return try call(box)
    }

    /// The async form of ``lend(_:_:)``, for an `async` member.
    public static func lend<Result, Failure: Error>(
        _ closure: Closure,
        isolation: isolated (any Actor)? = #isolation,
        _ call: (NonEscaping<Closure>) async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        let box = NonEscaping(closure)
        defer { box.empty() }
        return try await call(box)
    }
}
