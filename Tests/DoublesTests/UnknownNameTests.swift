import DoublesMatchers
import Testing
@testable import Doubles

/// A fake whose enum has a typo in one raw value, and an overload it does not list.
final class FakePayments: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable {
        case refund = "refund(_:)"
        case refundWithReason = "refund(_:reasn:)"
        case charge = "charge(_:)"
    }

    func refund(_ amount: Int) { spryify(arguments: amount) }
    func refund(_ amount: Int, reason: String) { spryify(arguments: amount, reason) }
    func charge(_ amount: Int, currency: String) -> Bool { spryify(arguments: amount, currency) }
    func settle() { spryify() }
}

/// A `#function` name missing from the fake's enum: a typo in a raw value is pointed at, and a suggested case
/// never takes a name the enum already has.
@Suite struct UnknownNameTests {
    let payments = FakePayments()

    @Test func aTypoInARawValue_namesTheCaseAndItsCorrection() {
        let messages = failures { payments.refund(5, reason: "late") }
        #expect(messages == [
            """
            FakePayments.Function has no case for "refund(_:reason:)", so the call with <5>, <"late"> cannot be \
            matched by name.
            Its case `refundWithReason` has the raw value "refund(_:reasn:)", and #function gives \
            "refund(_:reason:)" here.
            Fix: correct the raw value of `refundWithReason` in FakePayments's `enum Function`:
                case refundWithReason = "refund(_:reason:)"
            """,
        ])
    }

    @Test func aCheckOfTheMisnamedCase_pointsAtTheCallRecordedUnderTheNameFunctionGives() {
        _ = failures { payments.refund(5, reason: "late") }
        let messages = failures { expect(payments).to(haveReceived(.refundWithReason)) }
        #expect(messages == [
            """
            expected to receive <refund(_:reasn:)> at least 1 time on <FakePayments>, got 0 matching calls
            refund(_:reasn:) was never called.
            A call to refund(_:reason:) was recorded: if that is this member, its case's raw value \
            "refund(_:reasn:)" is not the name #function gives.
            Fix: give the case the raw value "refund(_:reason:)".
            Calls to other functions on FakePayments:
              refund(_:reason:) with <5>, <"late">
            """,
        ])
        // A close name that the enum lists is another member's call, and no note.
        let fresh = FakePayments()
        fresh.refund(1)
        let other = failures { expect(fresh).to(haveReceived(.refundWithReason)) }
        #expect(other.count == 1)
        #expect(other.first?.contains("raw value") == false, "\(other)")
    }

    @Test func anUnlistedOverload_offersToCorrectOrToAddACaseNamedFromItsLabels() {
        var charged = true
        let messages = failures { charged = payments.charge(5, currency: "EUR") }
        #expect(charged == false)
        #expect(messages == [
            """
            FakePayments.Function has no case for "charge(_:currency:)", so the call with <5>, <"EUR"> cannot be \
            matched by name.
            Its case `charge` has the raw value "charge(_:)", and #function gives "charge(_:currency:)" here.
            Fix: if `charge` is meant for this member, correct its raw value:
                case charge = "charge(_:currency:)"
            otherwise add a case for it to FakePayments's `enum Function`:
                case chargeCurrency = "charge(_:currency:)"
            """,
        ])
    }

    @Test func aNameWithNothingClose_suggestsTheCaseToAdd() {
        let messages = failures { payments.settle() }
        #expect(messages == [
            """
            FakePayments.Function has no case for "settle()", so the call with no arguments cannot be matched by \
            name.
            Fix: add this case to FakePayments's `enum Function`:
                case settle = "settle()"
            """,
        ])
    }

    @Test func aSuggestedCase_neverTakesANameTheEnumHas() {
        #expect(FunctionName.suggestedCase(for: "refund(_:reason:)", avoiding: ["refund"])
            == "case refundReason = \"refund(_:reason:)\"")
        #expect(FunctionName.suggestedCase(for: "refund(_:)", avoiding: ["refund"]) == "case refund2 = \"refund(_:)\"")
        #expect(FunctionName.suggestedCase(for: "load()", avoiding: []) == "case load = \"load()\"")
        #expect(FunctionName.suggestedCase(for: "subscript(_:)", avoiding: []) == "case `subscript` = \"subscript(_:)\"")
    }

    @Test func editDistance_countsSingleCharacterEdits() {
        #expect(FunctionName.editDistance("refund(_:reasn:)", "refund(_:reason:)") == 1)
        #expect(FunctionName.editDistance("abc", "abc") == 0)
        #expect(FunctionName.editDistance("", "abc") == 3)
        #expect(FunctionName.editDistance("kitten", "sitting") == 3)
    }
}

/// A fake whose static member's case is in `Function`, and whose instance member's case is in `StaticFunction`.
private final class FakeSwappedCases: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case current = "current()" }
    enum Function: String, StringRepresentable { case shared = "shared()" }

    static func shared() -> String { spryify() }
    func current() -> Int { spryify() }
}

/// A fake that declares only `Function`, with its static member's case in it.
private final class FakeOneEnum: Spryable, Sendable {
    enum Function: String, StringRepresentable { case shared = "shared()" }

    static func shared() -> String { spryify() }
}

