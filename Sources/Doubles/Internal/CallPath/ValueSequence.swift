/// The values of an `andReturn` stub, returned once each in order, then the last for every later call. They never
/// change, so they are read with no lock held; the position is ``StubEntry/next``, which changes only under the
/// lock of the shard holding the stub's fake. The first is held in place, so a stub of one value needs no array.
@usableFromInline
struct ValueSequence {
    /// The value at position 0.
    @usableFromInline let first: StubbedValue?
    /// Every value, the first included, when there are more than one; empty when there is one.
    @usableFromInline let rest: [StubbedValue?]

    init(_ value: Any?) {
        self.init(held: value.map(StubbedValue.holding))
    }

    /// `values` must not be empty.
    init(_ values: [Any?]) {
        let held = values.map { $0.map(StubbedValue.holding) }
        first = held[0]
        rest = values.count > 1 ? held : []
    }

    init(held value: StubbedValue?) {
        first = value
        rest = []
    }

    var values: [Any?] {
        (rest.isEmpty ? [first] : rest).map { $0?.value }
    }

    /// The advance rule: the next position, or the last one again.
    @inlinable
    func position(after position: Int) -> Int {
        position + 1 < rest.count ? position + 1 : position
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

    /// The value as a `T` that is an `Optional` of its type, as Swift makes one: `nil as Date?` stubbed for a `Date??`
    /// is `.some(nil)`, which ``value`` would lose. `nil` for any other `T`.
    @usableFromInline
    func wrapped<T>(as type: T.Type) -> T? { preconditionFailure("every StubbedValue is a TypedValue") }

    /// `value` held as its dynamic type, for a value given as an `Any`.
    static func holding(_ value: Any) -> StubbedValue {
        func hold<Value>(_ value: Value) -> StubbedValue { TypedValue(value) }
        return _openExistential(value, do: hold)
    }
}

/// A stubbed value held as `Value`: the static type at the stub's line, or the dynamic type of one given as `Any`.
@usableFromInline
final class TypedValue<Value>: StubbedValue {
    @usableFromInline let typed: Value

    @usableFromInline
    init(_ value: Value) {
        typed = value
    }

    @usableFromInline
    override func wrapped<T>(as type: T.Type) -> T? {
        T.self == Value?.self ? Optional(typed) as? T : nil
    }

    /// An `Optional` loses one level of wrapping, as it does when it is given to an `Any?` parameter.
    override var value: Any? {
        if let optional = typed as? OptionalUnwrapping { return optional.unwrappedAny }
        return typed
    }
}
