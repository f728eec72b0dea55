import Doubles
import DoublesMatchers
import XCTest

/// A fake type whose static stub each test below makes anew.
final class FakeCurrency: Spryable {
    enum ClassFunction: String, StringRepresentable {
        case code = "code()"
    }

    enum Function: String, StringRepresentable {
        case none = "none()"
    }

    static func code() -> String { spryify() }
}

/// Static state isolated per XCTest test in one line: each test runs inside its own `withIsolatedDoubles`.
final class IsolatedXCTestCaseTests: XCTestCase {
    override func invokeTest() {
        withIsolatedDoubles { super.invokeTest() }
    }

    // Both tests stub the same static member with `stub`, not `stubAgain`: whichever runs second would see the
    // first one's stub, and report a replaced stub, if static state were shared.
    func test_aStaticStub_isSeenOnlyInItsTest() {
        let failures = gatherFailingExpectations(silently: true) {
            FakeCurrency.stub(.code).andReturn("EUR")
        }
        XCTAssertEqual(failures.map(\.message.stringValue), [])
        XCTAssertEqual(FakeCurrency.code(), "EUR")
        expect(FakeCurrency.self).to(haveReceived(.code, countSpecifier: .exactly(1)))
    }

    func test_anotherStaticStub_startsFromNothing() {
        let failures = gatherFailingExpectations(silently: true) {
            FakeCurrency.stub(.code).andReturn("CHF")
        }
        XCTAssertEqual(failures.map(\.message.stringValue), [])
        XCTAssertEqual(FakeCurrency.code(), "CHF")
        expect(FakeCurrency.self).to(haveReceived(.code, countSpecifier: .exactly(1)))
    }

    /// A queue's call of the type sees the shared static state, not this test's scope, where the stub is: its missing
    /// stub says so, though XCTest's running test is known on every thread.
    func test_aMissingStubFromAQueue_saysTheScopesStubsAreNotSeen() {
        FakeCurrency.stub(.code).andReturn("EUR")
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var messages: [String] = []
        DispatchQueue.global().async {
            messages = gatherFailingExpectations(silently: true) { _ = FakeCurrency.code() }.map(\.message.stringValue)
            FakeCurrency.resetCalls()  // the shared state's call, made here
            done.signal()
        }
        done.wait()
        XCTAssertEqual(messages, [
            """
            FakeCurrency has no stub for code() -> String that matches the call with no arguments.
            The call ran outside every isolated scope, while one is open: if it was meant to run in one, work that \
            does not inherit the scope (a Dispatch queue, a thread, `Task.detached`) sees the shared static state, not \
            the scope's stubs; make the call from the test's own tasks: `Task { }`, `async let` and a task group \
            inherit the scope. Where the code under test calls from a queue, give it a fake instance rather than the \
            type, or run the tests of the fake type one at a time without isolation: in Swift Testing in one \
            `.serialized` suite; XCTest runs a class's tests one at a time.
            Stubs on FakeCurrency: none
            Fix: stub it before the call, for example `FakeCurrency.stub(.code).andReturn("")`, or, for a fake this \
            test does not check, call `FakeCurrency.relax()` first.
            """,
        ])
    }
}
