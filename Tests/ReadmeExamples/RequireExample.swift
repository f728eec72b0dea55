import Dispatch
import Doubles
import DoublesMatchers
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

@Test func requiring() throws {
    let numbers = [3, 1, 2]
    let first = try unwrap(numbers.first)
    let count = try require(numbers.count).to(beGreaterThan(2))
    #expect(first == 3)
    #expect(count == 3)
}
