import Foundation

/// A type with its own text for test output, used by ``stringify(_:)`` in failure messages.
public protocol TestOutputStringConvertible {
    /// The text shown for this value in a failure message.
    var testDescription: String { get }
}

extension String: TestOutputStringConvertible {
    /// The text shown for this value in a failure message.
    public var testDescription: String { self }
}

extension Substring: TestOutputStringConvertible {
    /// The text shown for this value in a failure message.
    public var testDescription: String { String(self) }
}

extension Double: TestOutputStringConvertible {
    /// Whole numbers without a fraction (`3`), others with at most four decimals (`3.1416`).
    public var testDescription: String { formatForTestOutput(self) }
}

extension Float: TestOutputStringConvertible {
    /// As a `Double`'s, with the decimals the `Float` itself prints: `0.0001`, not the `Double` it converts to.
    public var testDescription: String { formatForTestOutput(Double(self), printed: "\(self)") }
}

extension Array: TestOutputStringConvertible {
    /// The text shown for this value in a failure message.
    public var testDescription: String { "[" + map { stringify($0) }.joined(separator: ", ") + "]" }
}

/// A set, as `equal` shows it (see ``equalDescription(_:)``).
protocol SetElementsDescribing {
    var elementsDescription: String { get }
}

extension Set: SetElementsDescribing {
    /// The elements in brackets, in ascending order when they are `Comparable`, so the text is the same each run.
    var elementsDescription: String {
        if let sorted = self as? SortedDescribing { return sorted.sortedDescription }
        return "[" + map { stringify($0) }.joined(separator: ", ") + "]"
    }
}

/// A collection that can describe its elements in ascending order.
protocol SortedDescribing {
    var sortedDescription: String { get }
}

extension Set: SortedDescribing where Element: Comparable {
    var sortedDescription: String { stringify(sorted()) }
}

/// How `equal` shows a value in its message: a set as its elements in brackets, in ascending order when they are
/// `Comparable`, as Nimble's `equal` does; any other value as ``stringify(_:)`` shows it. Elsewhere a set shows as
/// its `debugDescription`, `Set([…])` in the set's own order, as in Nimble.
@usableFromInline
func equalDescription<Value>(_ value: Value?) -> String {
    if let set = value as? SetElementsDescribing { return set.elementsDescription }
    return stringify(value)
}

extension Data: TestOutputStringConvertible {
    /// The bytes' hash and count: `Data<hash=1096,length=3>`.
    public var testDescription: String { "Data<hash=\((self as NSData).hash),length=\(count)>" }
}

extension Date: TestOutputStringConvertible {
    /// The local date and time to the ten-thousandth of a second: `2015-08-26 11:43:00.0050`.
    public var testDescription: String { formatForTestOutput(self) }
}

extension NSDate: TestOutputStringConvertible {
    /// The local date and time to the ten-thousandth of a second: `2015-08-26 11:43:00.0050`.
    public var testDescription: String { formatForTestOutput(self as Date) }
}

extension NSNumber: TestOutputStringConvertible {
    /// The number as it prints, with at most four decimals.
    public var testDescription: String {
        let text = description
        guard let dot = text.firstIndex(of: ".") else { return text }
        let decimals = text.distance(from: text.index(after: dot), to: text.endIndex)
        return String(format: "%0.\(min(decimals, 4))f", doubleValue)
    }
}

private func formatForTestOutput(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSSS"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    return formatter.string(from: date)
}

/// How a value reads in a failure message: `nil` for nil, a `TestOutputStringConvertible`'s
/// `testDescription`, else its `debugDescription`, else `String(describing:)`.
///
/// ```swift
/// stringify(3)        // "3"
/// stringify("text")   // "text"
/// stringify([1, 2])   // "[1, 2]"
/// stringify(nil as Int?) // "nil"
/// ```
public func stringify<T>(_ value: T?) -> String {
    guard let value else { return "nil" }
    if let value = value as? TestOutputStringConvertible { return value.testDescription }
    if let value = value as? CustomDebugStringConvertible { return value.debugDescription }
    return String(describing: value)
}

/// `value` as a failure message shows a number; `printed` is how its own type prints it, `value`'s text by default.
private func formatForTestOutput(_ value: Double, printed: String? = nil) -> String {
    if value.isNaN || value.isInfinite { return "\(value)" }
    // A negative zero keeps its sign, which an `Int64` has not: `-0` beside `0` says why they printed apart.
    if value == value.rounded(), abs(value) < 1e15 {
        return (value.sign == .minus ? "-" : "") + String(Int64(abs(value)))
    }
    let text = printed ?? "\(value)"
    guard let dot = text.firstIndex(of: "."), !text.contains("e") else { return text }
    let decimals = text.distance(from: text.index(after: dot), to: text.endIndex)
    return String(format: "%0.\(min(max(decimals, 1), 4))f", value)
}
