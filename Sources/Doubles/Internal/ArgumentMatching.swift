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

/// Expected arguments prepared once for matching against many calls. An expected `String`, `Int`, `Bool` or
/// `Double`, the common arguments, is compared with an argument of exactly that type where both lie (see
/// ``PlainKind``), without going through `_isEqual(to:)`; every other one through its ``expectation(_:)``.
///
/// The arguments are kept as the test gave them, in the array it made: preparing them costs no allocation and
/// no copy, which a check or a stub would otherwise pay each time it is made.
struct ExpectedArguments {
    /// The expected arguments, as the test gave them.
    let values: [SpryEquatable?]
    /// Whether the layouts ``PlainKind`` reads hold, read once here rather than for every argument compared.
    private let readsInPlace: Bool
    /// Whether every expected argument is a plain value, so that ``matchInPlace(_:)`` can decide, running no
    /// user code (no `==` of the test's types, no `Argument.pass` closure), and may run under a lock.
    let runsNoUserCode: Bool

    /// How many arguments are expected. Stored: an array's count is a generic call in a debug build, made
    /// for every call a stub or check compares.
    let count: Int

    init(_ expected: [SpryEquatable?]) {
        values = expected
        count = expected.count
        readsInPlace = plainValueLayoutHolds
        runsNoUserCode = readsInPlace && expected.withUnsafeBufferPointer { expected in
            // The loops here are `while` loops: in a debug build a `for` over a range, or `allSatisfy`, goes
            // through the generic iterator of the standard library, which cost a check thousands of instructions.
            var index = 0
            while index < expected.count {
                if PlainKind(PlainKind.metadata(of: expected.baseAddress! + index)) == nil { return false }
                index += 1
            }
            return true
        }
    }

    /// ``match(_:)`` for arguments that are each exactly the type of their plain value, read in place where
    /// their buffer lends them; `nil` when an expected argument is not a plain value or an argument is of another
    /// type, for ``match(_:)`` to decide.
    @_transparent
    func matchInPlace(_ actual: UnsafeBufferPointer<Any?>) -> Bool? {
        guard actual.count == count else { return false }
        guard readsInPlace else { return nil }
        return Self.matchInPlace(values, actual)
    }

    /// ``matchInPlace(_:)`` for expected arguments lent as a pointer to as many as `actual` has. The caller
    /// passes its array, which stays for the call with no closure: `withUnsafeBufferPointer` cost a debug build's
    /// passing `didCall` 19,501 instructions against 17,926, and the whole test 185,748 against 183,661.
    @_transparent
    static func matchInPlace(
        _ expected: UnsafePointer<SpryEquatable?>, _ actual: UnsafeBufferPointer<Any?>
    ) -> Bool? {
        // One argument that differs decides; one of another type leaves it to the general rule.
        var decided = true
        var index = 0
        while index < actual.count {
            switch PlainKind.equal(expected + index, actual.baseAddress! + index) {
            case false?: return false
            case true?: break
            case nil: decided = false
            }
            index += 1
        }
        return decided ? true : nil
    }

    /// Whether `actual` has as many arguments and each satisfies the expected one in its position. Both arrays
    /// are read through their buffers: this runs for every call a check scans.
    func match(_ actual: [Any?]) -> Bool {
        actual.withUnsafeBufferPointer { match($0) }
    }

    /// ``match(_:)`` for arguments lent through their buffer.
    func match(_ actual: UnsafeBufferPointer<Any?>) -> Bool {
        guard actual.count == count else { return false }
        return values.withUnsafeBufferPointer { expected in
            var index = 0
            while index < actual.count {
                if readsInPlace,
                   let equal = PlainKind.equal(expected.baseAddress! + index, actual.baseAddress! + index) {
                    if !equal { return false }
                } else if !expectation(expected[index])._isEqual(to: actual[index]) {
                    return false
                }
                index += 1
            }
            return true
        }
    }
}

/// The types of the plain values, `String`, `Int`, `Bool` and `Double`, which an expected argument and a
/// received one are compared as in place.
///
/// An argument is held in an `Any?`, and an expected one in a `SpryEquatable?`, whose layouts are the Swift
/// ABI's for an existential: a buffer of three words, then the type's metadata, which is null for `nil` (and for
/// `SpryEquatable?` the conformance after it). A value of one of these four types fits the buffer and is stored
/// in it. So when both metadata words are the same plain type's, the two values are read from their buffers,
/// with no copy of either existential and no dynamic cast. For any other pair (`nil`, another type, a
/// `Substring`, an `Optional`) ``equal(_:_:)`` answers `nil`, and the general rule, `_isEqual(to:)`, decides.
///
/// Its functions are `@_transparent`, as are the instance table's hash and mask, so a debug build compiles them
/// into each comparison (callgrind, debug: a passing `didCall` 22,053 instructions against 20,125), and so is
/// ``ExpectedArguments/matchInPlace(_:)`` with ``PositionSet/insert(_:)`` (a whole test 203,040 against 201,138).
/// A debug build compiles each file on its own, so the callers of these two in other files still call them.
enum PlainKind {
    case string
    case int
    case bool
    case double

