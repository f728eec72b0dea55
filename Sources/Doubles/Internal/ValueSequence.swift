/// The values of an `andReturn` stub and the place in them: each value is returned once, in order, and then the
/// last one for every call after. The values never change; the place (`next`) and the converted values change
/// only under the lock of the shard that holds the stub's fake. A stub holds it in place, so it costs no
/// allocation of its own.
@usableFromInline
struct ValueSequence {
    /// The values as `andReturn` received them.
    @usableFromInline let values: [Any?]
    /// The position of the value for the next call. Guarded by the shard lock.
    @usableFromInline var next = 0
    /// The values converted to the first return type the inline path asked for, so it reads them without a cast,
    /// or ``NoTypedValues`` when they did not all convert. Lent without retaining, since `typedValuesOwner` keeps
    /// it. Guarded by the shard lock.
    @usableFromInline var typedValues: Unmanaged<AnyObject>?
    private var typedValuesOwner: AnyObject?

    init(_ values: [Any?]) {
        self.values = values
    }

    /// The position of the value for this call, moving on: the advance rule, in one place. Call with the shard
    /// lock held.
    @inlinable @inline(__always)
    mutating func advance() -> Int {
        let position = next
        if position < values.count - 1 { next = position + 1 }
        return position
    }

    /// The next value as `T`, moving on; `nil`, changing nothing, when that value is `nil` or of another type.
    /// Call with the shard lock held.
    @inlinable @inline(__always)
    mutating func takeNext<T>(as type: T.Type) -> T? {
        if typedValues == nil { makeTypedValues(as: T.self) }
        let position = next
        let value: T
        if let typedValues, typedValues._withUnsafeGuaranteedRef({ Swift.type(of: $0) == TypedValues<T>.self }) {
            value = typedValues._withUnsafeGuaranteedRef { unsafeDowncast($0, to: TypedValues<T>.self).values[position] }
        } else if let converted = self.value(at: position, as: T.self) {
            value = converted
        } else {
            return nil
        }
        _ = advance()
        return value
    }

    /// Converts every value to `T`, for ``takeNext(as:)`` to read without a cast; when one does not convert,
    /// there are no typed values and every call takes the general cast. Runs once per stub. Call with the shard
    /// lock held.
    @usableFromInline
    mutating func makeTypedValues<T>(as type: T.Type) {
        var converted: [T] = []
        converted.reserveCapacity(values.count)
        var made: AnyObject = NoTypedValues.shared
        if values.allSatisfy({ value in
            guard let typed = value as? T else { return false }
            converted.append(typed)
            return true
        }) {
            made = TypedValues(converted)
        }
        typedValuesOwner = made
        typedValues = Unmanaged.passUnretained(made)
    }

    /// The value at `position` as `T`, or `nil` when it is of another type. A `nil` value is a `T` when `T` is
    /// an `Optional`, and `nil` otherwise; the caller's slower path tells those apart.
    @inlinable
    func value<T>(at position: Int, as type: T.Type) -> T? {
        Self.value(in: values, at: position, as: T.self)
    }

    /// The value at `position` of `values` as `T`; see ``value(at:as:)``.
    @inlinable
    static func value<T>(in values: [Any?], at position: Int, as type: T.Type) -> T? {
        values.withUnsafeBufferPointer { values in
            guard let value = values[position] else { return Optional<Any>.none as? T }
            return _cast(opening: value, to: T.self)
        }
    }
}

/// A stub's values converted to one return type.
@usableFromInline
final class TypedValues<T> {
    @usableFromInline let values: [T]

    init(_ values: [T]) {
        self.values = values
    }
}

/// Stands in for typed values when a stub's values do not all convert to the first return type asked for.
final class NoTypedValues: Sendable {
    static let shared = NoTypedValues()
}
