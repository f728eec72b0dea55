import Dispatch
import Doubles
import DoublesMatchers
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

@Test func expectations() async {
    expect(1 + 1).to(equal(2))
    expect(1.2).to(beCloseTo(1.1, within: 0.1))
    expect(3) > 2
    expect("seahorse").to(contain("sea"))
    expect(["Atlantic", "Pacific"]).toNot(contain("Mississippi"))
    expect("seagull").notTo(equal("pelican"), description: "birds are not interchangeable")
    expect { try JSONSerialization.jsonObject(with: Data("{".utf8)) }.to(throwError())
    await expect { await Task.yield() }.toNot(beNil())
}
