#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif
#if !canImport(Darwin)
import DoublesAtomics
#endif

/// The lock for Doubles' bookkeeping outside fakes: recorded failures, gathered expectation records, XCTest
/// tracking and polling defaults. Never taken on a fake's call path, where each ``Shard`` has a lock of its own.
@usableFromInline let sharedLock = Lock()

/// A lock of Doubles': each ``Shard`` of the fakes' table has one, and so have captors and ``sharedLock``.
///
/// The lock is recursive, so a path that takes it twice on one thread cannot deadlock; no user code runs under
/// it. Every faked call takes a shard's lock once, so its uncontended cost is part of the cost of every call.
///
/// - On Apple platforms it is a recursive `pthread_mutex_t`.
/// - Elsewhere it is one atomic word, plus one more for the owning thread: taking the free lock is one
///   compare-and-swap and giving it back one exchange, both inlined into the caller. A thread that finds the
///   lock taken waits on a condition variable; the holder wakes it only when a waiter has marked the word.
///
/// A noncopyable struct that only points to its memory, not a class: a debug build retained and released a
/// class lock each time it was taken and each time it was given back, and wrote its reference count from every
/// thread using the shard (callgrind, debug: a stubbed call 4,518 instructions with the class, 4,471 without).
///
/// Taking and giving back the lock, and the accessors they use, are `@_transparent`, so that a debug build
/// compiles the accessors into `lock()` and `unlock()`, where it made seven calls for each lock taken and given
/// back (callgrind, debug: a stubbed call 4,127 instructions against 3,975). A debug build compiles each file on
/// its own, so the shards' callers, in other files, still call `lock()` and `unlock()` themselves.
///
/// `@unchecked Sendable` because it is the lock: its stored properties are pointers set once in `init`, and the
/// memory they point to is read and written only atomically, by the holder, or through the `pthread` calls.
@usableFromInline
struct Lock: ~Copyable, @unchecked Sendable {
    #if canImport(Darwin)
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

    @usableFromInline @_transparent
    func lock() {
        pthread_mutex_lock(mutex)
    }

    @usableFromInline @_transparent
    func unlock() {
        pthread_mutex_unlock(mutex)
    }
    #else
    /// Three words: the state, ``free``, ``held`` or ``heldWithWaiters`` once a thread has found the lock
    /// taken; the holding thread, as ``currentThread()``, or 0; and ``depth``. The holder alone writes the
    /// second; any thread reads it to learn whether it already holds the lock, which no other thread can make
    /// true or false for it.
    @usableFromInline let words: UnsafeMutablePointer<Int>
    /// Where waiting threads sleep. Only the slow paths take this mutex.
    private let parking: UnsafeMutablePointer<pthread_mutex_t>
    private let wakeUp: UnsafeMutablePointer<pthread_cond_t>

    @usableFromInline var state: UnsafeMutablePointer<Int> {
        @_transparent get { words }
    }

    @usableFromInline var owner: UnsafeMutablePointer<Int> {
        @_transparent get { words + 1 }
    }

    /// How many times the holder has taken the lock again without giving it back. Only the holder touches it.
    @usableFromInline var depth: UnsafeMutablePointer<Int> {
        @_transparent get { words + 2 }
    }

    @usableFromInline static let free = 0
    @usableFromInline static let held = 1
    @usableFromInline static let heldWithWaiters = 2

    init() {
        // A cache line of their own (and its neighbour, which the processor may fetch with it), so threads
        // taking the locks of two shards do not slow each other down.
        words = UnsafeMutableRawPointer.allocate(byteCount: 128, alignment: 128)
            .initializeMemory(as: Int.self, repeating: 0, count: 128 / MemoryLayout<Int>.stride)
        parking = .allocate(capacity: 1)
        parking.initialize(to: pthread_mutex_t())
        wakeUp = .allocate(capacity: 1)
        wakeUp.initialize(to: pthread_cond_t())
        let mutexStatus = pthread_mutex_init(parking, nil)
        let conditionStatus = pthread_cond_init(wakeUp, nil)
        precondition(
            mutexStatus == 0 && conditionStatus == 0,
            "Doubles could not create its lock (pthread_mutex_init returned \(mutexStatus), "
                + "pthread_cond_init returned \(conditionStatus))."
        )
    }

    deinit {
        pthread_cond_destroy(wakeUp)
        pthread_mutex_destroy(parking)
        wakeUp.deinitialize(count: 1)
        wakeUp.deallocate()
        parking.deinitialize(count: 1)
        parking.deallocate()
        words.deallocate()
    }

    @usableFromInline @_transparent
    func lock() {
        let thread = Lock.currentThread()
        if doubles_atomic_load_relaxed(owner) == thread {
            depth.pointee += 1
            return
        }
        if !doubles_atomic_compare_exchange_acquire(state, Lock.free, Lock.held) {
            waitForLock()
        }
        doubles_atomic_store_relaxed(owner, thread)
    }

    @usableFromInline @_transparent
    func unlock() {
        if depth.pointee > 0 {
            depth.pointee -= 1
            return
        }
        doubles_atomic_store_relaxed(owner, 0)
        if doubles_atomic_exchange_release(state, Lock.free) == Lock.heldWithWaiters {
            wakeWaiter()
        }
    }

    /// The calling thread, as one word: `pthread_t` is an unsigned or a signed integer or a pointer,
    /// depending on the C library.
    @usableFromInline @_transparent
    static func currentThread() -> Int {
        #if canImport(Glibc)
        return Int(bitPattern: pthread_self())
        #elseif canImport(Android)
        return pthread_self()
        #else
        return unsafeBitCast(pthread_self(), to: Int.self)
        #endif
    }

    /// Takes the lock once it is free, sleeping meanwhile. The word stays marked while this thread waits, so
    /// the holder's `unlock` wakes it; a thread that takes the lock this way leaves the mark, since others may
    /// still be waiting, and its own `unlock` wakes the next one.
    @usableFromInline @inline(never)
    func waitForLock() {
        pthread_mutex_lock(parking)
        while doubles_atomic_exchange_acquire(state, Lock.heldWithWaiters) != Lock.free {
            // The holder's wake-up needs `parking`, which this thread holds until it sleeps, so no wake-up is
            // lost between the exchange and the wait.
            pthread_cond_wait(wakeUp, parking)
        }
        pthread_mutex_unlock(parking)
    }

    @usableFromInline @inline(never)
    func wakeWaiter() {
        pthread_mutex_lock(parking)
        pthread_cond_signal(wakeUp)
        pthread_mutex_unlock(parking)
    }
    #endif

    /// Runs `body` while holding the lock.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
