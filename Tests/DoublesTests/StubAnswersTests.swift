import Foundation
import Testing
@testable import Doubles

private struct Order: Equatable {
    let id: String
    let total: Int
}

/// A class with no empty value.
private final class Widget {}

private enum NetworkError: Error, Equatable {
    case offline
}

private final class FakeShop: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable {
        case place = "place(_:notify:)"
        case total = "total(of:)"
        case save = "save(_:)"
        case load = "load()"
        case count = "count()"
        case four = "four(_:_:_:_:)"
        case five = "five(_:_:_:_:_:)"
        case six = "six(_:_:_:_:_:_:)"
        case seven = "seven(_:_:_:_:_:_:_:)"
        case identify = "identify(_:)"
        case widget = "widget(_:)"
        case normalize = "normalize(_:)"
    }

    func place(_ order: Order, notify: Bool) -> String { spryify(arguments: order, notify) }
    func total(of order: Order) -> Int { spryify(arguments: order) }
    func save(_ name: String) { spryify(arguments: name) }
    func saveAsync(_ name: String) async { await spryify(functionName: "save(_:)", arguments: name) }
    func load() throws -> String { try spryifyThrows() }
    func count() -> Int { spryify() }
    func identify<ID>(_ value: Any) -> ID { spryify(arguments: value) }
    func widget(_ name: String) throws -> Widget { try spryifyThrows(arguments: name) }
    func normalize(_ name: inout String) { name = spryify(arguments: name, fallbackValue: name) }
    func normalizeAsync(_ name: inout String) async {
        name = await spryify(functionName: "normalize(_:)", arguments: name, fallbackValue: name)
    }
    func four(_ a: Int, _ b: Int, _ c: Int, _ d: String) -> String { spryify(arguments: a, b, c, d) }
    func five(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Bool) -> Int { spryify(arguments: a, b, c, d, e) }
    func six(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int) { spryify(arguments: a, b, c, d, e, f) }
    func seven(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int) -> Int {
        spryify(arguments: a, b, c, d, e, f, g)
    }
}

/// Finishers beyond one value: a `Void` closure of several statements, typed closures, and answers in turn that
/// mix values and errors.
@Suite struct StubAnswersTests {
    private let shop = FakeShop()

    @Test func aVoidMembersAndDo_takesSeveralStatements_withNoReturn() {
        let saved = Box()
        shop.stub(.save).andDo { arguments in
            let name = arguments[0] as! String
            saved.names.append(name)
        }
        shop.save("a")
        shop.save("b")
        #expect(saved.names == ["a", "b"])
    }

    /// A closure ending in optional chaining gives a `Void?`, `nil` or not by the run's data: the member returns
    /// nothing either way, in every `andDo` form, synchronous or async.
    @Test(arguments: [false, true])
    func aVoidMembersAndDo_endingInAValue_isAnsweredWithNothing_whateverTheValue(hasListener: Bool) async {
        let listener: Box? = hasListener ? Box() : nil
        let messages = await asyncFailures {
            shop.stub(.save).andDo { arguments in listener?.names.append(arguments[0] as! String) }
            shop.save("a")
            shop.stubAgain(.save).andDo { (name: String) in listener?.names.append(name) }
            shop.save("b")
            shop.stubAgain(.save).andDo { (_: [Any?]) async in "ignored" }
            await shop.saveAsync("c")
        }
        #expect(messages == [])
        #expect(listener?.names ?? [] == (hasListener ? ["a", "b"] : []))
    }

    @Test func aTypedAndDo_takesTheArgumentsAsTheirTypes() {
        shop.stub(.place).andDo { (order: Order, notify: Bool) in notify ? order.id : "" }
        shop.stub(.total).andDo { (order: Order) in order.total * 2 }
        #expect(shop.place(Order(id: "o-1", total: 3), notify: true) == "o-1")
        #expect(shop.place(Order(id: "o-1", total: 3), notify: false) == "")
        #expect(shop.total(of: Order(id: "o-2", total: 4)) == 8)
    }

