import Foundation

/// How an expected number or string matches an argument of another standard type: when converting the expected
/// value to the argument's type, the way a literal of that type would be written, gives an equal value.
///
/// - An integer matches any integer or floating-point type that holds it exactly: `5` matches `Int64(5)`,
///   `UInt8(5)` and `5.0`, and `16_777_217` no `Float`, which would round it to `16_777_216`.
/// - A floating-point number matches any floating-point type after rounding to it (`0.1` matches `Float(0.1)`),
///   and no integer type, since no integer literal is written `5.5` or `5.0`.
/// - Both match a `Decimal` made from the same literal: `3` matches `Decimal(3)`, `0.1` the `Decimal` that
///   `let price: Decimal = 0.1` makes.
/// - A `String`, `Substring` or `Character` matches the others with the same text.
enum LiteralMatching {
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
        if let decimal = actual as? Decimal { return Decimal(floatLiteral: Double(expected)) == decimal }
        return false
    }

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

    /// Whether `actual` is a `String`, `Substring` or `Character` with the text of `expected`.
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
        Actual(exactly: expected) == actual
    }

    private static func float<Expected: BinaryFloatingPoint, Actual: BinaryFloatingPoint>(
        _ expected: Expected, equals actual: Actual
    ) -> Bool {
        Actual(expected) == actual
    }
}
