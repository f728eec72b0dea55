import Doubles
import XCTest

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

final class CheckoutTests: XCTestCase {
    override func invokeTest() {
        withIsolatedDoubles { super.invokeTest() }
    }

    func test_staticStubsStayInTheirTest() {
        FakeStringService.stub(.imAStaticFunction).andReturn()
        FakeStringService.imAStaticFunction()
        XCTAssertTrue(FakeStringService.didCall(.imAStaticFunction).success)
    }
}
