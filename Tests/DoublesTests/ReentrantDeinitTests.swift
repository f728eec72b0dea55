import Dispatch
import Foundation
import Doubles
import Testing
import DoublesTestSupport

// Values whose `deinit` calls a fake, recorded by fakes and then let go at every point where Doubles lets go of
// what it holds. Doubles must never release them while it holds a lock or is changing a table: the `deinit`
// would then find the table half changed. These tests import Doubles without `@testable`, so CI also runs them
// on an optimized build, where a defect of this kind shows.

/// Calls `log` (and, when given, a second fake, and a static fake) when it goes away, as a subscription token
/// that unsubscribes does.
final class Token: Sendable {
    let log: FakeLog
    let alsoCalls: FakeBus?
    let callsStatic: Bool

    init(log: FakeLog, alsoCalls bus: FakeBus? = nil, callsStatic: Bool = false) {
        self.log = log
        alsoCalls = bus
        self.callsStatic = callsStatic
    }

    deinit {
        log.log("cancelled")
        alsoCalls?.ping()
        // Only where the test knows which isolation scope releases the token: a released fake's state may be
        // dropped while another test uses a fake.
        if callsStatic { FakeStaticLog.log("cancelled") }
    }
}

final class FakeLog: Spyable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable { case log = "log(_:)" }
    func log(_ message: String) { recordCall(arguments: message) }
}

final class FakeBus: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable {
        case hold = "hold(_:)"
    }

    enum Function: String, StringRepresentable {
        case hold = "hold(_:)"
        case ping = "ping()"
        case current = "current()"
        case accept = "accept(_:)"
    }

    func hold(_ token: Token) { recordCall(arguments: token) }
    func ping() { recordCall() }
    func current() -> Token? { spryify() }
    func accept(_ token: Token) -> Bool { spryify(arguments: token, fallbackValue: false) }
    static func hold(_ token: Token) { recordCall(arguments: token) }
}

final class FakeStaticHolder: Spryable {
    enum StaticFunction: String, StringRepresentable { case current = "current()" }
    enum Function: String, StringRepresentable { case none = "none()" }
    static func current() -> Token? { spryify() }
}

final class FakeStaticLog: Spyable {
    enum StaticFunction: String, StringRepresentable { case log = "log(_:)" }
    enum Function: String, StringRepresentable { case none = "none()" }
    static func log(_ message: String) { recordCall(arguments: message) }
}

