import Dispatch
import Doubles
import DoublesMatchers
import Testing
import DoublesTestSupport

// User code that Doubles runs (an `Argument.pass` closure, an `==`, an `andDo`) may wait for another thread that
// uses the same fake. Doubles holds no lock while that code runs, so the other thread gets through and the wait
// ends. Were a lock held, the other thread would block on it and every wait here would time out.

/// Runs `work` on another thread and says whether it finished within five seconds.
private func anotherThreadFinishes(_ work: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        work()
        done.signal()
    }
    return done.wait(timeout: .now() + 5) == .success
}

/// A value whose `==` waits for another thread that calls `store`, the fake whose stub or call compares it.
private struct WaitingValue: Equatable, SpryEquatable, Sendable {
    let id: Int
    let store: FakeWaitingStore

    static func == (lhs: WaitingValue, rhs: WaitingValue) -> Bool {
        let store = lhs.store
        return anotherThreadFinishes { store.ping() } && lhs.id == rhs.id
    }
}

@Suite(.tags(.concurrency, .storage)) struct UserCodeOutsideLocksTests {
    let fake = FakeStringService()

    @Test func aPassClosure_thatWaitsForAnotherThreadCallingTheSameFake_finishes() {
        let fake = fake
        fake.stub(.doSomething).andReturn()
        fake.stub(.giveMeAString).with(Argument.pass { _ in
            anotherThreadFinishes { fake.doSomething() }
        }, Argument.anything).andReturn("matched")
        #expect(fake.giveMeAString(arg1: true, arg2: "x") == "matched")
        // A call whose arguments are compared with no lock held is recorded as it is answered, after the closure's.
        #expect(fake.recordedCalls.map(\.functionName) == ["doSomething()", "giveMeAString(arg1:arg2:)"])
    }

    @Test func didCallAndHaveReceived_runPassClosuresWithNoLockHeld() {
        let fake = fake
        fake.stub(.doSomething).andReturn()
        fake.stub(.giveMeAString).andReturn("x")
        _ = fake.giveMeAString(arg1: true, arg2: "x")
        let waits = Argument.pass { _ in anotherThreadFinishes { fake.doSomething() } }
        #expect(fake.didCall(.giveMeAString, withArguments: [waits, Argument.anything]).success)
        expect(fake).to(haveReceived(.giveMeAString, with: waits, Argument.anything))
        #expect(fake.recordedCalls.filter { $0.functionName == "doSomething()" }.count == 2)
    }

    @Test func anEquality_thatWaitsForAnotherThreadCallingTheSameFake_finishes() {
        // Stubbing the same arguments twice compares them with `==`, as matching a call does; each `==` waits
        // for another thread to call `store` itself, so it needs the very lock a held lock would be.
        let store = FakeWaitingStore()
        defer { store.resetCallsAndStubs() }  // The stubs and calls hold values that hold the store.
        store.stub(.put).with(WaitingValue(id: 1, store: store)).andReturn(true)
        store.stubAgain(.put).with(WaitingValue(id: 1, store: store)).andReturn(false)
        #expect(store.put(WaitingValue(id: 1, store: store)) == false)
        #expect(store.stubs.count == 1)
        #expect(store.didCall(.ping).success)
    }

    @Test func anAndDo_thatWaitsForAnotherThreadCallingTheSameFake_finishes() {
        let fake = fake
        fake.stub(.doSomething).andReturn()
        fake.stub(.giveMeAString).andDo { _ in
            anotherThreadFinishes { fake.doSomething() } ? "finished" : "timed out"
        }
        #expect(fake.giveMeAString(arg1: false, arg2: "") == "finished")
    }
}

private final class FakeWaitingStore: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable {
        case put = "put(_:)"
        case ping = "ping()"
    }

    func put(_ value: WaitingValue) -> Bool { spryify(arguments: value) }
    func ping() { recordCall() }
}
