import Dispatch
import DoublesMatchers
import DoublesTestSupport
import Foundation
import Testing

// The Swift snippets of the Nimble README (the newer one in shared/reference), with `import Nimble` replaced by
// `import DoublesMatchers`, each inside a test with the values it assumes. Left out: the Objective-C snippets,
// `raiseException` (it needs the Objective-C runtime), `throwAssertion` (it traps a crash in process; not
// provided), `DistributedNotificationCenter` (macOS only), and snippets that are not valid Swift 6 (`Printable`,
// `beAKindOf(Mammal)` without `.self`, the deprecated `NSCocoaError` name, `expect(await …)`, which is
// written `expecta(await …)` here).

private final class Seagull {
    var squawk = "Squee!"
}

private final class Ocean: @unchecked Sendable {
    private let lock = NSLock()
    private var creatures: [String] = []
    var isClean = true

    var contents: [String] { lock.withLock { creatures } }

    func add(_ creature: String) { lock.withLock { creatures.append(creature) } }

    func goFish(_ completion: @escaping @Sendable (Bool) -> Void) {
        DispatchQueue.global().async { completion(true) }
    }
}

private protocol SomeProtocol {}
private final class SomeClassConformingToProtocol: SomeProtocol {}
private struct SomeStructConformingToProtocol: SomeProtocol {}

private enum NimbleError: Error { case timeout }
private enum NimbleErrorEnum: Error { case timeout }
private func somethingThatThrows() throws -> Int { throw NimbleError.timeout }

private struct Turtle {
    let color: String
}

private enum Outcome {
    case enumCaseWithAssociatedValueThatIDontCareAbout(Int)
    case other
}

private func aFunctionReturning1() async -> Int { 1 }

