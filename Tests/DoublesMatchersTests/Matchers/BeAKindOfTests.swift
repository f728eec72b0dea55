import DoublesMatchers
import DoublesTestSupport
import Testing

private class Animal {}
private final class Dog: Animal {}

@Suite struct BeAKindOfTests {
    @Test func beAKindOf_acceptsSubclasses() {
        let dog: Animal = Dog()
        passes {
            expect(dog).to(beAKindOf(Animal.self))
            expect(dog).to(beAKindOf(Dog.self))
            expect(1).toNot(beAKindOf(String.self))
        }
        failsWithMessage("expected to be a kind of String, got <Int instance>") { expect(1).to(beAKindOf(String.self)) }
        failsWithMessage("expected to not be a kind of Int, got <Int instance>") { expect(1).toNot(beAKindOf(Int.self)) }
        failsWithMessage("expected to be a kind of Int, got <nil> (use beNil() to match nils)") {
            expect(nil as Int?).to(beAKindOf(Int.self))
        }
    }

    @Test func beAnInstanceOf_rejectsSubclasses() {
        let dog: Animal = Dog()
        passes {
            expect(dog).to(beAnInstanceOf(Dog.self))
            expect(dog).toNot(beAnInstanceOf(Animal.self))
        }
        failsWithMessage("expected to be an instance of Animal, got <Dog instance>") {
            expect(dog).to(beAnInstanceOf(Animal.self))
        }
        failsWithMessage("expected to not be an instance of Dog, got <Dog instance>") {
            expect(dog).toNot(beAnInstanceOf(Dog.self))
        }
    }
}
