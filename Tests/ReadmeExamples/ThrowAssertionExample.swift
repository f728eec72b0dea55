import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

/// Stops the process when `count` is negative, as code under test does with `precondition`.
func makeBuffer(count: Int) -> [Int] {
    precondition(count >= 0, "count must not be negative")
    return Array(repeating: 0, count: count)
}

@Suite struct ThrowAssertionReplacements {
    // expect { _ = makeBuffer(count: -1) }.to(throwAssertion())
    @Test func negativeCount_stopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = makeBuffer(count: -1)
        }
    }

    // expect(makeBuffer(count: -1)).to(throwAssertion()), or fatalError() or preconditionFailure() in place
    @Test func fatalErrorInPlace_stopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            fatalError("unreachable")
        }
    }

    // expect { _ = makeBuffer(count: 2) }.toNot(throwAssertion())
    @Test func zeroOrMore_returns() async {
        await #expect(processExitsWith: .success) {
            _ = makeBuffer(count: 2)
        }
    }

    // Nimble could not read the message; an exit test can.
    @Test func negativeCount_saysWhy() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) {
            _ = makeBuffer(count: -1)
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("count must not be negative"))
    }
}
