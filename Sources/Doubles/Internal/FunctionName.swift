/// Facts read off a member's `#function` name, such as `giveMeAString(arg1:arg2:)` or `readonlyProperty`.
enum FunctionName {
    /// How many arguments the member takes: the labels between the parentheses. `nil` for a property,
    /// whose name has no parentheses (its getter takes none and its setter one).
    static func argumentCount(of name: String) -> Int? {
        guard let open = name.firstIndex(of: "("), let close = name.lastIndex(of: ")"), open < close else {
            return nil
        }
        return name[name.index(after: open)..<close].reduce(0) { $1 == ":" ? $0 + 1 : $0 }
    }

    /// The enum case a fake should declare for this name, as a line to paste:
    /// `case add = "add(_:_:)"`.
    static func suggestedCase(for name: String) -> String {
        var base = String(name.prefix { $0 != "(" })
        if base.isEmpty { base = "function" }
        if reservedWords.contains(base) { base = "`\(base)`" }
        return "case \(base) = \"\(name)\""
    }

    private static let reservedWords: Set<String> = [
        "subscript", "init", "deinit", "func", "var", "let", "class", "struct", "enum", "protocol",
        "extension", "return", "if", "else", "for", "while", "switch", "case", "default", "import", "in",
        "is", "as", "self", "Self", "super", "static", "throw", "throws", "try", "catch", "nil", "true",
        "false", "where", "repeat", "do", "break", "continue", "operator", "typealias", "associatedtype",
    ]
}
