#if canImport(Testing)
internal import Testing
#endif
#if canImport(XCTest)
internal import XCTest
#endif

/// The one path by which Doubles and DoublesMatchers report a check's outcome: to the scoped gatherer when one is
/// installed (see `gatherExpectations`), else to Swift Testing while a `@Test` runs, else to XCTest.
@usableFromInline
package enum _FailureReporter {
    /// The gatherer installed for the current task by ``withGatherer(_:operation:)``.
    @TaskLocal private static var installedGatherer: _ExpectationGatherer?

    /// The current task's gatherer, if any; while none is installed anywhere, one load, not a task-local lookup.
    package static var gatherer: _ExpectationGatherer? {
        installedGatherers.isAnyOpen ? installedGatherer ?? processGatherer.withLock { $0 } : nil
    }

    /// How many gatherers are installed across all tasks, so a check made while none is (nearly every one) skips the
    /// task-local lookup. Inside ``withGatherer(_:operation:)`` a task sees its own, counted first.
    private static let installedGatherers = OpenCount()

    /// Takes the checks no task's gatherer takes, such as a `NimbleAssertionHandler`'s; `nil` for the test frameworks.
    private static let processGatherer = _Locked<_ExpectationGatherer?>(nil)

    /// Installs `gatherer` as ``processGatherer``, or removes the installed one with `nil`.
    package static func setProcessGatherer(_ gatherer: _ExpectationGatherer?) {
        let previous = processGatherer.withLock { current in
            defer { current = gatherer }
            return current
        }
        if gatherer != nil { installedGatherers.opened() }
        if previous != nil { installedGatherers.closed() }
    }

    /// Runs `operation` with `gatherer` installed for the current task and the tasks it starts.
    package static func withGatherer<Result>(
        _ gatherer: _ExpectationGatherer, operation: () throws -> Result
    ) rethrows -> Result {
        installedGatherers.opened()
        defer { installedGatherers.closed() }
        return try $installedGatherer.withValue(gatherer, operation: operation)
    }

    /// The async form of ``withGatherer(_:operation:)``.
    package static func withGatherer<Result>(
        _ gatherer: _ExpectationGatherer,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        installedGatherers.opened()
        defer { installedGatherers.closed() }
        return try await $installedGatherer.withValue(gatherer, operation: operation)
    }

    /// Reports a failed check at `location`.
    package static func fail(_ message: String, at location: CodeLocation) {
        report(success: false, message: message, at: location)
    }

    /// Reports a check's outcome. A pass costs one task-local read, and builds its message only for a gatherer.
    @usableFromInline
    package static func report(success: Bool, message: @autoclosure () -> String, at location: CodeLocation) {
        #if canImport(XCTest)
        XCTestTracking.shared.start()
        #endif
        let gatherer = Self.gatherer
        if success {
            gatherer?.append(success: true, message: message(), location: location)
            return
        }
        let text = message()
        if gatherSilently(text, at: location, from: gatherer) { return }
        deliverToTestFramework(text, at: location)
    }

    /// Gives a failure to `gatherer` and its parents; returns whether one keeps it from the test framework.
    private static func gatherSilently(
        _ message: String, at location: CodeLocation, from gatherer: _ExpectationGatherer?
    ) -> Bool {
        var gatherer = gatherer
        while let current = gatherer {
            current.append(success: false, message: message, location: location)
            if current.silently { return true }
            gatherer = current.parent
        }
        return false
    }

    /// Reports a slip in a fake's member at `location` (a missing stub, a wrong-type value) as ``fail(_:at:)`` does,
    /// except that Swift Testing shows it at the running test's line, with the fake's place added to the message.
    /// XCTest does not tell the test's line, so there it stays at the fake's; no runtime tells which line of the test
    /// made the call. Where the stack can be read, the message names the calling line (``CallerLocation``). A
    /// gatherer, as tests of the messages use, gets the message alone.
    package static func failInFake(_ message: String, at location: CodeLocation) {
        #if canImport(XCTest)
        XCTestTracking.shared.start()
        #endif
        if gatherSilently(message, at: location, from: gatherer) { return }
        let caller = CallerLocation.note(fakeFile: "\(location.filePath)", fakeLine: location.line).map { "\n" + $0 } ?? ""
        #if canImport(Testing)
        if let test = Test.current {
            Issue.record(
                Comment(rawValue: message + "\n(The fake's member is at \(location).)" + caller),
                sourceLocation: test.sourceLocation
            )
            return
        }
        #endif
        deliverToTestFramework(message + caller, at: location)
    }

    /// Sends a failure to its test: the task-local Swift Testing test, else the innermost waiting `waitUntil`, else
    /// the running XCTest test (XCTest takes it from any thread). Otherwise it goes to standard error and to Swift
    /// Testing as an issue of no known test, which fails its run, and while XCTest runs its tests it fails that run
    /// when they finish. No failure is dropped.
    static func deliverToTestFramework(_ message: String, at location: CodeLocation) {
        #if canImport(Testing)
        if Test.current != nil {
            recordInSwiftTesting(message, at: location)
            return
        }
        #endif
        if let waiter = sharedWaiters.withLock({ $0.last }) {
            waiter.append(message, at: location)
            return
        }
        #if canImport(XCTest)
        if XCTestTracking.shared.isRunningTest {
            XCTFail(message, file: location.filePath, line: location.line)
            return
        }
        #endif
        #if canImport(Testing)
        recordInSwiftTesting(message, at: location)
        #endif
        #if canImport(XCTest)
        _ = XCTestTracking.shared.noteFailureOutsideTests()
        #endif
        StandardError.write("Doubles: a failure outside any running test, at \(location):\n\(message)\n")
    }

    #if canImport(Testing)
    private static func recordInSwiftTesting(_ message: String, at location: CodeLocation) {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: Testing.SourceLocation(
                fileID: location.fileID,
                filePath: "\(location.filePath)",
                line: Int(location.line),
                column: Int(location.column)
            )
        )
    }
    #endif

    /// Runs `body` holding failures no running test can take, such as a Dispatch callback's, and reports them
    /// afterwards from the caller's context; `waitUntil` uses it. Such a failure names no test, so waits take turns:
    /// one wait, with those nested in it, collects at a time. `pause` is called while another wait has the turn and
    /// says whether to keep waiting. This form blocks its thread, which the wait holding the turn may need in an
    /// async test, so once `pause` says stop it runs `body` collecting nothing, rather than hang a run whose
    /// concurrency pool such waits fill; its callbacks' failures then go to the wait holding the turn, at their line.
    package static func withOrphanedFailuresReported<Result>(
        pause: () -> Bool, _ body: () throws -> Result
    ) rethrows -> Result {
        let waiter = OrphanedFailures()
        var hasTurn = takeTurn(waiter)
        while !hasTurn, pause() { hasTurn = takeTurn(waiter) }
        guard hasTurn else { return try body() }
        defer { finish(waiter) }
        return try $insideWait.withValue(true) { try body() }
    }

    /// The async form of ``withOrphanedFailuresReported(pause:_:)``; it sleeps while another wait has the turn.
    package static func withOrphanedFailuresReported<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        let waiter = OrphanedFailures()
        while !takeTurn(waiter) { try? await Task.sleep(nanoseconds: 1_000_000) }
        defer { finish(waiter) }
        return try await $insideWait.withValue(true) { try await body() }
    }

    /// Whether the current task is inside a wait already; a nested wait never waits for its own turn.
    @TaskLocal static var insideWait = false

    private static func takeTurn(_ waiter: OrphanedFailures) -> Bool {
        let nested = insideWait
        return sharedWaiters.withLock { waiters in
            guard waiters.isEmpty || nested else { return false }
            waiters.append(waiter)
            return true
        }
    }

    private static func finish(_ waiter: OrphanedFailures) {
        sharedWaiters.withLock { $0.removeAll { $0 === waiter } }
        for (message, location) in waiter.drain() { report(success: false, message: message, at: location) }
    }

    private static let sharedWaiters = _Locked<[OrphanedFailures]>([])
}