@Suite(.isolatedDoubles, .tags(.concurrency, .storage)) struct ReentrantDeinitTests {
    let log = FakeLog()

    private func cancellations() -> Int {
        log.recordedCalls.count
    }

    @Test func aReleasedFakesState_isDroppedWhileItsRecordedValuesCallFakes() {
        for _ in 0..<200 {
            do {
                let bus = FakeBus()
                for _ in 0..<20 { bus.hold(Token(log: log)) }
            }
            // Using fakes after a fake went away drops its state, here or in a sweep.
            FakeBus().hold(Token(log: log))
        }
        // Every token recorded by a released fake is let go sooner or later; most are by now.
        #expect(cancellations() > 200 * 20 / 2, "\(cancellations()) cancellations")
    }

    @Test func theSweep_releasesValuesThatCallFakes() {
        var released = 0
        for _ in 0..<50 {
            var fakes: [FakeBus] = []
            for _ in 0..<64 {
                let bus = FakeBus()
                bus.hold(Token(log: log))
                fakes.append(bus)
            }
            fakes.removeAll()
            released += 64
            // New fakes in every shard make the shards sweep the released ones.
            let live = (0..<256).map { _ in FakeBus() }
            for bus in live { bus.ping() }
        }
        #expect(cancellations() > released / 2, "\(cancellations()) of \(released)")
    }

    @Test func resetCalls_releasesValuesThatCallTheSameFake() {
        let bus = FakeBus()
        for _ in 0..<10 { bus.hold(Token(log: log, alsoCalls: bus)) }
        bus.resetCalls()
        #expect(cancellations() == 10)
        #expect(bus.recordedCalls.map(\.functionName) == Array(repeating: "ping()", count: 10))
    }

    @Test func resetStubs_releasesStubbedValuesThatCallFakes() {
        let bus = FakeBus()
        bus.stub(.current).andReturn(Token(log: log, alsoCalls: bus))
        #expect(bus.current() != nil)
        bus.resetStubs()
        #expect(cancellations() == 1)
        #expect(bus.recordedCalls.map(\.functionName) == ["current()", "ping()"])
    }

    @Test func resetCallsAndStubs_releasesBoth() {
        let bus = FakeBus()
        bus.stub(.current).andReturn(Token(log: log, alsoCalls: bus))
        bus.hold(Token(log: log, alsoCalls: bus))
        bus.resetCallsAndStubs()
        #expect(cancellations() == 2)
        #expect(bus.recordedCalls.map(\.functionName) == ["ping()", "ping()"])
    }

    @Test func stubAgain_releasesTheReplacedStubsValue() {
        let bus = FakeBus()
        bus.stub(.current).andReturn(Token(log: log, alsoCalls: bus))
        bus.stubAgain(.current).andReturn(nil)
        #expect(cancellations() == 1)
        #expect(bus.current() == nil)
        #expect(bus.recordedCalls.map(\.functionName) == ["ping()", "current()"])
    }

    @Test func aCaptor_releasesWhatItCaptured() {
        let bus = FakeBus()
        do {
            let captor = Argument.captor()
            bus.stub(.accept).with(captor).andReturn(true)
            #expect(bus.accept(Token(log: log, alsoCalls: bus)))
            bus.resetCallsAndStubs()
            #expect(captor.count == 1)
            #expect(cancellations() == 0, "the captor still holds the token")
        }
        #expect(cancellations() == 1)
        #expect(bus.recordedCalls.map(\.functionName) == ["ping()"])
    }

    @Test func staticResetCalls_releasesValuesThatCallTheStaticFake() {
        for _ in 0..<10 { FakeBus.hold(Token(log: log, callsStatic: true)) }
        FakeBus.resetCalls()
        #expect(cancellations() == 10)
        #expect(FakeStaticLog.recordedCalls.count == 10)
        #expect(FakeBus.recordedCalls.isEmpty)
    }

    @Test func staticResetStubsAndStubAgain_releaseStubbedValuesThatCallTheStaticFake() {
        FakeStaticHolder.stub(.current).andReturn(Token(log: log, callsStatic: true))
        FakeStaticHolder.stubAgain(.current).andReturn(Token(log: log, callsStatic: true))
        #expect(cancellations() == 1, "the replaced stub's token")
        FakeStaticHolder.resetStubs()
        #expect(cancellations() == 2, "the reset stub's token")
        #expect(FakeStaticLog.recordedCalls.count == 2)
    }

    @Test func theEndOfAnIsolationScope_releasesStaticValuesThatCallFakes() {
        withIsolatedDoubles {
            for _ in 0..<10 { FakeBus.hold(Token(log: log, callsStatic: true)) }
            #expect(FakeBus.recordedCalls.count == 10)
        }
        // The scope's static calls went with it; the tokens' static calls went to the scope around this one.
        #expect(cancellations() == 10)
        #expect(FakeStaticLog.recordedCalls.count == 10)
    }

    @Test func valuesReleasedWhileOtherThreadsCallFakes_areAllRecorded() {
        let rounds = 100
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            if worker == 0 {
                for _ in 0..<rounds {
                    let bus = FakeBus()
                    for _ in 0..<10 { bus.hold(Token(log: log, alsoCalls: bus)) }
                    bus.resetCalls()
                    do {
                        let released = FakeBus()
                        released.hold(Token(log: log))
                    }
                    FakeBus().ping()
                }
            } else {
                let mine = FakeBus()
                mine.stub(.current).andReturn(nil)
                for _ in 0..<2_000 {
                    _ = mine.current()
                    log.log("busy")
                }
            }
        }
        // One snapshot: tokens of the released fakes may still be let go while another test uses a fake.
        let calls = log.recordedCalls
        let cancelled = calls.filter { $0.arguments.first as? String == "cancelled" }.count
        #expect(cancelled >= rounds * 10, "\(cancelled) cancellations")
        #expect(calls.count - cancelled == 3 * 2_000)
    }
}

/// A stubbed value that a call converts to its return type: a dictionary cast to `[AnyHashable: Int]` asks each key
/// for its hash, user code, which must run with no lock held. Each key's `hash(into:)` has another thread call the
/// fake and waits for it; a lock held around the cast would keep that call waiting.
@Suite(.tags(.concurrency)) struct ConversionWithNoLockTests {
    final class FakeTable: Spryable, Sendable {
        enum StaticFunction: String, StringRepresentable { case none = "none()" }
        enum Function: String, StringRepresentable { case table = "table()" }
        func table() -> [AnyHashable: Int] { spryify() }
    }

    /// Where the keys find the fake, and what each wait saw.
    final class Probe: @unchecked Sendable {
        let fake = FakeTable()
        private let lock = NSLock()
        private var waits: [Bool] = []
        /// The thread of the calls under test; the other thread's own call converts its value too, and asks no one.
        var probingThread: pthread_t?

        func callFromAnotherThread() {
            guard let probingThread, pthread_equal(probingThread, pthread_self()) != 0 else { return }
            let finished = DispatchSemaphore(value: 0)
            let fake = fake
            Thread { _ = fake.table(); finished.signal() }.start()
            let done = finished.wait(timeout: .now() + 5) == .success
            lock.withLock { waits.append(done) }
        }

        var seen: [Bool] { lock.withLock { waits } }
    }

    struct ProbingKey: Hashable {
        let id: Int
        let probe: Probe

        static func == (lhs: ProbingKey, rhs: ProbingKey) -> Bool { lhs.id == rhs.id }

        func hash(into hasher: inout Hasher) {
            probe.callFromAnotherThread()
            hasher.combine(id)
        }
    }

    @Test func aDictionaryCastToTheReturnType_hashesItsKeys_withNoLockHeld() {
        let probe = Probe()
        probe.fake.stub(.table).andReturn([ProbingKey(id: 1, probe: probe): 1])
        probe.probingThread = pthread_self()
        for _ in 0..<2 { #expect(probe.fake.table().count == 1) }
        probe.probingThread = nil
        #expect(!probe.seen.isEmpty)
        #expect(probe.seen.allSatisfy { $0 }, "a call from another thread waited for a lock held around the cast")
    }
}
