import Foundation
import Testing
@testable import Doubles

private final class FakeLedger: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable {
        case rowID = "rowID()"
        case optionalRowID = "optionalRowID()"
        case rate = "rate()"
        case share = "share()"
        case price = "price()"
        case level = "level()"
        case count = "count()"
        case balance = "balance()"
        case record = "record(_:)"
        case run = "run(_:)"
        case totals = "totals()"
        case ids = "ids()"
        case grid = "grid()"
        case tags = "tags()"
        case limits = "limits()"
        case shares = "shares()"
        case scale = "scale(_:)"
    }

    func rowID() -> Int64 { spryify() }
    func optionalRowID() -> Int64? { spryify() }
    func rate() -> Double { spryify() }
    func share() throws -> Float { try spryifyThrows() }
    func price() async -> Decimal { await spryify() }
    func level() -> UInt8 { spryify() }
    func count() -> Int { spryify() }
    func balance() async throws -> Int32? { try await spryifyThrows() }
    func record(_ value: Int32) -> Bool { spryify(arguments: value) }
    func run(_ command: String) async throws -> (status: Int32, output: String) { try await spryifyThrows(arguments: command) }
    func totals() -> (Int64, (Float?, [String]), Decimal) { spryify() }
    func ids() -> [Int64] { spryify() }
    func grid() -> [[Float]]? { spryify() }
    func tags() -> Set<UInt16> { spryify() }
    func limits() throws -> [String: Int64?] { try spryifyThrows() }
    func shares() -> [Int32: Set<Float>] { spryify() }
    func scale(_ factor: CGFloat) -> CGFloat { spryify(arguments: factor) }
}

/// A stubbed number, and a captured one, becomes the number type asked for by the rules that match numbers
/// across types in `with(...)`: without loss for integers, rounded as a literal for floating point.
@Suite struct NumberConversionTests {
    private let ledger = FakeLedger()

    @Test func anIntegerStub_answersEveryNumberReturnType_andItsOptional() async throws {
        ledger.stub(.rowID).andReturn(3)
        ledger.stub(.optionalRowID).andReturn(4)
        ledger.stub(.rate).andReturn(5)
        ledger.stub(.share).andReturn(6)
        ledger.stub(.price).andReturn(7)
        ledger.stub(.level).andReturn(8)
        ledger.stub(.balance).andReturn(9, 10)
        var share: Float = 0
        var price: Decimal = 0
        var balances: [Int32?] = []
        let messages = try await asyncFailures {
            #expect(ledger.rowID() == 3)
            #expect(ledger.optionalRowID() == 4)
            #expect(ledger.rate() == 5.0)
            share = try ledger.share()
            price = await ledger.price()
            #expect(ledger.level() == 8)
            balances = [try await ledger.balance(), try await ledger.balance()]
        }
        #expect(share == 6.0)
        #expect(price == Decimal(7))
        #expect(balances == [9, 10])
        #expect(messages == [])
    }

    @Test func aFloatingPointStub_answersFloatingPointTypes_roundedAsALiteral_andDecimal() async {
        ledger.stub(.share).andReturn(0.1)
        ledger.stub(.price).andReturn(0.1)
        #expect((try? ledger.share()) == Float(0.1))
        let price: Decimal = 0.1
        #expect(await ledger.price() == price)
        // The digits written, not the nearest `Double`'s: `Decimal(19.99)` is 19.98999999999999488.
        ledger.stubAgain(.price).andReturn(19.99)
        #expect(await ledger.price() == Decimal(string: "19.99")!)
        // An integer a `Decimal` holds, past `Int64.max` too.
        ledger.stubAgain(.price).andReturn(UInt64.max)
        #expect(await ledger.price() == Decimal(string: "18446744073709551615")!)
    }

