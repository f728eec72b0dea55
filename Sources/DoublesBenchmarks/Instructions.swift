import Doubles
import DoublesMatchers
import Foundation

// `--instructions ROW SIDE [COUNT]` does one row's operations, on one side, inside `countedOperations`, for
// callgrind to count the instructions they take (`.ci/check-instructions.py` runs it and checks the counts against
// budgets). A larger `COUNT` than the default serves a sampling profiler such as `perf record`.
// Instructions do not vary with the machine's load the way time does, so CI can hold each row to a budget.

/// One row of instruction counts: an operation a test does, as Doubles does it and as a locked hand-written
/// double does it. Each side's `prepare` makes what `count` operations need, outside the counted function, and
/// returns the work that does them.
struct CountedRow {
    let key: String
    let name: String
    let doubles: (Int) -> CountedWork
    let handWritten: (Int) -> CountedWork

    init(key: String, name: String, doubles: @escaping (Int) -> () -> Void,
         handWritten: @escaping (Int) -> () -> Void) {
        self.key = key
        self.name = name
        self.doubles = { .synchronous(doubles($0)) }
        self.handWritten = { .synchronous(handWritten($0)) }
    }

    /// A row of async work, which runs in a task of its own (see ``countedOperationsInTask(_:)``).
    init(key: String, name: String, asyncDoubles: @escaping (Int) -> @Sendable () async -> Void,
         asyncHandWritten: @escaping (Int) -> @Sendable () async -> Void) {
        self.key = key
        self.name = name
        doubles = { .asynchronous(asyncDoubles($0)) }
        handWritten = { .asynchronous(asyncHandWritten($0)) }
    }
}

/// The work of one side of a row: synchronous, or async.
enum CountedWork {
    case synchronous(() -> Void)
    case asynchronous(@Sendable () async -> Void)
}

/// How many operations a run of one side counts; the count per operation is the total over this.
let countedOperationCount = 200

