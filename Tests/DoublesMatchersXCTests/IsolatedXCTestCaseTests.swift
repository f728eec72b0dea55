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
}
