import Dispatch
import Doubles
import DoublesMatchers
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

@Test func sequences() throws {
    let fake = FakeWeatherService()
    fake.stub(.parse).with("a").andReturn(1, 2, 3)
    #expect(try [fake.parse("a"), fake.parse("a"), fake.parse("a"), fake.parse("a")] == [1, 2, 3, 3])
}
