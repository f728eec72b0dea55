#if canImport(Testing) && compiler(>=6.1)
public import Testing

/// A Swift Testing trait that fails a test (or each test of a suite) that leaves a stub it made unused, as
/// `expect(fake).to(haveNoUnusedStubs())` would for each of its fakes at the end of the test.
///
/// ```swift
/// @Suite(.noUnusedStubs) struct CheckoutTests {
///     @Test func chargesTheCard() {
///         let payments = FakePayments()
///         payments.stub(.charge).andReturn("r-1")
///         payments.stub(.refund).andReturn()  // never called: the test fails, naming this line
///         // …
///     }
/// }
/// ```
///
/// Only stubs made inside the test count, on instances and fake types alike, and not those replaced by another or
/// removed by `resetStubs()`. The fakes live until the check, after the body returns; a throwing test is not checked.
public struct NoUnusedStubsTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to each test of a suite, so every test is checked on its own.
    public var isRecursive: Bool { true }

    /// Runs the test, then reports each stub it made that no call used.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let watch = StubWatch()
        StubWatch.openCount.opened()
        defer { StubWatch.openCount.closed() }
        try await StubWatch.$current.withValue(watch) { try await function() }
        for (message, location) in watch.unusedStubReports() {
            _FailureReporter.fail(message, at: location)
        }
    }
}

extension Trait where Self == NoUnusedStubsTrait {
    /// Fails a test that leaves a stub it made unused; see ``NoUnusedStubsTrait``.
    public static var noUnusedStubs: NoUnusedStubsTrait { NoUnusedStubsTrait() }
}
#endif

/// The stubs made inside a ``NoUnusedStubsTrait`` scope, found through a task-local. Each is kept with its fake, which
/// the watch keeps alive, and its isolation scope, so its use is read under the lock of the shard that holds it.
final class StubWatch: @unchecked Sendable {
    @TaskLocal fileprivate static var current: StubWatch?

    /// How many watches are open across all tasks, so a stub made while none is (nearly every one) skips the
    /// task-local lookup (callgrind, debug, a fake's second stub: 6,983 instructions before the watch, 7,255 with the
    /// lookup on every stub, 7,100 with this count first). A scope is counted in before its watch is installed, so
    /// that its stubs are never missed.
    static let openCount = OpenCount()

    /// The watch of the scope the caller runs in; `nil` outside any.
    static var active: StubWatch? {
        openCount.isAnyOpen ? current : nil
    }

    static func watching<Result>(_ watch: StubWatch, _ body: () throws -> Result) rethrows -> Result {
        openCount.opened()
        defer { openCount.closed() }
        return try $current.withValue(watch, operation: body)
    }

    private let lock = Lock()
    // Guarded by `lock`.
    private var watched: [(stub: StubEntry, target: FakeTarget, isolation: DoublesIsolation?)] = []

    /// Keeps `stub`, just added to `target`'s state.
    func watch(_ stub: StubEntry, of target: FakeTarget) {
        let isolation = DoublesIsolation.current
        lock.lock()
        watched.append((stub, target, isolation))
        lock.unlock()
    }

    /// A message and a location for each stub still held by its fake that no call used, oldest first.
    func unusedStubReports() -> [(String, CodeLocation)] {
        lock.lock()
        let all = watched
        lock.unlock()
        return all.compactMap { stub, target, isolation in
            enum Finding { case unused([RecordedCall]), resetAway }
            let finding: Finding? = DoublesIsolation.$current.withValue(isolation) {
                let status = Registry.shared.status(of: stub, of: target)
                guard !status.used else { return nil }
                if status.held { return .unused(Registry.shared.checkedCalls(target, checking: stub.origin)) }
                // Gone unused: a reset in another test may have taken it, which the test could not see.
                return Registry.shared.wasResetAway(target, origin: stub.origin) ? .resetAway : nil
            }
            guard case .unused(let calls) = finding else {
                guard case .resetAway = finding else { return nil }
                return (Misuse.resetAway(target: target, check: ".noUnusedStubs", what: "static stubs"), stub.location)
            }
            let message = "\(target.fakeName) has a stub that no call used: \(stub.description). "
            let nameAnswered = Registry.shared.hasAnswered(target, named: stub.functionName)
            guard let why = NeverMatching.unusedStubNote(stub, calls: calls, nameAnswered: nameAnswered) else {
                return (message + "Remove it, or check why the code under test did not make the call.", stub.location)
            }
            return (message + why, stub.location)
        }
    }
}
