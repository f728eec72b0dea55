import Dispatch
import Doubles
import DoublesMatchers
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

struct Person: Equatable {
    let name: String
    let age: Int
}

final class Session: SpryEquatable {}