/// Failures held for a waiting `waitUntil`; `failures` is guarded by `sharedLock`.
final class OrphanedFailures: @unchecked Sendable {
    private var failures: [(String, CodeLocation)] = []

    func append(_ message: String, at location: CodeLocation) {
        sharedLock.withLock { failures.append((message, location)) }
    }

    func drain() -> [(String, CodeLocation)] {
        sharedLock.withLock {
            defer { failures.removeAll() }
            return failures
        }
    }
}

/// Collects the outcome of every check made while installed, for `gatherExpectations` and `gatherFailingExpectations`.
package final class _ExpectationGatherer: @unchecked Sendable {
    /// One gathered outcome: whether the check passed, its message, and where it was written.
    package struct Record: Sendable {
        package let success: Bool
        package let message: String
        package let location: CodeLocation
    }

    /// Whether failures stop here (`true`) or also go on to the enclosing gatherer or the running test.
    package let silently: Bool
    /// The gatherer that was installed when this one was, which receives failures that do not stop here.
    package let parent: _ExpectationGatherer?
    /// Called with each outcome as it is gathered, with no lock held; an assertion handler's `assert`.
    private let onRecord: ((Record) -> Void)?
    // Guarded by `sharedLock`.
    private var storage: [Record] = []

    package init(silently: Bool, parent: _ExpectationGatherer? = nil, onRecord: ((Record) -> Void)? = nil) {
        self.silently = silently
        self.parent = parent
        self.onRecord = onRecord
    }

    func append(success: Bool, message: String, location: CodeLocation) {
        let record = Record(success: success, message: message, location: location)
        sharedLock.withLock { storage.append(record) }
        onRecord?(record)
    }

    /// Everything gathered so far, in the order it was reported.
    package var records: [Record] {
        sharedLock.withLock { storage }
    }
}