/// The rows, in the order of the table.
@MainActor let countedRows: [CountedRow] = [
    CountedRow(key: "stub", name: "stub(.f).andReturn(v) on a fresh fake", doubles: { count in
        let ledgers = (0..<count).map { _ in FakeLedger() }
        return { for ledger in ledgers { ledger.stub(.balance).andReturn(5) } }
    }, handWritten: { count in
        let ledgers = (0..<count).map { _ in LockingHandWrittenLedger() }
        return { for ledger in ledgers { ledger.stubBalance(5) } }
    }),
    CountedRow(key: "second-stub", name: "a second stub, on a fake in use", doubles: { count in
        let ledgers = (0..<count).map { _ in FakeLedger() }
        for ledger in ledgers { ledger.stub(.post).andReturn(true) }
        return { for ledger in ledgers { ledger.stub(.balance).andReturn(5) } }
    }, handWritten: { count in
        let ledgers = (0..<count).map { _ in LockingHandWrittenLedger() }
        for ledger in ledgers { ledger.stubPost(true) }
        return { for ledger in ledgers { ledger.stubBalance(5) } }
    }),
    CountedRow(key: "stub-with", name: "stub(.f).with(x).andReturn(v) on a fresh fake", doubles: { count in
        let ledgers = (0..<count).map { _ in FakeLedger() }
        return { for ledger in ledgers { ledger.stub(.balance).with("a").andReturn(5) } }
    }, handWritten: { count in
        let ledgers = (0..<count).map { _ in LockingHandWrittenLedger() }
        return { for ledger in ledgers { ledger.stubBalance(5, for: "a") } }
    }),
    CountedRow(key: "first-call", name: "first call on a fresh fake", doubles: { count in
        let ledgers = (0..<count).map { _ in FakeLedger() }
        return { for ledger in ledgers { ledger.close("a") } }
    }, handWritten: { count in
        let ledgers = (0..<count).map { _ in LockingHandWrittenLedger() }
        return { for ledger in ledgers { ledger.close("a") } }
    }),
    CountedRow(key: "stubbed-call", name: "stubbed call, one member in a loop", doubles: { count in
        let ledger = FakeLedger()
        ledger.stub(.balance).andReturn(5)
        return { for _ in 0..<count { consume(ledger.balance(of: "a")) } }
    }, handWritten: { count in
        let ledger = LockingHandWrittenLedger()
        ledger.stubBalance(5)
        return { for _ in 0..<count { consume(ledger.balance(of: "a")) } }
    }),
    CountedRow(key: "two-members", name: "stubbed calls, two members in turn", doubles: { count in
        let ledger = FakeLedger()
        ledger.stub(.balance).andReturn(5)
        ledger.stub(.post).with(10, "a").andReturn(true)
        ledger.stub(.post).andReturn(false)
        return {
            for index in 0..<count / 2 {
                consume(ledger.balance(of: "a"))
                consume(ledger.post(index, to: "a"))
            }
        }
    }, handWritten: { count in
        let ledger = LockingHandWrittenLedger()
        ledger.stubBalance(5)
        ledger.stubPost(true, for: 10)
        ledger.stubPost(false)
        return {
            for index in 0..<count / 2 {
                consume(ledger.balance(of: "a"))
                consume(ledger.post(index, to: "a"))
            }
        }
    }),
    CountedRow(key: "two-fakes", name: "stubbed calls, two fakes in turn", doubles: { count in
        let ledger = FakeLedger()
        let greeter = FakeGreeter()
        ledger.stub(.balance).andReturn(5)
        greeter.stub(.greet).andReturn("hello")
        return {
            for _ in 0..<count / 2 {
                consume(ledger.balance(of: "a"))
                consume(greeter.greet(loudly: true, name: "Ada"))
            }
        }
    }, handWritten: { count in
        let ledger = LockingHandWrittenLedger()
        let greeter = LockingHandWrittenGreeter()
        ledger.stubBalance(5)
        return {
            for _ in 0..<count / 2 {
                consume(ledger.balance(of: "a"))
                consume(greeter.greet(loudly: true, name: "Ada"))
            }
        }
    }),
    CountedRow(key: "throwing-call", name: "stubbed call, a throwing member in a loop", doubles: { count in
        let vault = FakeVault()
        vault.stub(.open).andReturn("open")
        return { for index in 0..<count { consume(try? vault.open(index)) } }
    }, handWritten: { count in
        let vault = LockingHandWrittenVault()
        vault.stubOpen(.success("open"))
        return { for index in 0..<count { consume(try? vault.open(index)) } }
    }),
    CountedRow(key: "async-call", name: "stubbed call, an async member in a loop", asyncDoubles: { count in
        let vault = FakeVault()
        vault.stub(.fetch).andReturn(5)
        return { for _ in 0..<count { consume(await vault.fetch("a")) } }
    }, asyncHandWritten: { count in
        let vault = LockingHandWrittenVault()
        vault.stubFetch(5)
        return { for _ in 0..<count { consume(await vault.fetch("a")) } }
    }),
    CountedRow(key: "optional-call", name: "stubbed call, an Optional member stubbed with a plain value", doubles: { count in
        let vault = FakeVault()
        vault.stub(.find).andReturn("found")
        return { for index in 0..<count { consume(vault.find(index)) } }
    }, handWritten: { count in
        let vault = LockingHandWrittenVault()
        vault.stubFind("found")
        return { for index in 0..<count { consume(vault.find(index)) } }
    }),
    CountedRow(key: "record-call", name: "recordCall, a Void member", doubles: { count in
        let ledger = FakeLedger()
        return { for _ in 0..<count { ledger.close("a") } }
    }, handWritten: { count in
        let ledger = LockingHandWrittenLedger()
        return { for _ in 0..<count { ledger.close("a") } }
    }),
    CountedRow(key: "did-call", name: "passing didCall, 10 calls", doubles: { count in
        let ledger = checkedLedger()
        return { for _ in 0..<count { consume(ledger.didCall(.balance, withArguments: ["c"]).success) } }
    }, handWritten: { count in
        let ledger = checkedHandLedger()
        return { for _ in 0..<count { consume(ledger.count("balance(of:)", account: "c") >= 1) } }
    }),
    CountedRow(key: "have-received", name: "passing haveReceived, 10 calls", doubles: { count in
        let ledger = checkedLedger()
        return { for _ in 0..<count { expect(ledger).to(haveReceived(.balance, with: "c")) } }
    }, handWritten: { count in
        let ledger = checkedHandLedger()
        return { for _ in 0..<count { consume(ledger.count("balance(of:)", account: "c") >= 1) } }
    }),
    CountedRow(key: "expect-equal", name: "passing expect(i).to(equal(i))", doubles: { count in
        { for index in 0..<count { expect(index).to(equal(index)) } }
    }, handWritten: { count in
        {
            var failures: [String] = []
            for index in 0..<count { handWrittenCheck(index, equals: index, into: &failures) }
            consume(failures.isEmpty)
        }
    }),
    CountedRow(key: "spy-test", name: "a spy's test (a fresh fake, 3 calls of a Void member, 1 check)", doubles: {
        count in { for _ in 0..<count { spyTest() } }
    }, handWritten: { count in
        { for _ in 0..<count { spyHandWrittenTest() } }
    }),
    CountedRow(key: "whole-test", name: "a whole test (2 fakes, 6 stubs, 20 calls, 2 checks)", doubles: { count in
        { for _ in 0..<count { wholeTest() } }
    }, handWritten: { count in
        { for _ in 0..<count { wholeHandWrittenTest() } }
    }),
]

