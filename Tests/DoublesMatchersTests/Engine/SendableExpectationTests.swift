import Dispatch
import Doubles
import DoublesMatchers
import DoublesTestSupport
import Testing

private protocol Notifier {
    func notify()
    func send(_ text: String)
}

private final class FakeNotifier: Notifier, Spryable, @unchecked Sendable {
    enum Function: String, StringRepresentable {
        case notify = "notify()"
        case send = "send(_:)"
    }

    func notify() {
        spryify()
    }

    func send(_ text: String) {
        spryify(arguments: text)
    }
}

/// A plain `Sendable` value, as a reading a test checks in another task.
private struct Reading: Equatable, Sendable {
    let celsius: Int
}

private enum Unreadable: Error, Equatable {
    case empty
}

private func parse(_ text: String) throws -> Int {
    guard let number = Int(text) else { throw Unreadable.empty }
    return number
}

/// A value that arrives later, for async expressions.
private actor Thermometer {
    private var celsius = 0

    func warm(to celsius: Int) {
        self.celsius = celsius
    }

    func read() -> Reading {
        Reading(celsius: celsius)
    }
}

/// Runs `body`, which awaits detached tasks, and returns its result with the messages of the checks that failed
/// in those tasks. A detached task inherits no task-local, so its failures reach neither the gatherer nor the
/// test: `waitUntil` holds them while it waits and hands them to the gatherer around it when the wait ends.
private func failuresInDetachedTasks<Result>(
    _ body: () async -> Result
) async -> (result: Result, failures: [String]) {
    var result: Result?
    let failures = await gatherFailingExpectations(silently: true) {
        // Only a guard against a hang: a ThreadSanitizer run on a busy machine took more than 10 seconds.
        await waitUntil(timeout: .seconds(60)) { done in
            result = await body()
            done()
        }
    }
    return (result!, failures.map(\.message.stringValue))
}

