import Foundation

extension Optional: SpryEquatable {
    /// Compares with a received argument; see ``SpryEquatable``. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool {
        switch self {
        case .none:
            return isNil(actual)
        case .some(let wrapped):
            guard let expected = wrapped as? SpryEquatable else { return false }
            return expected._isEqual(to: actual)
        }
    }
}

extension Array: SpryEquatable {
    /// Compares with a received argument; see ``SpryEquatable``. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool {
        guard let actual = flattened(actual) as? [Any], actual.count == count else { return false }
        for (expected, received) in zip(self, actual) {
            guard let expected = expected as? SpryEquatable, argument(received, matches: expected) else {
                return false
            }
        }
        return true
    }
}

extension Dictionary: SpryEquatable {
    /// Compares with a received argument; see ``SpryEquatable``. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool {
        guard let actual = flattened(actual) as? [AnyHashable: Any], actual.count == count else { return false }
        for (key, expected) in self {
            guard let received = actual[AnyHashable(key)],
                  let expected = expected as? SpryEquatable,
                  argument(received, matches: expected)
            else { return false }
        }
        return true
    }
}

extension String: SpryEquatable {}
extension Substring: SpryEquatable {}
extension Character: SpryEquatable {}
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
extension Set: SpryEquatable {}
extension URL: SpryEquatable {}
extension Date: SpryEquatable {}
extension UUID: SpryEquatable {}
extension Data: SpryEquatable {}
extension NSObject: SpryEquatable {}
