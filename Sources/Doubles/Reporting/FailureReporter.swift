#if canImport(Testing)
internal import Testing
#endif
#if canImport(XCTest)
internal import XCTest
#endif
import DoublesAtomics

/// The one path by which Doubles and DoublesMatchers report the outcome of a check.
///
/// It sends a failure to the scoped gatherer when one is installed (see `gatherExpectations`), to Swift Testing
/// when a `@Test` is running, and to XCTest otherwise. Visible to the package only: fakes and matchers call it for you.
@usableFromInline
package enum _FailureReporter {
    /// The gatherer installed for the current task by ``withGatherer(_:operation:)``.
    @TaskLocal private static var installedGatherer: _ExpectationGatherer?

    /// The gatherer installed for the current task, if any. While no gatherer is installed anywhere, this costs
    /// one load instead of a task-local lookup.
    package static var gatherer: _ExpectationGatherer? {
        InstalledGatherers.any ? installedGatherer ?? processGatherer.withLock { $0 } : nil
    }

    /// The gatherer that takes every check of the process that no task's own gatherer takes, such as the one a
    /// handler set as `NimbleAssertionHandler` installs; `nil` for the test frameworks.
    private static let processGatherer = _Locked<_ExpectationGatherer?>(nil)

    /// Installs `gatherer` for every check of the process (see ``processGatherer``), or removes the one
    /// installed with `nil`.
    package static func setProcessGatherer(_ gatherer: _ExpectationGatherer?) {
        let previous = processGatherer.withLock { current in
            defer { current = gatherer }
            return current
        }
        if gatherer != nil { InstalledGatherers.add() }
        if previous != nil { InstalledGatherers.remove() }
    }

    /// Runs `operation` with `gatherer` installed for the current task and the tasks it starts.
    package static func withGatherer<Result>(
        _ gatherer: _ExpectationGatherer, operation: () throws -> Result
    ) rethrows -> Result {
        InstalledGatherers.add()
        defer { InstalledGatherers.remove() }
        return try $installedGatherer.withValue(gatherer, operation: operation)
    }

    /// The async form of ``withGatherer(_:operation:)``.
    package static func withGatherer<Result>(
        _ gatherer: _ExpectationGatherer,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        InstalledGatherers.add()
        defer { InstalledGatherers.remove() }
        return try await $installedGatherer.withValue(gatherer, operation: operation)
    }

    /// Reports a failed check at `location`.
    package static func fail(_ message: String, at location: CodeLocation) {
        report(success: false, message: message, at: location)
    }

    /// Reports the outcome of a check. A passing check costs one task-local read; its message is only built
    /// when a gatherer records it.
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

    /// Gives a failure to `gatherer` and the gatherers around it, and says whether one of them keeps it from the
    /// test framework.
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

    /// Reports a slip found in a fake's member at `location` (a missing stub, a value of the wrong type), as
    /// ``fail(_:at:)`` does, except that Swift Testing shows it at the running test's line, where a reader looks
    /// for it, and the message ends with the fake's place. Neither runtime tells which line of the test called
    /// into the code under test; XCTest does not tell the test's line either, so there it stays at the fake's.
    /// Where the runtime can read the stack, the message also names the line that made the call, in the code
    /// under test or in the test (``CallerLocation``); a gatherer, which tests of the messages use, gets the
    /// message alone.
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

    /// Sends a failure to the test it belongs to. Swift Testing knows its running test through a task-local;
    /// a failure from a thread or detached task without one goes to the innermost `waitUntil` that is
    /// waiting, and to XCTest while an XCTest test runs (XCTest gives it to the test running now, whichever
    /// thread reports it). Otherwise it goes to standard error, and also to Swift Testing as an issue of no
    /// known test, which fails a Swift Testing run, and while XCTest runs its tests it fails the XCTest run when
    /// they finish. No failure is dropped.
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

    /// Runs `body` while holding on to failures that no running test can take, such as those from a Dispatch
    /// callback, and reports them afterwards from the caller's own context. `waitUntil` uses it.
    ///
    /// Such a failure carries nothing that says which test it belongs to, so waits take turns: one wait (with
    /// the waits nested inside it) collects at a time, and a failure reaches the test that was waiting.
    /// `pause` is called while another wait has the turn, and says whether to keep waiting for it. This form
    /// blocks its thread, and a wait holding the turn in an async test may need that very thread to go on, so
    /// it gives up on its turn once `pause` says so and runs `body` collecting nothing: waiting on would hang
    /// the run when such waits fill the concurrency pool. A failure from its callbacks then goes to the wait
    /// holding the turn, still at its own line.
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

/// Failures held for a waiting `waitUntil`. Guarded by the shared lock.
final class OrphanedFailures: @unchecked Sendable {
    // Guarded by `sharedLock`.
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

/// Collects the outcome of every check made while it is installed. Created by `gatherExpectations` and
/// `gatherFailingExpectations`; visible to the package only.
package final class _ExpectationGatherer: @unchecked Sendable {
    /// One gathered outcome.
    package struct Record: Sendable {
        /// Whether the check passed.
        package let success: Bool
        /// The check's message.
        package let message: String
        /// Where the check was written.
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

    /// Creates a gatherer; `parent` receives the failures that do not stop here, and `onRecord` each outcome as
    /// it comes.
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

/// How many gatherers are installed across all tasks, so that a check made while none is, which is nearly every
/// check, skips the task-local lookup. A task inside ``_FailureReporter/withGatherer(_:operation:)`` sees the
/// count its own `add()` raised, since `add()` happens before anything the operation does.
private enum InstalledGatherers {
    /// One word, only ever reached through atomic operations.
    nonisolated(unsafe) private static let count: UnsafeMutablePointer<Int> = {
        let count = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        count.initialize(to: 0)
        return count
    }()

    static var any: Bool { doubles_atomic_load_relaxed(count) > 0 }
    static func add() { doubles_atomic_add_relaxed(count, 1) }
    static func remove() { doubles_atomic_add_relaxed(count, -1) }
}
