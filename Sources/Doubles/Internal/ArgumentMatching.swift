/// Whether a received argument satisfies an expected one. The rule is ``expectation(_:)`` and the expected
/// value's `_isEqual(to:)`; ``ExpectedArguments``, which stubs, `didCall`, `haveReceived` and call order use,
/// applies the same rule to whole argument lists.
package func argument(_ actual: Any?, matches expected: SpryEquatable?) -> Bool {
    expectation(expected)._isEqual(to: actual)
}

/// What an expected argument is asked: the value itself, or for `nil`, a value that matches only `nil` (at any
/// level of wrapping).
func expectation(_ expected: SpryEquatable?) -> SpryEquatable {
    expected ?? ExpectedNil()
}

/// Expected arguments prepared once for matching against many calls: each is stored as its ``expectation(_:)``,
/// so the loop has no optional to unwrap, and as a ``PlainValue`` when it is a `String`, `Int`, `Bool` or
/// `Double`, the common arguments, which compare with an argument of exactly that type without going through
/// `_isEqual(to:)`.
struct ExpectedArguments {
    /// One expected argument: its expectation, and the same value as a ``PlainValue`` when it is one.
    private struct Slot {
        let expectation: SpryEquatable
        let plain: PlainValue?
    }

    private let slots: [Slot]
    /// Whether every expected argument is a ``PlainValue``, so that ``matchInPlace(_:)`` can decide, running no
    /// user code (no `==` of the test's types, no `Argument.pass` closure), and may run under a lock.
    let runsNoUserCode: Bool

    init(_ expected: [SpryEquatable?]) {
        let readsInPlace = plainValueLayoutHolds
        slots = expected.map { value in
            Slot(expectation: expectation(value), plain: readsInPlace ? value.flatMap(PlainValue.init) : nil)
        }
        runsNoUserCode = slots.allSatisfy { $0.plain != nil }
    }

    /// ``match(_:)`` for arguments that are each exactly the type of their plain value, read in place; `nil`
    /// when an expected argument is not a plain value or an argument is of another type, for ``match(_:)`` to
    /// decide.
    func matchInPlace(_ actual: [Any?]) -> Bool? {
        guard actual.count == slots.count else { return false }
        return actual.withUnsafeBufferPointer { actual in
            slots.withUnsafeBufferPointer { slots in
                // One argument that differs decides; one of another type leaves it to the general rule.
                var decided = true
                for index in 0..<actual.count {
                    switch slots[index].plain?.equals(actual.baseAddress! + index) {
                    case false?: return false
                    case true?: continue
                    case nil: decided = false
                    }
                }
                return decided ? true : nil
            }
        }
    }

    /// Whether `actual` has as many arguments and each satisfies the expected one in its position. Both arrays
    /// are read through their buffers: this runs for every call a check scans.
    func match(_ actual: [Any?]) -> Bool {
        guard actual.count == slots.count else { return false }
        return actual.withUnsafeBufferPointer { actual in
            slots.withUnsafeBufferPointer { slots in
                for index in 0..<actual.count {
                    if let plain = slots[index].plain, let equal = plain.equals(actual.baseAddress! + index) {
                        if !equal { return false }
                    } else if !slots[index].expectation._isEqual(to: actual[index]) {
                        return false
                    }
                }
                return true
            }
        }
    }
}

/// An expected `String`, `Int`, `Bool` or `Double`, compared with an argument in place.
///
/// An argument is held in an `Any?`, whose layout is the Swift ABI's for an existential: a buffer of three
/// words, then the type's metadata, which is null for `nil`. A value of one of these four types fits the buffer
/// and is stored in it. So when the metadata word is the expected type's, the value is read from the buffer,
/// with no copy of the existential and no dynamic cast. For any other argument (`nil`, another type, a
/// `Substring`, an `Optional`) ``equals(_:)`` answers `nil`, and the general rule, `_isEqual(to:)`, decides.
enum PlainValue {
    case string(String)
    case int(Int)
    case bool(Bool)
    case double(Double)