    /// The plain type whose metadata this is, or `nil` for any other type.
    ///
    /// Each type's metadata is compared as the bits of its metatype: in a debug build, an `ObjectIdentifier` of
    /// it and its `UInt(bitPattern:)` were two calls per case (with the non-generic metadata read below, a whole
    /// test 234,428 instructions against 233,190).
    @_transparent
    init?(_ metadata: UInt) {
        switch metadata {
        case unsafeBitCast(String.self, to: UInt.self): self = .string
        case unsafeBitCast(Int.self, to: UInt.self): self = .int
        case unsafeBitCast(Bool.self, to: UInt.self): self = .bool
        // A `Double` is kept in the buffer only where it needs no stricter alignment than a word (on a 32-bit
        // watch it is boxed instead).
        case unsafeBitCast(Double.self, to: UInt.self)
            where MemoryLayout<Double>.alignment <= MemoryLayout<UInt>.alignment:
            self = .double
        default: return nil
        }
    }

    /// The metadata word of the existential at `pointer`: the fourth word of an `Any?` or a `SpryEquatable?`.
    @_transparent
    static func metadata(of pointer: UnsafeRawPointer) -> UInt {
        pointer.assumingMemoryBound(to: UInt.self)[3]
    }

    /// Whether the expected argument at `expected` equals the argument at `actual`, when both are of the same
    /// plain type; `nil` otherwise, for the general rule to decide. Only where ``plainValueLayoutHolds``.
    @_transparent
    static func equal(_ expected: UnsafePointer<SpryEquatable?>, _ actual: UnsafePointer<Any?>) -> Bool? {
        let lhs = UnsafeRawPointer(expected), rhs = UnsafeRawPointer(actual)
        let metadata = metadata(of: lhs)
        guard metadata == Self.metadata(of: rhs), let kind = PlainKind(metadata) else { return nil }
        // The buffers hold values of this type, so they are read through pointers to it: `load(as:)` is a
        // generic call in a debug build, four of them for each argument compared.
        switch kind {
        case .string:
            return lhs.assumingMemoryBound(to: String.self).pointee == rhs.assumingMemoryBound(to: String.self).pointee
        case .int:
            return lhs.assumingMemoryBound(to: Int.self).pointee == rhs.assumingMemoryBound(to: Int.self).pointee
        case .bool:
            return lhs.assumingMemoryBound(to: Bool.self).pointee == rhs.assumingMemoryBound(to: Bool.self).pointee
        case .double:
            return lhs.assumingMemoryBound(to: Double.self).pointee == rhs.assumingMemoryBound(to: Double.self).pointee
        }
    }
}

/// The layouts ``PlainKind`` and the in-place reads of stubbed values rely on: an `Any?` is four words and a
/// `SpryEquatable?` five, each with its type's metadata in the fourth word, null for `nil`. Checked once, so
/// that a toolchain with other layouts fails loudly in the tests rather than matching wrongly.
let plainValueLayoutHolds: Bool = {
    let word = MemoryLayout<UInt>.stride
    guard MemoryLayout<Any?>.stride == 4 * word, MemoryLayout<SpryEquatable?>.stride == 5 * word else {
        return false
    }
    let arguments: [Any?] = [nil, "text", 7]
    let expected: [SpryEquatable?] = [nil, "text", 7]
    func metadataWords<Existential>(_ values: [Existential]) -> [UInt] {
        values.withUnsafeBufferPointer { values in
            (0..<values.count).map { PlainKind.metadata(of: values.baseAddress! + $0) }
        }
    }
    let wanted = [0, UInt(bitPattern: ObjectIdentifier(String.self)), UInt(bitPattern: ObjectIdentifier(Int.self))]
    return metadataWords(arguments) == wanted && metadataWords(expected) == wanted
}()

/// An expected `nil`.
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

/// `value as? Wanted`, with a fast path for the common case of a value whose dynamic type is exactly `Wanted`:
/// the existential is opened and its type compared, with no trip through the runtime's general cast. Other
/// cases (nested optionals, subclasses, protocols) take the general cast. `nil` gives `nil`.
@inlinable
public func _cast<Wanted>(_ value: Any?, to type: Wanted.Type) -> Wanted? {
    guard let value else { return nil }
    func open<Actual>(_ actual: Actual) -> Wanted? {
        if Actual.self == Wanted.self { return unsafeBitCast(actual, to: Wanted.self) }
        return actual as? Wanted
    }
    return open(value)
}

/// ``_cast(_:to:)`` for a value known not to be `nil`, which initializes `result` with the value and says
/// whether it could: it makes no `Wanted?`, whose metadata a debug build looks up in the runtime each time.
@inlinable
func cast<Wanted>(_ value: Any, into result: UnsafeMutablePointer<Wanted>) -> Bool {
    func open<Actual>(_ actual: Actual) -> Bool {
        if Actual.self == Wanted.self {
            result.initialize(to: unsafeBitCast(actual, to: Wanted.self))
            return true
        }
        guard case let typed as Wanted = actual else { return false }
        result.initialize(to: typed)
        return true
    }
    return open(value)
}
