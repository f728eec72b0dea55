import Doubles
import DoublesAtomics
import DoublesMatchers
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// The shapes real tests have: several fakes and members in turn, and a few stubs and checks per test. Each row
// sets the same work beside hand-written doubles that take a lock of their own per object, as Doubles must be
// callable from any thread.

/// A second service, so that tests use two fakes in turn.
protocol Ledger: AnyObject {
    func balance(of account: String) -> Int
    func post(_ amount: Int, to account: String) -> Bool
    func close(_ account: String)
}

/// The fake of `Ledger`, written the way the README shows.
final class FakeLedger: Ledger, Spryable {
    enum StaticFunction: String, StringRepresentable {
        case none = "none()"
    }

    enum Function: String, StringRepresentable {
        case balance = "balance(of:)"
        case post = "post(_:to:)"
        case close = "close(_:)"
    }

    func balance(of account: String) -> Int { spryify(arguments: account) }
    func post(_ amount: Int, to account: String) -> Bool { spryify(arguments: amount, account) }
    func close(_ account: String) { spryify(arguments: account) }
}

/// A hand-written double of `Ledger` with a lock of its own: it records `(name, [Any?])`, answers from stubs
/// kept per member, newest with matching arguments first, and counts matching calls for a check.
final class LockingHandWrittenLedger: Ledger {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var calls: [(String, [Any?], Int)] = []
    private var balances: [(account: String?, value: Int)] = []
    private var posts: [(amount: Int?, value: Bool)] = []
    private let ordered: Bool

    /// - Parameter ordered: whether each call also takes its number from the one atomic sequence all ordered
    ///   doubles share, as Doubles numbers the calls of all fakes.
    init(ordered: Bool = false) {
        mutex = RecursiveMutex.make()
        self.ordered = ordered
    }

    /// The number of the call being recorded: the next from the shared sequence for an ordered double.
    private func number() -> Int {
        ordered ? doubles_atomic_increment_relaxed(orderedSpySequence) : 0
    }

