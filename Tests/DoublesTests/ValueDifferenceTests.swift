import DoublesMatchers
import Foundation
import Testing
@testable import Doubles

private struct LineItem: Equatable {
    var name: String
    var price: Int
}

private struct Reservation: Equatable {
    var guest: String
    var party: Int
    var note: String?
    var items: [LineItem]
    var arrives: Date
}

private final class FakeDesk: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable { case book = "book(_:)" }
    func book(_ reservation: Reservation) { spryify(arguments: reservation) }
}

/// Two long values of one type that differ in a few fields show just those fields, with their paths, in
/// `haveReceived`'s closest call and in `equal`.
@Suite struct ValueDifferenceTests {
    private let arrival = Date(timeIntervalSince1970: 1_800_000_000)
    private var booked: Reservation {
        Reservation(
            guest: "Ada Lovelace", party: 4, note: "window",
            items: [LineItem(name: "tea", price: 3), LineItem(name: "cake", price: 5), LineItem(name: "jam", price: 3)],
            arrives: arrival
        )
    }

    @Test func theFieldsThatDiffer_areListedWithTheirPaths() {
        var actual = booked
        actual.note = nil
        actual.items[2].price = 4
        actual.arrives = arrival.addingTimeInterval(0.5)
        #expect(ValueDifference.lines(expected: booked, actual: actual) == [
            #"note: "window" → nil"#,
            "items[2].price: 3 → 4",
            "arrives: 2027-01-15 08:00:00 +0000 → 2027-01-15 08:00:00.5 +0000",
        ])
    }

    /// A dictionary prints in the order of its keys' text, not its hash order, with optional values unwrapped as an
    /// array's are, so an expected and a received one read alike side by side.
    @Test func aDictionary_printsInTheOrderOfItsKeys_withOptionalsUnwrapped() {
        let received: [String: Int?] = ["b": 2, "a": nil, "c": Optional(0)]
        #expect(CallFormatter.value(received) == #"["a": nil, "b": 2, "c": 0]"#)
        #expect(CallFormatter.value([3: "x", 1: "y", 2: "z"]) == #"[1: "y", 2: "z", 3: "x"]"#)
        #expect(CallFormatter.value([10: "b", 1: "a", 2: "c"]) == #"[1: "a", 10: "b", 2: "c"]"#, "by the keys' text")
        #expect(CallFormatter.value([String: Int]()) == "[:]")
    }

    /// A type prints as its expression, as an expected one does, so a check of a metatype argument reads alike.
    @Test func aType_printsAsItsExpression() {
        #expect(CallFormatter.value(Int.self) == "Int.self")
        #expect(CallFormatter.value(Int?.self) == CallFormatter.value(_MetatypeArgument(Int?.self)))
        #expect(CallFormatter.value([String.self, Bool.self] as [Any.Type]) == "[String.self, Bool.self]")
    }

    @Test func anElementMissingOrAdded_isNamed() {
        var actual = booked
        actual.items.removeLast()
        #expect(ValueDifference.lines(expected: booked, actual: actual) == [
            #"items[2]: LineItem(name: "jam", price: 3) → missing"#,
        ])
    }

    @Test func shortValues_andValuesThatDescribeThemselves_areComparedWhole() {
        #expect(ValueDifference.lines(expected: LineItem(name: "a", price: 1), actual: LineItem(name: "a", price: 2)) == [])
        #expect(ValueDifference.lines(expected: Data([1, 2, 3]), actual: Data()) == [])
        #expect(ValueDifference.lines(expected: booked, actual: "text") == [])
    }

    @Test func theClosestCall_showsTheFieldsThatDiffer() {
        let desk = FakeDesk()
        var made = booked
        made.party = 5
        desk.book(made)
        let messages = failures { expect(desk).to(haveReceived(.book, with: booked)) }
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix("""
            Closest call (#1):
              argument 1: expected <\(CallFormatter.value(booked))>, got <\(CallFormatter.value(made))>
                party: 4 → 5
            """) == true)
    }

    @Test func equal_showsTheFieldsThatDiffer_afterItsLine() {
        var actual = booked
        actual.guest = "Grace Hopper"
        let messages = gatherFailingExpectations(silently: true) { expect(actual).to(equal(booked)) }
            .map(\.message.stringValue)
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix("""
            Difference (expected → actual):
              guest: "Ada Lovelace" → "Grace Hopper"
            """) == true)
    }
}

/// A short value whose description reads the same for both, as a struct's `Date` a fraction of a second apart does:
/// the field that differs is shown, printed apart.
@Suite struct ValuesThatPrintAlikeTests {
    private struct Stamp: Equatable {
        let at: Date
    }

    private final class FakeClock: Spryable {
        enum StaticFunction: String, StringRepresentable { case none = "none()" }
        enum Function: String, StringRepresentable { case stamp = "stamp(_:)" }
        func stamp(_ stamp: Stamp) { spryify(arguments: stamp) }
    }

    @Test func aShortValueThatPrintsAlike_showsTheFieldThatDiffers() {
        let moment = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(ValueDifference.lines(expected: Stamp(at: moment), actual: Stamp(at: moment.addingTimeInterval(0.25))) == [
            "at: 2023-11-14 22:13:20 +0000 → 2023-11-14 22:13:20.25 +0000",
        ])
        #expect(ValueDifference.lines(expected: Stamp(at: moment), actual: Stamp(at: moment.addingTimeInterval(1))) == [])
    }

    @Test func haveReceived_showsIt_underTheClosestCall() {
        let clock = FakeClock()
        let moment = Date(timeIntervalSince1970: 1_700_000_000)
        clock.stamp(Stamp(at: moment.addingTimeInterval(0.25)))
        let messages = failures { expect(clock).to(haveReceived(.stamp, with: Stamp(at: moment))) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("at: 2023-11-14 22:13:20 +0000 → 2023-11-14 22:13:20.25 +0000") == true,
                "\(messages)")
    }
}
