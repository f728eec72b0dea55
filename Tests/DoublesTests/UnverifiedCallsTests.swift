import Dispatch
import Doubles
import DoublesMatchers
import DoublesTestSupport
import Testing

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

    @Test func aPassingOrderCheck_verifiesTheCallsItMatched_andOnlyThose() {
        let other = FakeAuth()
        _ = auth.login(name: "ada")
        other.logout()
        _ = auth.login(name: "bob")
        auth.logout()
        expect([auth.receivedCall(.login, with: "ada"), other.receivedCall(.logout), auth.receivedCall(.logout)])
            .to(happenInOrder())
        #expect(auth.unverifiedCalls.map(\.description) == ["login(name:) with <\"bob\">"])
        #expect(other.unverifiedCalls.isEmpty)
    }

    @Test func aFailingOrderCheck_verifiesNothing() {
        _ = auth.login(name: "ada")
        auth.logout()
        _ = failures { expect([auth.receivedCall(.logout), auth.receivedCall(.login)]).to(happenInOrder()) }
        #expect(auth.unverifiedCalls.count == 2)
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

    /// A check that passes under a negation makes its expectation fail, so it verifies nothing: a negated composite
    /// that passes because another part failed leaves the call unverified. Two negations cancel out.
    @Test func aCheckPassingUnderANegation_verifiesNothing() {
        _ = auth.login(name: "ada")
        passes {
            expect(auth).toNot(satisfyAllOf(haveReceived(.login), haveReceived(.logout)))
            expect(auth).to(satisfyAnyOf(not(haveReceived(.login)), haveReceived(.logout, countSpecifier: .never)))
            expect([auth.receivedCall(.login)]).toNot(satisfyAllOf(happenInOrder(), haveCount(2)))
        }
        #expect(auth.unverifiedCalls.map(\.description) == ["login(name:) with <\"ada\">"])
        expect(auth).toNot(not(haveReceived(.login)))
        #expect(auth.unverifiedCalls.isEmpty)
    }

    /// The expression an expectation reads is not under its negation: a check made there verifies as it would alone.
    @Test func aCheckInTheExpressionOfANegatedExpectation_verifiesItsCalls() {
        _ = auth.login(name: "ada")
        expect { self.auth.didCall(.login).success }.toNot(beFalse())
        #expect(auth.unverifiedCalls.isEmpty)
    }

    @Test func aCheckPassingUnderANegation_inAnAsyncExpectation_verifiesNothing() async {
        _ = auth.login(name: "ada")
        await expecta(auth).toNot(satisfyAllOf(haveReceived(.login), haveReceived(.logout)))
        #expect(auth.unverifiedCalls.count == 1)
        await expecta(auth).to(haveReceived(.login))
        #expect(auth.unverifiedCalls.isEmpty)
    }

    @Test func aFailedCheck_verifiesNothing() {
        _ = auth.login(name: "ada")
        _ = gatherFailingExpectations(silently: true) {
            expect(auth).to(haveReceived(.login, with: "ada", countSpecifier: .exactly(2)))
        }
        #expect(auth.unverifiedCalls.count == 1)
    }

    /// The same for a check whose arguments are compared outside the lock (an argument rule runs user code).
    @Test func aFailedCheck_withAnArgumentRule_verifiesNothing() {
        _ = auth.login(name: "ada")
        let any = Argument.pass { _ in true }
        #expect(!auth.didCall(.login, withArguments: [any], countSpecifier: .exactly(2)).success)
        #expect(auth.unverifiedCalls.map(\.description) == ["login(name:) with <\"ada\">"])
        #expect(auth.didCall(.login, withArguments: [any]).success)
        #expect(auth.unverifiedCalls.isEmpty)
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

/// A check inside a matcher made of others verifies its calls only if the whole passes: one that passed within a
/// compound that failed verifies nothing, whatever gathered the failure, and one within a compound that passed does.
@Suite struct CompoundVerificationTests {
    let auth = FakeAuth()

    @Test func aPassingCheck_inAFailedSatisfyAllOf_orAnd_verifiesNothing() {
        _ = auth.login(name: "ada")
        _ = gatherFailingExpectations(silently: true) {
            expect(auth).to(satisfyAllOf(haveReceived(.login), haveReceived(.logout)))
            expect(auth).to(haveReceived(.login) && haveReceived(.logout))
        }
        #expect(auth.unverifiedCalls.map(\.description) == ["login(name:) with <\"ada\">"])
    }

    @Test func aPassingCheck_inAFailedAllPass_verifiesNothing() {
        let other = FakeAuth()
        _ = auth.login(name: "ada")
        _ = gatherFailingExpectations(silently: true) {
            expect([auth, other]).to(allPass(haveReceived(.login)))
        }
        #expect(auth.unverifiedCalls.count == 1)
    }

    /// A failed branch of a passing `satisfyAnyOf` verifies nothing: only the branch that passed counts.
    @Test func aFailedBranch_ofAPassingSatisfyAnyOf_verifiesNothing() {
        _ = auth.login(name: "ada")
        auth.logout()
        passes {
            expect(auth).to(satisfyAnyOf(haveReceived(.logout), haveReceived(.login) && haveReceived(.login, with: "bob")))
        }
        #expect(auth.unverifiedCalls.map(\.description) == ["login(name:) with <\"ada\">"])
    }

    @Test func everyCheck_inAPassingCompound_verifiesItsCalls_nestedToo() {
        let other = FakeAuth()
        _ = auth.login(name: "ada")
        auth.logout()
        other.logout()
        passes {
            expect(auth).to(satisfyAllOf(haveReceived(.login), satisfyAnyOf(haveReceived(.logout), beNil())))
            expect([other]).to(allPass(haveReceived(.logout)))
        }
        #expect(auth.unverifiedCalls.isEmpty)
        #expect(other.unverifiedCalls.isEmpty)
    }

    /// The same for checks compared outside the lock (an argument rule) and for order checks.
    @Test func checksOfEveryKind_inAFailedCompound_verifyNothing() {
        _ = auth.login(name: "ada")
        auth.logout()
        let any = Argument.pass { _ in true }
        _ = gatherFailingExpectations(silently: true) {
            expect(auth).to(haveReceived(.login, with: any) && haveReceived(.logout, countSpecifier: .exactly(2)))
            expect([auth.receivedCall(.login), auth.receivedCall(.logout)]).to(happenInOrder() && haveCount(3))
        }
        #expect(auth.unverifiedCalls.count == 2)
    }

    /// Compounds of async matchers, which DoublesMatchers runs with their own bodies.
    @Test func aPassingCheck_inAFailedAsyncCompound_verifiesNothing() async {
        _ = auth.login(name: "ada")
        let loggedOut = AsyncMatcher<FakeAuth>.define("log out") { actual, message in
            MatcherResult(bool: try await actual.evaluate()?.didCall(.logout).success == true, message: message)
        }
        let passing = AsyncMatcher<FakeAuth>.define("pass") { _, message in MatcherResult(bool: true, message: message) }
        _ = await gatherFailingExpectations(silently: true) {
            await expecta(auth).to(satisfyAllOf(haveReceived(.login), loggedOut))
            await expecta(auth).to(haveReceived(.login) && loggedOut)
            await expecta([auth]).to(allPass(haveReceived(.login) && loggedOut))
        }
        #expect(auth.unverifiedCalls.count == 1)
        await expecta(auth).to(haveReceived(.login) && passing)
        #expect(auth.unverifiedCalls.isEmpty)
    }
}

extension CompoundVerificationTests {
    /// The expression an expectation reads is not part of its matcher: a check made there verifies as it would alone.
    @Test func aCheckInTheExpressionOfAFailedCompound_verifiesItsCalls() {
        _ = auth.login(name: "ada")
        _ = gatherFailingExpectations(silently: true) {
            expect { self.auth.didCall(.login).success }.to(beTrue() && beFalse())
        }
        #expect(auth.unverifiedCalls.isEmpty)
    }
}

extension CompoundVerificationTests {
    /// Under `toNot`, a compound that does not match is what passes the expectation: a check negated again inside it
    /// verifies, however the compound is shaped.
    @Test func twoNegations_acrossAnOr_verifyTheCheckBetweenThem() async {
        _ = auth.login(name: "ada")
        passes {
            expect(auth).toNot(not(haveReceived(.login)) || haveReceived(.logout))
        }
        #expect(auth.unverifiedCalls.isEmpty)
        let other = FakeAuth()
        _ = other.login(name: "bob")
        await expecta(other).toNot(satisfyAnyOf(haveReceived(.logout), not(haveReceived(.login))))
        #expect(other.unverifiedCalls.isEmpty)
    }

    /// A check beside the one that matched a call counts it as verified, as it will be if the compound passes.
    @Test func haveNoUnverifiedCalls_besideTheCheckThatVerifies_countsItsCalls() {
        _ = auth.login(name: "ada")
        auth.logout()
        expect(auth).to(haveReceived(.logout))
        passes {
            expect(auth).to(haveReceived(.login) && haveNoUnverifiedCalls())
        }
        #expect(auth.unverifiedCalls.isEmpty)
    }
}

extension CompoundVerificationTests {
    /// A compound that passes inside one that fails verifies nothing: its checks' calls wait for the outer one.
    @Test func aPassingCompound_insideOneThatFails_verifiesNothing() {
        _ = auth.login(name: "ada")
        _ = gatherFailingExpectations(silently: true) {
            expect(auth).to(satisfyAllOf(haveReceived(.login) && haveReceived(.login, with: "ada"), haveReceived(.logout)))
        }
        #expect(auth.unverifiedCalls.count == 1)
    }
}
