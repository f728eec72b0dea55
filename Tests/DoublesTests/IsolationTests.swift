import Dispatch
import Doubles
import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite(.tags(.concurrency)) struct IsolationTests {
    @Test func withIsolatedDoubles_keepsStaticStateInside() {
        withIsolatedDoubles {
            FakeClock.stub(.now).andReturn(1)
            #expect(FakeClock.now() == 1)
            withIsolatedDoubles {
                #expect(FakeClock.stubs.isEmpty)
                FakeClock.stub(.now).andReturn(2)
                #expect(FakeClock.now() == 2)
            }
            #expect(FakeClock.now() == 1)
            #expect(FakeClock.didCall(.now, countSpecifier: .exactly(2)).success)
        }
    }

    @Test func withIsolatedDoubles_async_coversChildTasks() async {
        await withIsolatedDoubles {
            FakeClock.stub(.now).andReturn(7)
            async let child = FakeClock.now()
            let fromGroup = await withTaskGroup(of: Int.self) { group in
                group.addTask { FakeClock.now() }
                return await group.next() ?? 0
            }
            #expect(await child == 7)
            #expect(fromGroup == 7)
            #expect(FakeClock.didCall(.now, countSpecifier: .exactly(2)).success)
        }
    }

    @Test(.isolatedDoubles, arguments: 0..<40)
    func parallelTests_stubbingTheSameStaticFunction_doNotInterfere(value: Int) async {
        FakeClock.stub(.now).andReturn(value)
        await Task.yield()
        #expect(FakeClock.now() == value)
        #expect(FakeClock.recordedCalls.count == 1)
        expect(FakeClock.self).to(haveReceived(.now, countSpecifier: .exactly(1)))
    }
}

/// A fake type only the test below calls, so that the calls it leaves in the shared state reach no other test.
private final class FakeMetronome: Spryable {
    enum Function: String, StringRepresentable { case none = "none()" }
    enum StaticFunction: String, StringRepresentable {
        case tick = "tick()"
        case beat = "beat()"
    }

    static func tick() { spryify() }
    static func beat() -> Int { spryify() }
}

@Suite(.serialized, .tags(.concurrency)) struct IsolationAndQueuesTests {
    /// A queue does not inherit the scope, so its static call goes to the shared state: a check inside the scope that
    /// finds none says where the call went, where it said only that none was recorded.
    @Test func aFailingCheckInsideTheScope_saysThatAQueuesCallsWentToTheSharedState() {
        let messages = withIsolatedDoubles {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                FakeMetronome.tick()
                done.signal()
            }
            done.wait()
            return failures { expect(FakeMetronome.self).to(haveReceived(.tick)) }
        }
        FakeMetronome.resetCalls()
        #expect(messages == [
            """
            expected to receive <tick()> at least 1 time on <FakeMetronome>, got 0 matching calls
            No calls were recorded on FakeMetronome.
            1 call to FakeMetronome.tick() went to the shared static state, outside this check's isolated scope: made \
            before the scope opened, or from work that does not inherit it (a Dispatch queue, a thread, \
            `Task.detached`).
            Fix: make the call from the test's own tasks: `Task { }`, `async let` and a task group inherit the scope. \
            Where the code under test calls from a queue, give it a fake instance rather than the type, or run the \
            tests of the fake type one at a time without isolation: in Swift Testing in one `.serialized` suite; \
            XCTest runs a class's tests one at a time.
            """,
        ])
    }

    /// A queue's static call sees the shared state, not the open scope's stubs: its missing stub says so.
    @Test func aMissingStubOutsideAnOpenScope_saysTheScopesStubsAreNotSeen() {
        let messages = withIsolatedDoubles {
            FakeMetronome.stub(.beat).andReturn(4)
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var messages: [String] = []
            DispatchQueue.global().async {
                messages = failures { _ = FakeMetronome.beat() }
                done.signal()
            }
            done.wait()
            return messages
        }
        FakeMetronome.resetCalls()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("""
            The call ran outside every isolated scope, while one is open: if it was meant to run in one, work that \
            does not inherit the scope (a Dispatch queue, a thread, `Task.detached`) sees the shared static state, not \
            the scope's stubs; make the call from the test's own tasks: `Task { }`, `async let` and a task group \
            inherit the scope.
            """) == true)
    }
}
