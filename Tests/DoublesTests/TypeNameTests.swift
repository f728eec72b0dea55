import Testing
@testable import Doubles

private struct Box<Value> {}
private struct MyOptional<Value> {}
private protocol Named {}
private protocol Aged {}

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

    @Test func namesThatOnlyEndOrContainASugaredName_areKept() {
        #expect(TypeName.of(MyOptional<Int>.self) == "MyOptional<Int>")
        #expect(TypeName.sugared("Module.Array<Int>") == "Module.Array<Int>")
        #expect(TypeName.sugared("Optional<Int") == "Optional<Int")
        #expect(TypeName.of(Int.self) == "Int")
    }
}
