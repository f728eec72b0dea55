import Foundation

/// Marks `Optional` types, so code holding only a metatype can tell that `nil` is a value of it.
protocol NilProducing {}

extension Optional: NilProducing {}

/// The empty value of `T`, or `nil` when it has none. Worked out only on the failure path.
func emptyValue<T>(of type: T.Type) -> T? {
    emptyValue(ofType: T.self).map { $0 as! T }
}

/// The empty value of `type`, boxed: `.some(nil)` for an `Optional`, `.some(0)` for `Int`, and `nil` for a type
/// that has none, in the order ``EmptyValueProviding`` documents.
func emptyValue(ofType type: Any.Type) -> Any?? {
    EmptyValue.of(type, depth: 0)
}

/// How Doubles makes the empty value of a type. Every rule is here; the decoder below applies them to a
/// `Decodable` type's fields.
enum EmptyValue {
    /// The fixed values of Foundation types that no literal makes.
    static let date = Date(timeIntervalSince1970: 0)
    static let url = URL(string: "about:blank")!
    static let uuid = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

    /// How deep a `Decodable` type's fields are followed: a type that holds itself (not through an optional or a
    /// collection) has no empty value, and this stops the search for one.
    static let maximumDepth = 32

    static func of(_ type: Any.Type, depth: Int) -> Any?? {
        if let providing = type as? any EmptyValueProviding.Type { return .some(providing.emptyValue) }
        if let standard = standard(type) { return .some(standard) }
        if type is NilProducing.Type { return .some(nil) }
        if let tuple = TupleLayout(type) { return tuple.emptyValue(depth: depth).map { .some($0) } }
        if let cases = type as? any CaseIterable.Type, let first = firstCase(of: cases) { return .some(first) }
        if let decodable = type as? any Decodable.Type, depth < maximumDepth,
           let decoded = try? decodable.init(from: EmptyDecoder(depth: depth + 1)) {
            return .some(decoded)
        }
        return nil
    }

    /// The standard empty values: `()`, `false`, the empty and zero literals, and fixed Foundation values.
    private static func standard(_ type: Any.Type) -> Any? {
        if type == Void.self { return () }
        if type == Date.self { return date }
        if type == URL.self { return url }
        if type == UUID.self { return uuid }
        if type == Data.self { return Data() }
        if let boolean = type as? any ExpressibleByBooleanLiteral.Type { return falseLiteral(of: boolean) }
        if let string = type as? any ExpressibleByStringLiteral.Type { return emptyStringLiteral(of: string) }
        if let integer = type as? any ExpressibleByIntegerLiteral.Type { return zeroLiteral(of: integer) }
        if let float = type as? any ExpressibleByFloatLiteral.Type { return zeroFloatLiteral(of: float) }
        if let array = type as? any ExpressibleByArrayLiteral.Type { return emptyArrayLiteral(of: array) }
        if let dictionary = type as? any ExpressibleByDictionaryLiteral.Type {
            return emptyDictionaryLiteral(of: dictionary)
        }
        return nil
    }

    private static func firstCase<Cases: CaseIterable>(of type: Cases.Type) -> Any? {
        type.allCases.first
    }

    /// The first element type of a tuple, however deep, that has no empty value: what a message names, since a
    /// tuple itself cannot be given one.
    static func elementWithoutEmptyValue(in type: Any.Type) -> Any.Type? {
        guard let tuple = TupleLayout(type) else { return nil }
        for element in tuple.elements where of(element.type, depth: 0) == nil {
            return elementWithoutEmptyValue(in: element.type) ?? element.type
        }
        return nil
    }
}

private func falseLiteral<Value: ExpressibleByBooleanLiteral>(of type: Value.Type) -> Any {
    let value: Value = false
    return value
}

private func emptyStringLiteral<Value: ExpressibleByStringLiteral>(of type: Value.Type) -> Any {
    let value: Value = ""
    return value
}

private func zeroLiteral<Value: ExpressibleByIntegerLiteral>(of type: Value.Type) -> Any {
    let value: Value = 0
    return value
}

private func zeroFloatLiteral<Value: ExpressibleByFloatLiteral>(of type: Value.Type) -> Any {
    let value: Value = 0.0
    return value
}

private func emptyArrayLiteral<Value: ExpressibleByArrayLiteral>(of type: Value.Type) -> Any {
    let value: Value = []
    return value
}

private func emptyDictionaryLiteral<Value: ExpressibleByDictionaryLiteral>(of type: Value.Type) -> Any {
    let value: Value = [:]
    return value
}