/// A case in the enum for the other kind of member is named, with the fix to move it, not to add another.
@Suite struct CaseInTheOtherEnumTests {
    @Test func aStaticMembersCase_inFunction_isToldToMove() {
        let messages = failures { _ = FakeSwappedCases.shared() }
        #expect(messages.first?.hasPrefix("""
            FakeSwappedCases has no case for "shared()" in its `enum StaticFunction`, so the call with no arguments to \
            "shared()" cannot be matched by name. Its `enum Function` has the case `shared` for it, which names an \
            instance member.
            Fix: move `case shared = "shared()"` from FakeSwappedCases's `enum Function` to its `enum StaticFunction`; \
            if an instance member has this name too, copy it instead.
            """) == true, "\(messages)")
    }

    @Test func anInstanceMembersCase_inStaticFunction_isToldToMove() {
        let messages = failures { _ = FakeSwappedCases().current() }
        #expect(messages.first?.hasPrefix("""
            FakeSwappedCases has no case for "current()" in its `enum Function`, so the call with no arguments to \
            "current()" cannot be matched by name. Its `enum StaticFunction` has the case `current` for it, which \
            names a static member.
            Fix: move `case current = "current()"` from FakeSwappedCases's `enum StaticFunction` to its \
            `enum Function`; if a static member has this name too, copy it instead.
            """) == true, "\(messages)")
    }

    @Test func aFakeWithoutTheEnum_isToldToDeclareIt_forTheMovedCase() {
        let messages = failures { _ = FakeOneEnum.shared() }
        #expect(messages.first?.hasPrefix("""
            FakeOneEnum declares no `enum StaticFunction`, so the call with no arguments to "shared()" cannot be \
            matched by name. Its `enum Function` has the case `shared` for it, which names an instance member.
            Fix: move `case shared = "shared()"` from FakeOneEnum's `enum Function` to a new \
            `enum StaticFunction: String, StringRepresentable` of FakeOneEnum; if an instance member has this name too, \
            copy it instead.
            """) == true, "\(messages)")
    }
}

/// A fake whose raw values are mistyped on members that give a fallback: no stub of theirs can ever answer, nor a
/// check see their calls, so the fallback does not hide the slip.
final class FakeCounterWithFallbacks: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case shared = "shard()" }
    enum Function: String, StringRepresentable {
        case count = "cuont()"
        case rename = "rename(_:too:)"
        case isOnline = "isOnlin"
    }

    func count() -> Int { spryify(fallbackValue: 7) }
    func rename(_ name: String, to other: String) throws -> Bool {
        try spryifyThrows(arguments: name, other, fallbackValue: true)
    }
    var isOnline: Bool { stubbedValue(fallbackValue: true) }
    static func shared() -> String { spryify(fallbackValue: "fallback") }
}

@Suite struct UnknownNameWithFallbackTests {
    @Test func aTypoOnAMemberWithAFallback_isReported_andTheCallReturnsTheFallback() throws {
        let counter = FakeCounterWithFallbacks()
        counter.stub(.count).andReturn(5)
        var value = 0
        let messages = failures { value = counter.count() }
        #expect(value == 7)
        #expect(messages == [
            """
            FakeCounterWithFallbacks.Function has no case for "count()", so the call with no arguments cannot be \
            matched by name.
            Its case `count` has the raw value "cuont()", and #function gives "count()" here.
            Fix: correct the raw value of `count` in FakeCounterWithFallbacks's `enum Function`:
                case count = "count()"
            The call returns the member's fallbackValue, as when no stub answers.
            """,
        ])
    }

    @Test func everyFormWithAFallback_reportsTheTypo() throws {
        let counter = FakeCounterWithFallbacks()
        var renamed = false
        var online = false
        var shared = ""
        let thrown = failures { renamed = (try? counter.rename("a", to: "b")) ?? false }
        let unrecorded = failures { online = counter.isOnline }
        let fromType = failures { shared = FakeCounterWithFallbacks.shared() }
        #expect((renamed, online, shared) == (true, true, "fallback"))
        #expect(thrown.count == 1 && thrown[0].hasPrefix(
            #"FakeCounterWithFallbacks.Function has no case for "rename(_:to:)", so the call with <"a">, <"b">"#
        ), "\(thrown)")
        #expect(unrecorded.count == 1 && unrecorded[0].hasPrefix(
            #"FakeCounterWithFallbacks.Function has no case for "isOnline""#
        ), "\(unrecorded)")
        #expect(fromType.count == 1 && fromType[0].hasPrefix(
            #"FakeCounterWithFallbacks.StaticFunction has no case for "shared()""#
        ), "\(fromType)")
    }

    @Test func aKnownNameWithAFallback_isAnsweredWithoutAReport_everyTime() {
        let fake = FakeStaticAndInstanceFallbacks()
        let messages = failures {
            #expect(fake.named() == "fallback")
            #expect(fake.named() == "fallback")
        }
        #expect(messages.isEmpty, "\(messages)")
        expect(fake).to(haveReceived(.named, countSpecifier: .exactly(2)))
    }
}

final class FakeStaticAndInstanceFallbacks: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none }
    enum Function: String, StringRepresentable { case named = "named()" }

    func named() -> String { spryify(fallbackValue: "fallback") }
}
