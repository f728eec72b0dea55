/// The values of an `andReturn` stub and the place in them: each value is returned once, in order, and then the
/// last one for every call after. The values never change; the place (`next`) changes only under the lock of
/// the shard that holds the stub's fake. A stub holds it in place, and the first value is held in place too, so
/// a stub of one value, as most are, costs no allocation beyond the stub itself.
///
/// The values are read with no lock held once a call has its position (``value(at:)``): that reads only
/// `first` and `rest`, which never change, never `next`.
@usableFromInline
struct ValueSequence {
    /// The value at position 0.
    @usableFromInline private(set) var first: Any?
    /// Every value, the first included, when there are more than one; empty when there is one.
    @usableFromInline let rest: [Any?]
    /// The position of the value for the next call. Guarded by the shard lock.
    @usableFromInline var next = 0
    /// The position of the last value, which every call after it gets. Kept apart from `rest`, whose count a
    /// debug build read by retaining and releasing the array on every call (callgrind, debug: a stubbed call
    /// 4,471 instructions against 4,388).
    @usableFromInline let last: Int

    /// A sequence of one `nil`, as every stub's starts: made once and copied, since making it, with its empty
    /// array, cost a debug build's stub more than the copy (with a stub's test asked only of a type, a stub on a
    /// fresh fake 12,723 instructions against 12,490). It holds no value and never changes, so threads may share
    /// it.
    nonisolated(unsafe) static let unset = ValueSequence(nil)

    /// A sequence of one value.
    init(_ value: Any?) {
        first = value
        rest = []
        last = 0
    }

    /// A sequence of these values, in order; `values` must not be empty.
    init(_ values: [Any?]) {
        first = values[0]
        rest = values.count > 1 ? values : []
        last = values.count - 1
    }

    /// Makes `value` the one value of a sequence of one `nil`, as a stub's starts: an assignment of the field, not
    /// of a new sequence (which went through the generic witnesses of `Any?`) nor a `swap` (a generic call in a
    /// debug build, which cost a stub 230 instructions more).
    mutating func setOnly(_ value: consuming Any?) {
        assert(last == 0 && next == 0)
        first = value
    }

    /// The values, in order, for messages.
    var values: [Any?] {
        rest.isEmpty ? [first] : rest
    }

    /// The position of the value for this call, moving on: the advance rule, in one place. Call with the shard
    /// lock held.
    @inlinable
    mutating func advance() -> Int {
        let position = next
        if position < last { next = position + 1 }
        return position
    }

    /// The next value when it is exactly a `T`, moving on; `nil`, changing nothing, when that value is `nil` or
    /// of another type, for the general path to convert. Call with the shard lock held.
    ///
    /// It answers an `Any?` and takes the type as an argument, rather than answering a `T?`: in a debug build
    /// every generic function that handles a `T?` looks up the metadata of `Optional<T>` in the runtime, which
    /// took a fifth of a stubbed call.
    @inlinable
    mutating func takeNext<T>(as type: T.Type) -> Any? {
        guard let value = value(at: next), Swift.type(of: value) == T.self else { return nil }
        _ = advance()
        return value
    }

    /// The value at `position`, as it was given.
    @inlinable
    func value(at position: Int) -> Any? {
        position == 0 ? first : rest[position]
    }
}
