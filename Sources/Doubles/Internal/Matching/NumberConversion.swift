import Foundation

/// Converts a stubbed or captured number of another type to the number type asked for, by ``LiteralMatching``'s
/// rules: `andReturn(3)` answers a member returning `Int64?`, and `getValue(as: Int.self)` reads an `Int32`.
enum NumberConversion {
    /// `value` as a `T`: itself when it is one, else converted by the rules above; `nil` when neither applies.
    static func value<T>(_ value: Any?, as type: T.Type) -> T? {
        if let typed = value as? T { return typed }
        // Not `converted(…) as? T`: a `nil` would cast to an optional `T`.
        guard let converted = converted(value, to: T.self) else { return nil }
        return converted as? T
    }

    /// A number converted to `type`, or to the type an optional `type` wraps, as a value of `type`, and a tuple, an
    /// array, a set or a dictionary element by element; else `nil`.
    static func converted(_ value: Any?, to type: Any.Type) -> Any? {
        if let optional = type as? any OptionalMaking.Type {
            return converted(value, to: optional.wrappedType).map(optional.wrapping)
        }
        if TypeMetadata(type).kind == .tuple { return convertedTuple(value, to: type) }
        if let collection = type as? any RangeReplaceableCollection.Type, !(type is any StringProtocol.Type) {
            return convertedArray(value, to: collection)
        }
        if let collection = type as? any ConvertedCollection.Type { return collection.converting(flattened(value)) }
        guard let number = flattened(value), LiteralFamily(number) == .number else { return nil }
        return convert(number, to: type)
    }

    /// A tuple of as many elements, each of its element's type or converted to it, and labeled alike where both have a
    /// label, as a cast allows: `(status: 0, output: "ok")` as a `(status: Int32, output: String)` or an `(Int32,
    /// String)`, not `(output: "ok", status: 0)`.
    private static func convertedTuple(_ value: Any?, to type: Any.Type) -> Any? {
        guard let value = flattened(value), let layout = StoredLayout(type) else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .tuple, mirror.children.count == layout.parts.count else { return nil }
        // A mirror names an unlabeled element by its position, `.0`.
        let labels = mirror.children.map { $0.label.flatMap { $0.hasPrefix(".") ? nil : $0 } }
        guard zip(labels, layout.labels).allSatisfy({ $0 == nil || $1 == nil || $0 == $1 }) else { return nil }
        var elements: [Any?] = []
        for (element, part) in zip(mirror.children.map(\.value), layout.parts) {
            func isPart<Part>(_ partType: Part.Type) -> Bool { element is Part }
            if _openExistential(part.type, do: isPart) {
                elements.append(element)
            } else if let converted = converted(element, to: part.type) {
                elements.append(converted)
            } else {
                return nil
            }
        }
        return layout.make(from: elements)
    }

    /// An array's elements, each of the collection's element type or converted to it, as that collection, as its
    /// array literal would be: `[1, 2]` as an `[Int64]`.
    private static func convertedArray<Target: RangeReplaceableCollection>(
        _ value: Any?, to type: Target.Type
    ) -> Any? {
        guard let value = flattened(value), Mirror(reflecting: value).displayStyle == .collection else { return nil }
        var converted = Target()
        for element in Mirror(reflecting: value).children.map(\.value) {
            guard let element = Self.value(element, as: Target.Element.self) else { return nil }
            converted.append(element)
        }
        return converted
    }

    private static func convert(_ number: Any, to target: Any.Type) -> Any? {
        if let integer = target as? any BinaryInteger.Type {
            guard let source = number as? any BinaryInteger else { return nil }
            return exactInteger(source, as: integer)
        }
        if let float = target as? any BinaryFloatingPoint.Type {
            if let source = number as? any BinaryInteger { return LiteralMatching.exactly(source, as: float) }
            if let source = number as? any BinaryFloatingPoint { return LiteralMatching.rounded(source, to: float) }
            return nil
        }
        if target == Decimal.self {
            if let source = number as? any BinaryInteger {
                if let exact = Int64(exactly: source) { return Decimal(exact) }
                return UInt64(exactly: source).map { Decimal($0) }
            }
            if let source = number as? any BinaryFloatingPoint { return LiteralMatching.decimal(source) }
        }
        return nil
    }

    private static func exactInteger<Target: BinaryInteger>(_ source: some BinaryInteger, as target: Target.Type) -> Any? {
        Target(exactly: source)
    }
}

/// A set or a dictionary, made from a stubbed value's elements, each of its element, key or value type or converted
/// to it, as its literal would be: `[1, 2]` as a `Set<Int64>`, `["a": 1]` as a `[String: Double]`.
protocol ConvertedCollection {
    static func converting(_ value: Any?) -> Any?
}

extension Set: ConvertedCollection {
    static func converting(_ value: Any?) -> Any? {
        guard let value, [.collection, .set].contains(Mirror(reflecting: value).displayStyle) else { return nil }
        var made = Self()
        for element in Mirror(reflecting: value).children {
            guard let element = NumberConversion.value(element.value, as: Element.self) else { return nil }
            made.insert(element)
        }
        return made
    }
}

extension Dictionary: ConvertedCollection {
    static func converting(_ value: Any?) -> Any? {
        guard let value, Mirror(reflecting: value).displayStyle == .dictionary else { return nil }
        var made = Self()
        for entry in Mirror(reflecting: value).children {
            let pair = Mirror(reflecting: entry.value).children.map(\.value)
            // Two keys that convert to one (`0.1` and `0.1000000001` as `Float`) would make a literal that traps.
            guard pair.count == 2, let key = NumberConversion.value(pair[0], as: Key.self),
                  let element = NumberConversion.value(pair[1], as: Value.self), made[key] == nil else { return nil }
            made[key] = element
        }
        return made
    }
}

/// An `Optional` type, asked for what it wraps, so that a number can be converted to the wrapped type.
protocol OptionalMaking {
    static var wrappedType: Any.Type { get }
    static func wrapping(_ value: Any) -> Any
}

extension Optional: OptionalMaking {
    static var wrappedType: Any.Type { Wrapped.self }

    static func wrapping(_ value: Any) -> Any {
        Optional(value as! Wrapped) as Any
    }
}
