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
        if let set = actual as? Set<AnyHashable> {
            // `["a", "a"]` is the set `["a"]`: each element has a match on the other side.
            return set.allSatisfy { received in contains { element(received.base, matches: $0) } }
                && allSatisfy { expected in set.contains { element($0.base, matches: expected) } }
                && (!isEmpty && !set.isEmpty || NeverMatching.mayHoldAlike(Self.self, type(of: actual!)))
        }
        guard let received = actual as? [Any], received.count == count,
              !isEmpty || NeverMatching.mayHoldAlike(Self.self, type(of: actual!)) else { return false }
        for (expected, received) in zip(self, received) where !element(received, matches: expected) {
            return false
        }
        return true
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
        for (key, expected) in self {
            guard let received = actual[AnyHashable(key)], element(received, matches: expected) else { return false }
        }
        return true
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
extension Float: SpryEquatable {}
extension Double: SpryEquatable {}
extension CGFloat: SpryEquatable {}

extension Set: SpryEquatable {
    /// Compares with a received set, whose elements may be of another standard number or string type: each expected
    /// element matches a received one of its own, as an array's do in order; see ``SpryEquatable``. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool {
        let actual = flattened(actual)
        if let same = actual as? Set<Element> { return same == self }
        guard let received = actual as? Set<AnyHashable>, received.count == count,
              !isEmpty || NeverMatching.mayHoldAlike(Self.self, type(of: actual!)) else { return false }
        var unmatched = Array(received)
        for expected in self {
            guard let found = unmatched.firstIndex(where: { element($0.base, matches: expected) }) else { return false }
            unmatched.remove(at: found)
        }
        return true
    }
}
extension Decimal: SpryEquatable {}
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
extension Duration: SpryEquatable {}
extension URL: SpryEquatable {}
extension Date: SpryEquatable {}
extension UUID: SpryEquatable {}
extension Data: SpryEquatable {}
extension NSObject: SpryEquatable {}
