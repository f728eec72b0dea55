import DoublesMatchers
import DoublesTestSupport
import Testing

private struct User { let name: String }

/// In an async test, a synchronous closure or matcher keeps the synchronous forms: no `await` needed.
@Suite struct AsyncOverloadChoiceTests {
    @Test func synchronousComposition_inAnAsyncTest_needsNoAwait() async {
        await Task.yield()
        passes {
            expect([1, 2]).to(allPass { $0 < 3 })
            expect([1, 2]).to(allPass("be small") { $0 < 3 })
            expect([1, 2]).to(containElementSatisfying { $0 == 2 })
            expect(User(name: "Ada")).to(map(\.name, equal("Ada")))
            expect(User(name: "Ada")).to(map({ $0.name }, equal("Ada")))
            expect("1").to(compactMap({ Int($0) }, equal(1)))
            expect(2).to(satisfyAllOf(beLessThan(3), beGreaterThan(1)))
            expect(2).to(satisfyAnyOf(beLessThan(3), beGreaterThan(5)))
            expect(2).to(beLessThan(3) && beGreaterThan(1))
            expect(2).to(beLessThan(3) || beGreaterThan(5))
            expect(2).to(not(equal(3)))
            #expect(true && !false)
        }
    }
}
