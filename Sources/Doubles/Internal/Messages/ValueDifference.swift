import Foundation

/// Where two values of one type differ, field by field, for `haveReceived`'s closest call and `equal`: a line per
/// path with the two values, `items[2].price: 3 → 4`.
package enum ValueDifference {
    /// The most lines a difference shows, and how deep it follows fields.
    static let maximumLines = 12
    static let maximumDepth = 8
    /// How long two descriptions are together before a difference is worth showing; shorter ones read at a glance,
    /// unless they read alike (a field's `Date` a fraction of a second apart, which a field prints to the second).
    static let minimumLength = 80

    /// The differing fields; empty when the values are not of one type with fields, their descriptions are short and
    /// differ, or no field prints differently. A type that describes itself (such as `Data` or `Date`) is compared
    /// whole.
    package static func lines(expected: Any, actual: Any) -> [String] {
        guard type(of: expected) == type(of: actual), hasFields(expected) || hasFields(actual), !describesItself(expected)
        else { return [] }
        let expectedText = describe(expected), actualText = describe(actual)
        guard expectedText.count + actualText.count >= minimumLength || expectedText == actualText else { return [] }
        var lines: [String] = []
        compare(expected, actual, path: "", depth: 0, into: &lines)
        if lines.count > maximumLines { lines = Array(lines.prefix(maximumLines)) + ["…"] }
        // A difference of the whole value says nothing its description does not.
        return lines.count == 1 && lines[0].hasPrefix("value: ") ? [] : lines
    }

    /// Whether a value is made of named fields (a struct, class, tuple or enum with a payload), or holds such values.
    private static func hasFields(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .class?, .tuple?, .enum?: return !mirror.children.isEmpty
        case .collection?: return mirror.children.contains { hasFields($0.value) }
        case .dictionary?:
            return mirror.children.contains { Mirror(reflecting: $0.value).children.dropFirst().contains { hasFields($0.value) } }
        case .optional?: return mirror.children.first.map { hasFields($0.value) } ?? false
        default: return false
        }
    }

    private static func compare(_ expected: Any, _ actual: Any, path: String, depth: Int, into lines: inout [String]) {
        guard lines.count <= maximumLines else { return }
        let expectedMirror = Mirror(reflecting: expected)
        let actualMirror = Mirror(reflecting: actual)
        func leaf() {
            let left = describe(expected), right = describe(actual)
            if left != right { lines.append("\(path.isEmpty ? "value" : path): \(left) → \(right)") }
        }
        guard type(of: expected) == type(of: actual), depth < maximumDepth else { return leaf() }
        switch expectedMirror.displayStyle {
        case .optional?:
            switch (expectedMirror.children.first, actualMirror.children.first) {
            case let (left?, right?): compare(left.value, right.value, path: path, depth: depth, into: &lines)
            default: leaf()
            }
        case let style? where [.struct, .class, .enum].contains(style) && describesItself(expected):
            // `Date`, `URL`, `Decimal`: their description is what a reader compares.
            leaf()
        case .tuple?, .struct?, .class?:
            let pairs = zip(expectedMirror.children, actualMirror.children)
            guard !expectedMirror.children.isEmpty else { return leaf() }
            for (index, (left, right)) in pairs.enumerated() {
                let name = left.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "\(index)"
                compare(left.value, right.value, path: path.isEmpty ? name : "\(path).\(name)", depth: depth + 1,
                        into: &lines)
            }
        case .enum?:
            // Another case, or a case with no payload: the whole value; the same case: its payload's fields.
            guard caseName(of: expected) == caseName(of: actual), let left = expectedMirror.children.first,
                  let right = actualMirror.children.first
            else { return leaf() }
            let name = path.isEmpty ? caseName(of: expected) : "\(path).\(caseName(of: expected))"
            compare(left.value, right.value, path: name, depth: depth + 1, into: &lines)
        case .collection?:
            let left = Array(expectedMirror.children), right = Array(actualMirror.children)
            for index in 0..<max(left.count, right.count) {
                let element = "\(path)[\(index)]"
                switch (index < left.count, index < right.count) {
                case (true, true): compare(left[index].value, right[index].value, path: element, depth: depth + 1, into: &lines)
                case (true, false): lines.append("\(element): \(describe(left[index].value)) → missing")
                default: lines.append("\(element): missing → \(describe(right[index].value))")
                }
            }
        case .dictionary?:
            let left = entries(expectedMirror), right = entries(actualMirror)
            for key in (left.keys.sorted() + right.keys.sorted().filter { left[$0] == nil }) {
                let element = "\(path)[\(key)]"
                switch (left[key], right[key]) {
                case let (l?, r?): compare(l, r, path: element, depth: depth + 1, into: &lines)
                case let (l?, nil): lines.append("\(element): \(describe(l)) → missing")
                case let (nil, r?): lines.append("\(element): missing → \(describe(r))")
                default: break
                }
            }
        default:
            leaf()
        }
    }

    private static func describesItself(_ value: Any) -> Bool {
        value is CustomStringConvertible || value is CustomDebugStringConvertible
    }

    /// A dictionary's entries by the description of their keys.
    private static func entries(_ mirror: Mirror) -> [String: Any] {
        var entries: [String: Any] = [:]
        for child in mirror.children {
            let pair = Array(Mirror(reflecting: child.value).children)
            guard pair.count == 2 else { continue }
            entries[describe(pair[0].value)] = pair[1].value
        }
        return entries
    }

    /// The name of an enum value's case, as its description begins.
    private static func caseName(of value: Any) -> String {
        let text = String(describing: value)
        return String(text.prefix { $0 != "(" })
    }

    static func describe(_ value: Any) -> String {
        // Bytes describe themselves as their count: a difference shows them too.
        if let data = value as? Data { return "\(CallFormatter.value(data)) (\(CallFormatter.hex(data)))" }
        return CallFormatter.value(value)
    }
}
