import Foundation

extension Optional: SpryEquatable {
    /// Compares with a received argument; see ``SpryEquatable``. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool {
        switch self {
        case .none:
            return isNil(actual)
        case .some(let wrapped):
            return element(actual, matches: wrapped)
        }
    }

    /// The wrapped value when it is neither SpryEquatable nor Equatable; see ``SpryEquatable``. Not for direct use.
    public var _nonSpryEquatablePart: Any? {
        nonSpryEquatablePart(of: self)
    }
}

extension Array: SpryEquatable {
    /// Compares with a received argument, element by element, or with a received set as its literal would make one;
    /// see ``SpryEquatable``. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool {
        let actual = flattened(actual)
        // An array first: the argument nearly always is one, and a cast that fails costs each call compared.
        if let received = actual as? [Any] {
            guard received.count == count,
                  !isEmpty || NeverMatching.mayHoldAlike(Self.self, type(of: actual!)) else { return false }
            for (expected, received) in zip(self, received) where !element(received, matches: expected) {
                return false
            }
            return true
        }
        guard let set = actual as? Set<AnyHashable> else { return false }
        // `["a", "a"]` is the set `["a"]`: its repeated values count once.
        var seen = Set<AnyHashable>()
        let distinct = filter { ($0 as? AnyHashable).map { seen.insert($0).inserted } ?? true }
        return pairOff(distinct, [AnyHashable](set)) { element($0.base, matches: $1) }
            && (!isEmpty || NeverMatching.mayHoldAlike(Self.self, type(of: actual!)))
    }

    /// The first element that is neither SpryEquatable nor Equatable; see ``SpryEquatable``. Not for direct use.
    public var _nonSpryEquatablePart: Any? {
        lazy.compactMap(nonSpryEquatablePart(of:)).first
    }
}

extension Dictionary: SpryEquatable {
    /// Compares with a received argument; see ``SpryEquatable``. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool {
        let flat = flattened(actual)
        guard let actual = flat as? [AnyHashable: Any], actual.count == count,
              !isEmpty || NeverMatching.mayHoldAlike(Self.self, type(of: flat!)) else { return false }
        // Keys by the rule for numbers and text, as values: `AnyHashable`'s equality would find `1` for `1.0`, and no
        // `Float` 0.1 for a `Double` 0.1.
        return pairOff(Array(self), Array(actual)) { received, expected in
            element(received.key.base, matches: expected.key) && element(received.value, matches: expected.value)
        }
    }

    /// The first value that is neither SpryEquatable nor Equatable; see ``SpryEquatable``. Not for direct use.
    public var _nonSpryEquatablePart: Any? {
        values.lazy.compactMap(nonSpryEquatablePart(of:)).first
    }
}

// Numbers and text compare by rule: an expected number or string matches an argument of another standard type
// as its literal would be converted (``LiteralMatching``).

extension SpryEquatable where Self: BinaryInteger {
    /// Compares with a received number, possibly of another standard type; see ``SpryEquatable``. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool {
        LiteralMatching.integer(self, matches: actual)
    }
}

extension SpryEquatable where Self: BinaryFloatingPoint {
    /// Compares with a received number, possibly of another standard type; see ``SpryEquatable``. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool {
        LiteralMatching.float(self, matches: actual)
    }
}

extension SpryEquatable where Self: StringProtocol {
    /// Compares with a received `String`, `Substring` or `Character`; see ``SpryEquatable``. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool {
        LiteralMatching.text(self, matches: actual)
    }
}

extension Character: SpryEquatable {
    /// Compares with a received `String`, `Substring` or `Character`; see ``SpryEquatable``. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool {
        LiteralMatching.character(self, matches: actual)
    }
}

extension String: SpryEquatable {}
extension Substring: SpryEquatable {}
extension Bool: SpryEquatable {}
extension Int: SpryEquatable {}
extension Int8: SpryEquatable {}
extension Int16: SpryEquatable {}
extension Int32: SpryEquatable {}
extension Int64: SpryEquatable {}
extension UInt: SpryEquatable {}
extension UInt8: SpryEquatable {}
extension UInt16: SpryEquatable {}
extension UInt32: SpryEquatable {}
extension UInt64: SpryEquatable {}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension Int128: SpryEquatable {}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension UInt128: SpryEquatable {}
extension Float: SpryEquatable {}
extension Double: SpryEquatable {}
extension CGFloat: SpryEquatable {}

extension Set: SpryEquatable {
    /// Compares with a received set, whose elements may be of another standard number or string type: each expected
    /// element matches a received one of its own, as an array's do in order; see ``SpryEquatable``. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool {
        let actual = flattened(actual)
        if let same = actual as? Set<Element> { return same == self }
        guard let received = actual as? Set<AnyHashable>,
              !isEmpty || NeverMatching.mayHoldAlike(Self.self, type(of: actual!)) else { return false }
        return pairOff(Array(self), Array(received)) { element($0.base, matches: $1) }
    }
}

/// Whether `expected` and `received` pair off one to one, each expected element matching a received one of its own:
/// the rule for a set's elements and a dictionary's entries, which have no order.
private func pairOff<Expected, Received>(
    _ expected: [Expected], _ received: [Received], _ matches: (Received, Expected) -> Bool
) -> Bool {
    guard expected.count == received.count else { return false }
    var unmatched = received
    for item in expected {
        guard let found = unmatched.firstIndex(where: { matches($0, item) }) else { return false }
        unmatched.remove(at: found)
    }
    return true
}
extension Decimal: SpryEquatable {}
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
extension Duration: SpryEquatable {}
extension URL: SpryEquatable {}
extension Date: SpryEquatable {}
extension UUID: SpryEquatable {}
extension Data: SpryEquatable {}
extension NSObject: SpryEquatable {
    /// Compares with a received argument; see ``SpryEquatable``: an object by identity, but a value of a Swift type
    /// this object bridges to (`String` for an `NSString`, `Date` for an `NSDate`) by that type's `==`, so an
    /// `NSString` matches the `String` it holds. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool {
        guard var actual = flattened(actual) else { return false }
        // An object inside an `AnyHashable` is itself, whose `==` would ask the object's own `isEqual`.
        if let hashable = actual as? AnyHashable { actual = hashable.base }
        if type(of: actual) is AnyClass { return (actual as AnyObject) === self }
        return bridgedValue(self, equals: actual)
    }
}

/// Whether `object`, bridged to the Swift value type of `actual`, equals it; `false` where it does not bridge to it
/// or the type is not `Equatable`.
func bridgedValue(_ object: NSObject, equals actual: Any) -> Bool {
    guard let actual = actual as? any Equatable else { return false }
    func equals<Value: Equatable>(_ value: Value) -> Bool { (object as Any as? Value) == value }
    return equals(actual)
}