/// A fake that has recorded ten calls of `balance(of:)`, one per account, for the checks.
func checkedLedger() -> FakeLedger {
    let ledger = FakeLedger()
    ledger.stub(.balance).andReturn(5)
    for account in ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"] { consume(ledger.balance(of: account)) }
    return ledger
}

/// The hand-written double of ``checkedLedger()``, ordered or not (see ``LockingHandWrittenLedger``).
func checkedHandLedger(ordered: Bool = false) -> LockingHandWrittenLedger {
    let ledger = LockingHandWrittenLedger(ordered: ordered)
    for account in ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"] { consume(ledger.balance(of: account)) }
    return ledger
}

/// The work inside callgrind's count. Never inlined, so that callgrind can start and stop at it by name.
@inline(never)
func countedOperations(_ work: () -> Void) {
    work()
}

/// ``countedOperations(_:)`` for async work, called in the task that does it: callgrind counts the thread that
/// enters the function, and the task's thread is not the main thread. The work never suspends, so callgrind sees
/// it as calls inside this function.
@inline(never)
func countedOperationsInTask(_ work: @Sendable () async -> Void) async {
    await work()
}

/// Runs one side of one row: once uncounted, so that what a first use sets up (the runtime's type metadata, the
/// shard's tables) is not counted, then `count` operations counted. Returns the time the counted part took.
@MainActor func runCountedRow(key: String, side: String, count: Int = countedOperationCount) -> Duration {
    guard let row = countedRows.first(where: { $0.key == key }), side == "doubles" || side == "hand-written",
          count > 0 else {
        print("usage: DoublesBenchmarks --instructions|--time ROW doubles|hand-written [COUNT]; rows: "
            + countedRows.map(\.key).joined(separator: ", "))
        exit(2)
    }
    let prepare = side == "doubles" ? row.doubles : row.handWritten
    switch prepare(countedOperationCount) {
    case .synchronous(let warmUp): warmUp()
    case .asynchronous(let warmUp): runToEnd { await warmUp() }
    }
    let clock = ContinuousClock()
    switch prepare(count) {
    case .synchronous(let work): return clock.measure { countedOperations(work) }
    case .asynchronous(let work): return clock.measure { runToEnd { await countedOperationsInTask(work) } }
    }
}
