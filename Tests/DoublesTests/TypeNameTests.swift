import Foundation
import Testing
@testable import Doubles

private struct Box<Value> {}
private struct MyOptional<Value> {}
private protocol Named {}
private protocol Aged {}

struct Logbook {
    enum Level: CaseIterable { case trace, info }
    enum Value: ExpressibleByDictionaryLiteral {
        case fields([String: String])
        init(dictionaryLiteral elements: (String, String)...) { self = .fields([:]) }
    }
    struct Entry<Value> {
        struct Note {}
    }
}

/// How messages name types: with Swift's sugar for optionals, arrays and dictionaries, at any depth.
@Suite struct TypeNameTests {
    @Test func optionalsArraysAndDictionaries_areWrittenWithTheirSugar() {
        #expect(TypeName.of(Int?.self) == "Int?")
        #expect(TypeName.of([String].self) == "[String]")
        #expect(TypeName.of([String: Int].self) == "[String: Int]")
        #expect(TypeName.of(Int??.self) == "Int??")
    }

    @Test func sugarNestedInOtherTypes_isWrittenAtEveryDepth() {
        #expect(TypeName.of([String: [Int]?].self) == "[String: [Int]?]")
        #expect(TypeName.of([Int?]?.self) == "[Int?]?")
        #expect(TypeName.of(Box<[String: Int?]>.self) == "Box<[String: Int?]>")
        #expect(TypeName.of(Result<[Int], Error>.self) == "Result<[Int], Error>")
        #expect(TypeName.of(Set<Int>.self) == "Set<Int>")
    }

    @Test func optionalFunctionsExistentialsAndCompositions_areParenthesized() {
        #expect(TypeName.of(((Int) -> String)?.self) == "((Int) -> String)?")
        #expect(TypeName.of(((Int?) -> [String])?.self) == "((Int?) -> [String])?")
        // `String(describing:)` writes an existential without `any`, as `Error?` may be written too.
        #expect(TypeName.of((any Error)?.self) == "Error?")
        #expect(TypeName.of((any Named & Aged)?.self) == "(Aged & Named)?")
        #expect(TypeName.sugared("Optional<any Error>") == "(any Error)?")
        #expect(TypeName.of((Int, String)?.self) == "(Int, String)?")
    }

    /// A fix names a nested type by its path, which compiles in a test target, where its bare name does not.
    @Test func typesInAFix_areNamedByTheirPath_withoutModules() {
        #expect(TypeName.inSource(Logbook.Level.self) == "Logbook.Level")
        #expect(TypeName.inSource([String: Logbook.Level].self) == "[String: Logbook.Level]")
        #expect(TypeName.inSource(Logbook.Entry<Int>.Note?.self) == "Logbook.Entry<Int>.Note?")
        #expect(TypeName.inSource(Result<[Logbook.Level], any Error>.self) == "Result<[Logbook.Level], Error>")
        #expect(TypeName.inSource(Box<Int>.self) == "Box<Int>", "a private type, by its own name")
        // A type of another module than the fake's keeps its module, as two imported modules may both have it.
        #expect(TypeName.inSource([String: Logbook.Level].self, fakeModule: "Shop") == "[String: DoublesTests.Logbook.Level]")
        #expect(TypeName.inSource(Logbook.Level.self, fakeModule: "DoublesTests") == "Logbook.Level")
        #expect(TypeName.inSource([Date: Int].self, fakeModule: "Shop") == "[Date: Int]")
        #expect(Misuse.exampleValue(of: Logbook.Level?.self, fakeModule: "Shop") == "DoublesTests.Logbook.Level.trace")
        #expect(Misuse.exampleValue(of: Logbook.Level.self) == "Logbook.Level.trace")
        #expect(Misuse.exampleValue(of: [String: Logbook.Level].self) == "[String: Logbook.Level]()")
        #expect(Misuse.exampleValue(of: Logbook.Value.self) == "[:] as Logbook.Value", "it has no init()")
    }

    @Test func namesThatOnlyEndOrContainASugaredName_areKept() {
        #expect(TypeName.of(MyOptional<Int>.self) == "MyOptional<Int>")
        #expect(TypeName.sugared("Module.Array<Int>") == "Module.Array<Int>")
        #expect(TypeName.sugared("Optional<Int") == "Optional<Int")
        #expect(TypeName.of(Int.self) == "Int")
    }

    /// A constrained existential is named as source writes it, which the fix `EmptyValues.register(…)` needs.
    @Test func aConstrainedExistential_isNamedWithItsPrimaryArguments() {
        #expect(TypeName.of((any Sequence<Int>).self) == "any Sequence<Int>")
        #expect(TypeName.metatype((any Sequence<Int>).self) == "(any Sequence<Int>).self")
        #expect(TypeName.inSource((any AsyncSequence<[String: Int], any Error>).self)
            == "any AsyncSequence<[String: Int], Error>")
        #expect(TypeName.of([any Collection<Logbook.Level>].self) == "[any Collection<Logbook.Level>]")
        #expect(TypeName.primaryArguments("MySelf.Kind<Self.A == Int>") == "MySelf.Kind<Int>")
    }
}
