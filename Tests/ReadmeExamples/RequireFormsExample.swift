import Dispatch
import Doubles
import DoublesMatchers
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

struct SetUpFailed: Error {}

@Test func requiringAsyncWork() async throws {
    let load: () async -> [String] = { ["ada", "grace"] }
    let names = try await require { await load() }.toNot(beEmpty())
    let admin = try unwrap(customError: SetUpFailed(), description: "the seed data has an admin", names.first)
    #expect(admin == "ada")
}
