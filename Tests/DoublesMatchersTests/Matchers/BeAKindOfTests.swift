import DoublesMatchers
import DoublesTestSupport
import Testing

private class Animal {}
private final class Dog: Animal {}
class Vehicle {}
final class Car: Vehicle {}

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

    @Test func beAKindOf_andBeAnInstanceOf_takeTheTypeOfTheExpression() {
        let result: Result<Vehicle, ParseError> = .success(Car())
        let error: Error = ParseError.empty
        passes {
            expect(result).to(beSuccess(beAKindOf(Car.self)))
            expect(result).to(beSuccess(beAnInstanceOf(Car.self)))
            expect(error).to(beAKindOf(ParseError.self))
            expect(error).to(beAnInstanceOf(ParseError.self))
        }
        failsWithMessage("expected to be <success(Vehicle)> that satisfies matcher, got <success(DoublesMatchersTests.Car)>\nexpected to be an instance of Vehicle, got <Car instance>") {
            expect(result).to(beSuccess(beAnInstanceOf(Vehicle.self)))
        }
        failsWithMessage("expected to be an instance of OtherError, got <ParseError instance>") {
            expect(error).to(beAnInstanceOf(OtherError.self))
        }
    }
}
