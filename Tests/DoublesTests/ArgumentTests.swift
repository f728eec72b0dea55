import Foundation
import Testing
@testable import Doubles

@Suite struct ArgumentTests {
    @Test func anything_matchesEverythingIncludingNil() {
        #expect(Argument.anything._isEqual(to: 1))
        #expect(Argument.anything._isEqual(to: nil))
    }

    @Test func nonNil_andNil() {
        #expect(Argument.nonNil._isEqual(to: 1))
        #expect(!Argument.nonNil._isEqual(to: nil))
        #expect(!Argument.nonNil._isEqual(to: Optional<Any>.some(Optional<Int>.none as Any)))
        #expect(Argument.nil._isEqual(to: nil))
        #expect(!Argument.nil._isEqual(to: 1))
    }

    @Test func pass_usesTheValidation() {
        let even = Argument.pass { ($0 as? Int).map { $0 % 2 == 0 } ?? false }
        #expect(even._isEqual(to: 2))
        #expect(!even._isEqual(to: 3))
    }

    @available(*, deprecated)
    @Test func validator_isADeprecatedAliasOfPass() {
        let odd = Argument.validator { ($0 as? Int).map { $0 % 2 == 1 } ?? false }
        #expect(odd._isEqual(to: 3))
        #expect(!odd._isEqual(to: 2))
    }

    @Test func instanceOf_matchesValuesOfThatType() {
        #expect(Argument.instanceOf(String.self)._isEqual(to: "x"))
        #expect(!Argument.instanceOf(String.self)._isEqual(to: 1))
        #expect(!Argument.instanceOf(String.self)._isEqual(to: nil))
    }
}