    deinit {
        RecursiveMutex.destroy(mutex)
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    func stubBalance(_ value: Int, for account: String? = nil) {
        locked { balances.append((account, value)) }
    }

    func stubPost(_ value: Bool, for amount: Int? = nil) {
        locked { posts.append((amount, value)) }
    }

    func balance(of account: String) -> Int {
        locked {
            calls.append(("balance(of:)", [account], number()))
            return balances.last { $0.account == nil || $0.account == account }?.value ?? 0
        }
    }

    func post(_ amount: Int, to account: String) -> Bool {
        locked {
            calls.append(("post(_:to:)", [amount, account], number()))
            return posts.last { $0.amount == nil || $0.amount == amount }?.value ?? false
        }
    }

    func close(_ account: String) {
        locked { calls.append(("close(_:)", [account], number())) }
    }

    /// How many calls to `name` had `account` as their last argument.
    func count(_ name: String, account: String) -> Int {
        locked { calls.filter { $0.0 == name && $0.1.last as? String == account }.count }
    }
}

/// A small test as Doubles runs it: two fresh fakes, three stubs each, twenty calls and two checks.
func wholeTest() {
    let ledger = FakeLedger()
    let other = FakeLedger()
    for fake in [ledger, other] {
        fake.stub(.balance).andReturn(5)
        fake.stub(.post).with(10, "a").andReturn(true)
        fake.stub(.post).andReturn(false)
    }
    for index in 0..<5 {
        consume(ledger.balance(of: "a"))
        consume(ledger.post(index, to: "a"))
        consume(other.balance(of: "b"))
        other.close("b")
    }
    consume(ledger.didCall(.balance, withArguments: ["a"], countSpecifier: .exactly(5)).success)
    consume(other.didCall(.close, withArguments: ["b"]).success)
}

/// A spy's test: a fresh fake that is never stubbed, three calls of a member that returns nothing, and a check.
func spyTest() {
    let ledger = FakeLedger()
    ledger.close("a")
    ledger.close("b")
    ledger.close("a")
    consume(ledger.didCall(.close, withArguments: ["a"], countSpecifier: .exactly(2)).success)
}

/// ``spyTest()`` with a hand-written double that takes a lock.
func spyHandWrittenTest() {
    let ledger = LockingHandWrittenLedger()
    ledger.close("a")
    ledger.close("b")
    ledger.close("a")
    consume(ledger.count("close(_:)", account: "a") == 2)
}

/// ``wholeTest()`` with hand-written doubles that take a lock each, and number their calls from one atomic
/// sequence when `ordered`.
func wholeHandWrittenTest(ordered: Bool = false) {
    let ledger = LockingHandWrittenLedger(ordered: ordered)
    let other = LockingHandWrittenLedger(ordered: ordered)
    for fake in [ledger, other] {
        fake.stubBalance(5)
        fake.stubPost(true, for: 10)
        fake.stubPost(false)
    }
    for index in 0..<5 {
        consume(ledger.balance(of: "a"))
        consume(ledger.post(index, to: "a"))
        consume(other.balance(of: "b"))
        other.close("b")
    }
    consume(ledger.count("balance(of:)", account: "a") == 5)
    consume(other.count("close(_:)", account: "b") >= 1)
}

/// Rows for the call shapes and the per-test operations, against hand-written doubles with a lock each; when
/// `ordered`, against ones that also number their calls from one atomic sequence, as Doubles does.
func shapeRows(size: Int, ordered: Bool = false) -> [Row] {
    var rows: [Row] = []

    // Call shapes: the calls of one fake's member, of one fake's two members, and of two fakes, in turn.
    rows.append(Row(name: "shape: one fake, one member in a loop", compare(
        operations: size, runs: runs,
        doubles: Work {
            let ledger = FakeLedger()
            ledger.stub(.balance).andReturn(5)
            for _ in 0..<size { consume(ledger.balance(of: "a")) }
        },
        handWritten: Work {
            let ledger = LockingHandWrittenLedger(ordered: ordered)
            ledger.stubBalance(5)
            for _ in 0..<size { consume(ledger.balance(of: "a")) }
        }
    ), unit: "ns/call"))
    rows.append(Row(name: "shape: one fake, two members in turn", compare(
        operations: size, runs: runs,
        doubles: Work {
            let ledger = FakeLedger()
            ledger.stub(.balance).andReturn(5)
            ledger.stub(.post).andReturn(true)
            for index in 0..<size / 2 {
                consume(ledger.balance(of: "a"))
                consume(ledger.post(index, to: "a"))
            }
        },
        handWritten: Work {
            let ledger = LockingHandWrittenLedger(ordered: ordered)
            ledger.stubBalance(5)
            ledger.stubPost(true)
            for index in 0..<size / 2 {
                consume(ledger.balance(of: "a"))
                consume(ledger.post(index, to: "a"))
            }
        }
    ), unit: "ns/call"))
    rows.append(Row(name: "shape: two fakes in turn", compare(
        operations: size, runs: runs,
        doubles: Work {
            let ledger = FakeLedger()
            let greeter = FakeGreeter()
            ledger.stub(.balance).andReturn(5)
            greeter.stub(.greet).andReturn("hello")
            for _ in 0..<size / 2 {
                consume(ledger.balance(of: "a"))
                consume(greeter.greet(loudly: true, name: "Ada"))
            }
        },
        handWritten: Work {
            let ledger = LockingHandWrittenLedger(ordered: ordered)
            let greeter = LockingHandWrittenGreeter(ordered: ordered)
            ledger.stubBalance(5)
            for _ in 0..<size / 2 {
                consume(ledger.balance(of: "a"))
                consume(greeter.greet(loudly: true, name: "Ada"))
            }
        }
    ), unit: "ns/call"))

    // A whole test: two fresh fakes, three stubs each, twenty calls, two checks.
    let tests = size / 100
    rows.append(Row(name: "shape: a whole test (2 fakes, 6 stubs, 20 calls, 2 checks)", compare(
        operations: tests, runs: runs,
        doubles: Work { for _ in 0..<tests { wholeTest() } },
        handWritten: Work { for _ in 0..<tests { wholeHandWrittenTest(ordered: ordered) } }
    ), unit: "ns/test"))

    // Operations, each on many fresh fakes.
    let fakes = size / 10
    var ledgers: [FakeLedger] = []
    var handLedgers: [LockingHandWrittenLedger] = []
    func freshLedgers() {
        ledgers = (0..<fakes).map { _ in FakeLedger() }
        handLedgers = (0..<fakes).map { _ in LockingHandWrittenLedger(ordered: ordered) }
    }
    rows.append(Row(name: "op: create a fake", compare(
        operations: fakes, runs: runs,
        doubles: Work { for _ in 0..<fakes { consume(FakeLedger()) } },
        handWritten: Work { for _ in 0..<fakes { consume(LockingHandWrittenLedger(ordered: ordered)) } }
    ), unit: "ns/op"))
    rows.append(Row(name: "op: stub(.f).andReturn(v)", compare(
        operations: fakes, runs: runs,
        doubles: Work(setUp: freshLedgers) { for ledger in ledgers { ledger.stub(.balance).andReturn(5) } },
        handWritten: Work(setUp: freshLedgers) { for ledger in handLedgers { ledger.stubBalance(5) } }
    ), unit: "ns/op"))
    rows.append(Row(name: "op: stub(.f).with(x).andReturn(v)", compare(
        operations: fakes, runs: runs,
        doubles: Work(setUp: freshLedgers) { for ledger in ledgers { ledger.stub(.balance).with("a").andReturn(5) } },
        handWritten: Work(setUp: freshLedgers) { for ledger in handLedgers { ledger.stubBalance(5, for: "a") } }
    ), unit: "ns/op"))
    // Stubbing itself, apart from a fake's first use: each fake has a stub already, made untimed.
    func stubbedLedgers() {
        freshLedgers()
        for ledger in ledgers { ledger.stub(.balance).andReturn(5) }
        for ledger in handLedgers { ledger.stubBalance(5) }
    }
    rows.append(Row(name: "op: a second stub, on a fake in use", compare(
        operations: fakes, runs: runs,
        doubles: Work(setUp: stubbedLedgers) { for ledger in ledgers { ledger.stub(.post).andReturn(true) } },
        handWritten: Work(setUp: stubbedLedgers) { for ledger in handLedgers { ledger.stubPost(true) } }
    ), unit: "ns/op"))
    rows.append(Row(name: "op: first call on a fresh fake", compare(
        operations: fakes, runs: runs,
        doubles: Work(setUp: freshLedgers) { for ledger in ledgers { ledger.close("a") } },
        handWritten: Work(setUp: freshLedgers) { for ledger in handLedgers { ledger.close("a") } }
    ), unit: "ns/op"))
    // The same operations as a test meets them: on a fake made just before, which goes when the test ends, so
    // each round lets go of the fake the round before used. Both sides make and free their doubles here.
    rows.append(Row(name: "op: make a fake, stub it, let it go", compare(
        operations: fakes, runs: runs,
        doubles: Work { for _ in 0..<fakes { FakeLedger().stub(.balance).andReturn(5) } },
        handWritten: Work { for _ in 0..<fakes { LockingHandWrittenLedger(ordered: ordered).stubBalance(5) } }
    ), unit: "ns/op"))
    rows.append(Row(name: "op: make a fake, call it once, let it go", compare(
        operations: fakes, runs: runs,
        doubles: Work { for _ in 0..<fakes { FakeLedger().close("a") } },
        handWritten: Work { for _ in 0..<fakes { LockingHandWrittenLedger(ordered: ordered).close("a") } }
    ), unit: "ns/op"))
    let checked = checkedLedger()
    let handChecked = checkedHandLedger(ordered: ordered)
    let checks = size / 10
    rows.append(Row(name: "op: passing didCall, 10 calls", compare(
        operations: checks, runs: runs,
        doubles: Work {
            for _ in 0..<checks { consume(checked.didCall(.balance, withArguments: ["c"]).success) }
        },
        handWritten: Work {
            for _ in 0..<checks { consume(handChecked.count("balance(of:)", account: "c") >= 1) }
        }
    ), unit: "ns/op"))
    rows.append(Row(name: "op: passing haveReceived, 10 calls", compare(
        operations: checks, runs: runs,
        doubles: Work {
            for _ in 0..<checks { expect(checked).to(haveReceived(.balance, with: "c")) }
        },
        handWritten: Work {
            for _ in 0..<checks { consume(handChecked.count("balance(of:)", account: "c") >= 1) }
        }
    ), unit: "ns/op"))
    consume((ledgers, handLedgers))
    return ordered ? rows.map { $0.named($0.name + " (ordered spy)") } : rows
}
