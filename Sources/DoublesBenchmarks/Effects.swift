import Dispatch
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

// Members with effects: a throwing member (`try spryifyThrows`) and an async one (`await spryify`), which take
// routes of their own through Doubles, beside a hand-written double that takes a lock of its own.

/// A service whose members throw and suspend.
protocol Vault: AnyObject, Sendable {
    func open(_ code: Int) throws -> String
    func fetch(_ key: String) async -> Int
    /// An `Optional` result, which a test stubs with a plain value: `andReturn("a")`.
    func find(_ id: Int) -> String?
}

/// What a vault throws.
struct VaultError: Error {}

/// The fake of `Vault`, written the way the guide to throwing and async fakes shows. It has no stored property,
/// so it is `Sendable` as it is, and an async row can call it from a task.
final class FakeVault: Vault, Spryable {
    enum StaticFunction: String, StringRepresentable {
        case none = "none()"
    }

    enum Function: String, StringRepresentable {
        case open = "open(_:)"
        case fetch = "fetch(_:)"
        case find = "find(_:)"
    }

    func open(_ code: Int) throws -> String { try spryifyThrows(arguments: code) }
    func fetch(_ key: String) async -> Int { await spryify(arguments: key) }
    func find(_ id: Int) -> String? { spryify(arguments: id) }
}

/// A hand-written double of `Vault` with a lock of its own, as ``LockingHandWrittenLedger``: it records
/// `(name, [Any?])` and answers from stubs kept per member, newest with matching arguments first.
final class LockingHandWrittenVault: Vault, @unchecked Sendable {
    private let mutex = RecursiveMutex.make()
    // Guarded by `mutex`.
    private var calls: [(String, [Any?])] = []
    private var opens: [(code: Int?, result: Result<String, VaultError>)] = []
    private var fetches: [(key: String?, value: Int)] = []
    private var finds: [String?] = []

    deinit {
        RecursiveMutex.destroy(mutex)
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    func stubOpen(_ result: Result<String, VaultError>, for code: Int? = nil) {
        locked { opens.append((code, result)) }
    }

    func stubFetch(_ value: Int, for key: String? = nil) {
        locked { fetches.append((key, value)) }
    }

    func stubFind(_ value: String?) {
        locked { finds.append(value) }
    }

    func find(_ id: Int) -> String? {
        locked {
            calls.append(("find(_:)", [id]))
            return finds.last ?? nil
        }
    }

    func open(_ code: Int) throws -> String {
        try locked {
            calls.append(("open(_:)", [code]))
            return opens.last { $0.code == nil || $0.code == code }?.result ?? .success("")
        }.get()
    }

    func fetch(_ key: String) async -> Int {
        locked {
            calls.append(("fetch(_:)", [key]))
            return fetches.last { $0.key == nil || $0.key == key }?.value ?? 0
        }
    }
}

/// Runs `body` to its end from synchronous code, in a task of its own: the async rows' work, one task per run of
/// many calls, so that starting it weighs little on each call. Both sides of a row run this way.
func runToEnd(_ body: @escaping @Sendable () async -> Void) {
    let finished = DispatchSemaphore(value: 0)
    Task.detached {
        await body()
        finished.signal()
    }
    finished.wait()
}

/// A throwing member's calls, stubbed to return and stubbed to throw, and an async member's calls, `size` each,
/// against the locked hand-written double.
func effectRows(size: Int) -> [Row] {
    var rows: [Row] = []
    rows.append(Row(name: "shape: a throwing member in a loop, returning", compare(
        operations: size, runs: runs,
        doubles: Work {
            let vault = FakeVault()
            vault.stub(.open).andReturn("open")
            for index in 0..<size { consume(try? vault.open(index)) }
        },
        handWritten: Work {
            let vault = LockingHandWrittenVault()
            vault.stubOpen(.success("open"))
            for index in 0..<size { consume(try? vault.open(index)) }
        }
    ), unit: "ns/call"))
    rows.append(Row(name: "shape: a throwing member in a loop, throwing", compare(
        operations: size, runs: runs,
        doubles: Work {
            let vault = FakeVault()
            vault.stub(.open).andThrow(VaultError())
            for index in 0..<size { consume(try? vault.open(index)) }
        },
        handWritten: Work {
            let vault = LockingHandWrittenVault()
            vault.stubOpen(.failure(VaultError()))
            for index in 0..<size { consume(try? vault.open(index)) }
        }
    ), unit: "ns/call"))
    rows.append(Row(name: "shape: an async member in a loop", compare(
        operations: size, runs: runs,
        doubles: Work {
            let vault = FakeVault()
            vault.stub(.fetch).andReturn(5)
            runToEnd { for _ in 0..<size { consume(await vault.fetch("a")) } }
        },
        handWritten: Work {
            let vault = LockingHandWrittenVault()
            vault.stubFetch(5)
            runToEnd { for _ in 0..<size { consume(await vault.fetch("a")) } }
        }
    ), unit: "ns/call"))
    return rows
}
