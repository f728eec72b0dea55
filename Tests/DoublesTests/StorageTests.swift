import Dispatch
import Foundation
import Testing
@testable import Doubles
import DoublesTestSupport

@Suite(.tags(.concurrency, .storage)) struct StorageTests {
    @Test(.disabled(if: runningUnderAddressSanitizer, "AddressSanitizer does not hand a freed address out again soon"))
    func freshFakes_neverSeeAnEarlierFakesCallsOrStubs() {
        var seenAddresses = Set<ObjectIdentifier>()
        var reusedAddresses = 0
        for round in 0..<2_000 {
            let fake = FakeStringService()
            if !seenAddresses.insert(ObjectIdentifier(fake)).inserted { reusedAddresses += 1 }
            #expect(fake.recordedCalls.isEmpty, "round \(round): a new fake saw old calls")
            let messages = failures { _ = fake.optionalProperty }
            #expect(messages.count == 1, "round \(round): a new fake saw an old stub")
            fake.stub(.optionalProperty).andReturn("old")
            fake.stub(.doSomething).andReturn()
            fake.doSomething()
        }
        // The allocator hands freed addresses out again, so the check above really met reused addresses.
        #expect(reusedAddresses > 0)
    }

    @Test func releasedFakes_doNotPileUpInTheTable() {
        // A registry of its own: the shared one also holds the fakes of tests running in parallel, whose counts
        // would move the figure.
        let registry = Registry()
        var spacers: [FakeStringService] = []
        for _ in 0..<20_000 {
            useAndRelease(FakeStringService()) { fake in
                _ = registry.record(.instance(fake), functionName: "doSomething()", arguments: ["x"], isKnown: { true })
            }
            // Keeps the freed address busy, so every fake gets an address of its own.
            spacers.append(FakeStringService())
        }
        let entries = registry.instanceEntryCount
        withExtendedLifetime(spacers) {}
        // Entries of released fakes are swept whenever a shard's table doubles, so it never holds more than about
        // twice the live fakes plus a small floor, however many fakes came and went.
        #expect(entries < 1_000, "the table holds \(entries) entries after 20,000 fakes came and went")
    }

    @Test func releasedFakes_thatNoLookUpMeetsAgain_areSweptAsTheTableGrows() {
        // A registry of its own, as above. Every fake here has an address of its own: the second batch is made
        // while the first is alive, and recorded on once the first is gone, so no entry is replaced by a fake at
        // its address, and the shards' caches drop at most two released fakes each.
        let registry = Registry()
        func record(on fake: FakeStringService) {
            _ = registry.record(.instance(fake), functionName: "doSomething()", arguments: [], isKnown: { true })
        }
        var first = (0..<1_000).map { _ in FakeStringService() }
        let second = (0..<2_000).map { _ in FakeStringService() }
        for fake in first { record(on: fake) }
        first = []
        for fake in second { record(on: fake) }
        let entries = registry.instanceEntryCount
        withExtendedLifetime(second) {}
        // Unswept, the table would hold 3,000 entries, 1,000 of them for released fakes.
        #expect(entries < 2_500, "the table holds \(entries) entries for 2,000 live fakes")
    }

    @Test func aReleasedFake_isDroppedAsSoonAsItsShardLooksUpAnotherFake() {
        // A registry of its own, so tests running in parallel cannot touch it.
        let registry = Registry()
        func record(on fake: FakeStringService) {
            _ = registry.record(.instance(fake), functionName: "doSomething()", arguments: [], isKnown: { true })
        }
        let spacer = FakeStringService()
        record(on: spacer)
        var (released, keptAlive): (FakeStringService?, [FakeStringService]) =
            FakeStringService.sharingAShard(with: spacer, in: registry)
        let (third, keptAliveToo) = FakeStringService.sharingAShard(with: spacer, in: registry)
        defer { withExtendedLifetime((keptAlive, keptAliveToo)) {} }
        record(on: released!)
        released = nil
        #expect(registry.instanceEntryCount == 2)
        // The shard caches the two fakes it used last, so using the spacer again needs no lookup.
        record(on: spacer)
        #expect(registry.instanceEntryCount == 2)
        record(on: third)
        #expect(registry.instanceEntryCount == 2, "the released fake's calls were kept")
    }

    @Test func aFake_mayRecordACallInItsDeinit_whetherOrNotItWasTheLastFakeUsed() {
        for round in 0..<100 {
            var closing: FakeClosing? = FakeClosing()
            closing?.close()
            let other = FakeClosing()
            if round.isMultiple(of: 2) { other.close() }  // so the closing fake is the last used only every other round
            closing = nil
            other.close()
            #expect(other.recordedCalls.count == (round.isMultiple(of: 2) ? 2 : 1), "round \(round)")
        }
    }

    @Test(
        .enabled(if: residentBytes() != nil, "needs /proc/self/statm"),
        .disabled(if: runningUnderAddressSanitizer, "AddressSanitizer keeps freed memory in quarantine, 256 MB of it")
    )
    func releasedFakesHoldingLargeArguments_leaveTheResidentSizeFlat() throws {
        let start = try #require(residentBytes())
        var spacers: [FakeBlobStore] = []
        for _ in 0..<1_500 {
            // 1 MB per fake, every byte written: 1.5 GB in all if released fakes kept their calls.
            useAndRelease(FakeBlobStore()) { $0.store(Data(repeating: 1, count: 1_000_000)) }
            // A live object takes the address the fake freed, so the next fake gets a new one and a released
            // fake's state is not simply overwritten by its successor's.
            spacers.append(FakeBlobStore())
        }
        withExtendedLifetime(spacers) {}
        let growth = try #require(residentBytes()) - start
        #expect(growth < 300_000_000, "the resident size grew by \(growth / 1_000_000) MB")
    }

    @Test func concurrentCalls_fromManyThreads_areAllRecorded() {
        let fake = FakeStringService()
        fake.stub(.giveMeAString).andReturn("ok")
        let threads = 8
        let callsPerThread = 5_000
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<callsPerThread {
                _ = fake.giveMeAString(arg1: index % 2 == 0, arg2: "\(thread)")
            }
        }
        #expect(fake.recordedCalls.count == threads * callsPerThread)
        #expect(fake.didCall(.giveMeAString, withArguments: [true, "3"], countSpecifier: .exactly(callsPerThread / 2))
            .success)
    }

    @Test func concurrentStubbingCallingVerifyingAndResetting_doNotCrash() {
        let fake = FakeStringService()
        fake.stub(.giveMeAString).andReturn("ok")
        let answers = _Locked<Set<String>>([])
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for index in 0..<500 {
                switch worker % 4 {
                case 0: fake.stubAgain(.readonlyProperty).andReturn("\(index)")
                case 1:
                    let answer = fake.giveMeAString(arg1: true, arg2: "\(index)")
                    answers.withLock { _ = $0.insert(answer) }
                case 2: _ = fake.didCall(.giveMeAString, withArguments: [true, Argument.anything]).success
                default: if index % 50 == 0 { fake.resetCalls() }
                }
            }
        }
        // Every call got the stub's value, replacing stubs left one per function, and the calls left after the
        // last reset are whole calls of the one member that was called.
        #expect(answers.withLock { $0 } == ["ok"])
        #expect(fake.stubs.count == 2)
        #expect(fake.recordedCalls.allSatisfy { $0.description.hasPrefix("giveMeAString(arg1:arg2:) with <true>, <\"") })
        fake.resetCalls()
        _ = fake.giveMeAString(arg1: false, arg2: "after")
        #expect(fake.recordedCalls.map(\.description) == ["giveMeAString(arg1:arg2:) with <false>, <\"after\">"])
    }

    @Test func restubbingWhileOtherThreadsCall_everyCallGetsOneOfTheStubbedValues() {
        let fake = FakeStringService()
        let other = FakeStringService()
        fake.stub(.giveMeAString).andReturn("first")
        other.stub(.giveMeAString).andReturn("other")
        let answers = _Locked<[String: Int]>([:])
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for index in 0..<2_000 {
                if worker == 0 {
                    fake.stubAgain(.giveMeAString).andReturn(index.isMultiple(of: 2) ? "first" : "second", "third")
                } else {
                    // Calls on another fake in between, so each thread keeps moving its shard's last fake when the two share one.
                    let answer = fake.giveMeAString(arg1: true, arg2: "\(worker)")
                    _ = other.giveMeAString(arg1: false, arg2: "")
                    answers.withLock { $0[answer, default: 0] += 1 }
                }
            }
        }
        let seen = answers.withLock { $0 }
        #expect(Set(seen.keys).isSubset(of: ["first", "second", "third"]), "\(seen)")
        #expect(seen.values.reduce(0, +) == 3 * 2_000)
        #expect(fake.recordedCalls.count == 3 * 2_000)
    }

    /// One stub answers on the inline path, which reads its values under the lock; the other has an argument
    /// that is not a plain value, so its value is read after the lock is let go, while other threads move on.
    @Test(arguments: [false, true])
    func aSequenceOfValues_sharedByThreads_givesEachValueOnce_thenTheLast(comparesArguments: Bool) {
        let fake = FakeStringService()
        if comparesArguments {
            fake.stub(.giveMeAString).with(Argument.anything, Argument.anything).andReturn("a", "b", "c")
        } else {
            fake.stub(.giveMeAString).andReturn("a", "b", "c")
        }
        let answers = _Locked<[String: Int]>([:])
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for _ in 0..<500 {
                let answer = fake.giveMeAString(arg1: true, arg2: "\(worker)")
                answers.withLock { $0[answer, default: 0] += 1 }
            }
        }
        #expect(answers.withLock { $0 } == ["a": 1, "b": 1, "c": 1_998])
    }

    @Test func concurrentCalls_fromTasks_areAllRecorded() async {
        let fake = SendableFake()
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<16 {
                group.addTask {
                    for index in 0..<500 { fake.record(task * 1_000 + index) }
                }
            }
        }
        async let first: Void = fake.record(-1)
        async let second: Void = fake.record(-2)
        _ = await (first, second)
        #expect(fake.recordedCalls.count == 16 * 500 + 2)
    }
}

/// A fake that may cross tasks: its state lives in Doubles' locked registry, not in the object.
final class SendableFake: Spyable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable { case record = "record(_:)" }
    func record(_ value: Int) { recordCall(arguments: value) }
}

/// The resident size of this process, from `/proc/self/statm`; `nil` where that file does not exist.
func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// A fake whose calls carry large arguments.
/// A fake that records a call from its own `deinit`.
final class FakeClosing: Spyable {
    enum StaticFunction: String, StringRepresentable { case none }
    enum Function: String, StringRepresentable { case close = "close()" }

    func close() {
        recordCall()
    }

    deinit {
        close()
    }
}

final class FakeBlobStore: Spyable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable { case store = "store(_:)" }
    func store(_ data: Data) { recordCall(arguments: data) }
}

/// Runs `body` on `object`, which is released when this returns.
@inline(never)
func useAndRelease<Object: AnyObject>(_ object: Object, _ body: (Object) -> Void) {
    body(object)
}
