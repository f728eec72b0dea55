import Dispatch
@testable import DoublesMatchers
import DoublesTestSupport
import Foundation
import Testing

/// How many times an expression ran, counted from any thread.
final class EvaluationCount: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var count = 0

    /// Counts one more run and returns the count, so that each run has a number of its own.
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// What several threads found, in no particular order.
private final class Findings<Finding: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var findings: [Finding] = []

    func append(_ finding: Finding) {
        lock.lock()
        defer { lock.unlock() }
        findings.append(finding)
    }

    var all: [Finding] {
        lock.lock()
        defer { lock.unlock() }
        return findings
    }
}

private struct Broken: Error, Equatable {
    let run: Int
}

/// Runs `body` on `count` threads at once and returns when all have finished.
private func onThreads(_ count: Int, _ body: @escaping @Sendable () -> Void) {
    let finished = DispatchGroup()
    for _ in 0..<count {
        finished.enter()
        Thread {
            body()
            finished.leave()
        }.start()
    }
    finished.wait()
}

/// The expression slow enough that the other threads ask for it while the first one evaluates it.
private func slowly<Value>(_ value: Value) -> Value {
    usleep(20_000)
    return value
}

/// An expectation's expression is evaluated at most once, whichever threads ask, and each gets that outcome.
@Suite(.tags(.concurrency)) struct ExpressionMemoTests {
    @Test func evaluationsOnSeveralThreads_runTheExpressionOnce_andEachGetsItsValue() {
        let count = EvaluationCount()
        let expression = expect { slowly(count.increment()) }.expression
        let values = Findings<Int?>()
        onThreads(8) { values.append(try? expression.evaluate()) }
        #expect(values.all == Array(repeating: 1, count: 8))
        #expect(count.value == 1)
    }

    @Test func anErrorThrownOnce_isGivenToEveryThread() {
        let count = EvaluationCount()
        let expression = expect { () throws -> Int in throw slowly(Broken(run: count.increment())) }.expression
        let errors = Findings<Broken?>()
        onThreads(8) {
            do {
                _ = try expression.evaluate()
                errors.append(nil)
            } catch {
                errors.append(error as? Broken)
            }
        }
        #expect(errors.all == Array(repeating: Broken(run: 1), count: 8))
        #expect(count.value == 1)
    }

    @Test func oneExpectation_checkedInSeveralTasks_runsItsExpressionOnce() async {
        let count = EvaluationCount()
        let expectation = expects { slowly(count.increment()) }
        let statuses = await withTaskGroup(of: ExpectationStatus.self) { group in
            for _ in 0..<8 { group.addTask { expectation.to(equal(1)).status } }
            var statuses: [ExpectationStatus] = []
            for await status in group { statuses.append(status) }
            return statuses
        }
        #expect(statuses == Array(repeating: .passed, count: 8))
        #expect(count.value == 1)
    }

    @Test func withoutCaching_runsTheExpressionEachTime() throws {
        let count = EvaluationCount()
        let expression = expect { count.increment() }.expression.withoutCaching()
        #expect(try [expression.evaluate(), expression.evaluate()] == [1, 2])
    }

    /// The atomic operations find the word as the memo's first stored property.
    @Test func theWordTheAtomicsUse_isTheMemosStateWord() throws {
        let memo = _ExpressionMemo<Int?>({ 5 }, placeholder: nil, caching: true)
        memo.stateWord = 0x5EED
        #expect(memo.state.pointee == 0x5EED)
        memo.stateWord = MemoState.unevaluated
        #expect(try memo.evaluate() == 5)
        #expect(memo.stateWord == MemoState.evaluated)
    }
}
