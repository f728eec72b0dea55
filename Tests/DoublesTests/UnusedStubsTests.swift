import Dispatch
import Doubles
import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite struct UnusedStubsTests {
    let auth = FakeAuth()

    @Test func usedStubs_pass() {
        auth.stub(.login).andReturn(false)
        _ = auth.login(name: "x")
        passes { expect(auth).to(haveNoUnusedStubs()) }
        #expect(auth.stubs.map(\.wasUsed) == [true])
    }

    @Test func unusedStubs_areListedWithWhereTheyWereMade() {
        let line = #line + 1
        auth.stub(.login).with("ada").andReturn(true)
        auth.stub(.login).andReturn(false)
        _ = auth.login(name: "bob")
        #expect(auth.unusedStubs.map(\.description) == ["login(name:) with <\"ada\"> -> andReturn(true)"])
        #expect(auth.stubs.count == 2)
        failsWithMessage("""
            expected to have no unused stubs on <FakeAuth>, got 1 unused stub
            Stubs no call used:
              login(name:) with <"ada"> -> andReturn(true) (stubbed at DoublesTests/UnusedStubsTests.swift:\(line):18)
            """) {
            expect(auth).to(haveNoUnusedStubs())
        }
    }
}
