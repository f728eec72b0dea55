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

    @Test func anUnusedStub_whoseArgumentNeverEqualsTheCalls_saysWhyInTheList() {
        let line = #line + 1
        auth.stub(.login).with(5).andReturn(true)
        auth.stub(.login).andReturn(false)
        _ = auth.login(name: "bob")
        failsWithMessage("""
            expected to have no unused stubs on <FakeAuth>, got 1 unused stub
            Stubs no call used:
              login(name:) with <5> -> andReturn(true) (stubbed at DoublesTests/UnusedStubsTests.swift:\(line):18)
                Its with(...) can never match: argument 1 of login(name:) is String in every call, and the expected \
            <5> is Int, which never equals it.
                Fix: expect a value of type String, or check it with `.pass { (argument: String) in … }`.
            """) {
            expect(auth).to(haveNoUnusedStubs())
        }
    }
}
