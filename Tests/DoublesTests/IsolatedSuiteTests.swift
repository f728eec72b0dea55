import Dispatch
import Doubles
import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite(.isolatedDoubles, .tags(.concurrency)) struct IsolatedSuiteTests {
    @Test func eachTestStartsEmpty_first() {
        #expect(FakeClock.stubs.isEmpty)
        FakeClock.stub(.now).andReturn(1)
        #expect(FakeClock.now() == 1)
    }

    @Test func eachTestStartsEmpty_second() {
        #expect(FakeClock.stubs.isEmpty)
        FakeClock.stub(.now).andReturn(2)
        #expect(FakeClock.now() == 2)
    }
}
