import Foundation

/// How an expected number or string matches an argument of another standard type: converted as its literal would be.
/// An integer matches any integer or floating-point type holding it exactly (`5` matches `5.0`; `16_777_217` no
/// `Float`); a floating-point number, any floating-point type after rounding, unless that type cannot hold it, and
/// no integer type; an integer, the `Decimal` of the same literal; a floating-point number, the `Decimal` with the
/// digits it prints as (`4.99`), or the one its conversion makes (`Decimal(4.99)`, `4.990000000000001024`); a
/// `String`, `Substring` or `Character`, the others with the same text.
enum LiteralMatching {
    /// Whether an expected value of type `expected` may match an argument of type `actual` by these rules, told from
    /// the types: an integer, any number; a floating-point number, a floating-point number or a `Decimal`; a `Decimal`
    /// (compared by its `==`), a `Decimal`; text, text.
    static func mayMatch(_ expected: Any.Type, _ actual: Any.Type) -> Bool {
        switch (LiteralFamily(type: expected), LiteralFamily(type: actual)) {
        case (.text?, .text?):
            return true
        case (.number?, .number?):
            if expected is Decimal.Type { return actual is Decimal.Type }
            return !(expected is any BinaryFloatingPoint.Type && actual is any BinaryInteger.Type)
        default:
            return false
        }
    }

    /// Whether the number `value` converts to no value of the integer or floating-point type `type`, by the rules
    /// above, so it matches none: `70_000` for an `Int16`, `16_777_217` or `1e39` for a `Float`.
    static func cannotHold(_ value: Any, as type: Any.Type) -> Bool {
        guard Swift.type(of: value) != type, LiteralFamily(value) == .number,
              type is any BinaryInteger.Type || type is any BinaryFloatingPoint.Type else { return false }
        return NumberConversion.converted(value, to: type) == nil
    }

    /// Whether `actual` is `expected`, as an integer literal of its type would be written.
    static func integer<Expected: BinaryInteger>(_ expected: Expected, matches actual: Any?) -> Bool {
        if let same = _cast(actual, to: Expected.self) { return same == expected }
        guard let actual = flattened(actual) else { return false }
        if let integer = actual as? any BinaryInteger { return Self.integer(expected, equals: integer) }
        if let float = actual as? any BinaryFloatingPoint { return Self.integer(expected, equals: float) }
        if let decimal = actual as? Decimal {
            if let value = Int64(exactly: expected) { return Decimal(value) == decimal }
            if let value = UInt64(exactly: expected) { return Decimal(value) == decimal }
        }
        return false
    }

    /// Whether `actual` is `expected`, as a floating-point literal of its type would be written.
    static func float<Expected: BinaryFloatingPoint>(_ expected: Expected, matches actual: Any?) -> Bool {
        if let same = _cast(actual, to: Expected.self) { return same == expected }
        let actual = flattened(actual)
        if let float = actual as? any BinaryFloatingPoint { return Self.float(expected, equals: float) }
        if let decimal = actual as? Decimal {
            // Not finite, no `Decimal` equals it; `Decimal(floatLiteral:)` stops the process on an infinity.
            guard expected.isFinite else { return false }
            return decimal == Self.decimal(expected) || decimal == Decimal(floatLiteral: Double(expected))
        }
        return false
    }

    /// `value` as the `Decimal` with the digits it prints as: `4.99`, where `Decimal(floatLiteral: 4.99)` is
    /// `4.990000000000001024`, as the nearest `Double` is. What a test means by `4.99` given for a `Decimal`. `nil`
    /// where no `Decimal` holds it: an infinity, a NaN, or a magnitude out of its range (`1e300`).
    static func decimal(_ value: some BinaryFloatingPoint) -> Decimal? {
        guard value.isFinite else { return nil }
        return Decimal(string: "\(value)", locale: posix)
    }

    /// Reads a number's digits as Swift prints them, whatever the process's locale.
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// Whether `actual` is a `String`, `Substring` or `Character` with the text of `expected`.
    static func text<Expected: StringProtocol>(_ expected: Expected, matches actual: Any?) -> Bool {
        if let same = _cast(actual, to: Expected.self) { return same == expected }
        switch flattened(actual) {
        case let string as String: return string == expected
        case let substring as Substring: return substring == expected
        case let character as Character: return String(character) == expected
        default: return false
        }
    }

    /// ``text(_:matches:)`` for a `Character`.
    static func character(_ expected: Character, matches actual: Any?) -> Bool {
        if let same = _cast(actual, to: Character.self) { return same == expected }
        return text(String(expected), matches: actual)
    }

    private static func integer<Expected: BinaryInteger, Actual: BinaryInteger>(
        _ expected: Expected, equals actual: Actual
    ) -> Bool {
        Actual(exactly: expected) == actual
    }

    private static func integer<Expected: BinaryInteger, Actual: BinaryFloatingPoint>(
        _ expected: Expected, equals actual: Actual
    ) -> Bool {
        exactly(expected, as: Actual.self) == actual
    }

    /// `integer` as a `Target`, or `nil` where `Target` cannot hold it exactly. A `CGFloat` is made from a `Double`: its
    /// generic `init(exactly:)` stops the process in Linux's Foundation.
    static func exactly<Target: BinaryFloatingPoint>(_ integer: some BinaryInteger, as target: Target.Type) -> Target? {
        guard Target.self == CGFloat.self else { return Target(exactly: integer) }
        return Double(exactly: integer).flatMap { CGFloat(exactly: $0) } as? Target
    }

    private static func float<Expected: BinaryFloatingPoint, Actual: BinaryFloatingPoint>(
        _ expected: Expected, equals actual: Actual
    ) -> Bool {
        rounded(expected, to: Actual.self) == actual
    }

    /// `value` rounded to `Target` as its literal would be, or `nil` where `Target` cannot hold it: a finite value
    /// that rounds to an infinity (`1e39` as a `Float`), or one not zero that rounds to zero (`1e-50`).
    static func rounded<Target: BinaryFloatingPoint, Value: BinaryFloatingPoint>(
        _ value: Value, to target: Target.Type
    ) -> Target? {
        // A `Double`, the type a floating-point literal takes where no other is asked for, is read by a wider type from
        // its digits, as from its literal: `Float80(0.1 as Double)` is not `0.1 as Float80`. A value of another type
        // was converted by the test's own code, so is widened as it is (`Double(Float(0.1))`).
        if Value.self == Double.self, Target.significandBitCount > Value.significandBitCount, value.isFinite,
           let wider = Target.self as? any LosslessStringConvertible.Type,
           let read = wider.init("\(value)") as? Target {
            return read
        }
        let rounded = Target(value)
        if value.isFinite, !rounded.isFinite { return nil }
        if !value.isZero, rounded.isZero { return nil }
        return rounded
    }
}