    /// A tuple is converted element by element, labels aside, at any depth: the tuple literal a test writes is of
    /// `Int` and `Double` elements.
    @Test func aTupleStub_convertsItsNumbers_elementByElement() async throws {
        ledger.stub(.run).andReturn((status: 0, output: "ok"))
        let result = try await ledger.run("ls")
        #expect(result.status == 0 && result.output == "ok")
        ledger.stub(.totals).andReturn((7, (0.5, ["a"]), 1.25))
        let totals = ledger.totals()
        #expect(totals.0 == 7 && totals.1.0 == 0.5 && totals.1.1 == ["a"] && totals.2 == Decimal(1.25))
        ledger.stubAgain(.totals).andReturn((7, (0.5, ["a"]), "1.25"))
        let messages = failures { #expect(ledger.totals().0 == 0) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("but it returns (Int64, (Float?, [String]), Decimal)") == true)
    }

    /// Labels are kept, as a cast keeps them: a tuple whose labels are in another order, or are others, is the wrong
    /// type, not its values by position, which would swap them unseen.
    @Test func aTupleStub_withOtherLabels_isTheWrongType() async throws {
        ledger.stub(.run).andReturn((output: "ok", status: 0))
        var result = (status: Int32(1), output: "")
        var messages = try await asyncFailures { result = try await ledger.run("ls") }
        #expect(result == (0, ""))
        #expect(messages.count == 1)
        #expect(messages.first?.contains("to return <(output: \"ok\", status: 0)> of type (output: String, status: Int)") == true)
        ledger.stubAgain(.run).andReturn((code: 0, text: "ok"))
        messages = try await asyncFailures { result = try await ledger.run("ls") }
        #expect(messages.count == 1)
        ledger.stubAgain(.run).andReturn((0, output: "ok"))
        messages = try await asyncFailures { result = try await ledger.run("ls") }
        #expect(messages == [] && result == (0, "ok"))
        // A label where the return type has none is kept out of the way, as a cast does.
        ledger.stub(.totals).andReturn((count: 7, (0.5, ["a"]), 1.25))
        var totals: (Int64, (Float?, [String]), Decimal) = (0, (nil, []), 0)
        #expect(failures { totals = ledger.totals() } == [])
        #expect(totals.0 == 7)
    }

    /// An array is converted element by element, as its literal would be, at any depth and inside an optional.
    @Test func anArrayStub_convertsItsNumbers_elementByElement() {
        ledger.stub(.ids).andReturn([1, 2])
        #expect(ledger.ids() == [1, 2])
        ledger.stub(.grid).andReturn([[0.5], [1, 2]])
        #expect(ledger.grid() == [[0.5], [1, 2]])
        ledger.stubAgain(.ids).andReturn([1, 2.5])
        let messages = failures { #expect(ledger.ids() == []) }
        #expect(messages.first?.contains("to return <[1.0, 2.5]> of type [Double], but it returns [Int64]") == true)
    }

    /// A set and a dictionary are converted element by element too, as their literals would be: from an array or a
    /// set, and from a dictionary, keys and values alike.
    @Test func aSetOrDictionaryStub_convertsItsNumbers_elementByElement() throws {
        ledger.stub(.tags).andReturn([1, 2, 2])
        #expect(ledger.tags() == [1, 2])
        ledger.stub(.limits).andReturn(["daily": 5, "monthly": nil] as [String: Int?])
        #expect(try ledger.limits() == ["daily": 5, "monthly": nil])
        ledger.stub(.shares).andReturn([1: Set([0.5, 1])])
        #expect(ledger.shares() == [1: [0.5, 1]])
        ledger.stubAgain(.tags).andReturn([1, -1])
        ledger.stubAgain(.shares).andReturn(["1": [0.5]])
        let messages = failures {
            #expect(ledger.tags() == [])
            #expect(ledger.shares() == [:])
        }
        #expect(messages.count == 2)
        #expect(messages.first?.contains("to return <[1, -1]> of type [Int], but it returns Set<UInt16>") == true)
        #expect(messages.last?.contains("of type [String: [Double]], but it returns [Int32: Set<Float>]") == true)
    }

    /// `CGFloat` takes integer literals as the other floating-point types do, on Linux too, where its own generic
    /// conversion from an integer stops the process.
    @Test func aCGFloat_matchesAndTakesIntegerLiterals() {
        ledger.stub(.scale).with(2).andReturn(3)
        ledger.stub(.scale).with(0.5).andReturn(1)
        #expect(ledger.scale(2) == 3)
        #expect(ledger.scale(0.5) == 1)
        #expect(ledger.didCall(.scale, withArguments: [2], countSpecifier: .exactly(1)).success)
        var inexact: DidCallResult?
        let slips = failures { inexact = ledger.didCall(.scale, withArguments: [9_007_199_254_740_993]) }
        #expect(inexact?.success == false)
        #expect(slips.count == 1 && slips[0].contains("a value CGFloat cannot hold"))
        var unstubbed: CGFloat = -1
        #expect(failures { unstubbed = ledger.scale(3) }.count == 1)
        #expect(unstubbed == 0)
    }

    @Test func aNumberThatWouldLoseItsValue_isStillTheWrongType() {
        let line = #line + 1
        ledger.stub(.level).andReturn(300)
        ledger.stub(.count).andReturn(5.0)
        let messages = failures {
            #expect(ledger.level() == 0)
            #expect(ledger.count() == 0)
        }
        #expect(messages == [
            """
            FakeLedger.level() is stubbed at DoublesTests/NumberConversionTests.swift:\(line):20 to return <300> of \
            type Int, but it returns UInt8 (called with no arguments).
            A number converts to another number type only where it keeps its value: UInt8 cannot hold 300.
            Fix: stub it with a value of type UInt8, for example `fake.stub(.level).andReturn(UInt8(0))`.
            """,
            """
            FakeLedger.count() is stubbed at DoublesTests/NumberConversionTests.swift:\(line + 1):20 to return <5.0> \
            of type Double, but it returns Int (called with no arguments).
            A number converts to another number type only where it keeps its value: a Double converts to no integer \
            type, even when whole.
            Fix: stub it with a value of type Int, for example `fake.stub(.count).andReturn(0)`.
            """,
        ])
    }