/// An expectation is `Sendable` when its value is, so `expect(…).to(…)` may end a closure whose result must be
/// `Sendable`: a detached task, a task, a task group's child, a `@Sendable` closure handed to one, `async let`.
@Suite(.tags(.concurrency)) struct SendableExpectationTests {
    @Test func detachedTask_endingWithTo_givesItsExpectation_onAFakeThatIsUncheckedSendable() async {
        let notifier = FakeNotifier()
        notifier.notify()
        let (checked, failures) = await failuresInDetachedTasks {
            await Task.detached { expect(notifier).to(haveReceived(.notify)) }.value
        }
        #expect(checked.status == .passed)
        #expect(failures == [])
    }

    @Test func detachedTask_endingWithTo_reportsItsFailure() async {
        let notifier = FakeNotifier()
        notifier.send("hello")
        let (checked, failures) = await failuresInDetachedTasks {
            await Task.detached { expect(notifier).to(haveReceived(.notify)) }.value
        }
        #expect(checked.status == .failed)
        #expect(failures == [
            "expected to receive <notify()> at least 1 time on <FakeNotifier>, got 0 matching calls\n"
                + "notify() was never called.\n"
                + "Calls to other functions on FakeNotifier:\n"
                + "  send(_:) with <\"hello\">",
        ])
    }

    @Test func detachedTask_endingWithToNot_passesAndFails() async {
        let notifier = FakeNotifier()
        notifier.notify()
        let (checked, failures) = await failuresInDetachedTasks {
            let passing = await Task.detached { expect(notifier).toNot(haveReceived(.send)) }.value
            let failing = await Task.detached { expect(notifier).toNot(haveReceived(.notify)) }.value
            return (passing.status, failing.status)
        }
        #expect(checked == (.passed, .failed))
        #expect(failures == [
            "expected to not receive <notify()> at least 1 time on <FakeNotifier>, got 1 matching call\n"
                + "Calls to notify(), in order:\n"
                + "  1. notify()",
        ])
    }

    @Test func detachedTask_endingWithNotTo_onAPlainSendableValue() async {
        let reading = Reading(celsius: 21)
        let (checked, failures) = await failuresInDetachedTasks {
            let passing = await Task.detached { expect(reading).notTo(equal(Reading(celsius: 3))) }.value
            let failing = await Task.detached { expect(reading).notTo(equal(Reading(celsius: 21))) }.value
            return (passing.status, failing.status)
        }
        #expect(checked == (.passed, .failed))
        #expect(failures == ["expected to not equal <Reading(celsius: 21)>, got <Reading(celsius: 21)>"])
    }

    /// In a synchronous closure `expect { … }` is the synchronous closure form; in an async one, such as a task's,
    /// `expects { … }` is.
    @Test func closureExpectation_endingASendableClosure_andADetachedTask() async {
        let throwing = { @Sendable in expect { try parse("") }.to(throwError(Unreadable.empty)) }
        let (checked, failures) = await failuresInDetachedTasks {
            let passing = await Task.detached(operation: throwing).value
            let failing = await Task.detached { expects { try parse("7") }.to(throwError(Unreadable.empty)) }.value
            return (passing.status, failing.status)
        }
        #expect(checked == (.passed, .failed))
        #expect(failures == ["expected to throw error <empty>, got no error"])
    }

    @Test func detachedTask_endingWithAnAsyncClosureExpectation() async {
        let thermometer = Thermometer()
        await thermometer.warm(to: 21)
        let (checked, failures) = await failuresInDetachedTasks {
            let passing = await Task.detached {
                await expect { await thermometer.read() }.to(equal(Reading(celsius: 21)))
            }.value
            let failing = await Task.detached {
                await expect { await thermometer.read() }.to(equal(Reading(celsius: 30)))
            }.value
            return (passing.status, failing.status)
        }
        #expect(checked == (.passed, .failed))
        #expect(failures == ["expected to equal <Reading(celsius: 30)>, got <Reading(celsius: 21)>"])
    }

    @Test func detachedTask_endingWithToEventually_waitsForTheCall() async {
        let notifier = FakeNotifier()
        let (checked, failures) = await failuresInDetachedTasks {
            let waiting = Task.detached {
                await expect(notifier).toEventually(haveReceived(.notify), timeout: .seconds(30))
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { notifier.notify() }
            return await waiting.value.status
        }
        #expect(checked == .passed)
        #expect(failures == [])
    }

    @Test func detachedTask_endingWithToEventually_reportsATimeout() async {
        let notifier = FakeNotifier()
        let (checked, failures) = await failuresInDetachedTasks {
            await Task.detached {
                await expect(notifier).toEventually(haveReceived(.notify), timeout: .milliseconds(50))
            }.value
        }
        #expect(checked.status == .failed)
        #expect(failures == [
            "expected to eventually receive <notify()> at least 1 time on <FakeNotifier>, got 0 matching calls\n"
                + "No calls were recorded on FakeNotifier.",
        ])
    }

    @Test func sendableClosure_whoseResultIsInferred_runsInADetachedTask() async {
        let reading = Reading(celsius: 21)
        let warm = { @Sendable in expect(reading).to(equal(Reading(celsius: 21))) }
        let cold = { @Sendable in expect(reading).to(equal(Reading(celsius: -4))) }
        let (checked, failures) = await failuresInDetachedTasks {
            let passing = await Task.detached(operation: warm).value
            let failing = await Task.detached(operation: cold).value
            return (passing.status, failing.status)
        }
        #expect(checked == (.passed, .failed))
        #expect(failures == ["expected to equal <Reading(celsius: -4)>, got <Reading(celsius: 21)>"])
    }

    @Test func taskGroupChildren_endingWithTo_giveTheirExpectations() async {
        let notifier = FakeNotifier()
        notifier.send("hello")
        let (statuses, failures) = await failuresInDetachedTasks {
            await withTaskGroup(of: Expectation<FakeNotifier>.self) { group in
                group.addTask { expect(notifier).to(haveReceived(.send, with: "hello")) }
                group.addTask { expect(notifier).to(haveReceived(.send, with: "bye")) }
                var statuses: [ExpectationStatus] = []
                for await checked in group { statuses.append(checked.status) }
                return statuses.sorted { "\($0)" < "\($1)" }
            }
        }
        #expect(statuses == [.failed, .passed])
        #expect(failures == [
            "expected to receive <send(_:)> with <\"bye\"> at least 1 time on <FakeNotifier>, got 0 matching calls\n"
                + "Calls to send(_:), in order:\n"
                + "  1. send(_:) with <\"hello\">\n"
                + "0 of 1 call matched the arguments.\n"
                + "Closest call (#1):\n"
                + "  argument 1: expected <\"bye\">, got <\"hello\">",
        ])
    }

    /// A task and `async let` inherit the test's task-locals, so their failures reach the gatherer directly.
    @Test func task_andAsyncLet_endingWithTo_giveTheirExpectations() async {
        let reading = Reading(celsius: 21)
        var statuses: [ExpectationStatus] = []
        let failures = await gatherFailingExpectations(silently: true) {
            let task = Task { expect(reading).to(equal(Reading(celsius: 21))) }
            async let failing = expect(reading).to(equal(Reading(celsius: 0)))
            statuses = [await task.value.status, await failing.status]
        }
        #expect(statuses == [.passed, .failed])
        #expect(failures.map(\.message.stringValue) == [
            "expected to equal <Reading(celsius: 0)>, got <Reading(celsius: 21)>",
        ])
    }

    @Test func expectationFromADetachedTask_canBeCheckedAgain_withoutEvaluatingTwice() async {
        let count = EvaluationCount()
        let checked = await Task.detached { expects { count.increment() }.to(beGreaterThan(0)) }.value
        let failures = gatherFailingExpectations(silently: true) {
            checked.to(equal(1)).to(equal(2))
        }
        #expect(failures.map(\.message.stringValue) == ["expected to equal <2>, got <1>"])
        #expect(count.value == 1)
    }
}
