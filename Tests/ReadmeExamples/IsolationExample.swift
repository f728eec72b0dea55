import Dispatch
import Doubles
import DoublesMatchers
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

@Test(.isolatedDoubles, arguments: [1, 2, 3])
func eachTestHasItsOwnStaticStubs(value: Int) {
    FakeStringService.stub(.giveMeAString).andReturn("\(value)")
    #expect(FakeStringService.giveMeAString(arg1: true, arg2: "") == "\(value)")
}

@Test func isolatingABlock() {
    withIsolatedDoubles {
        FakeStringService.stub(.imAStaticFunction).andReturn()
        FakeStringService.imAStaticFunction()
        #expect(FakeStringService.didCall(.imAStaticFunction).success)
    }
}
