/// The values of an `andReturn` stub and the place in them: each value is returned once, in order, and then the
/// last one for every call after. The values never change; the place (`next`) changes only under the lock of
/// the shard that holds the stub's fake. A stub holds it in place, and the first value is held in place too, so
/// a stub of one value, as most are, needs no array. Each value is held with its type (``StubbedValue``).
///
/// The values are read with no lock held once a call has its position (``held(at:)``): that reads only
/// `first` and `rest`, which never change, never `next`.
@usableFromInline
struct ValueSequence {
    /// The value at position 0.
    @usableFromInline let first: StubbedValue?
    /// Every value, the first included, when there are more than one; empty when there is one.
    @usableFromInline let rest: [StubbedValue?]
    /// The position of the value for the next call. Guarded by the shard lock.
    @usableFromInline var next = 0

    /// A sequence of one value.
    init(_ value: Any?) {
        self.init(held: value.map(StubbedValue.holding))
    }

    /// A sequence of these values, in order; `values` must not be empty.
    init(_ values: [Any?]) {
        let held = values.map { $0.map(StubbedValue.holding) }
        first = held[0]
        rest = values.count > 1 ? held : []
    }

    /// A sequence of one value, held already.
    init(held value: StubbedValue?) {
        first = value
        rest = []
    }

    /// The values, in order, as they were given, for messages.
    var values: [Any?] {
        (rest.isEmpty ? [first] : rest).map { $0?.value }
    }

    /// The position of the value for this call, moving on: the advance rule, in one place. Call with the shard
    /// lock held.
    @inlinable
    mutating func advance() -> Int {
        let position = next
        if position + 1 < rest.count { next = position + 1 }
        return position
    }

    /// The next value when it is held as `holder`, the ``TypedValue`` of the call's return type, moving on; `nil`,
    /// changing nothing, when that value is `nil` or held as another type, for the general path to convert. Call
    /// with the shard lock held.
    @inlinable
    mutating func takeNext(heldAs holder: StubbedValue.Type) -> StubbedValue? {
        guard let value = held(at: next), ObjectIdentifier(type(of: value)) == ObjectIdentifier(holder) else {
            return nil
        }
        _ = advance()
        return value
    }

    /// The value at `position`, with its type.
    @inlinable
    func held(at position: Int) -> StubbedValue? {
        position == 0 ? first : rest[position]
    }
}

/// A stubbed value, held with its type: a call whose return type is the type it is held as reads it with a class
/// cast to that ``TypedValue``, where a cast from `Any` cost an optimized build's stubbed call 243 of its 1,270
/// instructions, and a debug build's 450 of 4,184 (callgrind).
@usableFromInline
class StubbedValue {
    /// The value as an `Any?`, as it was given to `andReturn`: `nil` for a `nil`, whatever type held it.
    var value: Any? { preconditionFailure("every StubbedValue is a TypedValue") }

    /// `value` held as its dynamic type, for a value given as an `Any`.
    static func holding(_ value: Any) -> StubbedValue {
        func hold<Value>(_ value: Value) -> StubbedValue { TypedValue(value) }
        return _openExistential(value, do: hold)
    }
}

/// A stubbed value held as a `Value`: the static type at the stub's line (`Stub.andReturn(_:)`), or the
/// dynamic type of a value given as an `Any`.
@usableFromInline
final class TypedValue<Value>: StubbedValue {
    @usableFromInline let typed: Value

    @usableFromInline
    init(_ value: Value) {
        typed = value
    }

    /// An `Optional` loses one level of wrapping, as it does when it is given to an `Any?` parameter.
    override var value: Any? {
        if let optional = typed as? OptionalUnwrapping { return optional.unwrappedAny }
        return typed
    }
}