    @Test func aFloatingPointStub_thatTheReturnTypeCannotHold_isTheWrongType() {
        ledger.stub(.share).andReturn(1e39)
        var share: Float?
        let messages = failures { share = try? ledger.share() }
        #expect(share == 0)
        #expect(messages.first?.hasPrefix("FakeLedger.share() is stubbed at ") == true)
        #expect(messages.first?.contains("to return <1e+39> of type Double, but it returns Float") == true)
    }

    @Test func aCaptor_readsACapturedNumber_asAnotherNumberType() {
        let captor = Argument.captor()
        ledger.stub(.record).with(captor).andReturn(true)
        _ = ledger.record(42)
        #expect(captor.getValue(as: Int.self) == 42)
        #expect(captor.getValue(as: Int64?.self) == 42)
        #expect(captor.getValue(as: Double.self) == 42)
        let messages = failures { #expect(captor.getValue(as: UInt8.self) == 42) }
        #expect(messages == [])
        let tooSmall = failures { _ = captor.getValue(as: Bool.self) }
        #expect(tooSmall.count == 1)
    }
}

extension NumberConversionTests {
    @Test func aValueOfAnotherType_forAnOptionalNumber_isStillReported() async throws {
        ledger.stub(.balance).andReturn("nine")
        var balance: Int32? = 1
        let messages = try await asyncFailures { balance = try await ledger.balance() }
        #expect(balance == nil)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("FakeLedger.balance() is stubbed at DoublesTests/NumberConversionTests.swift:") == true)
        #expect(messages.first?.contains(" to return <\"nine\"> of type String") == true)
    }
}

@Suite struct NumberNoteTests {
    fileprivate let ledger = FakeLedger()

    @Test func aNumberThatDoesNotConvert_toAnOptionalOrADecimal_saysWhy() {
        ledger.stub(.optionalRowID).andReturn(Decimal(3))
        ledger.stub(.share).andReturn(Decimal(1))
        let messages = failures {
            _ = ledger.optionalRowID()
            _ = try? ledger.share()
        }
        #expect(messages.count == 2)
        #expect(messages.allSatisfy {
            $0.contains("A number converts to another number type only where it keeps its value: ")
        })
        #expect(messages.first?.contains("a Decimal converts to no integer type, even when whole.") == true)
        #expect(messages.last?.contains("a Decimal converts to no other number type.") == true)
    }

    @Test func aValueOfAnotherKind_getsNoNumberNote() {
        ledger.stub(.level).andReturn("3")
        let messages = failures { _ = ledger.level() }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("A number converts") == false)
    }
}

@Suite struct WrongValueInASequenceTests {
    fileprivate let ledger = FakeLedger()

    @Test func aValueOfTheWrongType_inASequence_isNamedByItsPlace() throws {
        let line = #line + 1
        ledger.stub(.rate).andReturn(1.0, "2", 3.0)
        var rates: [Double] = []
        let messages = failures { rates = (0..<4).map { _ in ledger.rate() } }
        #expect(rates == [1, 0, 3, 3])
        #expect(messages == [
            """
            FakeLedger.rate() is stubbed at DoublesTests/NumberConversionTests.swift:\(line):20 to return <"2"> of type \
            String (its value 2 of 3), but it returns Double (called with no arguments).
            Fix: stub it with a value of type Double, for example `fake.stub(.rate).andReturn(0.0)`.
            """,
        ])
        ledger.stub(.share).andReturn(Float(1), "2")
        let thrown = failures { _ = try? ledger.share(); _ = try? ledger.share() }
        #expect(thrown.count == 1)
        #expect(thrown.first?.contains("to return <\"2\"> of type String (its value 2 of 2), but it returns Float") == true)
    }
}
