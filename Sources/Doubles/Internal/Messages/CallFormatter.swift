import Foundation

/// Renders calls and values for every message Doubles gives: recorded calls, expected calls, stubs, misuse
/// messages and the report of `haveReceived`.
///
/// The quoting rule: each value stands in angle brackets, `<…>`. Inside them a `String`, `Substring` or
/// `Character` is written as a Swift literal, in double quotes with escapes; `nil`, at any level of wrapping, is
/// `nil`, and any other optional is unwrapped; an ``Argument`` option or a captor is written by name; an array is
/// written element by element; anything else as `String(describing:)` writes it. A call is its `#function` name,
/// then ` with ` and its arguments, when it has any: `giveMeAString(arg1:arg2:) with <false>, <"wanted">`.
package enum CallFormatter {
    /// A value without its brackets: `"wanted"`, `3`, `nil`, `Argument.anything`.
    package static func value(_ value: Any?) -> String {
        guard let value = flattened(value) else { return "nil" }
        switch value {
        case let string as String: return string.debugDescription
        case let substring as Substring: return String(substring).debugDescription
        case let character as Character: return String(character).debugDescription
        case let argument as Argument: return argument.description
        case is ArgumentCaptor: return "Argument.captor()"
        case let array as [Any]: return "[" + array.map { self.value($0) }.joined(separator: ", ") + "]"
        case let date as Date: return precise(date)
        default: return String(describing: value)
        }
    }

    /// A date as `Date` describes it, with the fraction of its second where it has one, so that two dates apart by
    /// less than a second print apart: `2027-01-15 00:00:00.5 +0000`.
    static func precise(_ date: Date) -> String {
        let text = String(describing: date)
        let seconds = date.timeIntervalSince1970
        let fraction = seconds - seconds.rounded(.down)
        guard fraction > 0, let space = text.lastIndex(of: " ") else { return text }
        var digits = String(format: "%.6f", fraction).dropFirst()  // ".500000"
        while digits.hasSuffix("0") { digits = digits.dropLast() }
        return String(text[..<space]) + digits + text[space...]
    }

    /// The fields in which an expected value and an argument of its type differ (``ValueDifference``), for a
    /// struct, a class, an enum with a payload, a tuple or a collection; empty for options and other values.
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

    /// An expected call or a stub: the name alone when it takes any arguments (`nil` or none), or the name
    /// ` with ` its expected arguments.
    package static func call(_ functionName: String, expected: [SpryEquatable?]?) -> String {
        guard let expected, !expected.isEmpty else { return functionName }
        return "\(functionName) with \(arguments(expected))"
    }

    /// How a message says what a call received: `with no arguments` or `with <1>, <"x">`.
    package static func received(_ arguments: [Any?]) -> String {
        arguments.isEmpty ? "with no arguments" : "with \(self.arguments(arguments))"
    }

    /// An expected value and the argument it did not match, written so that a reader can tell them apart:
    /// `expected <5>, got <6>`; when both print alike, with their types, `expected <5> (Meters), got <5> (Feet)`,
    /// or, for two instances of one class, which compare by identity, saying so. An argument an ``Argument``
    /// option did not match shows its type, which the option may look at: `expected <Argument.pass<Int>>, got
    /// <2> (Int64)`.
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
        if expected is _UncomparableArgument {
            return "expected \(expectedText), got \(actualText): \(TypeName.of(expectedType)) is neither Equatable nor "
                + "SpryEquatable, so no value of it matches, not even the same instance"
        }
        if expectedType == actualType, expectedType is AnyClass {
            return "expected \(expectedText), got \(actualText), another instance of \(TypeName.of(actualType)) "
                + "(instances of a class match by identity)"
        }
        return "expected \(expectedText) (\(TypeName.of(expectedType))), got \(actualText) "
            + "(\(TypeName.of(actualType)))"
    }

    /// The arguments of a call that print alike but do not match a stub's expected ones, one line each, for the
    /// stub lines of a message; empty when none do.
    package static func alikeMismatches(expected: [SpryEquatable?]?, actual: [Any?]) -> [String] {
        guard let expected, expected.count == actual.count else { return [] }
        return zip(expected, actual).enumerated().compactMap { index, pair in
            let (expected, actual) = pair
            guard bracketed(expected) == bracketed(actual), !argument(actual, matches: expected) else { return nil }
            return "argument \(index + 1): \(mismatch(expected: expected, actual: actual))"
        }
    }
}
