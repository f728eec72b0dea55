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
