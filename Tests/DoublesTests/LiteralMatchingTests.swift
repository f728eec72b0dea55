import Foundation
@testable import Doubles
import DoublesMatchers
import Testing

/// A store whose parameters are of the types a literal in a test does not spell: `Int64`, `UInt8`, `Double`,
/// `Float`, `Substring`, `Character`, and collections of them.
final class FakeWarehouse: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable {
        case put = "put(_:)"
        case level = "level(_:)"
        case weigh = "weigh(_:)"
        case scale = "scale(_:)"
        case find = "find(_:)"
        case initial = "initial(_:)"
        case putAll = "putAll(_:)"
        case tally = "tally(_:)"
        case move = "move(_:)"
        case charge = "charge(_:)"
        case stock = "stock(_:)"
    }

    func put(_ value: Int64) -> Bool { spryify(arguments: value) }
    func level(_ value: UInt8) -> Bool { spryify(arguments: value) }
    func weigh(_ value: Double) -> Bool { spryify(arguments: value) }
    func scale(_ value: Float) -> Bool { spryify(arguments: value) }
    func find(_ text: Substring) -> Bool { spryify(arguments: text) }
    func initial(_ letter: Character) -> Bool { spryify(arguments: letter) }
    func putAll(_ values: [Int64]) -> Bool { spryify(arguments: values) }
    func tally(_ counts: [String: UInt16]) -> Bool { spryify(arguments: counts) }
    func move(_ distance: Meters) -> Bool { spryify(arguments: distance) }
    func charge(_ amount: Decimal) -> Bool { spryify(arguments: amount) }
    func stock(_ ids: Set<Int64>) -> Bool { spryify(arguments: ids) }
}

/// A calendar whose dates may differ below what a date prints.
final class FakeCalendar: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable { case open = "open(_:)" }

    func open(_ date: Date) { recordCall(arguments: date) }
}

/// A length that prints as its number alone.
struct Meters: Equatable, SpryEquatable, CustomStringConvertible {
    let value: Int
    var description: String { "\(value)" }
}

/// Another length that prints as its number alone.
struct Feet: Equatable, SpryEquatable, CustomStringConvertible {
    let value: Int
    var description: String { "\(value)" }
}

/// A class compared by identity, printing its name.
final class Courier: SpryEquatable, CustomStringConvertible, Sendable {
    var description: String { "Courier" }
}

@Suite struct LiteralMatchingTests {
    let store = FakeWarehouse()

