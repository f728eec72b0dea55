import Doubles
import DoublesMatchers
import Testing

// Fakes declared with less ceremony: no static enum at all, or Spry 3's `ClassFunction`.

protocol WallClock {
    func now() -> Int
}

/// A fake with no static members declares no static enum.
final class FakeWallClock: WallClock, Spryable {
    enum Function: String, StringRepresentable {
        case now = "now()"
    }

    func now() -> Int { spryify() }
}

/// A spy with no static members either.
final class FakeTicker: Spyable {
    enum Function: String, StringRepresentable {
        case tick = "tick()"
    }

    func tick() { recordCall() }
}

/// A fake written for Spry 3, whose static enum is `ClassFunction`.
final class FakeFactory: Spryable {
    enum ClassFunction: String, StringRepresentable {
        case make = "make(named:)"
    }

    enum Function: String, StringRepresentable {
        case reset = "reset()"
    }

    func reset() { spryify() }
    static func make(named name: String) -> String { spryify(arguments: name) }
}

/// A fake that forgets its static enum but has a static member.
final class FakeCatalogueService: Spryable {
    enum Function: String, StringRepresentable {
        case price = "price(of:)"
    }

    func price(of id: String) -> Int { spryify(arguments: id) }
    static func defaultService() -> String { spryify() }
}

/// A charge desk whose arguments are matched with leading-dot options.
final class FakeChargeDesk: Spryable {
    enum Function: String, StringRepresentable {
        case charge = "charge(_:note:)"
    }

    func charge(_ amount: Int, note: String?) -> Bool { spryify(arguments: amount, note) }
}

@Suite(.isolatedDoubles) struct SetUpFormsTests {
    @Test func aFakeWithNoStaticMembers_declaresNoStaticEnum() {
        let clock = FakeWallClock()
        clock.stub(.now).andReturn(42)
        #expect(clock.now() == 42)
        expect(clock).to(haveReceived(.now))
        let ticker = FakeTicker()
        ticker.tick()
        expect(ticker).to(haveReceived(.tick))
        #expect(NoFunctions(rawValue: "anything()") == nil)
        #expect(NoFunctions.allCases.isEmpty)
    }

    @Test func aStaticMember_ofAFakeWithNoStaticEnum_isAFailure_whoseFixDeclaresTheEnum() {
        var answer: String?
        let messages = failures { answer = FakeCatalogueService.defaultService() }
        #expect(answer == "")
        #expect(messages == ["""
            FakeCatalogueService declares no `enum StaticFunction`, so the call with no arguments to \
            "defaultService()" cannot be matched by name.
            Fix: declare it in FakeCatalogueService, with a case for this member:
                enum StaticFunction: String, StringRepresentable {
                    case defaultService = "defaultService()"
                }
            """])
    }

    @Test func aSpry3FakeWithClassFunction_stubsAndChecksItsStaticMembers() {
        FakeFactory.stub(.make).with("cup").andReturn("a cup")
        #expect(FakeFactory.make(named: "cup") == "a cup")
        expect(FakeFactory.self).to(haveReceived(.make, with: "cup"))
        #expect(FakeFactory.didCall(.make, withArguments: ["cup"]).success)
    }

    @Test func leadingDotOptions_workInWithDidCallHaveReceivedAndReceivedCall() {
        let desk = FakeChargeDesk()
        desk.stub(.charge).with(.anything, .nil).andReturn(false)
        desk.stub(.charge).with(.pass { (amount: Int) in amount > 100 }, .nonNil).andReturn(true)
        #expect(desk.charge(500, note: "big"))
        #expect(desk.charge(500, note: nil) == false)
        #expect(desk.didCall(.charge, withArguments: [.instanceOf(Int.self), .nonNil]).success)
        expect(desk).to(haveReceived(.charge, with: .pass { (amount: Int) in amount == 500 }, .nil))
        expect(desk).toNot(haveReceived(.charge, with: .pass { (amount: Int) in amount > 1_000 }, .anything))
        #expect(callOrder([desk.receivedCall(.charge, with: .anything, "big"), desk.receivedCall(.charge, with: 500, .nil)])
            .success)
        let captor = Argument.captor()
        desk.stubAgain(.charge).with(.anything, captor).andReturn(true)
        _ = desk.charge(1, note: "kept")
        #expect(captor.getValue(as: String?.self) == "kept")
        desk.stubAgain(.charge).with(.captor(), .captor()).andReturn(true)
    }

    @Test func aTypedPass_neverMatchesAnArgumentOfAnotherType() {
        let typed: (any SpryEquatable)? = .pass { (text: String) in text.isEmpty == false }
        #expect(typed?._isEqual(to: "x") == true)
        #expect(typed?._isEqual(to: 5) == false)
        #expect(typed?._isEqual(to: nil) == false)
        let untyped = Argument.pass { ($0 as? Int ?? 0) > 100 }
        #expect(untyped._isEqual(to: 101))
        #expect(!untyped._isEqual(to: "101"))
    }
}
