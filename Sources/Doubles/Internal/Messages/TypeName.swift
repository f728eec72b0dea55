/// Names a type as Swift source writes it (`Int?`, not `Optional<Int>`), for every type a misuse message names.
enum TypeName {
    /// A nested type by its path, `AsyncStream<Int>.Continuation`, which `String(describing:)` names `Continuation`.
    static func of(_ type: Any.Type) -> String {
        inSource(type)
    }

    /// `type` and its module, qualified as an `extension` in another module names it; a private type bare, with `nil`.
    static func qualified(_ type: Any.Type) -> (name: String, module: String?) {
        let reflected = primaryArguments(String(reflecting: type))
        // A private type's name reads `Module.(unknown context at $…).Outer.Inner`.
        if let privateContext = reflected.range(of: "(unknown context at ") {
            let rest = reflected[privateContext.upperBound...]
            let afterContext = rest.firstIndex(of: ")").map { rest.index($0, offsetBy: 2, limitedBy: rest.endIndex) }
            return (afterContext.flatMap { $0 }.map { String(rest[$0...]) } ?? of(type), nil)
        }
        let module = reflected.split(separator: ".", maxSplits: 1).first.map(String.init)
        return (sugared(reflected), module)
    }

    /// `type` as code in a test target writes it, for a fix: nested types by their path, `Logger.Level` (not `Level`,
    /// which does not compile outside `Logger`), sugared; a private type by its own name. A type of a module other
    /// than `fakeModule` and the standard library's and Foundation's keeps its module, `Logging.Logger.Level`, as two
    /// imported modules may both have a `Logger`; without `fakeModule`, no type does.
    static func inSource(_ type: Any.Type, fakeModule: String? = nil) -> String {
        let unnamed = ["Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationInternationalization"]
        let reflected = primaryArguments(String(reflecting: type))
        guard !reflected.contains("(unknown context at ") else { return sugared(String(describing: type)) }
        // Every path in a reflected name begins with its module: drop that first part.
        var written = ""
        var rest = Substring(reflected)
        while let first = rest.first {
            guard first.isLetter || first == "_" else {
                written.append(first)
                rest = rest.dropFirst()
                continue
            }
            var path: [Substring] = []
            while true {
                let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                path.append(name)
                rest = rest.dropFirst(name.count)
                guard rest.first == ".", let next = rest.dropFirst().first, next.isLetter || next == "_" else { break }
                rest = rest.dropFirst()
            }
            let keepsModule = path.count == 1 || fakeModule.map { !unnamed.contains(String(path[0])) && $0 != path[0] }
                ?? false
            written += path.dropFirst(keepsModule ? 0 : 1).joined(separator: ".")
        }
        return sugared(written)
    }

    /// `name` with the arguments of a constrained existential as source writes them, `any Swift.Sequence<Swift.Int>`,
    /// where reflection names each one's associated type: `any Swift.Sequence<Self.Swift.Sequence.Element == Swift.Int>`.
    static func primaryArguments(_ name: String) -> String {
        var result = name
        var searched = result.startIndex
        while let start = result[searched...].range(of: "Self."),
              let equals = result[start.upperBound...].range(of: " == ") {
            // Only where an argument begins: `MySelf.Kind` is a type's name.
            let before = start.lowerBound == result.startIndex ? nil : result[result.index(before: start.lowerBound)]
            guard before == "<" || before == " " else {
                searched = start.upperBound
                continue
            }
            let offset = result.distance(from: result.startIndex, to: start.lowerBound)
            result.removeSubrange(start.lowerBound..<equals.upperBound)
            searched = result.index(result.startIndex, offsetBy: offset)
        }
        return result
    }

    /// `type`'s metatype as source writes it, for a fix: `Int.self`, `(any Greeter).self`, `((Item) -> ()).self`.
    /// `name` replaces the type's own name, such as a module-qualified one.
    static func metatype(_ type: Any.Type, named name: String? = nil) -> String {
        var written = name ?? of(type)
        let isBare = !["Any", "AnyObject"].contains(written) && !written.hasPrefix("any ")
        if TypeMetadata(type).kind == .existential, isBare { written = "any \(written)" }
        return needsParentheses(written) || written.hasPrefix("@") ? "(\(written)).self" : "\(written).self"
    }

