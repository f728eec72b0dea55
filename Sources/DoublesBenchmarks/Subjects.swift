import DoublesAtomics
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

/// The service both doubles fake.
protocol Greeter: AnyObject {
    func greet(loudly: Bool, name: String) -> String
    func log(_ message: String)
}

/// The fake under measurement, written the way the README shows.
final class FakeGreeter: Greeter, Spryable {
    enum StaticFunction: String, StringRepresentable {
        case none = "none()"
    }

    enum Function: String, StringRepresentable {
        case greet = "greet(loudly:name:)"
        case log = "log(_:)"
    }

    func greet(loudly: Bool, name: String) -> String {
        spryify(arguments: loudly, name)
    }

    func log(_ message: String) {
        recordCall(arguments: message)
    }
}

/// The baseline: what a careful hand-written spy does. It appends `(name, [Any?])` and returns a canned value.
final class HandWrittenGreeter: Greeter {
    var calls: [(String, [Any?])] = []
    var stubs: [(arguments: [Any?], value: String)] = []
    var cannedGreeting = "hello"

    func greet(loudly: Bool, name: String) -> String {
        calls.append(("greet(loudly:name:)", [loudly, name]))
        return cannedGreeting
    }

    func log(_ message: String) {
        calls.append(("log(_:)", [message]))
    }

    /// The stub for these arguments, scanning newest first, as the fake does.
    func stubbedGreeting(loudly: Bool, name: String) -> String? {
        for stub in stubs.reversed() {
            if stub.arguments[0] as? Bool == loudly, stub.arguments[1] as? String == name { return stub.value }
        }
        return nil
    }

    /// How many calls to greet had these arguments.
    func countGreetings(loudly: Bool, name: String) -> Int {
        var count = 0
        for call in calls where call.0 == "greet(loudly:name:)" {
            if call.1[0] as? Bool == loudly, call.1[1] as? String == name { count += 1 }
        }
        return count
    }
}

/// A recursive `pthread_mutex_t`, the lock a hand-written double takes to be callable from any thread; each
/// locking double holds its own.
enum RecursiveMutex {
    static func make() -> UnsafeMutablePointer<pthread_mutex_t> {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        return mutex
    }

    static func destroy(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }
}

/// The next call's number across every ordered spy, alone on its cache line, as Doubles numbers the calls of
/// all fakes so that their order across fakes can be checked.
nonisolated(unsafe) let orderedSpySequence: UnsafeMutablePointer<Int> = {
    let line = UnsafeMutableRawPointer.allocate(byteCount: 128, alignment: 128)
    return line.initializeMemory(as: Int.self, repeating: 0, count: 128 / MemoryLayout<Int>.stride)
}()

/// The hand-written spy made safe to call from any thread, as Doubles is: the same work behind a recursive
/// `pthread_mutex_t`, the lock a hand-written spy would take. Doubles takes one recursive `pthread_mutex_t` per
/// call too, on every platform.
///
/// An `ordered` spy also numbers each call from one atomic sequence shared by all ordered spies, as Doubles does
/// for in-order checks across fakes: the peer for the parallel rows.
final class LockingHandWrittenGreeter: Greeter {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let ordered: Bool
    private var calls: [(String, [Any?], Int)] = []
    private let cannedGreeting = "hello"

    init(ordered: Bool = false) {
        mutex = RecursiveMutex.make()
        self.ordered = ordered
    }

    /// The number of the call being recorded: the next from the shared sequence for an ordered spy.
    private func number() -> Int {
        ordered ? doubles_atomic_increment_relaxed(orderedSpySequence) : 0
    }

    deinit {
        RecursiveMutex.destroy(mutex)
    }

    func greet(loudly: Bool, name: String) -> String {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        calls.append(("greet(loudly:name:)", [loudly, name], number()))
        return cannedGreeting
    }

    func log(_ message: String) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        calls.append(("log(_:)", [message], number()))
    }

    /// Forgets the recorded calls, as `resetCalls()` does for a fake.
    func reset() {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        calls = []
    }
}
