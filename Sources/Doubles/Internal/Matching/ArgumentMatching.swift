/// Whether a received argument satisfies an expected one: the rule ``ExpectedArguments`` applies to argument lists.
package func argument(_ actual: Any?, matches expected: SpryEquatable?) -> Bool {
    expectation(expected)._isEqual(to: actual)
}

/// What an expected argument is asked: itself, or for `nil`, a value matching only `nil` at any level of wrapping.
func expectation(_ expected: SpryEquatable?) -> SpryEquatable {
    expected ?? ExpectedNil()
}

/// Expected arguments prepared once for matching many calls, plain values typed (``PlainValue``).
struct ExpectedArguments {
    let values: [SpryEquatable?]
    /// Each expected argument that is a plain value, typed; ``PlainValue/other`` in the positions of the others.
    private let plainValues: [PlainValue]
    /// Whether every expected argument is plain, so ``matchInPlace(_:)`` may run, with no user code, under a lock.
    let runsNoUserCode: Bool

    /// Stored: an array's count is a generic call in a debug build, and this is read for every call compared.
    let count: Int

    init(_ expected: [SpryEquatable?]) {
        values = expected
        count = expected.count
        var plainValues: [PlainValue] = []
        plainValues.reserveCapacity(count)
        var allPlain = true
        expected.withUnsafeBufferPointer { expected in
            var index = 0
            while index < expected.count {
                let plain = PlainValue(expected.baseAddress! + index)
                if case .other = plain { allPlain = false }
                plainValues.append(plain)
                index += 1
            }
        }
        self.plainValues = plainValues
        runsNoUserCode = allPlain
    }

    /// ``match(_:)`` with no user code, or `nil` where an expected value is not plain or an argument is not exactly its
    /// plain value's type (an `Int64` against an `Int`), for ``match(_:)`` to decide.
    func matchInPlace(_ actual: UnsafeBufferPointer<Any?>) -> Bool? {
        guard actual.count == count else { return false }
        // One argument that differs decides; one of another type leaves it to the general rule.
        var decided = true
        var index = 0
        while index < count {
            switch plainValues[index].equals(actual.baseAddress! + index) {
            case false?: return false
            case true?: break
            case nil: decided = false
            }
            index += 1
        }
        return decided ? true : nil
    }

    /// Whether `actual` has as many arguments, each satisfying the expected one; read via buffers, per call scanned.
    func match(_ actual: [Any?]) -> Bool {
        actual.withUnsafeBufferPointer { match($0) }
    }

    func match(_ actual: UnsafeBufferPointer<Any?>) -> Bool {
        guard actual.count == count else { return false }
        var index = 0
        while index < count {
            if let equal = plainValues[index].equals(actual.baseAddress! + index) {
                if !equal { return false }
            } else if !expectation(values[index])._isEqual(to: actual[index]) {
                return false
            }
            index += 1
        }
        return true
    }
}

/// An expected `String`, `Int`, `Bool` or `Double`, typed: its `==` runs no user code, so it may run under a lock.
enum PlainValue: Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case double(Double)
    /// Any other expected argument, `nil` included.
    case other

    /// The expected argument at `pointer`, read in place.
    init(_ pointer: UnsafePointer<SpryEquatable?>) {
        guard case .some(let value) = pointer.pointee else {
            self = .other
            return
        }
        switch ObjectIdentifier(type(of: value)) {
        case ObjectIdentifier(String.self): self = .string(value as! String)
        case ObjectIdentifier(Int.self): self = .int(value as! Int)
        case ObjectIdentifier(Bool.self): self = .bool(value as! Bool)
        case ObjectIdentifier(Double.self): self = .double(value as! Double)
        default: self = .other
        }
    }

    /// Whether the argument at `pointer` equals this value, or `nil` when it is of another type, agreeing with
    /// ``LiteralMatching``. Read through a pointer, which a debug build compiles in place, unlike a generic subscript.
    func equals(_ pointer: UnsafePointer<Any?>) -> Bool? {
        // Spelled out per type: one generic helper for the four cost a debug build's passing `didCall` over ten
        // calls 32,016 instructions against 25,487.
        switch self {
        case .string(let expected):
            guard let actual = pointer.pointee as? String else { return nil }
            return actual == expected
        case .int(let expected):
            guard let actual = pointer.pointee as? Int else { return nil }
            return actual == expected
        case .bool(let expected):
            guard let actual = pointer.pointee as? Bool else { return nil }
            return actual == expected
        case .double(let expected):
            guard let actual = pointer.pointee as? Double else { return nil }
            return actual == expected
        case .other: return nil
        }
    }
}

private struct ExpectedNil: SpryEquatable {
    func _isEqual(to actual: Any?) -> Bool {
        isNil(actual)
    }
}


/// Lets code that only holds an `Any` see through an `Optional` of any wrapped type.
package protocol OptionalUnwrapping {
    var unwrappedAny: Any? { get }
}

extension Optional: OptionalUnwrapping {
    package var unwrappedAny: Any? {
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

/// `value as? Wanted`; `nil` gives `nil`. For the conformances of `SpryEquatable` in Doubles' modules.
package func _cast<Wanted>(_ value: Any?, to type: Wanted.Type) -> Wanted? {
    guard let value else { return nil }
    return value as? Wanted
}
