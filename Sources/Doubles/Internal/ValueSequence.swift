/// The values of an `andReturn` stub and the place in them: each value is returned once, in order, and then the
/// last one for every call after. The values never change; the place (`next`) changes only under the lock of
/// the shard that holds the stub's fake. A stub holds it in place, and the first value is held in place too, so
/// a stub of one value, as most are, costs no allocation beyond the stub itself.
///
/// The values are read with no lock held once a call has its position (``read(at:into:)``): that reads only
/// `first` and `rest`, which never change, never `next`.
///
/// The reads of the inline call path are `@_transparent`, like ``PlainStub/isFor(_:)``, so a debug build
/// compiles ``readInPlace(_:into:)`` and ``advance()`` into ``takeNext(into:)`` rather than calling each
/// (callgrind, debug: a stubbed call 3,975 instructions against 3,773). A debug build compiles each file on its
/// own, so ``Stub``, in another file, still calls `takeNext` itself.
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
    @usableFromInline @_transparent
    mutating func advance() -> Int {
        let position = next
        if position < last { next = position + 1 }
        return position
    }

    /// Writes the next value to `result` as a `T` and moves on; returns `false`, changing nothing, when that value
    /// is `nil` or of another type. Call with the shard lock held.
    ///
    /// A value of exactly the type asked for is read where it lies (see ``readInPlace(_:into:)``), so the values
    /// need no converted copy: making one cost a stub two allocations more than the few calls of a test saved.
    /// The value goes to a pointer, not out as a `T?`: in a debug build every generic function that handles a
    /// `T?` looks up the metadata of `Optional<T>` in the runtime, which took a fifth of a stubbed call.
    @usableFromInline @_transparent
    mutating func takeNext<T>(into result: UnsafeMutablePointer<T>) -> Bool {
        let position = next
        // `&first` lends the value's address for the call, with no closure to pay for in a debug build.
        let inPlace = position == 0
            ? Self.readInPlace(&first, into: result)
            : rest.withUnsafeBufferPointer { Self.readInPlace($0.baseAddress! + position, into: result) }
        guard inPlace || read(at: position, into: result) else { return false }
        _ = advance()
        return true
    }

    /// Writes the value `pointer` holds to `result` when it is exactly a `T` that an `Any?` stores in its own
    /// buffer, read from there with no copy of the existential and no cast; returns `false` in every other case,
    /// for the general cast to decide. Reads only `String` and plain data (`Int`, `Bool`, `Double`, structs and
    /// enums of them), which the Swift ABI keeps in the buffer whenever they fit, with the type's metadata in the
    /// fourth word (the layout ``plainValueLayoutHolds`` checks).
    @usableFromInline @_transparent
    static func readInPlace<T>(_ pointer: UnsafePointer<Any?>, into result: UnsafeMutablePointer<T>) -> Bool {
        guard MemoryLayout<T>.size <= 3 * MemoryLayout<UInt>.stride,
              MemoryLayout<T>.alignment <= MemoryLayout<UInt>.alignment,
              _isPOD(T.self) || T.self == String.self,
              valueLayoutHolds
        else { return false }
        let raw = UnsafeRawPointer(pointer)
        // The metatype's bits, not `UInt(bitPattern: ObjectIdentifier(T.self))`: two calls in a debug build.
        // The words are read through typed pointers, as in ``PlainKind``: `load(as:)` is a generic call there.
        guard raw.assumingMemoryBound(to: UInt.self)[3] == unsafeBitCast(T.self, to: UInt.self) else { return false }
        // The buffer holds a `T`, which the metadata word says.
        result.initialize(to: raw.assumingMemoryBound(to: T.self).pointee)
        return true
    }

    /// The value at `position`, as it was given.
    @inlinable
    func value(at position: Int) -> Any? {
        position == 0 ? first : rest[position]
    }

    /// Writes the value at `position` to `result` as a `T`; returns `false` when it is of another type, or `nil`
    /// (which the caller's slower path converts, since `nil` is a `T` when `T` is an `Optional`).
    @inlinable
    func read<T>(at position: Int, into result: UnsafeMutablePointer<T>) -> Bool {
        guard let value = value(at: position) else { return false }
        return cast(value, into: result)
    }
}

/// ``plainValueLayoutHolds``, for the inlined reads of stubbed values.
@usableFromInline let valueLayoutHolds = plainValueLayoutHolds
