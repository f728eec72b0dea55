import DoublesMatchers
import DoublesTestSupport
import Testing

private struct StopHere: Error {}

private func loadAsync(_ value: Int?) async -> Int? {
    await Task.yield()
    return value
}

@Suite struct RequireTests {
    @Test func require_returnsTheValueWhenItPasses() throws {
        let value: Int = try require(3).to(equal(3))
        #expect(value == 3)
        let fromClosure: Int = try require { 2 + 2 }.to(equal(4))
        #expect(fromClosure == 4)
        let unwrapped: Int = try require(Int?.some(5)).toNot(beNil())
        #expect(unwrapped == 5)
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
        failsWithMessage("expected to not equal <2>, got <2>") {
            do { try require(2).notTo(equal(2)) } catch {}
        }
    }

    @Test func require_closureForms_takeTheClosuresType() {
        let _: SyncRequirement<Int> = require { 1 }
        let _: SyncRequirement<Int> = require { () -> Int? in nil }
        let _: SyncRequirement<Void> = require { }
        let _: AsyncRequirement<Int> = require { await loadAsync(1) }
        let _: SyncRequirement<Int> = requires(1)
        let _: Requirement<Int> = require(1)
    }

    @Test func require_throwsTheCustomErrorInstead() {
        var thrown: Error?
        let records = gatherExpectations(silently: true) {
            do { try require(customError: StopHere(), 1).to(equal(2)) } catch { thrown = error }
        }
        #expect(records.map(\.success) == [false])
        #expect(thrown is StopHere)
    }

    @Test func require_thatPassesOnNil_throwsForWantOfAValue() {
        var thrown: Error?
        let records = gatherExpectations(silently: true) {
            do { _ = try require(nil as Int?).to(beNil()) } catch { thrown = error }
        }
        #expect(records.map(\.success) == [true])
        #expect((thrown as? RequireError)?.message == "the requirement passed, but the value is nil, so there is nothing to return")
    }

    @Test func asyncRequirements_awaitTheValue() async throws {
        let value: Int = try await require { await loadAsync(7) }.to(equal(7))
        #expect(value == 7)
        let inPlace: Int = try await requirea(await loadAsync(8)).toNot(beNil())
        #expect(inPlace == 8)
        var thrown: Error?
        let records = await gatherFailingExpectations(silently: true) {
            do { try await requirea(customError: StopHere(), await loadAsync(1)).to(equal(2)) } catch { thrown = error }
        }
        #expect(records.map(\.message.stringValue) == ["expected to equal <2>, got <1>"])
        #expect(thrown is StopHere)
    }

    @Test func unwrap_returnsTheWrappedValueOrThrows() throws {
        let some: Int? = 4
        #expect(try unwrap(some) == 4)
        #expect(try unwraps(some) == 4)
        var thrown = false
        failsWithMessage("expected to not be nil, got <nil>") {
            do { _ = try unwrap(nil as Int?) } catch { thrown = true }
        }
        #expect(thrown)
    }

    @Test func unwrap_putsTheDescriptionFirst() {
        failsWithMessage("the seed data has an admin\nexpected to not be nil, got <nil>") {
            _ = try? unwrap(description: "the seed data has an admin", nil as Int?)
        }
        failsWithMessage("the seed data has an admin\nexpected to not be nil, got <nil>") {
            _ = try? unwraps(description: "the seed data has an admin", nil as Int?)
        }
        failsWithMessage("the seed data has an admin\nexpected to not be nil, got <nil>") {
            _ = try? unwrap(nil as Int?, description: "the seed data has an admin")
        }
        var thrown: Error?
        failsWithMessage("expected to not be nil, got <nil>") {
            do { _ = try unwrap(customError: StopHere(), nil as Int?) } catch { thrown = error }
        }
        #expect(thrown is StopHere)
    }

