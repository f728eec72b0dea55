import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite struct RequireTests {
    @Test func require_returnsTheValueWhenItPasses() throws {
        let value = try require(3).to(equal(3))
        #expect(value == 3)
    }

    @Test func require_recordsAndThrowsWhenItFails() {
        var thrown: Error?
        let records = gatherFailingExpectations(silently: true) {
            do { try require(2).to(equal(3)) } catch { thrown = error }
        }
        #expect(records.map(\.message.stringValue) == ["expected to equal <3>, got <2>"])
        #expect((thrown as? RequireError)?.message == "expected to equal <3>, got <2>")
    }

    @Test func require_toNot() throws {
        let value = try require(2).toNot(equal(3))
        #expect(value == 2)
        failsWithMessage("expected to not equal <2>, got <2>") { _ = try? require(2).notTo(equal(2)) }
    }

    @Test func unwrap_returnsTheWrappedValueOrThrows() throws {
        let some: Int? = 4
        #expect(try unwrap(some) == 4)
        var thrown = false
        failsWithMessage("expected to not be nil, got <nil>") {
            do { _ = try unwrap(nil as Int?) } catch { thrown = true }
        }
        #expect(thrown)
    }
}
