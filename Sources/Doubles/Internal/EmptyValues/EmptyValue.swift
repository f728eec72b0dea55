import Foundation

/// Marks `Optional` types, so code holding only a metatype can tell that `nil` is a value of it, and make it.
protocol NilProducing {
    /// The type's own `nil` (for `Date??`, the outer one).
    static var nilValue: Any { get }
}

extension Optional: NilProducing {
    static var nilValue: Any { Self.none as Any }
}

/// The empty value of `T`, or `nil` when it has none. Worked out only on the failure path.
func emptyValue<T>(of type: T.Type) -> T? {
    emptyValue(ofType: T.self).map { Answering.cast($0, to: T.self)! }
}

/// The empty value of `type`, boxed: `.some(nil)` for an `Optional`, `nil` for a type that has none.
func emptyValue(ofType type: Any.Type) -> Any?? {
    EmptyValue.of(type, depth: 0)
}

/// How Doubles makes the empty value of a type; ``EmptyDecoder`` applies the rules to a `Decodable` type's fields.
enum EmptyValue {
    /// The fixed values of Foundation types that no literal makes.
    static let date = Date(timeIntervalSince1970: 0)
    static let url = URL(string: "about:blank")!
    static let uuid = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

    /// How deep fields are followed, ending the search in a type holding itself (not via an optional or collection).
    static let maximumDepth = 32

    /// The rules, in order: a registered value, the type's own, a standard one, `nil`, then by shape.
    static func of(_ type: Any.Type, depth: Int) -> Any?? {
        if let registered = EmptyValues.registeredValue(of: type) { return .some(registered) }
        if let providing = type as? any EmptyValueProviding.Type { return .some(providing.emptyValue) }
        if let standard = standard(type) { return .some(standard) }
        if type is NilProducing.Type { return .some(nil) }
        if let generic = type as? any GenericEmptyMaking.Type, let empty = generic.genericEmpty { return .some(empty) }
        if let cases = type as? any CaseIterable.Type, let first = firstCase(of: cases) { return .some(first) }
        return byShape(type, depth: depth).map { .some($0) }
    }

    /// By shape: a tuple of empty values, a function returning one, a metatype's type, a decoded `Decodable`, an
    /// `NSObject` subclass's `init()` (Apple platforms), a struct of empty values (``StoredLayout``), or an enum's
    /// case (``EnumLayout``).
    private static func byShape(_ type: Any.Type, depth: Int) -> Any? {
        guard depth < maximumDepth else { return nil }
        let kind = TypeMetadata(type).kind
        if kind == .tuple { return StoredLayout(type)?.emptyValue(depth: depth) }
        if let function = FunctionLayout(type) { return function.emptyValue(depth: depth) }
        if kind == .metatype {
            func instance<Instance>(_ instanceType: Instance.Type) -> Any { Instance.self }
            return _openExistential(TypeMetadata(type).type(at: 1), do: instance)
        }
        if let decodable = type as? any Decodable.Type, let decoded = EmptyDecoder.decode(decodable, depth: depth) {
            return decoded
        }
        #if canImport(ObjectiveC)
        if let object = type as? NSObject.Type { return object.init() }
        #endif
        if kind == .struct { return StoredLayout(type)?.emptyValue(depth: depth) }
        return EnumLayout(type)?.emptyValue(depth: depth)
    }