    init?(_ value: SpryEquatable) {
        // The value's type is compared once, with the existential opened: no dynamic cast.
        func plain<Value: SpryEquatable>(_ value: Value) -> PlainValue? {
            // A value is kept in the existential's buffer only when it fits and needs no stricter alignment
            // than a word (a `Double` on a 32-bit watch is boxed instead).
            guard MemoryLayout<Value>.size <= 3 * MemoryLayout<UInt>.stride,
                  MemoryLayout<Value>.alignment <= MemoryLayout<UInt>.alignment
            else { return nil }
            if Value.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
            if Value.self == Int.self { return .int(unsafeBitCast(value, to: Int.self)) }
            if Value.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
            if Value.self == Double.self { return .double(unsafeBitCast(value, to: Double.self)) }
            return nil
        }
        guard let made = plain(value) else { return nil }
        self = made
    }

    /// Whether the argument at `argument` is equal, when it is of exactly the expected type; `nil` otherwise.
    @inline(__always)
    func equals(_ argument: UnsafePointer<Any?>) -> Bool? {
        let raw = UnsafeRawPointer(argument)
        let metadata = raw.load(fromByteOffset: 3 * MemoryLayout<UInt>.stride, as: UInt.self)
        switch self {
        case .string(let expected):
            guard metadata == UInt(bitPattern: ObjectIdentifier(String.self)) else { return nil }
            return raw.load(as: String.self) == expected
        case .int(let expected):
            guard metadata == UInt(bitPattern: ObjectIdentifier(Int.self)) else { return nil }
            return raw.load(as: Int.self) == expected
        case .bool(let expected):
            guard metadata == UInt(bitPattern: ObjectIdentifier(Bool.self)) else { return nil }
            return raw.load(as: Bool.self) == expected
        case .double(let expected):
            guard metadata == UInt(bitPattern: ObjectIdentifier(Double.self)) else { return nil }
            return raw.load(as: Double.self) == expected
        }
    }
}

/// The layout ``PlainValue`` reads: an `Any?` is four words, and `nil` is a null metadata word. Checked once,
/// so that a toolchain with another layout fails loudly in the tests rather than matching wrongly.
let plainValueLayoutHolds: Bool = {
    guard MemoryLayout<Any?>.size == 4 * MemoryLayout<UInt>.stride else { return false }
    let probes: [Any?] = [nil, "text", 7]
    return probes.withUnsafeBytes { bytes in
        bytes.load(fromByteOffset: 3 * MemoryLayout<UInt>.stride, as: UInt.self) == 0
            && bytes.load(fromByteOffset: 7 * MemoryLayout<UInt>.stride, as: UInt.self)
                == UInt(bitPattern: ObjectIdentifier(String.self))
            && bytes.load(fromByteOffset: 11 * MemoryLayout<UInt>.stride, as: UInt.self)
                == UInt(bitPattern: ObjectIdentifier(Int.self))
    }
}()

/// An expected `nil`.
private struct ExpectedNil: SpryEquatable {
    func _isEqual(to actual: Any?) -> Bool {
        isNil(actual)
    }
}


/// Lets code that only holds an `Any` see through an `Optional` of any wrapped type.
protocol OptionalUnwrapping {
    var unwrappedAny: Any? { get }
}

extension Optional: OptionalUnwrapping {
    var unwrappedAny: Any? {
        switch self {
        case .none: return nil
        case .some(let wrapped): return wrapped
        }
    }
}

/// Strips every level of `Optional`, so `Optional(Optional(3))` becomes `3` and any `nil` becomes `nil`.
func flattened(_ value: Any?) -> Any? {
    var current = value
    while let unwrapped = current, let optional = unwrapped as? OptionalUnwrapping {
        current = optional.unwrappedAny
    }
    return current
}

/// Whether `value` is `nil` at any level of wrapping.
func isNil(_ value: Any?) -> Bool {
    flattened(value) == nil
}

/// `value as? Wanted`, with a fast path for the common case of a value whose dynamic type is exactly `Wanted`:
/// the existential is opened and its type compared, with no trip through the runtime's general cast. Other
/// cases (nested optionals, subclasses, protocols) take the general cast. `nil` gives `nil`.
@inlinable
public func _cast<Wanted>(_ value: Any?, to type: Wanted.Type) -> Wanted? {
    guard let value else { return nil }
    return _cast(opening: value, to: Wanted.self)
}

/// ``_cast(_:to:)`` for a value known not to be `nil`, opened where it lies. Not for direct use.
@inlinable
public func _cast<Wanted>(opening value: Any, to type: Wanted.Type) -> Wanted? {
    func open<Actual>(_ actual: Actual) -> Wanted? {
        if Actual.self == Wanted.self { return unsafeBitCast(actual, to: Wanted.self) }
        return actual as? Wanted
    }
    return open(value)
}