    @Test func unwrap_asyncForms() async throws {
        #expect(try await unwrap { await loadAsync(3) } == 3)
        #expect(try await unwrapa(await loadAsync(4)) == 4)
        await failsWithMessage("expected to not be nil, got <nil>") {
            _ = try? await unwrap { await loadAsync(nil) }
        }
        await failsWithMessage("missing\nexpected to not be nil, got <nil>") {
            _ = try? await unwrapa(description: "missing", await loadAsync(nil))
        }
    }

    @Test func requireFail_recordsAndThrows() {
        var thrown: Error?
        failsWithMessage("requireFail() always fails") {
            do { try requireFail() } catch { thrown = error }
        }
        #expect((thrown as? RequireError)?.message == "requireFail() always fails")
        failsWithMessage("the items did not load") {
            do { try requireFail("the items did not load", customError: StopHere()) } catch { thrown = error }
        }
        #expect(thrown is StopHere)
    }

    @Test func expects_isExpectForAsyncTests() async {
        await Task.yield()
        passes {
            expects(1 + 1).to(equal(2))
            expects { 3 }.toNot(equal(4))
        }
    }

    @Test func requirements_fitClosuresThatReturnNothing() async {
        let check: () throws -> Void = { try require(1).to(equal(1)) }
        let poll: () throws -> Void = { try require { 2 }.toEventually(equal(2)) }
        // No span: a synchronous `toNever` that blocks this test's thread fails (PollingTests).
        let never: () throws -> Void = { try require(3).toNever(equal(4), until: .milliseconds(0)) }
        let awaited: () async throws -> Void = { try await require { await loadAsync(5) }.to(equal(5)) }
        passes {
            try? check()
            try? poll()
            try? never()
        }
        await passes { try? await awaited() }
        failsWithMessage("expected to equal <2>, got <1>") {
            let failing: () throws -> Void = { try require(1).to(equal(2)) }
            try? failing()
        }
    }

    @Test func closureArguments_areCalled_notTakenAsTheValue() async throws {
        // Untyped on purpose: taken as the value, each would be a closure, and the check below would not compile.
        let fromClosure = try unwrap { 5 }
        let awaited = try await unwrapa { await loadAsync(6) }
        let required = try await requirea { await loadAsync(7) }.toNot(beNil())
        let polled = try await pollUnwrapa { await loadAsync(8) }
        #expect([fromClosure, awaited, required, polled] == [5, 6, 7, 8])
        await passes { await expecta { await loadAsync(9) }.to(equal(9)) }
        failsWithMessage("expected to not be nil, got <nil>") { _ = try? unwrap { nil as Int? } }
        await failsWithMessage("expected to not be nil, got <nil>") { _ = try? await unwrapa { await loadAsync(nil) } }
        await failsWithMessage("expected to eventually not be nil, got <nil>") {
            _ = try? await pollUnwrapa(timeout: .milliseconds(30)) { await loadAsync(nil) }
        }
    }
}

/// Every `unwrap`, `unwraps` and `unwrapa` form is `@discardableResult`, as in Nimble: a test may call one for its
/// check alone. Without the attribute each line below warns that its result is unused, and CI fails on warnings.
@Suite struct UnwrapDiscardableResultTests {
    @Test func unwrapForms_calledForTheirCheckAlone_passOnAValue() async throws {
        let value: Int? = 1
        try unwrap(value)
        try unwrap(value, description: "a value")
        try unwrap { value }
        try unwraps(value)
        try unwraps { value }
        try await unwrap { await loadAsync(value) }
        try await unwrapa(await loadAsync(value))
        try await unwrapa { await loadAsync(value) }
    }

    @Test func unwrapForms_calledForTheirCheckAlone_stillFailOnNil() async {
        let none: Int? = nil
        let records = gatherFailingExpectations(silently: true) {
            do { try unwrap(none) } catch {}
            do { try unwraps { none } } catch {}
        }
        let asyncRecords = await gatherFailingExpectations(silently: true) {
            do { try await unwrapa(await loadAsync(none)) } catch {}
        }
        #expect((records + asyncRecords).map(\.message.stringValue) == Array(
            repeating: "expected to not be nil, got <nil>", count: 3
        ))
    }
}
