import DoublesMatchers
import DoublesTestSupport
import Foundation
import Testing

private final class Box {}

/// An object's address as C's `%p` prints it, which is how messages show objects.
private func address(_ object: AnyObject) -> String {
    "<" + String(format: "%p", UInt(bitPattern: ObjectIdentifier(object))) + ">"
}

@Suite struct BeIdenticalToTests {
    @Test func beIdenticalTo_matchesTheSameInstanceOnly() {
        let box = Box()
        let other = Box()
        passes {
            expect(box).to(beIdenticalTo(box))
            expect(box).to(be(box))
            expect(box).toNot(beIdenticalTo(other))
            expect(box) === box
            expect(box) !== other
        }
    }

    @Test func beIdenticalTo_showsObjectsByAddress() {
        let box = Box()
        let other = Box()
        failsWithMessage("expected to be identical to \(address(other)), got \(address(box))") {
            expect(box).to(beIdenticalTo(other))
        }
        failsWithMessage("expected to not be identical to \(address(box)), got \(address(box))") {
            expect(box).toNot(beIdenticalTo(box))
        }
    }

    @Test func beIdenticalTo_failsOnNilUnderToAndToNot() {
        let box = Box()
        failsWithMessage("expected to be identical to nil, got nil (use beNil() to match nils)") {
            expect(nil as Box?).to(beIdenticalTo(nil))
        }
        failsWithMessage("expected to not be identical to \(address(box)), got nil (use beNil() to match nils)") {
            expect(nil as Box?).toNot(beIdenticalTo(box))
        }
    }

    @Test func beIdenticalTo_nestsInMatchersOfTheObjectsType() {
        let box = Box()
        let result: Result<Box, CancellationError> = .success(box)
        passes { expect(result).to(beSuccess(beIdenticalTo(box))) }
    }
}
