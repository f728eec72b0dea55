#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The lock for Doubles' bookkeeping outside fakes: recorded failures, gathered expectation records, XCTest
/// tracking and polling defaults. Never taken on a fake's call path, where each ``Shard`` has a lock of its own.
@usableFromInline let sharedLock = Lock()

/// A lock of Doubles': each ``Shard`` has one, and so have captors and ``sharedLock``. A recursive `pthread_mutex_t`
/// on every platform, so a thread taking it twice cannot deadlock; no user code runs under it. Every faked call takes
/// a shard's lock once, so its uncontended cost is part of every call. A noncopyable struct pointing to its mutex,
/// not a class, which a debug build retained and released at each lock and unlock, writing its reference count from
/// every thread (callgrind, debug: a stubbed call 4,518 instructions with the class, 4,471 without).
/// `@unchecked Sendable`: its one stored property, a pointer, is set once in `init`; `pthread` alone uses the mutex.
@usableFromInline
struct Lock: ~Copyable, @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

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

    @usableFromInline
    func lock() {
        pthread_mutex_lock(mutex)
    }

    @usableFromInline
    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` while holding the lock.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