@Suite(.tags(.concurrency)) struct NimbleReadmeTests {
    private let seagull = Seagull()
    private let ocean = Ocean()

    @Test func introduction() {
        passes {
            expect(1 + 1).to(equal(2))
            expect(1.2).to(beCloseTo(1.1, within: 0.1))
            expect(3) > 2
            expect("seahorse").to(contain("sea"))
            expect(["Atlantic", "Pacific"]).toNot(contain("Mississippi"))
            expect(ocean.isClean).toEventually(beTruthy())
        }
    }

    @Test func expectationsUsingExpectTo() {
        passes {
            expect(seagull.squawk).to(equal("Squee!"))
            expect(seagull.squawk).toNot(equal("Oh, hello there!"))
            expect(seagull.squawk).notTo(equal("Oh, hello there!"))
        }
    }

    @Test func customFailureMessages() {
        failsWithMessage("expected to equal <3>, got <2>") { expect(1 + 1).to(equal(3)) }
        failsWithMessage("Make sure libKindergartenMath is loaded\nexpected to equal <3>, got <2>") {
            expect(1 + 1).to(equal(3), description: "Make sure libKindergartenMath is loaded")
        }
    }

    @Test func operatorOverloads() {
        passes {
            expect(seagull.squawk) != "Hi!"
            expect(10) > 2
        }
    }

    @Test func cPrimitives() {
        passes {
            let actual: CInt = 1
            let expectedValue: CInt = 1
            expect(actual).to(equal(expectedValue))
            expect(1 as CInt).to(equal(1))
        }
    }

    @Test func asyncAwait() async {
        await passes {
            await expecta(await aFunctionReturning1()).to(equal(1))
            await expect { await aFunctionReturning1() }.to(equal(1))
        }
    }

    @Test func pollingExpectations() async {
        let ocean = self.ocean
        DispatchQueue.main.async {
            ocean.add("dolphins")
            ocean.add("whales")
        }
        await passes {
            await expect(ocean.contents).toEventually(contain("dolphins", "whales"))
            await expect(ocean.contents).toAlways(contain("dolphins"), until: .milliseconds(50))
            await expect(ocean.contents).toNever(contain("hares"), until: .milliseconds(50))
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { ocean.add("starfish") }
        let someValue = 100
        await passes {
            await expect(ocean.contents).toEventually(contain("starfish"), timeout: .seconds(3))
            await expect(someValue).toEventually(equal(100), timeout: .milliseconds(5500), pollInterval: .milliseconds(200))
            // The older README's plain numbers of seconds read the same way.
            await expect(someValue).toEventually(equal(100), timeout: 5.5, pollInterval: 0.2)
        }
    }

    @Test func waitUntilCallbacks() async {
        let ocean = self.ocean
        // The expectations run in Dispatch callbacks; one that failed would be reported when the wait ends.
        let failures = await gatherFailingExpectations(silently: true) {
            await waitUntil { done in
                ocean.goFish { success in
                    expect(success).to(beTrue())
                    done()
                }
            }
            await waitUntil(timeout: .seconds(10)) { done in
                ocean.goFish { success in
                    expect(success).to(beTrue())
                    done()
                }
            }
        }
        #expect(failures.isEmpty)
    }

    @available(*, deprecated)
    @Test func changingTheDefaults() {
        // The only test that changes the defaults, so it alone may read them and expect the documented values.
        #expect(PollingDefaults.timeout == .seconds(1))
        #expect(PollingDefaults.pollInterval == .milliseconds(10))
        let (timeout, interval) = (PollingDefaults.timeout, PollingDefaults.pollInterval)
        defer { (PollingDefaults.timeout, PollingDefaults.pollInterval) = (timeout, interval) }
        AsyncDefaults.timeout = .seconds(5)
        AsyncDefaults.pollInterval = .milliseconds(100)
        #expect(PollingDefaults.timeout == .seconds(5))
        #expect(PollingDefaults.pollInterval == .milliseconds(100))
    }

    @Test func typeChecking() {
        passes {
            expect(1).to(beAKindOf(Int.self))
            expect("turtle").to(beAKindOf(String.self))

            let classObject = SomeClassConformingToProtocol()
            expect(classObject).to(beAKindOf(SomeProtocol.self))
            expect(classObject).to(beAKindOf(SomeClassConformingToProtocol.self))
            expect(classObject).toNot(beAKindOf(SomeStructConformingToProtocol.self))

            let structObject = SomeStructConformingToProtocol()
            expect(structObject).to(beAKindOf(SomeProtocol.self))
            expect(structObject).to(beAKindOf(SomeStructConformingToProtocol.self))
            expect(structObject).toNot(beAKindOf(SomeClassConformingToProtocol.self))

            expect(1).to(beAnInstanceOf(Int.self))
            expect("turtle").to(beAnInstanceOf(String.self))
            expect(classObject).toNot(beAnInstanceOf(SomeProtocol.self))
            expect(classObject).to(beAnInstanceOf(SomeClassConformingToProtocol.self))
            expect(classObject).toNot(beAnInstanceOf(SomeStructConformingToProtocol.self))
            expect(structObject).toNot(beAnInstanceOf(SomeProtocol.self))
            expect(structObject).to(beAnInstanceOf(SomeStructConformingToProtocol.self))
            expect(structObject).toNot(beAnInstanceOf(SomeClassConformingToProtocol.self))
        }
    }

    @Test func equivalenceIdentityAndComparisons() {
        let actual = 4
        let expected = 4
        let object = Seagull()
        passes {
            expect(actual).to(equal(expected))
            expect(actual) == expected
            expect(actual).toNot(equal(expected + 1))
            expect(actual) != expected + 1
            expect(object).to(beIdenticalTo(object))
            expect(object) === object
            expect(object).toNot(beIdenticalTo(Seagull()))
            expect(object) !== Seagull()
            expect(actual).to(beLessThan(expected + 1))
            expect(actual) < expected + 1
            expect(actual).to(beLessThanOrEqualTo(expected))
            expect(actual) <= expected
            expect(actual).to(beGreaterThan(expected - 1))
            expect(actual) > expected - 1
            expect(actual).to(beGreaterThanOrEqualTo(expected))
            expect(actual) >= expected
            expect(NSMakeRange(1, 10)).to(equal(NSMakeRange(1, 10)))
        }
    }

    @Test func floatingPoint() {
        let actual = 1.0
        let expected = 1.00001
        let delta = 0.001
        passes {
            expect(actual).to(beCloseTo(expected, within: delta))
            expect(10.01).to(beCloseTo(10, within: 0.1))
            expect(actual) ≈ expected
            expect(actual) ≈ (expected, delta)
            expect(actual) ≈ expected ± delta
            expect(actual) == expected ± delta
            // The README writes `[0.0001, 2.0001]`; 2.0001 - 2.0 is 0.00010000000000021103 in binary floating point,
            // more than the default 0.0001, so that exact line fails in Nimble as well.
            expect([0.0, 2.0]) ≈ [0.0001, 2.00005]
            // The README says `within: 0.1`; in binary floating point 2.1 - 2.0 is 0.10000000000000009, which is
            // more than 0.1, so that line fails in Nimble as well.
            expect([0.0, 2.0]).to(beCloseTo([0.1, 2.1], within: 0.11))
        }
    }

    @Test func truthiness() {
        passes {
            expect(true).to(beTruthy())
            expect(true).to(beTrue())
            expect(false).to(beFalsy())
            expect(false).to(beFalse())
            expect(nil as Bool?).to(beNil())
        }
    }

    @Test func swiftErrors() {
        passes {
            expect { try somethingThatThrows() }.to(throwError())
            expect { try somethingThatThrows() }.to(throwError { (error: Error) in
                expect(error._domain).to(contain("NimbleError"))
            })
            expect { try somethingThatThrows() }.to(throwError(NimbleError.timeout))
            expect { try somethingThatThrows() }.to(throwError(errorType: NimbleError.self))

            let actual: Error = NimbleErrorEnum.timeout
            expect(actual).to(matchError(NimbleErrorEnum.self))
            expect(actual).to(matchError(NimbleErrorEnum.timeout))
            let nsError: Error = NSError(domain: "err", code: 123, userInfo: nil)
            expect(nsError).to(matchError(NSError(domain: "err", code: 123, userInfo: nil)))
        }
    }

    @Test func collectionsAndStrings() {
        let turtles = [Turtle(color: "green"), Turtle(color: "blue")]
        passes {
            expect(["whale", "dolphin", "starfish"]).to(contain("dolphin", "starfish"))
            expect([Int]()).to(beEmpty())
            expect([1, 2, 3]).to(beginWith(1))
            expect([1, 2, 3]).to(endWith(3))
            expect(turtles).to(containElementSatisfying({ turtle in
                return turtle.color == "green"
            }))
            expect(turtles).to(containElementSatisfying({ turtle in
                return turtle.color == "blue"
            }, "that is a turtle with color 'blue'"))
            expect(5).to(beWithin(1...10))
            expect(5).toNot(beWithin(2..<5))
            expect("hello world").to(contain("lo wo"))
            expect("hello world").to(beginWith("hello"))
            expect("hello world").to(endWith("world"))
            expect("").to(beEmpty())
            expect("hello world").to(match("^h.*d$"))
            expect([1, 2, 3, 4]).to(allPass { $0 < 5 })
            expect([1, 2, 3, 4]).to(allPass(beLessThan(5)))
            expect([1, 2, 3]).to(haveCount(3))
            expect([1, 2, 3]).notTo(haveCount(2))
        }
    }

    @Test func notifications() {
        let testNotification = Notification(name: Notification.Name("Foo"), object: nil)
        let notificationCenter = NotificationCenter()
        passes {
            expect {
                notificationCenter.post(testNotification)
            }.to(postNotifications(equal([testNotification]), from: notificationCenter))
        }
        failsWithMessage("expected to equal <[]>, got <[\(testNotification)]>") {
            expect {
                notificationCenter.post(testNotification)
            }.to(postNotifications(equal([]), from: notificationCenter))
        }
    }

    @Test func results() {
        enum AnError: Error {
            case somethingHappened
        }
        let aResult: Result<String, Error> = .success("Hooray")
        let otherResult: Result<String, AnError> = .failure(.somethingHappened)
        passes {
            expect(aResult).to(beSuccess())
            expect(aResult).to(beSuccess { value in
                expect(value).to(equal("Hooray"))
            })
            expect(otherResult).to(beFailure())
            expect(otherResult).to(beFailure { error in
                expect(error).to(matchError(AnError.somethingHappened))
            })
        }
    }

    @Test func matchingAnyOfAGroup() {
        let actual = 25
        passes {
            expect(actual).to(satisfyAnyOf(beLessThan(10), beGreaterThan(20)))
            expect(6).to(satisfyAnyOf(equal(2), equal(3), equal(4), equal(5), equal(6), equal(7)))
            expect(82).to(beLessThan(50) || beGreaterThan(80))
        }
    }

    @Test func customValidation() {
        let actual = Outcome.enumCaseWithAssociatedValueThatIDontCareAbout(1)
        let other = Outcome.other
        passes {
            expect {
                guard case .enumCaseWithAssociatedValueThatIDontCareAbout = actual else {
                    return .failed(reason: "wrong enum case")
                }
                return .succeeded
            }.to(succeed())
            expect {
                guard case .enumCaseWithAssociatedValueThatIDontCareAbout = other else {
                    return .failed(reason: "wrong enum case")
                }
                return .succeeded
            }.notTo(succeed())
        }
    }

    @Test func customFailureMessageHelpers() {
        let appended = Matcher<Bool> { _ in
            MatcherResult(
                bool: false,
                message: .expectedActualValueTo("be true").appended(message: " (use beFalse() for inverse)")
            )
        }
        failsWithMessage("expected to be true, got <false> (use beFalse() for inverse)") { expect(false).to(appended) }
        let detailed = Matcher<Bool> { _ in
            MatcherResult(
                bool: false,
                message: .expectedActualValueTo("be true").appended(details: "use beFalse() for inverse\nor use beNil()")
            )
        }
        failsWithMessage("expected to be true, got <false>\nuse beFalse() for inverse\nor use beNil()") {
            expect(false).to(detailed)
        }
    }
}