    @Test func aTypedAndDo_whoseTypesAreNotTheCalls_isAFailureAtTheCall_andReturnsTheEmptyValue() {
        let line = #line + 1
        shop.stub(.place).andDo { (id: String, notify: Bool) in notify ? id : "" }
        var answer: String?
        let records = failureRecords { answer = shop.place(Order(id: "o-1", total: 3), notify: true) }
        #expect(answer == "")
        #expect(records.map(\.message) == ["""
            The andDo closure of FakeShop's stub for place(_:notify:) (stubbed at \
            DoublesTests/StubAnswersTests.swift:\(line):18) takes (String, Bool), but the call with \
            <Order(id: "o-1", total: 3)>, <true> passes (Order, Bool).
            Fix: declare the closure's parameters as the member's: `andDo { (arg1: Order, arg2: Bool) in … }`.
            """])
        #expect(records.first?.location.fileID == "DoublesTests/StubAnswersTests.swift", "at the fake's member")
        #expect(records.first?.location.line != UInt(line))
    }

    /// A return type with no empty value: a member that can throw throws, once reported.
    @Test func aTypedAndDo_whoseTypesAreNotTheCalls_throwsUnusableStub_whereTheReturnTypeHasNoEmptyValue() {
        shop.stub(.widget).andDo { (count: Int) in Widget() }
        var thrown: (any Error)?
        let messages = failures {
            do { _ = try shop.widget("a") } catch { thrown = error }
        }
        #expect(thrown is DoublesError)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("The andDo closure of FakeShop's stub for widget(_:)") == true)
        #expect(messages.first?.contains("ReportedSlip") == false)
    }

    /// The call of a generic member may return another type than the closure's: its own empty value answers it.
    @Test func aTypedAndDo_whoseTypesAreNotTheCalls_isOneFailure_whateverTheCallReturns() {
        let line = #line + 1
        shop.stub(.identify).andDo { (order: Order) in order.id }
        var answer = -1
        let messages = failures { answer = shop.identify(7) }
        #expect(answer == 0)
        #expect(messages == ["""
            The andDo closure of FakeShop's stub for identify(_:) (stubbed at \
            DoublesTests/StubAnswersTests.swift:\(line):18) takes (Order), but the call with <7> passes (Int).
            Fix: declare the closure's parameters as the member's: `andDo { (arg1: Int) in … }`.
            """])
    }

    /// A member with a fallback (an `inout` parameter written back) keeps it when the stub's closure answers nothing.
    @Test func anAndDoThatAnswersNothing_leavesAMemberWithAFallbackToIt() async {
        let calls = Box()
        var name = "ada"
        let messages = await asyncFailures {
            shop.stub(.normalize).andDo { (value: String) in calls.names.append(value) }
            shop.normalize(&name)
            shop.stubAgain(.normalize).andDo { _ in calls.names.append("untyped") }
            shop.normalize(&name)
            shop.stubAgain(.normalize).andDo { (_: [Any?]) async in calls.names.append("async") }
            await shop.normalizeAsync(&name)
            shop.stubAgain(.normalize).andReturn("Ada")
            shop.normalize(&name)
        }
        #expect(messages == [])
        #expect(calls.names == ["ada", "untyped", "async"])
        #expect(name == "Ada")
        // `andReturn()` says what to answer: nothing, for a member that returns a value, is a slip.
        shop.stubAgain(.normalize).andReturn()
        #expect(failures { shop.normalize(&name) }.first?.contains("to return <()> of type (), but it returns String") == true)
        #expect(name == "Ada", "a slip answers the fallback, so the parameter keeps its value")
    }

    /// A slip of a member's stub (a value of another type, an error it cannot throw) answers with the member's
    /// fallback, the test's own value, rather than the empty value: an `inout` parameter keeps its value.
    @Test func aSlipOfAStub_ofAMemberWithAFallback_answersTheFallback() async {
        var name = "Ada"
        shop.stub(.normalize).andReturn(5)
        let wrongType = failures { shop.normalize(&name) }
        #expect(wrongType.count == 1)
        #expect(wrongType.first?.hasSuffix("\nThe call returns the member's fallbackValue, as when no stub answers.") == true)
        #expect(name == "Ada")
        shop.stubAgain(.normalize).andThrow(NetworkError.offline)
        let thrown = await asyncFailures { await shop.normalizeAsync(&name) }
        #expect(thrown.count == 1)
        #expect(thrown.first?.hasSuffix("\nThe call returns the member's fallbackValue, as when no stub answers.") == true)
        #expect(name == "Ada")
    }

    /// Swift hands a closure of several parameters that no typed form takes to the one-argument form, as one tuple.
    @Test func aTypedAndDo_ofFourToSixParameters_takesTheArgumentsAsTheirTypes() {
        let sixth = Box()
        shop.stub(.four).andDo { (a: Int, b: Int, c: Int, d: String) in "\(d)\(a + b + c)" }
        shop.stub(.five).andDo { (a: Int, b: Int, c: Int, d: Int, e: Bool) in e ? a + b + c + d : 0 }
        shop.stub(.six).andDo { (_: Int, _: Int, _: Int, _: Int, _: Int, f: Int) in sixth.names.append("\(f)") }
        let messages = failures {
            #expect(shop.four(1, 2, 3, "sum ") == "sum 6")
            #expect(shop.five(1, 2, 3, 4, true) == 10)
            shop.six(1, 2, 3, 4, 5, 6)
        }
        #expect(messages == [])
        #expect(sixth.names == ["6"])
    }

    /// An `Any` parameter takes the argument itself, not the optional the call's arguments hold it in.
    @Test func aTypedAndDo_withAnAnyParameter_takesTheArgumentItself() {
        shop.stub(.place).andDo { (order: Any, notify: Bool) in notify ? "\(order)" : "" }
        #expect(shop.place(Order(id: "o-1", total: 3), notify: true) == #"Order(id: "o-1", total: 3)"#)
    }

    @Test func aTypedAndDo_ofSevenParameters_isAFailure_thatSaysToTakeAnArray() {
        let line = #line + 1
        shop.stub(.seven).andDo { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int) in a + b + c + d + e + f + g }
        var answer: Int?
        let messages = failures { answer = shop.seven(1, 2, 3, 4, 5, 6, 7) }
        #expect(answer == 0)
        #expect(messages == ["""
            The andDo closure of FakeShop's stub for seven(_:_:_:_:_:_:_:) (stubbed at \
            DoublesTests/StubAnswersTests.swift:\(line):18) takes (Int, Int, Int, Int, Int, Int, Int), but the call \
            with <1>, <2>, <3>, <4>, <5>, <6>, <7> passes (Int, Int, Int, Int, Int, Int, Int).
            Fix: a typed closure takes at most 6 parameters; take the call's 7 as an array: `andDo { arguments in … }`.
            """])
    }

    @Test func answersInTurn_throwThenReturn_forARetry() throws {
        shop.stub(.load).andAnswer(.throw(NetworkError.offline), .return("data"))
        #expect(throws: NetworkError.offline) { try shop.load() }
        #expect(try shop.load() == "data")
        #expect(try shop.load() == "data")
    }

    @Test func answersInTurn_returnThenThrow_keepThrowingTheLast() throws {
        shop.stub(.load).andAnswer(.return("first"), .throw(NetworkError.offline))
        #expect(try shop.load() == "first")
        #expect(throws: NetworkError.offline) { try shop.load() }
        #expect(throws: NetworkError.offline) { try shop.load() }
    }

    @Test func anErrorInTurn_onAMemberThatCannotThrow_isAMisuse_answeredWithTheEmptyValue() {
        let stubLine = #line + 1
        shop.stub(.count).andAnswer(.return(2), .throw(NetworkError.offline))
        #expect(shop.count() == 2)
        var second: Int?
        let messages = failures { second = shop.count() }
        #expect(second == 0)
        #expect(messages.first?.hasPrefix(
            "FakeShop.count() is stubbed at DoublesTests/StubAnswersTests.swift:\(stubLine):18 to throw <offline>"
        ) == true)
    }
}

private final class Box {
    var names: [String] = []
}

/// A fake whose members return a `Date`, synchronously, throwing and async.
private final class FakeStamps: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable {
        case stamp = "stamp()"
        case fetch = "fetch()"
        case await = "await()"
    }

    func stamp() -> Date { spryify() }
    func fetch() throws -> Date { try spryifyThrows() }
    func await() async -> Date { await spryify() }
}

/// A value of the wrong type from an `andDo` is told apart from an `andReturn` one: the message says the andDo
/// returned it, and the fix is to return another from it.
@Suite struct AndDoWrongTypeTests {
    private let stamps = FakeStamps()

    private func message(_ member: String, line: Int, column: Int) -> String {
        """
        FakeStamps.\(member) is stubbed at DoublesTests/StubAnswersTests.swift:\(line):\(column) with an andDo that \
        returned <"nope"> of type String, but it returns Date (called with no arguments).
        Fix: return a value of type Date from the andDo, for example `return Date(…)`.
        """
    }

    @Test func aSynchronousMember() {
        let line = #line + 1
        stamps.stub(.stamp).andDo { _ in "nope" }
        let messages = failures { _ = stamps.stamp() }
        #expect(messages.first?.hasPrefix(message("stamp()", line: line, column: 20)) == true, "\(messages)")
    }

    @Test func aThrowingMember() {
        let line = #line + 1
        stamps.stub(.fetch).andDo { _ in "nope" }
        let messages = failures { _ = try? stamps.fetch() }
        #expect(messages.first?.hasPrefix(message("fetch()", line: line, column: 20)) == true, "\(messages)")
    }

    @Test func anAsyncMember_withAnAsyncAndDo() async {
        let line = #line + 1
        stamps.stub(.await).andDo { _ async in "nope" }
        let messages = await asyncFailures { _ = await stamps.await() }
        #expect(messages.first?.hasPrefix(message("await()", line: line, column: 20)) == true, "\(messages)")
    }

    @Test func anAndReturnValue_keepsItsOwnWords() {
        stamps.stub(.stamp).andReturn("nope")
        let messages = failures { _ = stamps.stamp() }
        #expect(messages.first?.contains("to return <\"nope\"> of type String, but it returns Date") == true)
        #expect(messages.first?.contains("Fix: stub it with a value of type Date") == true, "\(messages)")
    }
}

/// A fake whose member returns a function type that is not `@Sendable`.
private final class FakeSubscriptions: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable {
        case subscribe = "subscribe()"
        case listen = "listen()"
    }
    func subscribe() -> () -> Void { spryify() }
    func listen() -> (Int) -> Void { spryify() }
}

@Suite struct SendableClosureStubTests {
    /// A `@Sendable` closure is another type to a cast at run time; Swift converts it where the type is written.
    @Test func aSendableClosureStub_forAFunctionTypeThatIsNot_isToldToConvertIt() {
        let subscriptions = FakeSubscriptions()
        let cancel: @Sendable () -> Void = {}
        let line = #line + 1
        subscriptions.stub(.subscribe).andReturn(cancel)
        let messages = failures { subscriptions.subscribe()() }
        #expect(messages == [
            """
            FakeSubscriptions.subscribe() is stubbed at DoublesTests/StubAnswersTests.swift:\(line):27 to return \
            <(Function)> of type @Sendable () -> (), but it returns () -> () (called with no arguments).
            Fix: convert the @Sendable closure to the member's type as you stub it, where Swift can: \
            `fake.stub(.subscribe).andReturn(closure as () -> ())`.
            """,
        ])
        var cancelled = false
        subscriptions.stubAgain(.subscribe).andReturn({ @Sendable in } as () -> Void)
        subscriptions.subscribe()()
        subscriptions.stubAgain(.subscribe).andReturn({ cancelled = true } as () -> Void)
        subscriptions.subscribe()()
        #expect(cancelled)
    }

    /// A closure of another signature is not told to convert: no conversion makes it the member's type.
    @Test func aSendableClosureOfAnotherSignature_isToldToStubAValueOfTheType() {
        let subscriptions = FakeSubscriptions()
        let cancel: @Sendable () -> Void = {}
        subscriptions.stub(.listen).andReturn(cancel)
        let messages = failures { subscriptions.listen()(1) }
        #expect(messages.first?.contains("Fix: stub it with a value of type (Int) -> ()") == true, "\(messages)")
    }
}