    /// The standard empty values: `()`, `false`, the empty and zero literals, and fixed Foundation values.
    private static func standard(_ type: Any.Type) -> Any? {
        if type == Void.self { return () }
        if type == Date.self { return date }
        if type == URL.self { return url }
        if type == UUID.self { return uuid }
        if type == Data.self { return Data() }
        if type == TimeZone.self { return TimeZone(secondsFromGMT: 0)! }
        if type == Calendar.self { return Calendar(identifier: .gregorian) }
        // Values of no meaning of their own, which a call returns rather than stop the process.
        if type == AnyHashable.self { return AnyHashable("") }
        if type == ObjectIdentifier.self { return ObjectIdentifier(Void.self) }
        if let boolean = type as? any ExpressibleByBooleanLiteral.Type { return falseLiteral(of: boolean) }
        if let string = type as? any ExpressibleByStringLiteral.Type { return emptyStringLiteral(of: string) }
        if let scalar = type as? any ExpressibleByUnicodeScalarLiteral.Type { return nulLiteral(of: scalar) }
        if let integer = type as? any ExpressibleByIntegerLiteral.Type { return zeroLiteral(of: integer) }
        if let float = type as? any ExpressibleByFloatLiteral.Type { return zeroFloatLiteral(of: float) }
        // `init()` before the empty literals, which a type may reject (a SIMD vector needs all its lanes).
        if let collection = type as? any RangeReplaceableCollection.Type { return emptyCollection(of: collection) }
        if let set = type as? any SetAlgebra.Type { return emptySet(of: set) }
        if let vector = type as? any SIMDStorage.Type { return zeroVector(of: vector) }
        if let dictionary = type as? any ExpressibleByDictionaryLiteral.Type {
            return emptyDictionaryLiteral(of: dictionary)
        }
        if let array = type as? any ExpressibleByArrayLiteral.Type { return emptyArrayLiteral(of: array) }
        if let additive = type as? any AdditiveArithmetic.Type { return zero(of: additive) }
        return nil
    }

    private static func firstCase<Cases: CaseIterable>(of type: Cases.Type) -> Any? {
        type.allCases.first
    }

    /// The part of `type` (in a tuple, a function's result or an enum's payload, at any depth) whose lack of an empty
    /// value is why `type` has none, for a message; `nil` when `type` is that part itself, or has an empty value. A
    /// struct is such a part itself: its stored properties are often private, of types a test cannot name
    /// (``propertyWithoutEmptyValue(of:)`` tells which).
    static func elementWithoutEmptyValue(in type: Any.Type, depth: Int = 0) -> Any.Type? {
        // A type that holds itself through a function (`enum Loop { case next((Int) -> Loop) }`) ends here.
        guard depth < maximumDepth else { return nil }
        var parts: [Any.Type] = []
        if TypeMetadata(type).kind == .tuple, let stored = StoredLayout(type) {
            parts = stored.parts.map(\.type)
        } else if let function = FunctionLayout(type) {
            parts = [function.result]
        } else if let generic = type as? any GenericEmptyMaking.Type {
            parts = generic.emptyValueParts
        } else if let layout = EnumLayout(type), !layout.cases.isEmpty,
                  layout.cases.allSatisfy({ $0.payload != nil && !$0.isIndirect }) {
            // The first payload whose values have none: a `Result`'s success type, say.
            parts = layout.cases.compactMap(\.payload).prefix(1).flatMap { StoredLayout($0)?.parts.map(\.type) ?? [$0] }
        }
        for part in parts where of(part, depth: 0) == nil {
            return elementWithoutEmptyValue(in: part, depth: depth + 1) ?? part
        }
        return nil
    }

