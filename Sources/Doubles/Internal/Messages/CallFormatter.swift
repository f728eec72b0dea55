import Foundation

/// Renders calls and values for every message Doubles gives: each value in angle brackets, `<…>`, as `value(_:)`
/// writes it; a call as its `#function` name and any arguments, `giveMeAString(arg1:arg2:) with <false>, <"wanted">`.
package enum CallFormatter {
    /// A value without its brackets: text as a Swift literal, `nil` at any level of wrapping as `nil`, any other
    /// optional unwrapped, an option or captor by name, an array element by element, a dictionary entry by entry in
    /// the order of the keys' text, a date to the microsecond, a type as its expression (`Int.self`).
    package static func value(_ value: Any?) -> String {
        guard let value = flattened(value) else { return "nil" }
        switch value {
        case let string as String: return string.debugDescription
        case let substring as Substring: return String(substring).debugDescription
        case let character as Character: return String(character).debugDescription
        case let argument as Argument: return argument.description
        case is ArgumentCaptor: return "Argument.captor()"
        case let array as [Any]: return "[" + array.map { self.value($0) }.joined(separator: ", ") + "]"
        case let dictionary as [AnyHashable: Any]:
            // In the order of the keys' text, not of their hashes, so that two dictionaries read alike side by side.
            guard !dictionary.isEmpty else { return "[:]" }
            let entries = dictionary.map { (key: self.value($0.key.base), value: self.value($0.value)) }
                .sorted { $0.key < $1.key }
            return "[" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
        case let date as Date: return precise(date)
        // As an expected type prints (``_MetatypeArgument``), so the two read alike.
        case let type as Any.Type: return "\(TypeName.of(type)).self"
        default: return String(describing: value)
        }
    }

    /// A date as `Date` describes it, with any fraction of a second, so dates less than a second apart print apart.
    /// One that `Date` cannot describe (a NaN, which stops the process, or one too far off) prints its seconds.
    static func precise(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite else { return "Date(timeIntervalSince1970: \(seconds))" }
        let text = String(describing: date)
        guard !text.hasPrefix("<") else { return "Date(timeIntervalSince1970: \(seconds))" }
        let fraction = seconds - seconds.rounded(.down)
        guard fraction > 0, let space = text.lastIndex(of: " ") else { return text }
        var digits = String(format: "%.6f", fraction).dropFirst()  // ".500000"
        while digits.hasSuffix("0") { digits = digits.dropLast() }
        // Less than a microsecond prints no digits (`mismatch` says how far apart such dates are).
        guard digits.count > 1 else { return text }
        return String(text[..<space]) + digits + text[space...]
    }

    /// The fields in which an expected value and an argument differ (``ValueDifference``); empty for an option.
    package static func difference(expected: Any?, actual: Any?) -> [String] {
        guard !(expected is Argument), let expectedValue = flattened(expected), let actualValue = flattened(actual)
        else { return [] }
        return ValueDifference.lines(expected: expectedValue, actual: actualValue)
    }

    /// A value in brackets: `<"wanted">`.
    package static func bracketed(_ value: Any?) -> String {
        "<\(self.value(value))>"
    }

    /// Arguments in brackets, separated by commas: `<false>, <"wanted">`.
    package static func arguments(_ values: [Any?]) -> String {
        values.map(bracketed).joined(separator: ", ")
    }

    /// Expected arguments in brackets, separated by commas.
    package static func arguments(_ values: [SpryEquatable?]) -> String {
        values.map { bracketed($0) }.joined(separator: ", ")
    }

    /// A call: the name alone, or the name ` with ` its arguments.
    package static func call(_ functionName: String, arguments: [Any?]) -> String {
        arguments.isEmpty ? functionName : "\(functionName) with \(self.arguments(arguments))"
    }

    /// An expected call or a stub: the name alone when it takes any arguments (`nil` or none), else with them.
    package static func call(_ functionName: String, expected: [SpryEquatable?]?) -> String {
        guard let expected, !expected.isEmpty else { return functionName }
        return "\(functionName) with \(arguments(expected))"
    }

    /// How a message says what a call received: `with no arguments` or `with <1>, <"x">`.
    package static func received(_ arguments: [Any?]) -> String {
        arguments.isEmpty ? "with no arguments" : "with \(self.arguments(arguments))"
    }

    /// An expected value and the argument it did not match, told apart: `expected <5>, got <6>`; with their types when
    /// both print alike or after an ``Argument`` option (`got <2> (Int64)`); for two instances of a class, saying so.
    package static func mismatch(expected: Any?, actual: Any?) -> String {
        let expectedText = bracketed(expected)
        let actualText = bracketed(actual)
        if expected is Argument, let actualValue = flattened(actual) {
            return "expected \(expectedText), got \(actualText) (\(TypeName.of(value: actualValue)))"
        }
        // A literal against a value of another type, such as an enum case: both types, which the texts hide.
        if let expectedValue = flattened(expected), let actualValue = flattened(actual),
           type(of: expectedValue) != type(of: actualValue),
           LiteralFamily(expectedValue) != nil || LiteralFamily(actualValue) != nil {
            return "expected \(expectedText) (\(TypeName.of(value: expectedValue))), got \(actualText) "
                + "(\(TypeName.of(value: actualValue)))"
        }
        guard expectedText == actualText, let expectedValue = flattened(expected), let actualValue = flattened(actual)
        else { return "expected \(expectedText), got \(actualText)" }
        let expectedType = type(of: expectedValue)
        let actualType = type(of: actualValue)
        if (expectedValue as? any BinaryFloatingPoint)?.isNaN == true {
            return "expected \(expectedText), got \(actualText): NaN equals no value, not even NaN; check it with "
                + "`.pass { (argument: \(TypeName.of(actualType))) in argument.isNaN }`"
        }
        // Dates print to the microsecond, so two that print alike are less than that apart.
        if let expectedDate = expectedValue as? Date, let actualDate = actualValue as? Date {
            let seconds = actualDate.timeIntervalSince(expectedDate)
            let gap = abs(seconds) < 1 ? "\(Int((abs(seconds) * 1e9).rounded())) ns" : "\(abs(seconds)) s"
            return "expected \(expectedText), got \(actualText), \(gap) \(seconds < 0 ? "earlier" : "later")"
        }
        if expected is _UncomparableArgument {
            return "expected \(expectedText), got \(actualText): \(TypeName.of(expectedType)) is neither Equatable nor "
                + "SpryEquatable, so no value of it matches, not even the same instance"
        }
        if expectedType == actualType, expectedType is AnyClass {
            // An `Equatable` class that is not `SpryEquatable` compares with its own `==`.
            let rule = expectedValue is any Equatable && !(expectedValue is SpryEquatable)
                ? ", which its == finds unequal" : " (instances of a class match by identity)"
            return "expected \(expectedText), got \(actualText), another instance of \(TypeName.of(actualType))\(rule)"
        }
        // Bytes print as their count: 16 of them in hexadecimal, the first 16 or from the first that differs.
        if let expectedData = expectedValue as? Data, let actualData = actualValue as? Data {
            let differing = zip(expectedData, actualData).prefix { $0 == $1 }.count
            let start = differing < 16 ? 0 : differing
            return "expected \(expectedText) (\(hex(expectedData, from: start))), got \(actualText) "
                + "(\(hex(actualData, from: start)))"
        }
        return "expected \(expectedText) (\(TypeName.of(expectedType))), got \(actualText) "
            + "(\(TypeName.of(actualType)))"
    }

    /// Up to 16 bytes of `data` in hexadecimal, from the one at `start`, which is named when it is not the first:
    /// `76 31 …`, `from byte 500: 61 62 …`.
    static func hex(_ data: Data, from start: Int = 0) -> String {
        let start = min(start, data.count)
        let shown = data.dropFirst(start).prefix(16).map { String(format: "%02x", $0) }.joined(separator: " ")
        return (start > 0 ? "from byte \(start): " : "") + shown + (data.count > start + 16 ? " …" : "")
    }

    /// The call's arguments that print alike but do not match the stub's expected ones, one line each.
    package static func alikeMismatches(expected: [SpryEquatable?]?, actual: [Any?]) -> [String] {
        guard let expected, expected.count == actual.count else { return [] }
        return zip(expected, actual).enumerated().compactMap { index, pair in
            let (expected, actual) = pair
            guard bracketed(expected) == bracketed(actual), !argument(actual, matches: expected) else { return nil }
            return "argument \(index + 1): \(mismatch(expected: expected, actual: actual))"
        }
    }
}
