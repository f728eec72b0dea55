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

    @Test func anExpectedNil_matchesANilWrappedAtAnyDepth() {
        let once: Int? = nil
        let twice: Int?? = .some(nil)
        let thrice: Int??? = .some(.some(nil))
        for value in [once as Any, twice as Any, thrice as Any] {
            #expect(isNil(value))
            #expect(Argument.nil._isEqual(to: value))
        }
        #expect(!isNil(Optional(Optional(1)) as Any))
        let fake = FakeNilTaker()
        fake.take(twice as Any)
        fake.take(thrice as Any)
        fake.take(Optional(Optional(2)) as Any)
        #expect(fake.didCall(.take, withArguments: [nil], countSpecifier: .exactly(2)).success)
        fake.stub(.give).with(Argument.anything).andReturn("other")
        fake.stub(.give).with(nil).andReturn("nil")
        #expect(fake.give(twice as Any) == "nil")
        #expect(fake.give(Optional(Optional(2)) as Any) == "other")
    }

    /// A check with fewer expected arguments than the member takes matches no call, rules or not, and says why.
    @Test func fewerExpectedArgumentsThanACallHas_matchNoCall() {
        let fake = FakeStringService()
        fake.stub(.giveMeAString).andReturn("")
        _ = fake.giveMeAString(arg1: true, arg2: "x")
        let anything = Argument.pass { _ in true }
        let messages = failures {
            #expect(!fake.didCall(.giveMeAString, withArguments: [anything]).success)
            #expect(!fake.didCall(.giveMeAString, withArguments: [true]).success)
        }
        #expect(messages == [true, false].map { rule in
            """
            didCall(.giveMeAString) on FakeStringService gives 1 argument (<\(rule ? "Argument.pass" : "true")>), but \
            giveMeAString(arg1:arg2:) takes 2.
            Fix: give one argument per parameter, using Argument.anything for those that do not matter; a variadic \
            parameter is one argument, an array.
            """
        })
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

/// A fake whose argument may be of any type, an `Optional` of any depth among them.
private final class FakeNilTaker: Spryable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable {
        case take = "take(_:)"
        case give = "give(_:)"
    }

    func take(_ value: Any) { recordCall(arguments: value) }
    func give(_ value: Any) -> String { spryify(arguments: value) }
}