    /// The first stored property of the struct `type` that ``StoredLayout`` cannot make, with how it is declared:
    /// its type where it has no empty value, `weak` or `unowned`, or a function; `nil` for any other type.
    static func propertyWithoutEmptyValue(of type: Any.Type) -> (name: String, why: String)? {
        guard TypeMetadata(type).kind == .struct, let records = TypeMetadata(type).fieldRecords() else { return nil }
        for record in records {
            guard let propertyType = record.type else { return (record.name, "of a type the runtime cannot find") }
            if record.holdsReferenceOwnership {
                return (record.name, "a weak or unowned reference, which Doubles does not write")
            }
            if TypeMetadata.holdsFunction(propertyType) {
                return (record.name, "a function, which Doubles does not write")
            }
            if of(propertyType, depth: 0) == nil {
                return (record.name, "of type \(TypeName.of(propertyType)), which has none")
            }
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

/// A `Character` or `Unicode.Scalar`, which has no empty value of its own: the scalar U+0000.
private func nulLiteral<Value: ExpressibleByUnicodeScalarLiteral>(of type: Value.Type) -> Any {
    let value: Value = "\u{0}"
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

private func emptyCollection<Value: RangeReplaceableCollection>(of type: Value.Type) -> Any {
    Value()
}

private func emptySet<Value: SetAlgebra>(of type: Value.Type) -> Any {
    Value()
}

/// A SIMD vector with zero in every lane.
private func zeroVector<Value: SIMDStorage>(of type: Value.Type) -> Any {
    Value()
}

private func zero<Value: AdditiveArithmetic>(of type: Value.Type) -> Any {
    Value.zero
}

/// Generic types of the standard library whose empty value is made for each specialization, with how a message
/// says what the call returned: a stream that has already finished, or a continuation of one; a type-erased
/// sequence or iterator holding nothing; a task that returns its result's empty value (none where that has none).
protocol GenericEmptyMaking {
    static var genericEmpty: Any? { get }
    static var genericEmptyDescription: String { get }
    /// The types whose empty values the empty value is made of, for a message where one has none.
    static var emptyValueParts: [Any.Type] { get }
}

extension GenericEmptyMaking {
    static var genericEmptyDescription: String { "a sequence that ends before giving a value" }
    static var emptyValueParts: [Any.Type] { [] }
}

extension AsyncStream: GenericEmptyMaking {
    static var genericEmpty: Any? { AsyncStream { $0.finish() } }
}

extension AsyncThrowingStream: GenericEmptyMaking where Failure == any Error {
    static var genericEmpty: Any? { AsyncThrowingStream { $0.finish() } }
}

extension AsyncStream.Continuation: GenericEmptyMaking {
    static var genericEmpty: Any? {
        let (_, continuation) = AsyncStream<Element>.makeStream()
        continuation.finish()
        return continuation
    }

    static var genericEmptyDescription: String { finishedContinuation }
}

extension AsyncThrowingStream.Continuation: GenericEmptyMaking where Failure == any Error {
    static var genericEmpty: Any? {
        let (_, continuation) = AsyncThrowingStream<Element, Failure>.makeStream()
        continuation.finish()
        return continuation
    }

    static var genericEmptyDescription: String { finishedContinuation }
}

private let finishedContinuation = "a continuation of a stream that has already finished, which drops what it is given"

extension AnySequence: GenericEmptyMaking {
    static var genericEmpty: Any? { AnySequence(EmptyCollection()) }
}

extension AnyIterator: GenericEmptyMaking {
    static var genericEmpty: Any? { AnyIterator { nil } }
}

extension AnyCollection: GenericEmptyMaking {
    static var genericEmpty: Any? { AnyCollection(EmptyCollection()) }
    static var genericEmptyDescription: String { "an empty collection" }
}

extension AnyBidirectionalCollection: GenericEmptyMaking {
    static var genericEmpty: Any? { AnyBidirectionalCollection(EmptyCollection()) }
    static var genericEmptyDescription: String { "an empty collection" }
}

extension AnyRandomAccessCollection: GenericEmptyMaking {
    static var genericEmpty: Any? { AnyRandomAccessCollection(EmptyCollection()) }
    static var genericEmptyDescription: String { "an empty collection" }
}

extension Task: GenericEmptyMaking {
    static var genericEmpty: Any? {
        guard let result = emptyValue(of: Success.self) else { return nil }
        // `Task`'s initializers are for a `Failure` of `Never` or `any Error`; a typed one has none.
        if Failure.self == Never.self { return Task<Success, Never> { result } }
        if Failure.self == (any Error).self { return Task<Success, any Error> { result } }
        return nil
    }

    static var genericEmptyDescription: String {
        "a task that returns <\(CallFormatter.value(emptyValue(of: Success.self)))>"
    }

    static var emptyValueParts: [Any.Type] { [Success.self] }
}

private func emptyDictionaryLiteral<Value: ExpressibleByDictionaryLiteral>(of type: Value.Type) -> Any {
    let value: Value = [:]
    return value
}
