import Foundation
import Testing
@testable import Doubles

/// A type of the user's that says what its empty value is.
struct Money: Equatable, EmptyValueProviding {
    let cents: Int
    static var emptyValue: Money { Money(cents: 0) }
}

/// A fake with a member of every return type that has an empty value.
final class FakeShelf: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable {
        case name = "name()"
        case count = "count()"
        case bytes = "bytes()"
        case level = "level()"
        case ratio = "ratio()"
        case share = "share()"
        case price = "price()"
        case width = "width()"
        case isOpen = "isOpen()"
        case titles = "titles()"
        case ids = "ids()"
        case stock = "stock()"
        case nickname = "nickname()"
        case balance = "balance()"
        case clear = "clear()"
        case load = "load()"
        case fetch = "fetch()"
        case formatter = "formatter()"
        case run = "run()"
    }

    func name() -> String { spryify() }
    func count() -> Int { spryify() }
    func bytes() -> Int64 { spryify() }
    func level() -> UInt8 { spryify() }
    func ratio() -> Double { spryify() }
    func share() -> Float { spryify() }
    func price() -> Decimal { spryify() }
    func width() -> CGFloat { spryify() }
    func isOpen() -> Bool { spryify() }
    func titles() -> [String] { spryify() }
    func ids() -> Set<Int> { spryify() }
    func stock() -> [String: Int] { spryify() }
    func nickname() -> String? { spryify() }
    func balance() -> Money { spryify() }
    func clear() { spryify() }
    func load() throws -> String { try spryifyThrows() }
    func fetch() async -> [String] { await spryify() }
    func formatter() -> @Sendable (Int) -> String { spryify() }
    func run() -> (status: Int32, output: String) { spryify() }
    /// Not in the enum: a typo'd name.
    func unlisted() -> Int { spryify() }
}

/// Slips a test makes on its first day are recorded failures, and the call returns the empty value of its
/// return type, so the test and the run go on.
@Suite struct EmptyValueTests {
    let shelf = FakeShelf()

