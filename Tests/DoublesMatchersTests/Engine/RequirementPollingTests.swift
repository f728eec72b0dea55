import Dispatch
import DoublesMatchers
import DoublesTestSupport
import Testing

private struct Broken: Error {}

/// A value another thread sets after a moment.
private final class Later: Sendable {
    private let value = Mutexed<Int?>(nil)
    init(_ settled: Int, after milliseconds: Int = 20) {
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(milliseconds)) { [value] in
            value.update { $0 = settled }
        }
    }
    var current: Int? { value.get() }
}

@Suite(.tags(.concurrency)) struct RequirementPollingTests {
    @Test func require_toEventually_returnsTheValueItEndedOn() throws {
        let later = Later(1)
        let value: Int = try require { later.current ?? 0 }.toEventually(equal(1), timeout: .seconds(2))
        #expect(value == 1)
        // No span: a synchronous `toNever` or `toAlways` that blocks this test's thread fails (PollingTests).
        let unchanged = try require(3).toNever(equal(4), until: .milliseconds(0))
        #expect(unchanged == 3)
        #expect(try require(3).toAlways(equal(3), until: .milliseconds(0)) == 3)
    }

    @Test func require_toEventually_recordsAndThrowsWhenTimeRunsOut() {
        var thrown: Error?
        failsWithMessage("expected to eventually equal <1>, got <0>\n" + blockedTaskNote) {
            do { try require { 0 }.toEventually(equal(1), timeout: .milliseconds(30)) } catch { thrown = error }
        }
        #expect((thrown as? RequireError)?.message == "expected to eventually equal <1>, got <0>\n" + blockedTaskNote)
        failsWithMessage("expected to eventually not equal <0>, got <0>\n" + blockedTaskNote) {
            do { try require { 0 }.toEventuallyNot(equal(0), timeout: .milliseconds(30)) } catch {}
        }
        failsWithMessage("unexpected error thrown: <Broken()>") {
            do { try require { () throws -> Int in throw Broken() }.toEventually(equal(1), timeout: .milliseconds(30)) } catch {}
        }
        failsWithMessage("expected to never equal <3>, got <3>") {
            do { try require(customError: Broken(), 3).toNever(equal(3)) } catch { thrown = error }
        }
        #expect(thrown is Broken)
    }

    @Test func pollUnwrap_waitsForAValue() throws {
        let later = Later(7)
        // A timeout far beyond the 20 ms the value takes: under ThreadSanitizer, with the other suites running on
        // the same two cores, the global queue has taken over a second to run it.
        #expect(try pollUnwrap(timeout: .seconds(10), later.current) == 7)
        failsWithMessage("expected to eventually not be nil, got <nil>\n" + blockedTaskNote) {
            _ = try? pollUnwrap { nil as Int? }
        }
        failsWithMessage("still empty\nexpected to eventually not be nil, got <nil>\n" + blockedTaskNote) {
            _ = try? pollUnwraps(timeout: .milliseconds(30), description: "still empty") { nil as Int? }
        }
        #expect(try pollUnwraps { 4 } == 4)
        #expect(try unwraps { 5 } == 5)
        #expect(try requires { 6 }.to(equal(6)) == 6)
        failsWithMessage("unexpected error thrown: <Broken()>") {
            _ = try? pollUnwrap { () throws -> Int? in throw Broken() }
        }
    }

    @Test func asyncForms_suspendBetweenPolls() async throws {
        let later = Later(5)
        let value: Int = try await require { later.current ?? 0 }.toEventually(equal(5), timeout: .seconds(2))
        #expect(value == 5)
        let fromAsync: Int = try await require { () async in await Task.yield(); return later.current }
            .toEventuallyNot(beNil(), timeout: .seconds(2))
        #expect(fromAsync == 5)
        #expect(try await pollUnwrap { () async in later.current } == 5)
        #expect(try await pollUnwrapa(later.current) == 5)
        await failsWithMessage("expected to eventually not be nil, got <nil>") {
            _ = try? await pollUnwrap({ () async -> Int? in nil }, isolation: nil)
        }
    }

    /// In async code a synchronous closure is polled by the async form, which blocks no thread: its timeout has no
    /// note on a blocked thread.
    @Test func pollUnwrap_inAsyncCode_pollsASynchronousClosureWithoutBlocking() async {
        await failsWithMessage("expected to eventually not be nil, got <nil>") {
            _ = try? await pollUnwrap(timeout: .milliseconds(30)) { nil as Int? }
        }
    }
}
