import Dispatch
import Testing
@testable import Doubles

@Suite struct StorageTests {
    @Test func freshFakes_neverSeeAnEarlierFakesCallsOrStubs() {
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
        let before = Registry.shared.instanceEntryCount
        for _ in 0..<20_000 {
            let fake = FakeStringService()
            fake.stub(.giveMeAString).andReturn(String(repeating: "x", count: 100))
            _ = fake.giveMeAString(arg1: true, arg2: String(repeating: "y", count: 100))
        }
        let after = Registry.shared.instanceEntryCount
        // Entries of released fakes are swept whenever the table doubles, so it never holds
        // more than about twice the live fakes plus a small floor, however many fakes came and went.
        #expect(after - before < 1_000, "the table grew from \(before) to \(after) entries")
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
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for index in 0..<500 {
                switch worker % 4 {
                case 0: fake.stubAgain(.readonlyProperty).andReturn("\(index)")
                case 1: _ = fake.giveMeAString(arg1: true, arg2: "\(index)")
                case 2: _ = fake.didCall(.giveMeAString, withArguments: [true, Argument.anything]).success
                default: if index % 50 == 0 { fake.resetCalls() }
                }
            }
        }
        #expect(fake.recordedCalls.count <= 4 * 500)
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