    @Test func aForgottenStub_returnsTheEmptyValueOfEveryLiteralType() {
        var results: [String] = []
        let messages = failures {
            results = [
                shelf.name().debugDescription, "\(shelf.count())", "\(shelf.bytes())", "\(shelf.level())",
                "\(shelf.ratio())", "\(shelf.share())", "\(shelf.price())", "\(shelf.width())", "\(shelf.isOpen())",
                "\(shelf.titles())", "\(shelf.ids())", "\(shelf.stock())", "\(String(describing: shelf.nickname()))",
                "\(shelf.balance())",
            ]
        }
        #expect(results == [
            "\"\"", "0", "0", "0", "0.0", "0.0", "0", "0.0", "false", "[]", "[]", "[:]", "nil", "Money(cents: 0)",
        ])
        #expect(messages.count == 14)
        #expect(shelf.recordedCalls.count == 14, "every call is recorded")
    }

    @Test func aForgottenStub_isReportedWithItsFix() {
        let messages = failures { _ = shelf.count() }
        #expect(messages == [
            """
            FakeShelf has no stub for count() -> Int that matches the call with no arguments.
            Stubs on FakeShelf: none
            Fix: stub it before the call, for example `fake.stub(.count).andReturn(0)`, or, for a fake this \
            test does not check, call `fake.relax()` first.
            """,
        ])
    }

    /// A closure literal with no context is not `@Sendable`: the fix says to mark it, where the member's type is.
    @Test func aClosureStubThatIsNotSendable_forASendableFunctionType_isToldToMarkIt() {
        let line = #line + 1
        shelf.stub(.formatter).andReturn({ (bytes: Int) -> String in "\(bytes) B" })
        let messages = failures { #expect(shelf.formatter()(3) == "") }
        #expect(messages == [
            """
            FakeShelf.formatter() is stubbed at DoublesTests/EmptyValueTests.swift:\(line):19 to return <(Function)> \
            of type (Int) -> String, but it returns @Sendable (Int) -> String (called with no arguments).
            Fix: mark the closure @Sendable, as the member's type is: \
            `fake.stub(.formatter).andReturn({ @Sendable (…) in … })`.
            """,
        ])
        shelf.stubAgain(.formatter).andReturn({ @Sendable (bytes: Int) -> String in "\(bytes) B" })
        #expect(shelf.formatter()(3) == "3 B")
    }

    @Test func aStubOfTheWrongType_returnsTheEmptyValue() {
        let line = #line + 1
        shelf.stub(.count).andReturn("3")
        var count = -1
        let messages = failures { count = shelf.count() }
        #expect(count == 0)
        #expect(messages == [
            """
            FakeShelf.count() is stubbed at DoublesTests/EmptyValueTests.swift:\(line):19 to return <"3"> of type \
            String, but it returns Int (called with no arguments).
            Fix: stub it with a value of type Int, for example `fake.stub(.count).andReturn(0)`.
            """,
        ])
    }

    @Test func aNameMissingFromTheEnum_returnsTheEmptyValue() {
        var value = -1
        let messages = failures { value = shelf.unlisted() }
        #expect(value == 0)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("FakeShelf.Function has no case for \"unlisted()\"") == true)
    }

    @Test func aCaptorReadPastItsEnd_returnsTheEmptyValue() {
        let captor = Argument.captor()
        var value = "unchanged"
        let messages = failures { value = captor.getValue(at: 2, as: String.self) }
        #expect(value == "")
        #expect(messages == [
            """
            ArgumentCaptor.getValue(at: 2, as: String.self) read past what was captured: nothing was captured.
            Fix: make sure the stub holding this captor was the one chosen for the call, and that the call was \
            made; a captor captures only in a stub's `with(...)`, not in `didCall` or `haveReceived`.
            """,
        ])
    }

    @Test func aCaptorThatCapturedNil_readAsANonOptional_isAFailure() {
        let captor = Argument.captor()
        let fake = FakeStringService()
        fake.stub(.takeAnOptional).with(captor).andReturn(1)
        _ = fake.takeAnOptional(nil)
        var value = "unchanged"
        let messages = failures { value = captor.getValue(as: String.self) }
        #expect(value == "")
        #expect(messages.count == 1)
        #expect(captor.getValue(as: String?.self) == nil)
    }

    @Test func theThrowingAndAsyncForms_returnTheEmptyValueToo() async throws {
        var loaded = "unchanged"
        var messages = try failures { loaded = try shelf.load() }
        #expect(loaded == "")
        #expect(messages.count == 1)
        let gatherer = _ExpectationGatherer(silently: true)
        let fetched = await _FailureReporter.withGatherer(gatherer) { await shelf.fetch() }
        messages = gatherer.records.filter { !$0.success }.map(\.message)
        #expect(fetched == [])
        #expect(messages.count == 1)
    }

    @Test func aVoidMember_needsNoStubInAnyForm() async throws {
        let spy = FakeVoidSpy()
        let messages = failures {
            spy.clear()
            try? spy.save()
        }
        #expect(messages == [])
        let gatherer = _ExpectationGatherer(silently: true)
        await _FailureReporter.withGatherer(gatherer) { await spy.flush() }
        #expect(gatherer.records.filter { !$0.success }.isEmpty)
        #expect(spy.recordedCalls.map(\.functionName) == ["clear()", "save()", "flush()"])
    }

    @Test func aVoidMember_stillAnswersItsStubs() {
        let spy = FakeVoidSpy()
        spy.stub(.save).andThrow(CancellationError())
        #expect(throws: CancellationError.self) { try spy.save() }
        var ran = false
        spy.stub(.clear).andDo { _ in
            ran = true
            return ()
        }
        spy.clear()
        #expect(ran)
    }
}

final class FakeVoidSpy: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable {
        case clear = "clear()"
        case save = "save()"
        case flush = "flush()"
    }

    func clear() { spryify() }
    func save() throws { try spryifyThrows() }
    func flush() async { await spryify() }
}
