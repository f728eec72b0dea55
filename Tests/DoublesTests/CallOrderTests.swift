import Dispatch
import Doubles
import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite(.tags(.concurrency)) struct CallOrderTests {
    let auth = FakeAuth()
    let store = FakeStore()

    @Test func twoFakesOfOneClass_areToldApart() {
        let other = FakeAuth()
        _ = other.login(name: "ada")
        _ = auth.login(name: "ada")
        #expect(callOrder([other.receivedCall(.login), auth.receivedCall(.login)]).success)
        let result = callOrder([auth.receivedCall(.login), other.receivedCall(.login)])
        #expect(!result.success)
        #expect(result.firstMissingIndex == 1)
    }

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

    @Test func anExpectedCallWithTooManyArguments_failsUnderToAndToNot_withTheSlip() {
        auth.logout()
        store.save(1)
        let slip = """
            receivedCall(.save) on FakeStore gives 2 arguments (<1>, <2>), but save(_:) takes 1.
            Fix: give one argument per parameter, using Argument.anything for those that do not matter; a variadic \
            parameter is one argument, an array.
            Timeline of the calls involved:
              1. FakeAuth.logout()
              2. FakeStore.save(_:) with <1>
            FakeStore.save(_:) with <1>, <2> was never received.
            """
        // The order is the other way round, so without the slip `toNot` would pass.
        failsWithMessage(slip) {
            expect([store.receivedCall(.save, with: 1, 2), auth.receivedCall(.logout)]).to(happenInOrder())
        }
        failsWithMessage(slip) {
            expect([store.receivedCall(.save, with: 1, 2), auth.receivedCall(.logout)]).toNot(happenInOrder())
        }
    }

    @Test func anExpectedArgumentOfATypeNoCallHas_failsUnderToNot_andCallOrderReportsIt() {
        _ = auth.login(name: "ada")
        auth.logout()
        let slip = """
            receivedCall(.login) on FakeAuth can never match: argument 1 of login(name:) is String in every call, \
            and the expected <7> is Int, which never equals it.
            Fix: expect a value of type String, or check it with `.pass { (argument: String) in … }`.
            """
        failsWithMessage(slip + """

            Timeline of the calls involved:
              1. FakeAuth.login(name:) with <"ada">
              2. FakeAuth.logout()
            FakeAuth.login(name:) with <7> was never received.
            """) {
            expect([auth.receivedCall(.logout), auth.receivedCall(.login, with: 7)]).toNot(happenInOrder())
        }
        let line: UInt = #line + 2
        var result: CallOrderResult?
        let records = failureRecords { result = callOrder([auth.receivedCall(.logout), auth.receivedCall(.login, with: 7)]) }
        #expect(records.map(\.message) == [slip])
        #expect(records.first?.location.line == line)
        #expect(result?.success == false)
        // Arguments that match no call, but could, are no slip.
        #expect(failures { _ = callOrder([auth.receivedCall(.login, with: "bob")]) } == [])
    }

    @Test func aLaterCallNeverReceived_isNamedAsNeverReceived_notAsOutOfOrder() {
        let other = FakeAuth()
        _ = auth.login(name: "ada")
        failsWithMessage("""
            expected to happen in order: FakeAuth #1.login(name:), then FakeAuth #2.logout(), got no call matching \
            FakeAuth #2.logout()
            Timeline of the calls involved:
              1. FakeAuth #1.login(name:) with <"ada">
            FakeAuth #2.logout() was never received.
            """) {
            expect([auth.receivedCall(.login), other.receivedCall(.logout)]).to(happenInOrder())
        }
    }

    /// An expected call whose only matching calls went to the calls expected before it is one too many, not another
    /// order.
    @Test func aCallExpectedMoreOftenThanMade_isNamedAsTooFew_notAsOutOfOrder() {
        _ = auth.login(name: "ada")
        failsWithMessage("""
            expected to happen in order: FakeAuth.login(name:), then FakeAuth.login(name:), got too few calls \
            matching FakeAuth.login(name:)
            Timeline of the calls involved:
              1. FakeAuth.login(name:) with <"ada">
            No call matching FakeAuth.login(name:) came after FakeAuth.login(name:).
            """) {
            expect([auth.receivedCall(.login), auth.receivedCall(.login)]).to(happenInOrder())
        }
        // One call cannot serve two expected calls, whatever their arguments.
        #expect(failures {
            expect([auth.receivedCall(.login, with: Argument.anything), auth.receivedCall(.login, with: "ada")])
                .to(happenInOrder())
        }.first?.hasPrefix("""
            expected to happen in order: FakeAuth.login(name:) with <Argument.anything>, then FakeAuth.login(name:) \
            with <"ada">, got too few calls matching FakeAuth.login(name:) with <"ada">
            """) == true)
        // Two calls can, in the other order.
        _ = auth.login(name: "bob")
        #expect(failures {
            expect([auth.receivedCall(.login, with: Argument.anything), auth.receivedCall(.login, with: "ada")])
                .to(happenInOrder())
        }.first?.hasPrefix("""
            expected to happen in order: FakeAuth.login(name:) with <Argument.anything>, then FakeAuth.login(name:) \
            with <"ada">, got a different order
            """) == true)
        #expect(failures {
            expect([auth.receivedCall(.login, with: Argument.pass { _ in true }),
                    auth.receivedCall(.login, with: Argument.pass { ($0 as? String) == "ada" })])
                .to(happenInOrder())
        }.first?.contains("got a different order") == true)
    }

    /// Two fakes of one class are numbered in the order the check first names them, so that a message about one is
    /// not read as about the other.
    @Test func twoFakesOfOneClass_areToldApart_inTheMessage() {
        let other = FakeAuth()
        _ = other.login(name: "ada")
        _ = auth.login(name: "ada")
        failsWithMessage("""
            expected to happen in order: FakeAuth #1.login(name:) with <"ada">, then FakeAuth #2.login(name:) with \
            <"ada">, got a different order
            Timeline of the calls involved:
              1. FakeAuth #2.login(name:) with <"ada">
              2. FakeAuth #1.login(name:) with <"ada">
            No call matching FakeAuth #2.login(name:) with <"ada"> came after FakeAuth #1.login(name:) with <"ada">.
            """) {
            expect([auth.receivedCall(.login, with: "ada"), other.receivedCall(.login, with: "ada")]).to(happenInOrder())
        }
    }

    /// A fake type's static calls keep its plain name beside an instance's, which is numbered.
    @Test(.isolatedDoubles) func aFakeTypeBesideItsInstance_keepsItsPlainName() {
        store.save(1)
        FakeStore.migrate()
        failsWithMessage("""
            expected to happen in order: FakeStore.migrate(), then FakeStore #1.save(_:), got a different order
            Timeline of the calls involved:
              1. FakeStore #1.save(_:) with <1>
              2. FakeStore.migrate()
            No call matching FakeStore #1.save(_:) came after FakeStore.migrate().
            """) {
            expect([FakeStore.receivedCall(.migrate), store.receivedCall(.save)]).to(happenInOrder())
        }
    }

    /// An empty list would pass under `to`, and fail under `toNot`, whatever was called: a slip under both.
    @Test func anEmptyList_isASlip_underToAndToNot() {
        let slip = """
            An order check of no calls says nothing: it would pass under `to`, and fail under `toNot`, whatever was \
            called.
            Fix: list the calls expected in order, each made with `receivedCall(_:with:)` on a fake or a fake type.
            """
        #expect(failures { expect([ExpectedCall]()).to(happenInOrder()) }.first?.hasPrefix(slip) == true)
        #expect(failures { expect([ExpectedCall]()).toNot(happenInOrder()) }.first?.hasPrefix(slip) == true)
        var result: CallOrderResult?
        #expect(failures { result = callOrder([]) } == [slip])
        #expect(result?.success == false)
    }

    @Test func aCallNeverReceived_isNamed() {
        failsWithMessage("""
            expected to happen in order: FakeAuth.logout(), then FakeStore.save(_:), got no call matching \
            FakeAuth.logout()
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
    enum StaticFunction: String, StringRepresentable { case migrate = "migrate()" }
    enum Function: String, StringRepresentable { case save = "save(_:)" }

    func save(_ value: Int) { recordCall(arguments: value) }
    static func migrate() { recordCall() }
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
