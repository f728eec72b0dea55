#if canImport(Testing)
internal import Testing
#endif

/// The test a static call or stub was made in: a Swift Testing test (by ID) or the running XCTest case. Static
/// members are shared by every test of the process, so a static fake's message says how much came from other tests.
enum TestOrigin: Hashable, Sendable {
    case swiftTesting(String)
    case xcTest(ObjectIdentifier)

    /// Stands in for the running test inside ``withSimulatedOrigin(_:_:)``.
    @TaskLocal static var simulated: TestOrigin?

    /// Runs `body` as if the test `origin` were running, for static calls and stubs. For tests of Doubles.
    static func withSimulatedOrigin<Result>(_ origin: TestOrigin, _ body: () throws -> Result) rethrows -> Result {
        try $simulated.withValue(origin, operation: body)
    }

    /// The test running now, if one is known. Read only for static calls and stubs.
    static var current: TestOrigin? {
        if let simulated { return simulated }
        #if canImport(Testing)
        if let test = Test.current {
            // Each case of a parameterized test runs as its own test, in parallel unless serialized, so is an origin of
            // its own. Cases have no public identity, but a case's description holds its arguments' identities.
            guard let testCase = Test.Case.current, testCase.isParameterized else { return .swiftTesting("\(test.id)") }
            return .swiftTesting("\(test.id) \(String(describing: testCase))")
        }
        #endif
        #if canImport(XCTest)
        if let testCase = XCTestTracking.shared.currentTestCase { return .xcTest(testCase) }
        #endif
        return nil
    }

    /// Whether a check by the test `checking` counts a call made in `origin`: a type's calls are shared by every
    /// test, so it counts those made in that test or where no test is known; another test's calls, made in parallel
    /// or left behind, would pass it by chance. Every call when `checking` is `nil` (an instance's check).
    static func counts(_ origin: TestOrigin?, for checking: TestOrigin?) -> Bool {
        guard let checking, let origin else { return true }
        return origin == checking
    }

    /// Whether a type's reset (`resetCalls()`, `resetStubs()`) by the test `resetting` takes away a call or stub made
    /// in `origin` from a test that may still be running: another Swift Testing test's. A reset removes it all the
    /// same, as a serialized suite's reset must clear what its earlier tests left; XCTest runs one test at a time.
    static func isTakenFromAnotherTest(_ origin: TestOrigin?, by resetting: TestOrigin?) -> Bool {
        guard case .swiftTesting? = origin else { return false }
        return origin != resetting
    }

    /// What a static check or a missing static stub says when a reset in another test took the running test's static
    /// calls or stubs away.
    static func resetAwayNote(fakeName: String) -> String {
        """
        A reset in another test removed static calls or stubs this test made on \(fakeName): static members are \
        shared by every test in the process.
        """
    }

    /// The fix for static state that other tests changed: isolate the test.
    static let isolationFix = """
        Fix: isolate the test's static state: give it the `.isolatedDoubles` trait (Swift Testing), or run it \
        inside `withIsolatedDoubles { … }` (XCTest: override `invokeTest()` and call `super.invokeTest()` \
        inside it).
        """
}
