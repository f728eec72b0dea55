#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The one lock that guards every piece of shared state in Doubles: recorded calls, stubs, captured
/// arguments and gathered expectation records.
///
/// A recursive `pthread_mutex_t` works on every platform the package supports, and it is available before
/// `Synchronization.Mutex` is (macOS 15 / iOS 18).
@usableFromInline
final class Lock: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        defer { pthread_mutexattr_destroy(&attributes) }
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        let status = pthread_mutex_init(mutex, &attributes)
        precondition(status == 0, "Doubles could not create its lock (pthread_mutex_init returned \(status)).")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` while holding the lock. The lock is recursive: user code run under it (an `==` or an
    /// `Argument.pass` closure) may use a fake on the same thread.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A value guarded by the shared lock, for state that `DoublesMatchers` keeps (such as its polling
/// defaults). Not for direct use.
public final class _Locked<Value>: @unchecked Sendable {
    // Guarded by `sharedLock`.
    private var value: Value

    /// Wraps `value`; reach it only through ``withLock(_:)``.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the shared lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try sharedLock.withLock { try body(&value) }
    }
}