    @Test func anIntegerLiteral_matchesEveryNumericType_inStubs() {
        store.stub(.put).with(5).andReturn(true)
        store.stub(.level).with(5).andReturn(true)
        store.stub(.weigh).with(5).andReturn(true)
        #expect(store.put(5))
        #expect(store.level(5))
        #expect(store.weigh(5.0))
        let slips = failures { #expect(store.put(6) == false) }
        #expect(slips.count == 1, "6 is not 5: a missing stub")
    }

    @Test func anIntegerMatchesAFloatingPointArgument_onlyWhenItHoldsTheIntegerExactly() {
        // A Float holds integers exactly up to 2^24, a Double up to 2^53: past that, rounding would make
        // neighbours equal.
        store.stub(.scale).andReturn(true)
        store.stub(.weigh).andReturn(true)
        _ = store.scale(16_777_216)
        _ = store.weigh(9_007_199_254_740_992)
        expect(store).to(haveReceived(.scale, with: 16_777_216))
        expect(store).to(haveReceived(.weigh, with: 9_007_199_254_740_992))
        // A value the argument's type cannot hold never matches, so a check of it is a slip, under `toNot` too.
        var passed: [Bool] = []
        let slips = failures {
            expect(store).toNot(haveReceived(.scale, with: 16_777_217))
            expect(store).toNot(haveReceived(.weigh, with: 9_007_199_254_740_993))
            expect(store).toNot(haveReceived(.weigh, with: Int.max))
            passed.append(store.didCall(.scale, withArguments: [16_777_217]).success)
            passed.append(callOrder([store.receivedCall(.scale, with: 16_777_217)]).success)
        }
        #expect(passed == [false, false])
        #expect(slips.count == 5)
        #expect(slips.allSatisfy { $0.contains("a value Float cannot hold") || $0.contains("a value Double cannot hold") })
        let stubs = FakeWarehouse()
        stubs.stub(.scale).with(Argument.anything).andReturn(false)
        stubs.stub(.scale).with(16_777_217).andReturn(true)
        #expect(stubs.scale(16_777_216) == false, "16,777,217 is not the Float 16,777,216")
    }

    @Test func aFloatLiteral_matchesFloatingPointTypes_andNoInteger() {
        store.stub(.scale).with(0.1).andReturn(true)
        #expect(store.scale(0.1))
        store.stub(.put).with(Argument.anything).andReturn(false)
        store.stub(.put).with(5.5).andReturn(true)
        #expect(store.put(5) == false, "5.5 matches no integer")
        expect(store).to(haveReceived(.scale, with: 0.1))
        expect(store).toNot(haveReceived(.scale, with: 0.2))
        // The expected value's type decides, so a `toNot` that could never fail is reported as such.
        for expected in [5.0, Decimal(5)] as [SpryEquatable] {
            let messages = failures { expect(store).toNot(haveReceived(.put, with: expected)) }
            #expect(messages.count == 1)
            #expect(messages.first?.hasPrefix("haveReceived(.put) on FakeWarehouse can never match") == true)
        }
    }

    /// An expected NaN can never match, so it fails the check under `to` and `toNot` alike, and the closest call
    /// says why too.
    @Test func nan_matchesNothing_underToAndToNot_andTheClosestCallSaysWhy() {
        store.stub(.scale).andReturn(true)
        _ = store.scale(0.5)
        _ = store.scale(.nan)
        let slip = """
            haveReceived(.scale) on FakeWarehouse can never match: argument 1 of scale(_:) is Float in every call, and \
            the expected NaN equals no value, not even NaN.
            Fix: check it with `.pass { (argument: Float) in argument.isNaN }`.
            """
        for lines in [
            failures { expect(store).to(haveReceived(.scale, with: Float.nan)) }.first?.components(separatedBy: "\n"),
            failures { expect(store).toNot(haveReceived(.scale, with: Double.nan)) }.first?.components(separatedBy: "\n"),
        ] {
            #expect(lines?.prefix(2).joined(separator: "\n") == slip)
            #expect(lines?.last?.hasPrefix("  argument 1: expected <nan>") == true)
        }
        // The closest call is the one that printed alike, NaN, not the first.
        #expect(failures { expect(store).to(haveReceived(.scale, with: Float.nan)) }.first?.hasSuffix("""
            Closest call (#2):
              argument 1: expected <nan>, got <nan>: NaN equals no value, not even NaN; check it with \
            `.pass { (argument: Float) in argument.isNaN }`
            """) == true)
        expect(store).to(haveReceived(.scale, with: .pass { (argument: Float) in argument.isNaN }))
    }

    @Test func datesThatPrintAlike_sayHowFarApartTheyAre() {
        let fake = FakeCalendar()
        let start = Date(timeIntervalSinceReferenceDate: 1_000)
        fake.open(start)
        let last = failures { expect(fake).to(haveReceived(.open, with: start.addingTimeInterval(0.25e-6))) }
            .first?.components(separatedBy: "\n").last
        #expect(last == "  argument 1: expected <2001-01-01 00:16:40 +0000>, got <2001-01-01 00:16:40 +0000>, 250 ns earlier")
    }

    /// A date that `Date` cannot describe, too far off or NaN, prints its seconds, and a gap of a second or more is
    /// given in seconds: a message never stops the process.
    @Test func datesThatDateCannotDescribe_printTheirSeconds() {
        let fake = FakeCalendar()
        fake.open(Date(timeIntervalSince1970: 1e11))
        let far = failures { expect(fake).to(haveReceived(.open, with: Date(timeIntervalSince1970: 2e11))) }
        #expect(far.first?.components(separatedBy: "\n").last == """
              argument 1: expected <Date(timeIntervalSince1970: 200000000000.0)>, got \
            <Date(timeIntervalSince1970: 100000000000.0)>
            """)
        #expect(CallFormatter.value(Date(timeIntervalSince1970: .nan)) == "Date(timeIntervalSince1970: nan)")
    }

    @Test func aFloatingPointValue_isRoundedToTheArgumentsType_asALiteralIs() {
        store.stub(.scale).andReturn(true)
        _ = store.scale(16_777_217.0)
        expect(store).to(haveReceived(.scale, with: 16_777_217.0))
        expect(store).to(haveReceived(.scale, with: Float(16_777_216)))
        expect(store).toNot(haveReceived(.scale, with: 16_777_219.0))
    }

    #if arch(x86_64) || arch(i386)
    /// A `Double` given for a wider type is read as its literal would be: `0.1` is the `Float80` literal `0.1`, not the
    /// `Double` nearest to a tenth widened, which differs from it.
    @Test func aDoubleForAFloat80_isReadAsItsLiteral() {
        #expect(LiteralMatching.rounded(0.1, to: Float80.self) == (0.1 as Float80))
        #expect(Float80(0.1 as Double) != (0.1 as Float80), "the case the rule is for")
        #expect(LiteralMatching.rounded(0.5, to: Float80.self) == 0.5)
        #expect(LiteralMatching.rounded(Double.infinity, to: Float80.self) == .infinity)
        #expect((0.1 as Double)._isEqual(to: 0.1 as Float80))
        #expect(!(0.1 as Double)._isEqual(to: Float80(0.1 as Double)))
        // Only a `Double`: a `Float` is widened as it is, as the code under test would widen it.
        #expect(Float(0.1)._isEqual(to: Double(Float(0.1))))
        #expect(!Float(0.1)._isEqual(to: 0.1 as Double))
    }
    #endif

    @Test func aFloatingPointValue_thatTheArgumentsTypeCannotHold_matchesNothing() {
        store.stub(.scale).with(Argument.anything).andReturn(false)
        store.stub(.scale).with(1e39).andReturn(true)
        #expect(store.scale(.infinity) == false, "1e39 overflows a Float")
        _ = store.scale(0)
        let slips = failures {
            expect(store).toNot(haveReceived(.scale, with: 1e39))
            expect(store).toNot(haveReceived(.scale, with: 1e-50))
        }
        #expect(slips.count == 2 && slips.allSatisfy { $0.contains("a value Float cannot hold") })
        expect(store).to(haveReceived(.scale, with: Double.infinity))
        expect(store).to(haveReceived(.scale, with: 0.0))
        let tiny = FakeWarehouse()
        tiny.stub(.scale).andReturn(true)
        _ = tiny.scale(.leastNonzeroMagnitude)
        expect(tiny).to(haveReceived(.scale, with: Double(Float.leastNonzeroMagnitude)))
    }

    @Test func numberLiterals_matchDecimals_asTheSameLiteralWouldMakeThem() {
        let tenth: Decimal = 0.1
        store.stub(.charge).with(Argument.anything).andReturn(false)
        store.stub(.charge).with(3).andReturn(true)
        store.stub(.charge).with(0.1).andReturn(true)
        #expect(store.charge(3))
        #expect(store.charge(tenth))
        #expect(store.charge(4) == false)
        expect(store).to(haveReceived(.charge, with: 3))
        expect(store).to(haveReceived(.charge, with: 0.1))
        expect(store).toNot(haveReceived(.charge, with: 5))
        expect(store).toNot(haveReceived(.charge, with: 2.5))
    }

    /// Every price in cents to 99.99: the `Double` a test writes matches the `Decimal` of its digits, which code that
    /// parses or counts in cents makes, and the one Swift converts the `Double` to; never its neighbour's.
    @Test func aFloatingPointNumber_matchesTheDecimalOfItsDigits_andItsConversion_overEveryPriceInCents() {
        var mismatched: [String] = []
        for cents in 1...9_999 {
            let text = "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
            let written = Double(text)!
            let parsed = Decimal(string: text)!
            let neighbour = parsed + Decimal(string: "0.01")!
            if !argument(parsed, matches: written) || !argument(Decimal(written), matches: written)
                || argument(neighbour, matches: written) {
                mismatched.append(text)
            }
        }
        #expect(mismatched.isEmpty, "\(mismatched.count) prices, the first \(mismatched.prefix(5))")
    }

    /// Signs, zeros, a `Float`, exponents and values no `Decimal` holds: matched by their digits, or not at all, and
    /// never a stop (`Decimal(floatLiteral: .infinity)` stops the process).
    @Test func aFloatingPointNumber_againstADecimal_atTheEdges() {
        #expect(argument(Decimal(string: "-4.99")!, matches: -4.99))
        #expect(argument(Decimal(0), matches: -0.0))
        #expect(argument(Decimal(string: "4.99")!, matches: Float(4.99)))
        #expect(argument(Decimal(string: "1e16")!, matches: 1e16))
        #expect(argument(Decimal(string: "0.00000000000000000000000000000000000000000000000001")!, matches: 1e-50))
        for unheld in [Double.infinity, -Double.infinity, Double.nan, 1e300] {
            #expect(!argument(Decimal(5), matches: unheld), "\(unheld)")
            #expect(NumberConversion.converted(unheld, to: Decimal.self) == nil, "\(unheld)")
        }
    }

    @Test func aDecimalPrice_checkedWithTheNumberWritten_isMatched_underToAndToNot() {
        store.stub(.charge).andReturn(true)
        _ = store.charge(Decimal(string: "4.99")!)
        expect(store).to(haveReceived(.charge, with: 4.99))
        let messages = failures { expect(store).toNot(haveReceived(.charge, with: 4.99)) }
        #expect(messages.count == 1)
    }

    @Test func aStringLiteral_matchesSubstringsAndCharacters() {
        store.stub(.find).with("bc").andReturn(true)
        store.stub(.initial).with("z").andReturn(true)
        #expect(store.find("abcd".dropFirst().dropLast()))
        #expect(store.initial("z"))
        expect(store).to(haveReceived(.find, with: "bc"))
        expect(store).toNot(haveReceived(.find, with: "abcd"))
        expect(store).to(haveReceived(.initial, with: "z"))
        expect(store).toNot(haveReceived(.initial, with: "zz"))
    }

    @Test func literals_matchInDidCallHaveReceivedAndReceivedCall() {
        store.stub(.put).andReturn(true)
        store.stub(.level).andReturn(true)
        _ = store.put(5)
        _ = store.level(200)
        #expect(store.didCall(.put, withArguments: [5]).success)
        #expect(store.didCall(.level, with: 200).success)
        #expect(!store.didCall(.put, withArguments: [6]).success)
        expect(store).to(haveReceived(.put, with: 5))
        expect(store).toNot(haveReceived(.put, with: 7))
        #expect(callOrder([store.receivedCall(.put, with: 5), store.receivedCall(.level, with: 200)]).success)
        #expect(failures { expect(store).to(haveReceived(.level, with: 300)) }.count == 1, "300 is no UInt8")
    }

    @Test func literals_matchInsideArraysAndDictionaries() {
        store.stub(.putAll).with([1, 2, 3]).andReturn(true)
        store.stub(.tally).with(["a": 1]).andReturn(true)
        #expect(store.putAll([1, 2, 3]))
        #expect(store.tally(["a": 1]))
        expect(store).to(haveReceived(.putAll, with: [1, 2, 3]))
        expect(store).toNot(haveReceived(.putAll, with: [1, 2]))
        expect(store).toNot(haveReceived(.putAll, with: [1, 2, 4]))
        expect(store).to(haveReceived(.tally, with: ["a": 1]))
        expect(store).toNot(haveReceived(.tally, with: ["a": 2]))
        // A set matches as an array does, in any order.
        store.stub(.stock).with(Set([1, 2])).andReturn(true)
        #expect(store.stock([2, 1]))
        expect(store).to(haveReceived(.stock, with: Set([1, 2])))
        expect(store).toNot(haveReceived(.stock, with: Set([1, 3])))
        expect(store).toNot(haveReceived(.stock, with: Set([1])))
        expect(store).to(haveReceived(.stock, with: Set<Int64>([1, 2])))
    }

    @Test func valuesThatPrintAlike_showTheirTypes_inTheClosestCall() {
        store.stub(.move).andReturn(true)
        _ = store.move(Meters(value: 5))
        #expect(failures { expect(store).to(haveReceived(.move, with: Feet(value: 5))) } == [
            """
            haveReceived(.move) on FakeWarehouse can never match: argument 1 of move(_:) is Meters in every call, and \
            the expected <5> is Feet, which never equals it.
            Fix: expect a value of type Meters, or check it with `.pass { (argument: Meters) in … }`.
            Calls to move(_:), in order:
              1. move(_:) with <5>
            0 of 1 call matched the arguments.
            Closest call (#1):
              argument 1: expected <5> (Feet), got <5> (Meters)
            """,
        ])
        #expect(failures { expect(store).toNot(haveReceived(.move, with: Meters(value: 5))) }.count == 1)
    }

    @Test func collectionsThatPrintAlike_showTheirTypes() {
        store.stub(.move).andReturn(true)
        let tally = FakeTally()
        tally.record([Meters(value: 5)], ["a": Meters(value: 1)])
        #expect(failures { expect(tally).to(haveReceived(.record, with: [Feet(value: 5)], ["a": Meters(value: 1)])) } == [
            """
            haveReceived(.record) on FakeTally can never match: argument 1 of record(_:_:) is [Meters] in every call, \
            and the expected <[5]> is [Feet], whose element <5> equals none of its elements.
            Fix: expect a value of type [Meters], or check it with `.pass { (argument: [Meters]) in … }`.
            Calls to record(_:_:), in order:
              1. record(_:_:) with <[5]>, <["a": 1]>
            0 of 1 call matched the arguments.
            Closest call (#1):
              argument 1: expected <[5]> ([Feet]), got <[5]> ([Meters])
              argument 2: matched <["a": 1]>
            """,
        ])
        #expect(failures { expect(tally).to(haveReceived(.record, with: [Meters(value: 6)], ["a": Meters(value: 1)])) } == [
            """
            expected to receive <record(_:_:)> with <[6]>, <["a": 1]> at least 1 time on <FakeTally>, got 0 matching calls
            Calls to record(_:_:), in order:
              1. record(_:_:) with <[5]>, <["a": 1]>
            0 of 1 call matched the arguments.
            Closest call (#1):
              argument 1: expected <[6]>, got <[5]>
              argument 2: matched <["a": 1]>
            """,
        ])
        #expect(failures { expect(tally).toNot(haveReceived(.record, with: [Meters(value: 5)], ["a": Meters(value: 1)])) }
            .count == 1)
        let dictionaries = failures { expect(tally).to(haveReceived(.record, with: [Meters(value: 5)], ["a": Feet(value: 1)])) }
        #expect(dictionaries.first?.contains(
            "argument 2: expected <[\"a\": 1]> ([String: Feet]), got <[\"a\": 1]> ([String: Meters])"
        ) == true)
    }

    @Test func instancesThatPrintAlike_sayTheyAreOtherInstances() {
        let courier = FakeCourierDesk()
        courier.stub(.assign).andReturn()
        courier.assign(Courier())
        #expect(failures { expect(courier).to(haveReceived(.assign, with: Courier())) } == [
            """
            expected to receive <assign(_:)> with <Courier> at least 1 time on <FakeCourierDesk>, got 0 matching calls
            Calls to assign(_:), in order:
              1. assign(_:) with <Courier>
            0 of 1 call matched the arguments.
            Closest call (#1):
              argument 1: expected <Courier>, got <Courier>, another instance of Courier (instances of a class \
            match by identity)
            """,
        ])
    }

    /// An `Equatable` class that is not `SpryEquatable` compares with its `==`, which the message names; bytes show
    /// in hexadecimal, where their description is only their count.
    @Test func equatableInstancesAndBytesThatPrintAlike_sayHowTheyDiffer() {
        let desk = FakeParcelDesk()
        desk.weigh(Parcel(grams: 5), Data("v1".utf8))
        #expect(failures { expect(desk).to(haveReceived(.weigh, with: Parcel(grams: 6), Data("v2".utf8))) } == [
            """
            expected to receive <weigh(_:_:)> with <Parcel>, <2 bytes> at least 1 time on <FakeParcelDesk>, got 0 \
            matching calls
            Calls to weigh(_:_:), in order:
              1. weigh(_:_:) with <Parcel>, <2 bytes>
            0 of 1 call matched the arguments.
            Closest call (#1):
              argument 1: expected <Parcel>, got <Parcel>, another instance of Parcel, which its == finds unequal
              argument 2: expected <2 bytes> (76 32), got <2 bytes> (76 31)
            """,
        ])
        let header = Data(repeating: 0, count: 40)
        #expect(CallFormatter.mismatch(expected: header + Data([1, 2]), actual: header + Data([1, 3])) ==
            "expected <42 bytes> (from byte 41: 02), got <42 bytes> (from byte 41: 03)")
    }

    @Test func valuesThatPrintAlike_showTheirTypes_inTheStubLinesOfTheNoStubMessage() {
        store.stub(.move).with(Feet(value: 5)).andReturn(true)
        var moved = true
        let slips = failures { moved = store.move(Meters(value: 5)) }
        #expect(moved == false)
        #expect(slips == [
            """
            FakeWarehouse has no stub for move(_:) -> Bool that matches the call with <5>.
            Stubs on FakeWarehouse:
                move(_:) with <5> -> andReturn(true)
                    argument 1: expected <5> (Feet), got <5> (Meters)
            Fix: stub it before the call, for example `fake.stub(.move).andReturn(false)`, or, for a fake this \
            test does not check, call `fake.relax()` first.
            """,
        ])
    }
}

final class FakeTally: Spyable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable { case record = "record(_:_:)" }
    func record(_ lengths: [Meters], _ named: [String: Meters]) { recordCall(arguments: lengths, named) }
}

final class Parcel: Equatable, CustomStringConvertible, Sendable {
    let grams: Int
    init(grams: Int) { self.grams = grams }
    static func == (lhs: Parcel, rhs: Parcel) -> Bool { lhs.grams == rhs.grams }
    var description: String { "Parcel" }
}

final class FakeParcelDesk: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable { case weigh = "weigh(_:_:)" }
    func weigh(_ parcel: Parcel, _ label: Data) { spryify(arguments: parcel, label) }
}

final class FakeCourierDesk: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable { case assign = "assign(_:)" }
    func assign(_ courier: Courier) { spryify(arguments: courier) }
}

/// A Foundation object that bridges to a Swift value type matches that value by its `==`, under `to` and `toNot`
/// alike, and is not an argument that can never match; any other object compares by identity.
@Suite struct BridgedObjectMatchingTests {
    final class Record: NSObject {}

    final class Tag: NSObject {
        let name: String
        init(_ name: String) { self.name = name }
        override func isEqual(_ object: Any?) -> Bool { (object as? Tag)?.name == name }
        override var hash: Int { name.hashValue }
    }

    @Test func aBridgingObject_matchesTheValueItHolds_overACatalogue() {
        let date = Date(timeIntervalSince1970: 1_000)
        let id = UUID()
        let catalogue: [(expected: NSObject, matching: Any, other: Any)] = [
            (NSString(string: "abc"), "abc", "abd"),
            (NSDate(timeIntervalSince1970: 1_000), date, date.addingTimeInterval(0.5)),
            (NSUUID(uuidString: id.uuidString)!, id, UUID()),
            (NSNumber(value: 5), 5, 6),
            (NSNumber(value: 2.5), 2.5, 2.25),
            (NSData(data: Data([1, 2])), Data([1, 2]), Data([1])),
            (NSURL(string: "https://example.com")!, URL(string: "https://example.com")!, URL(string: "https://a.b")!),
        ]
        for (expected, matching, other) in catalogue {
            #expect(argument(matching, matches: expected), "\(expected) against \(matching)")
            #expect(argument(Optional(matching), matches: expected), "\(expected) against an optional")
            #expect(!argument(other, matches: expected), "\(expected) against \(other)")
            #expect(NeverMatching.typeConflict(expected, other) == nil, "\(expected) may match another call")
        }
        let record = Record()
        #expect(argument(record, matches: record))
        #expect(!argument(Record(), matches: record), "an object of no value type compares by identity")
        // In an `AnyHashable` (or an `Any`), an object is still itself, not its own `isEqual`.
        let tag = Tag("a")
        #expect(argument(AnyHashable(tag), matches: tag))
        #expect(!argument(AnyHashable(Tag("a")), matches: tag))
        #expect(!argument(Tag("a") as Any, matches: tag))
        #expect(NeverMatching.typeConflict(record, "abc") != nil)
    }

    @Test func anNSNumberArgument_mayMatchAnyNumberInAnotherCall_soNoNumberIsJudgedNeverToMatchIt() {
        // An NSNumber bridges to a number type only for values the type holds exactly: 3 to an `Int`, 2.5 not.
        let numbers: [NSNumber] = [NSNumber(value: 2.5), NSNumber(value: -1), NSNumber(value: 300), NSNumber(value: true)]
        let expected: [SpryEquatable] = [3, Int64(3), UInt8(3), 2.5, Float(2.5), true, Decimal(3)]
        for number in numbers {
            for value in expected {
                #expect(NeverMatching.typeConflict(value, number) == nil, "\(value) against NSNumber \(number)")
            }
            #expect(NeverMatching.typeConflict(Argument.pass { (_: Int) in true }, number) == nil)
            #expect(NeverMatching.typeConflict(Argument.pass { (_: Double) in true }, number) == nil)
            #expect(NeverMatching.typeConflict(Argument.pass { (_: Int?) in true }, number) == nil)
        }
        #expect(argument(NSNumber(value: 3), matches: 3))
        #expect(!argument(NSNumber(value: 2.5), matches: 3))
        // Text is still judged never to equal a number.
        #expect(NeverMatching.typeConflict("3", NSNumber(value: 3)) != nil)
        #expect(NeverMatching.typeConflict(3, NSString(string: "3")) != nil)
    }

    @Test func aCheckWithABridgingObject_isMetUnderTo_andFailsUnderToNot() {
        let fake = FakeCalendar()
        let date = Date(timeIntervalSince1970: 1_000)
        fake.open(date)
        expect(fake).to(haveReceived(.open, with: NSDate(timeIntervalSince1970: 1_000)))
        #expect(failures { expect(fake).toNot(haveReceived(.open, with: NSDate(timeIntervalSince1970: 1_000))) }
            .first?.hasPrefix("expected to not receive <open(_:)> with <1970-01-01 00:16:40 +0000>") == true)
    }
}

/// A sink of values of any type, whose calls a check compares with values of other types.
private final class FakeSink: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable { case put = "put(_:)" }

    func put(_ value: Any) { spryify(arguments: value) }
}

@Suite struct ClosestCallTests {
    /// The same number of another type is what a reader takes for the call meant, over a call of another kind.
    @Test func theClosestCall_isOneWithTheSameNumber() {
        let sink = FakeSink()
        sink.put("a")
        sink.put(3)
        let message = failures { expect(sink).to(haveReceived(.put, with: 3.0)) }.first ?? ""
        #expect(message.hasSuffix("""
            Closest call (#2):
              argument 1: expected <3.0> (Double), got <3> (Int)
            """), "\(message)")
    }
}
