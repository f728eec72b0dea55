import Dispatch
import Doubles
import DoublesMatchers
import DoublesTestSupport
import Testing

protocol AuthService: AnyObject {
    func login(name: String) -> Bool
    func logout()
}

protocol Store: AnyObject {
    func save(_ value: Int)
}

final class FakeAuth: AuthService, Spryable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable {
        case login = "login(name:)"
        case logout = "logout()"
    }

    func login(name: String) -> Bool { spryify(arguments: name, fallbackValue: true) }
    func logout() { recordCall() }
}

final class FakeStore: Store, Spryable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable { case save = "save(_:)" }

    func save(_ value: Int) { recordCall(arguments: value) }
}

@Suite struct CallOrderTests {
    let auth = FakeAuth()
    let store = FakeStore()

    @Test func callsInTheGivenOrder_pass_evenWithOtherCallsBetween() {
        _ = auth.login(name: "ada")
        store.save(1)
        auth.logout()
        store.save(2)
        #expect(callOrder([auth.receivedCall(.login, with: "ada"), store.receivedCall(.save, with: 2)]).success)
        passes {
            expect([auth.receivedCall(.login), store.receivedCall(.save), auth.receivedCall(.logout)]).to(happenInOrder())
            expect([store.receivedCall(.save, with: 2), auth.receivedCall(.login)]).toNot(happenInOrder())
        }
    }

    @Test func argumentOptions_canBeUsed() {
        _ = auth.login(name: "ada")
        store.save(5)
        passes {
            expect([
                auth.receivedCall(.login, with: Argument.nonNil),
                store.receivedCall(.save, with: Argument.pass { ($0 as? Int ?? 0) > 3 }),
            ]).to(happenInOrder())
        }
    }

    @Test func theWrongOrder_failsWithTheTimeline() {
        store.save(1)
        _ = auth.login(name: "ada")
        auth.logout()
        failsWithMessage("""
            expected to happen in order: FakeAuth.login(name:) with <"ada">, then FakeStore.save(_:), got a \
            different order
            Timeline of the calls involved:
              1. FakeStore.save(_:) with <1>
              2. FakeAuth.login(name:) with <"ada">
            No call matching FakeStore.save(_:) came after FakeAuth.login(name:) with <"ada">.
            """) {
            expect([auth.receivedCall(.login, with: "ada"), store.receivedCall(.save)]).to(happenInOrder())
        }
    }

    @Test func aCallNeverReceived_isNamed() {
        failsWithMessage("""
            expected to happen in order: FakeAuth.logout(), then FakeStore.save(_:), got a different order
            Timeline of the calls involved:
              (no calls)
            FakeAuth.logout() was never received.
            """) {
            expect([auth.receivedCall(.logout), store.receivedCall(.save)]).to(happenInOrder())
        }
    }

    @Test func orderWithinOneFake() {
        _ = auth.login(name: "a")
        auth.logout()
        _ = auth.login(name: "b")
        #expect(callOrder([auth.receivedCall(.logout), auth.receivedCall(.login, with: "b")]).success)
        #expect(!callOrder([auth.receivedCall(.login, with: "b"), auth.receivedCall(.logout)]).success)
        #expect(callOrder([
            auth.receivedCall(.login), auth.receivedCall(.logout), auth.receivedCall(.login),
        ]).success)
        #expect(!callOrder([
            auth.receivedCall(.logout), auth.receivedCall(.logout),
        ]).success)
    }
}

@Suite struct UnverifiedCallsTests {
    let auth = FakeAuth()

    @Test func callsCoveredBySuccessfulChecks_areVerified() {
        _ = auth.login(name: "ada")
        auth.logout()
        passes {
            expect(auth).to(haveReceived(.login, with: "ada"))
            #expect(auth.didCall(.logout).success)
            expect(auth).to(haveNoUnverifiedCalls())
        }
    }

    @Test func uncoveredCalls_areListed() {
        _ = auth.login(name: "ada")
        auth.logout()
        _ = auth.login(name: "bob")
        expect(auth).to(haveReceived(.login, with: "ada"))
        #expect(auth.unverifiedCalls.map(\.description) == ["logout()", "login(name:) with <\"bob\">"])
        failsWithMessage("""
            expected to have no unverified calls on <FakeAuth>, got 2 unverified calls
            Calls no check covered:
              logout()
              login(name:) with <"bob">
            """) {
            expect(auth).to(haveNoUnverifiedCalls())
        }
    }

    @Test func aFailedCheck_verifiesNothing() {
        _ = auth.login(name: "ada")
        _ = gatherFailingExpectations(silently: true) {
            expect(auth).to(haveReceived(.login, with: "ada", countSpecifier: .exactly(2)))
        }
        #expect(auth.unverifiedCalls.count == 1)
    }

    @Test func verification_marksExactlyTheMatchingCalls_amongManyInterleavedOnes() {
        for index in 0..<150 {
            _ = auth.login(name: index % 3 == 0 ? "ada" : "bob")
            auth.logout()
        }
        #expect(auth.didCall(.login, withArguments: ["ada"], countSpecifier: .exactly(50)).success)
        let unverified = auth.unverifiedCalls
        #expect(unverified.count == 250)
        #expect(!unverified.contains { $0.description == "login(name:) with <\"ada\">" })
        #expect(unverified.filter { $0.functionName == "logout()" }.count == 150)
        #expect(auth.didCall(.logout).success)
        #expect(auth.unverifiedCalls.count == 100)
    }

    @Test func resetCalls_forgetsVerification() {
        _ = auth.login(name: "ada")
        _ = auth.didCall(.login)
        auth.resetCalls()
        _ = auth.login(name: "ada")
        #expect(auth.unverifiedCalls.count == 1)
    }
}

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
              login(name:) with <"ada"> -> andReturn(true) (stubbed at DoublesTests/VerificationTests.swift:\(line):18)
            """) {
            expect(auth).to(haveNoUnusedStubs())
        }
    }
}

/// A fake whose static members the isolation tests stub in parallel.
final class FakeClock: Spryable {
    enum StaticFunction: String, StringRepresentable {
        case now = "now()"
    }

    enum Function: String, StringRepresentable {
        case none = "none()"
    }

    static func now() -> Int {
        spryify()
    }
}

@Suite struct IsolationTests {
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

@Suite(.isolatedDoubles) struct IsolatedSuiteTests {
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
