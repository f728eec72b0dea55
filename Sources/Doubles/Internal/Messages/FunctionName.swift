/// Facts read off a member's `#function` name, such as `giveMeAString(arg1:arg2:)` or `readonlyProperty`.
package enum FunctionName {
    /// Whether `name` is a method's, which has no setter: it has parameters in parentheses, and is not a subscript.
    static func isMethod(_ name: String) -> Bool {
        name.contains("(") && !name.hasPrefix("subscript(")
    }

    /// How many arguments the member takes (its labels); `nil` for a property, whose getter takes none, setter one.
    static func argumentCount(of name: String) -> Int? {
        // Read as UTF-8 bytes through a pointer: Characters, the UTF-8 view's iterator or a generic collection cost
        // more than the rest of a debug build's check; a buffer's subscript, 660 instructions more (callgrind, -Onone).
        var name = name
        let (openParenthesis, colon, closeParenthesis) = (UInt8(ascii: "("), UInt8(ascii: ":"), UInt8(ascii: ")"))
        return name.withUTF8 { bytes in
            guard var byte = bytes.baseAddress else { return nil }
            let end = byte + bytes.count
            while byte < end, byte.pointee != openParenthesis { byte += 1 }
            var count = 0
            while byte < end {
                if byte.pointee == colon {
                    count += 1
                } else if byte.pointee == closeParenthesis {
                    return count
                }
                byte += 1
            }
            return nil
        }
    }

    /// Whether a call may record `given` of `count` arguments: as many, or one more for a subscript's setter.
    static func accepts(_ given: Int, argumentsFor name: String, taking count: Int) -> Bool {
        given == count || (name.hasPrefix("subscript(") && given == count + 1)
    }

    /// The enum case to paste for this name, `case add = "add(_:_:)"`, plus the labels when the base name is taken
    /// (`case refundReason = "refund(_:reason:)"`); never a name in `takenNames`.
    static func suggestedCase(for name: String, avoiding takenNames: Set<String> = []) -> String {
        var base = String(name.prefix { $0 != "(" })
        if base.isEmpty { base = "function" }
        var caseName = base
        if takenNames.contains(caseName) {
            caseName = base + labels(of: name).filter { $0 != "_" }.map(capitalized).joined()
        }
        var number = 2
        let stem = caseName
        while takenNames.contains(caseName) {
            caseName = "\(stem)\(number)"
            number += 1
        }
        if reservedWords.contains(caseName) { caseName = "`\(caseName)`" }
        return "case \(caseName) = \"\(name)\""
    }

    /// The argument labels of a name: `["_", "reason"]` for `refund(_:reason:)`.
    static func labels(of name: String) -> [String] {
        guard let open = name.firstIndex(of: "("), let close = name.lastIndex(of: ")"), open < close else { return [] }
        return name[name.index(after: open)..<close].split(separator: ":").map(String.init)
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// The case whose raw value is closest to `name`, if at most two edits away (a typo) or of the same base name.
    static func closeCase(
        to name: String, among cases: [(name: String, rawValue: String)]
    ) -> (name: String, rawValue: String, isTypo: Bool)? {
        let base = name.prefix { $0 != "(" }
        var best: (name: String, rawValue: String, distance: Int)?
        for candidate in cases {
            let distance = editDistance(name, candidate.rawValue)
            let sameBase = candidate.rawValue.prefix { $0 != "(" } == base
            guard distance <= 2 || sameBase else { continue }
            if best == nil || distance < best!.distance { best = (candidate.name, candidate.rawValue, distance) }
        }
        return best.map { ($0.name, $0.rawValue, $0.distance <= 2) }
    }

    /// For a check that found no call to `functionName`, a note on a close recorded name that `enumType` does not
    /// list, as a raw value `#function` does not give leaves it; `nil` when none is close.
    package static func misnamedCallNote(
        for functionName: String, recorded names: [String], listedBy enumType: any StringRepresentable.Type
    ) -> String? {
        func rawValues<Names: StringRepresentable>(of type: Names.Type) -> Set<String> {
            Set(Names.allCases.map(\.rawValue))
        }
        let listed = rawValues(of: enumType)
        var candidates: [(name: String, rawValue: String)] = []
        for name in names where !listed.contains(name) && !candidates.contains(where: { $0.rawValue == name }) {
            candidates.append((name: name, rawValue: name))
        }
        guard let close = closeCase(to: functionName, among: candidates) else { return nil }
        return """
            A call to \(close.rawValue) was recorded: if that is this member, its case's raw value "\(functionName)" \
            is not the name #function gives.
            Fix: give the case the raw value "\(close.rawValue)".
            """
    }

    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let lhs = Array(lhs.utf8), rhs = Array(rhs.utf8)
        guard !lhs.isEmpty else { return rhs.count }
        guard !rhs.isEmpty else { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                let substitution = previous[j - 1] + (lhs[i - 1] == rhs[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }

    private static let reservedWords: Set<String> = [
        "subscript", "init", "deinit", "func", "var", "let", "class", "struct", "enum", "protocol",
        "extension", "return", "if", "else", "for", "while", "switch", "case", "default", "import", "in",
        "is", "as", "self", "Self", "super", "static", "throw", "throws", "try", "catch", "nil", "true",
        "false", "where", "repeat", "do", "break", "continue", "operator", "typealias", "associatedtype",
    ]
}
