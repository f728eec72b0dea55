import Doubles
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif
import DoublesAtomics

/// An expression evaluated at most once, whichever threads ask: the first outcome, value or error, is kept and
/// given to every caller. Not for direct use.
///
/// A word says how far evaluation got (``MemoState``). The thread that moves it from `unevaluated` to
/// `evaluating` runs the expression, with no lock held, since the expression is the test's code; stores the
/// outcome; and publishes it by moving the word to `evaluated`. A thread that finds the expression being
/// evaluated waits for that outcome rather than running the expression a second time, so an expression with an
/// effect (`expect { cart.checkOut() }`) has it once, and every caller gets the same value or error. It waits by
/// yielding its thread: the evaluating thread is running a synchronous expression, which returns without
/// needing anything from the waiter, unless the expression itself waits for the waiting thread (a
/// `DispatchQueue.main.sync` in an expression that another thread evaluates while the main thread waits).
/// No form of `expect` and no matcher evaluates an expression from inside itself.
///
/// It is generic over the expression's whole result, `Value?`, rather than over `Value`, and starts with a
/// placeholder of that type: a stored `Value?` would make the class's deinit, which runs unspecialized, look up
/// the metadata of `Optional<Value>` on every expectation, while a stored `Outcome` is destroyed with the metadata
/// the instance already carries.
@usableFromInline
final class _ExpressionMemo<Outcome> {
    /// The word, reached only through ``state`` and atomic operations (after `init`). It must stay the first
    /// stored property, which is where ``state`` finds it.
    @usableFromInline @exclusivity(unchecked) var stateWord = MemoState.unevaluated
    @usableFromInline let expression: () throws -> Outcome
    /// Whether the first outcome is kept; when not, every evaluation runs the expression, and the word stays
    /// `unevaluated`.
    @usableFromInline let caching: Bool
    /// The outcome: written once, by the thread that evaluates, before it publishes `evaluated`; read only by a
    /// thread that has seen `evaluated`.
    @usableFromInline @exclusivity(unchecked) var value: Outcome
    @usableFromInline @exclusivity(unchecked) var error: (any Error)?

    @inlinable
    init(_ expression: @escaping () throws -> Outcome, placeholder: Outcome, caching: Bool) {
        self.expression = expression
        self.caching = caching
        value = placeholder
    }

    /// The address of ``stateWord``, the first of the object's stored properties, whose memory holds that `Int`.
    /// An atomic operation needs an address that stays put, which `&stateWord` does not promise (and under
    /// ThreadSanitizer it counts as a plain write). The word could have an allocation of its own instead, but
    /// that cost a passing `expect(i).to(equal(i))` 13.6% more instructions in a release build (1,628 → 1,850;
    /// this way 1,637), and a `ManagedBuffer` with the word as its element cost it 29% more in a debug build
    /// (12,462 → 16,064; this way 12,706).
    @inlinable
    var state: UnsafeMutablePointer<Int> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: Int.self)
    }

    /// The expression's outcome, worked out outside any negation (``Negation``) and any compound matcher's scope
    /// (``PendingVerification``): checks it makes itself (`expect { fake.didCall(.f).success }.toNot(beFalse())`)
    /// verify their calls as they would alone.
    @inlinable
    func evaluateUnnegated() throws -> Outcome {
        guard Negation.isActive || PendingVerification.isAnyOpen else { return try expression() }
        return try PendingVerification.outside { try Negation.with(false) { try expression() } }
    }

    /// The outcome, evaluating the expression if no thread has yet (or every time, when not caching).
    @inlinable
    func evaluate() throws -> Outcome {
        guard caching else { return try evaluateUnnegated() }
        let state = self.state
        if doubles_atomic_load_acquire(state) != MemoState.evaluated {
            if doubles_atomic_compare_exchange_acquire(state, MemoState.unevaluated, MemoState.evaluating) {
                do { value = try evaluateUnnegated() } catch { self.error = error }
                doubles_atomic_store_release(state, MemoState.evaluated)
            } else {
                waitUntilEvaluated(state)
            }
        }
        if let error { throw error }
        return value
    }
}

/// `Sendable` when its outcome is: threads that share the memo share that outcome. The conformance is unchecked
/// for two reasons. The word, the one state that changes once other threads may see the memo, is reached only
/// atomically, and the outcome only as the word allows (see ``_ExpressionMemo``). And the expression is a plain
/// closure, whose captures Swift cannot check: `expect(…)` takes it from the test as it is written, since most
/// expressions read values that are not `Sendable` in tests that never leave their task. A memo shared with
/// another thread is taken to be evaluated where its expression may run; see ``ActualExpression``.
extension _ExpressionMemo: @unchecked Sendable where Outcome: Sendable {}

/// Waits, yielding the thread, until another thread has published the outcome of an ``_ExpressionMemo``.
@usableFromInline
func waitUntilEvaluated(_ state: UnsafeMutablePointer<Int>) {
    while doubles_atomic_load_acquire(state) != MemoState.evaluated {
        sched_yield()
    }
}

/// The values of an ``_ExpressionMemo``'s word.
@usableFromInline
enum MemoState {
    /// No thread has begun to evaluate the expression.
    @inlinable static var unevaluated: Int { 0 }
    /// A thread is evaluating it.
    @inlinable static var evaluating: Int { 1 }
    /// The outcome is stored, and a thread that reads this value (with acquire order) may read it.
    @inlinable static var evaluated: Int { 2 }
}