    /// The dynamic type of `value` as Swift source writes it.
    static func of(value: Any) -> String {
        of(Swift.type(of: value))
    }

    /// `name` with `Optional<…>`, `Array<…>` and `Dictionary<…, …>` sugared at any depth, up to unbalanced brackets.
    static func sugared(_ name: String) -> String {
        var result = ""
        var rest = Substring(name)
        while let (start, sugar) = nextSugarable(in: rest) {
            result += rest[..<start]
            let open = rest.index(start, offsetBy: sugar.rawValue.count)
            guard let close = matchingClose(in: rest, after: open) else { return result + rest }
            let arguments = topLevelParts(of: rest[rest.index(after: open)..<close]).map(sugared)
            result += written(sugar, arguments) ?? "\(sugar.rawValue)<\(arguments.joined(separator: ", "))>"
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The generic types that have a sugared spelling, as `String(describing:)` names them.
    private enum Sugar: String, CaseIterable {
        case optional = "Optional"
        case array = "Array"
        case dictionary = "Dictionary"
    }

    /// The sugared spelling of `sugar` applied to `arguments`; `nil` for a count of arguments it does not take.
    private static func written(_ sugar: Sugar, _ arguments: [String]) -> String? {
        switch (sugar, arguments.count) {
        case (.optional, 1): return needsParentheses(arguments[0]) ? "(\(arguments[0]))?" : "\(arguments[0])?"
        case (.array, 1): return "[\(arguments[0])]"
        case (.dictionary, 2): return "[\(arguments[0]): \(arguments[1])]"
        default: return nil
        }
    }

    /// Where the first whole-name `Optional<`, `Array<` or `Dictionary<` starts (not in `MyOptional<` or `M.Array<`).
    private static func nextSugarable(in text: Substring) -> (String.Index, Sugar)? {
        var index = text.startIndex
        while index < text.endIndex {
            let atBoundary = index == text.startIndex || !isPartOfName(text[text.index(before: index)])
            if atBoundary {
                for sugar in Sugar.allCases where text[index...].hasPrefix(sugar.rawValue + "<") {
                    return (index, sugar)
                }
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func isPartOfName(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "."
    }

    /// The `>` that closes the `<` at `open`.
    private static func matchingClose(in text: Substring, after open: String.Index) -> String.Index? {
        bracketed(text[open...]).first { $0.character == ">" && !$0.isArrow && $0.depth == 1 }?.index
    }

    /// `text` split at the commas outside any brackets, each part trimmed of spaces.
    private static func topLevelParts(of text: Substring) -> [String] {
        var parts: [String] = []
        var partStart = text.startIndex
        for (index, character, depth, _) in bracketed(text) where character == "," && depth == 0 {
            parts.append(String(text[partStart..<index]).trimmingSpaces)
            partStart = text.index(after: index)
        }
        parts.append(String(text[partStart...]).trimmingSpaces)
        return parts
    }

    /// Whether an optional of `name` needs parentheses: `((Int) -> String)?`, `(any Error)?`, `(A & B)?`.
    private static func needsParentheses(_ name: String) -> Bool {
        if name.hasPrefix("any ") || name.hasPrefix("some ") { return true }
        return bracketed(Substring(name)).contains { $0.depth == 0 && ($0.isArrow || $0.character == "&") }
    }

    /// Each character of `text` with how many brackets (`<>`, `()`, `[]`) stand open around it, a bracket counting
    /// as inside its pair, and whether it is the `>` of a `->`, which is no bracket.
    private static func bracketed(
        _ text: Substring
    ) -> [(index: String.Index, character: Character, depth: Int, isArrow: Bool)] {
        var result: [(index: String.Index, character: Character, depth: Int, isArrow: Bool)] = []
        var depth = 0
        var previous: Character?
        for index in text.indices {
            let character = text[index]
            let isArrow = character == ">" && previous == "-"
            switch character {
            case "<", "(", "[":
                depth += 1
                result.append((index, character, depth, false))
            case ">" where !isArrow, ")", "]":
                result.append((index, character, depth, false))
                depth -= 1
            default:
                result.append((index, character, depth, isArrow))
            }
            previous = character
        }
        return result
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
