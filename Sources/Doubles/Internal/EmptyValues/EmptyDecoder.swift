/// A decoder that answers every request with an empty value (``EmptyValue``); a type whose `init(from:)` rejects
/// them has none. A synthesized enum with payloads reads one key, its case's name, so the decoder offers one case
/// at a time (``caseKey``), in ``EnumLayout/preferredCases`` order.
struct EmptyDecoder: Decoder {
    /// How many `Decodable` values deep this one is; see ``EmptyValue/maximumDepth``.
    let depth: Int
    var codingPath: [any CodingKey] = []
    /// The one key the top keyed container lists: a case's name, when decoding an enum.
    var caseKey: String?
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// `type` decoded with every value empty, trying each of an enum's cases by name; `nil` when it rejects them.
    static func decode(_ type: any Decodable.Type, depth: Int) -> Any? {
        let caseKeys = [nil] + (EnumLayout(type)?.preferredCases.map { Optional($0.case.name) } ?? [])
        for caseKey in caseKeys {
            if let decoded = try? type.init(from: EmptyDecoder(depth: depth + 1, caseKey: caseKey)) { return decoded }
        }
        return nil
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(EmptyKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() -> any UnkeyedDecodingContainer {
        EmptyUnkeyedContainer(codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueDecodingContainer {
        EmptySingleValueContainer(decoder: self)
    }

    /// The empty value of `type` at `path`: its own first; a `Decodable` type is decoded one level deeper.
    func value<T: Decodable>(_ type: T.Type, at path: [any CodingKey]) throws -> T {
        if case let empty?? = EmptyValue.of(T.self, depth: depth).map({ Answering.cast($0, to: T.self) }) {
            return empty
        }
        throw DecodingError.valueNotFound(
            T.self, DecodingError.Context(codingPath: path, debugDescription: "\(T.self) has no empty value")
        )
    }
}

private struct EmptyKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: EmptyDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { decoder.caseKey.flatMap { Key(stringValue: $0) }.map { [$0] } ?? [] }

    func contains(_ key: Key) -> Bool { true }
    /// Every optional field is `nil`.
    func decodeNil(forKey key: Key) -> Bool { true }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.value(T.self, at: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(EmptyKeyedContainer<NestedKey>(decoder: deeper(key)))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer {
        EmptyUnkeyedContainer(codingPath: codingPath + [key])
    }

    func superDecoder() -> any Decoder { decoder }
    func superDecoder(forKey key: Key) -> any Decoder { deeper(key) }

    private func deeper(_ key: Key) -> EmptyDecoder {
        EmptyDecoder(depth: decoder.depth, codingPath: codingPath + [key])
    }
}

/// An empty collection: at its end from the start.
private struct EmptyUnkeyedContainer: UnkeyedDecodingContainer {
    let codingPath: [any CodingKey]
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }

    private func atEnd<T>(_ type: T.Type) -> DecodingError {
        DecodingError.valueNotFound(
            T.self, DecodingError.Context(codingPath: codingPath, debugDescription: "an empty collection")
        )
    }

    func decodeNil() throws -> Bool { throw atEnd(Any?.self) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { throw atEnd(T.self) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        throw atEnd(KeyedDecodingContainer<NestedKey>.self)
    }

    func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { throw atEnd([Any].self) }
    func superDecoder() throws -> any Decoder { throw atEnd(Any.self) }
}

private struct EmptySingleValueContainer: SingleValueDecodingContainer {
    let decoder: EmptyDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { true }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.value(T.self, at: codingPath) }
}
