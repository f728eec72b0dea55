import Foundation
import Testing
@testable import Doubles

@Suite struct SpryEquatableTests {
    @Test func equatableValues_compareWithEquals() {
        #expect(Person(name: "A", age: 1)._isEqual(to: Person(name: "A", age: 1)))
        #expect(!Person(name: "A", age: 1)._isEqual(to: Person(name: "A", age: 2)))
        #expect(!Person(name: "A", age: 1)._isEqual(to: "A"))
    }

    @Test func classInstances_compareByIdentityEvenWhenEquatable() {
        let reference = Reference(id: 1)
        #expect(reference._isEqual(to: reference))
        #expect(!reference._isEqual(to: Reference(id: 1)))
    }

    @Test func nsObjects_compareByIdentity() {
        let object = NSObject()
        #expect(object._isEqual(to: object))
        #expect(!object._isEqual(to: NSObject()))
    }

    @Test func optionals_areUnwrapped() {
        let some: String? = "x"
        #expect(some._isEqual(to: "x"))
        #expect(some._isEqual(to: Optional<Any>.some(Optional("x") as Any)))
        #expect(!some._isEqual(to: nil))
        let none: String? = nil
        #expect(none._isEqual(to: nil))
        #expect(none._isEqual(to: Optional<Any>.some(Optional<String>.none as Any)))
        #expect(!none._isEqual(to: "x"))
    }

    @Test func arraysAndDictionaries_compareElementByElement() {
        #expect([1, 2, 3]._isEqual(to: [1, 2, 3]))
        #expect(![1, 2, 3]._isEqual(to: [1, 2]))
        #expect(![1, 2, 3]._isEqual(to: [1, 2, 4]))
        #expect(["a": 1]._isEqual(to: ["a": 1]))
        #expect(!["a": 1]._isEqual(to: ["a": 2]))
        #expect(!["a": 1]._isEqual(to: ["b": 1]))
        let reference = Reference(id: 1)
        #expect([reference]._isEqual(to: [reference]))
        #expect(![reference]._isEqual(to: [Reference(id: 1)]))
    }

    /// A dictionary's keys follow the rule for numbers, as its values do, though `AnyHashable` holds `1.0` equal to
    /// `1`: a `Double` key matches no `Int` key, while an integer key matches one of another width or a `Double`, as
    /// its literal would convert.
    @Test func dictionaryKeys_matchByTheRuleForNumbers() {
        #expect(![1.0: "a"]._isEqual(to: [1: "a"]))
        #expect([1: "a"]._isEqual(to: [1.0: "a"]))
        #expect(![true: "a"]._isEqual(to: [1: "a"]))
        #expect([Int64(1): "a"]._isEqual(to: [1: "a"]))
        #expect([1: "a"]._isEqual(to: [UInt8(1): "a"]))
        #expect([1.5: "a"]._isEqual(to: [Float(1.5): "a"]))
        #expect([0.1: "a"]._isEqual(to: [Float(0.1): "a"]), "as a value 0.1 matches the Float 0.1")
        #expect(["a": 0.1]._isEqual(to: ["a": Float(0.1)]))
        #expect([1: "a", 2: "b"]._isEqual(to: [2: "b", 1: "a"]))
        #expect(![1: "a", 2: "b"]._isEqual(to: [1: "b", 2: "a"]))
        #expect(["a": 1]._isEqual(to: ["a": 1] as [AnyHashable: Int]))
    }

    /// Every standard integer type matches the others by the rule for numbers, the 128-bit ones included.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @Test func int128AndUInt128_matchOtherIntegerTypesByValue() {
        #expect(Int128(5)._isEqual(to: 5))
        #expect(UInt128(5)._isEqual(to: Int64(5)))
        #expect(!Int128(-1)._isEqual(to: UInt(UInt64.max)))
        #expect(5._isEqual(to: Int128(5)))
        #expect(!UInt128(5)._isEqual(to: 5.5))
    }

    @Test func defaultConformances_coverTheCommonTypes() {
        let values: [(SpryEquatable, Any, Any)] = [
            ("s", "s", "t"), (Substring("s"), Substring("s"), Substring("t")), (Character("c"), Character("c"), Character("d")),
            (true, true, false), (1, 1, 2), (Int8(1), Int8(1), Int8(2)), (Int16(1), Int16(1), Int16(2)),
            (Int32(1), Int32(1), Int32(2)), (Int64(1), Int64(1), Int64(2)), (UInt(1), UInt(1), UInt(2)),
            (UInt8(1), UInt8(1), UInt8(2)), (UInt16(1), UInt16(1), UInt16(2)), (UInt32(1), UInt32(1), UInt32(2)),
            (UInt64(1), UInt64(1), UInt64(2)), (Float(1), Float(1), Float(2)), (1.5, 1.5, 2.5),
            (CGFloat(1), CGFloat(1), CGFloat(2)), (Set([1]), Set([1]), Set([2])),
            (URL(string: "https://a.example")!, URL(string: "https://a.example")!, URL(string: "https://b.example")!),
            (Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)),
            (UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
             UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
             UUID(uuidString: "00000000-0000-0000-0000-000000000002")!),
            (Data([1]), Data([1]), Data([2])),
        ]
        for (expected, same, different) in values {
            #expect(expected._isEqual(to: same), "\(expected) should equal \(same)")
            #expect(!expected._isEqual(to: different), "\(expected) should not equal \(different)")
        }
    }
}
