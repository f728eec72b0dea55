import Doubles
import DoublesMatchers
import Testing
import DoublesTestSupport

@Suite(.tags(.concurrency)) struct AsyncTests {
    let fake = FakeWeatherAPI()

    @Test func asyncMembers_returnTheirStubs() async throws {
        fake.stub(.forecast).with(1, "metric").andReturn([20.5, 21.0])
        fake.stub(.cached).andReturn("cached")
        fake.stub(.refresh).andReturn()
        #expect(try await fake.forecast(for: 1, units: "metric") == [20.5, 21.0])
        #expect(await fake.cached() == "cached")
        await fake.refresh()
        expect(fake).to(haveReceived(.forecast, with: 1, "metric"))
        expect(fake).to(haveReceived(.refresh))
    }

    @Test func asyncThrowingMembers_throwTheirStubbedError() async {
        fake.stub(.forecast).andThrow(WeatherError.offline)
        fake.stub(.save).with(Argument.pass { ($0 as? Double ?? 0) < 0 }).andThrow(WeatherError.badInput("negative"))
        fake.stub(.save).andReturn()
        await #expect(throws: WeatherError.offline) { try await fake.forecast(for: 1, units: "metric") }
        await #expect(throws: WeatherError.badInput("negative")) { try await fake.save(-1) }
        await #expect(throws: Never.self) { try await fake.save(1) }
    }

    @Test func anAsyncAndDo_suspendsUntilTheTestLetsItGo_andTheCallIsRecordedWhenItStarts() async throws {
        let gate = Gate()
        fake.stub(.forecast).andDo { _ in
            await gate.wait()
            return [1.0]
        }
        let fake = self.fake
        let task = Task { try await fake.forecast(for: 3, units: "metric") }
        await expect(fake).toEventually(haveReceived(.forecast, with: 3, "metric"), timeout: .seconds(5))
        gate.open()
        #expect(try await task.value == [1.0])
    }

    @Test func anAsyncAndDo_canThrow() async {
        fake.stub(.forecast).andDo { _ in
            await Task.yield()
            throw WeatherError.offline
        }
        await #expect(throws: WeatherError.offline) { try await fake.forecast(for: 1, units: "x") }
    }

    @Test func anAsyncAndDo_onASynchronousCall_isAMisuse() {
        let optionalFake = FakeOptionalCount()
        optionalFake.stub(.count).andDo { _ in
            await Task.yield()
            return 1
        }
        let messages = failures { #expect(optionalFake.count() == nil) }
        #expect(messages == [
            """
            FakeOptionalCount.count() is stubbed at DoublesTests/AsyncTests.swift:52:26 with an async andDo, but the \
            fake calls the synchronous spryify(arguments:) (called with no arguments).
            Fix: make the member `async` and call `await spryify(arguments:)` in the fake, or stub it with a \
            synchronous andDo.
            """,
        ])
    }

    @Test func andThrow_onANonThrowingAsyncCall_isAMisuse() async {
        let optionalFake = FakeOptionalCount()
        optionalFake.stub(.load).andThrow(WeatherError.offline)
        let gatherer = _ExpectationGatherer(silently: true)
        let value = await _FailureReporter.withGatherer(gatherer) { await optionalFake.load() }
        #expect(value == nil)
        #expect(gatherer.records.map(\.message) == [
            """
            FakeOptionalCount.load() is stubbed at DoublesTests/AsyncTests.swift:69:26 to throw <offline>, but the \
            fake calls await spryify(arguments:), which cannot throw (called with no arguments).
            Fix: if the protocol's requirement throws, make the member `throws` and call `try await spryifyThrows(arguments:)` \
            in the fake; if it does not, stub a value instead, for example `fake.stub(.load).andReturn(0)`.
            """,
        ])
    }

    /// A missing stub's call becomes visible to checks only once its slip is reported: a check that waits for the call,
    /// as `toEventually` does for work started in the background, cannot pass before the test hears of the slip.
    @Test func aMissingStubsSlip_isReportedBeforeItsCallCanBeSeen() async {
        let fake = FakeStringService()
        // Reporting is made slow: the failure reaches `gatherer` 0.2 s after `slow` has it, so that a call recorded
        // before its report would be seen in the meantime.
        let gatherer = _ExpectationGatherer(silently: true)
        let slow = _ExpectationGatherer(silently: false, parent: gatherer) { _ in
            let end = ContinuousClock.now + .milliseconds(200)
            while ContinuousClock.now < end {}
        }
        var reportedWhenSeen: [String] = []
        await _FailureReporter.withGatherer(slow) {
            let call = Task { _ = fake.giveMeAString(arg1: true, arg2: "late") }
            // A deadline, so that a call never recorded fails the test rather than hang it; long, for a loaded machine
            // (a report reads the stack's symbols).
            let deadline = ContinuousClock.now + .seconds(120)
            while !fake.didCall(.giveMeAString).success, ContinuousClock.now < deadline { await Task.yield() }
            reportedWhenSeen = gatherer.records.filter { !$0.success }.map(\.message)
            await call.value
        }
        #expect(reportedWhenSeen.count == 1)
        #expect(reportedWhenSeen.first?.hasPrefix("FakeStringService has no stub for giveMeAString(arg1:arg2:)") == true)
        #expect(fake.didCall(.giveMeAString, withArguments: [true, "late"]).success, "the call is recorded all the same")
    }

    /// A static call from work that knows no test (a detached task here) counts for every test's check, so a failed
    /// check of the type marks it, as it marks other tests' calls it did not count.
    @Test func aStaticCallMadeOutsideAnyTest_isMarkedInAFailedChecksCalls() async {
        final class FakeBeacon: Spryable {
            enum StaticFunction: String, StringRepresentable { case ping = "ping(_:)" }
            enum Function: String, StringRepresentable { case none = "none()" }
            static func ping(_ label: String) { spryify(arguments: label) }
        }
        await Task.detached { FakeBeacon.ping("detached") }.value
        FakeBeacon.ping("mine")
        let messages = failures { expect(FakeBeacon.self).to(haveReceived(.ping, countSpecifier: .exactly(1))) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("""
            Calls to ping(_:), in order:
              1. ping(_:) with <"detached"> (made outside any test, as by a detached task or a queue; counted)
              2. ping(_:) with <"mine">
            """) == true, "\(messages)")
    }

    /// A check that passes, and so fails under `toNot`, marks the calls as a failed one does.
    @Test func aStaticCallMadeOutsideAnyTest_isMarkedInAFailedToNotChecksCalls() async {
        final class FakeSignal: Spryable {
            enum StaticFunction: String, StringRepresentable { case ping = "ping(_:)" }
            enum Function: String, StringRepresentable { case none = "none()" }
            static func ping(_ label: String) { spryify(arguments: label) }
        }
        await Task.detached { FakeSignal.ping("detached") }.value
        let messages = failures { expect(FakeSignal.self).toNot(haveReceived(.ping, with: "detached")) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("""
            Calls to ping(_:), in order:
              1. ping(_:) with <"detached"> (made outside any test, as by a detached task or a queue; counted)
            """) == true, "\(messages)")
        // A check that passes as it is meant to needs no list.
        #expect(failures { expect(FakeSignal.self).to(haveReceived(.ping, with: "detached")) }.isEmpty)
    }
}

/// An `andDo` whose wait ended when its task was cancelled, on a member that cannot throw, says so, with the fix for a
/// cancelled wait rather than for an error the test stubbed.
@Suite(.tags(.concurrency)) struct CancelledAndDoTests {
    @Test func anAndDoEndedByCancellation_onAMemberThatCannotThrow_saysItsTaskWasCancelled() async {
        let gatherer = _ExpectationGatherer(silently: true)
        let value = await _FailureReporter.withGatherer(gatherer) {
            let task = Task {
                let fake = FakeOptionalCount()
                fake.stub(.load).andDo { _ in
                    try await Task.sleep(for: .seconds(60))
                    return 1
                }
                return await fake.load()
            }
            task.cancel()
            return await task.value
        }
        #expect(value == nil)
        #expect(gatherer.records.map(\.message) == [
            """
            FakeOptionalCount.load() is stubbed at DoublesTests/AsyncTests.swift:155:26 with an andDo that throws \
            <CancellationError()>: its task was cancelled while the andDo awaited (`Task.sleep` and \
            `Task.checkCancellation()` throw then), and the fake calls await spryify(arguments:), which cannot throw \
            (called with no arguments).
            Fix: end the wait without throwing (`try? await Task.sleep(for: …)`) and return a value from the andDo, as \
            the member must when its task is cancelled; if the protocol's requirement throws, make the member `throws` \
            and call `try await spryifyThrows(arguments:)` in the fake.
            """,
        ])
    }

    /// A `CancellationError` that no cancellation threw, as from a synchronous `andDo`, is an error like any other.
    @Test func aCancellationErrorOfNoCancelledTask_isReportedAsAnyError() {
        let fake = FakeOptionalCount()
        let line = #line + 1
        fake.stub(.count).andDo { _ in throw CancellationError() }
        let messages = failures { _ = fake.count() }
        #expect(messages == [
            """
            FakeOptionalCount.count() is stubbed at DoublesTests/AsyncTests.swift:\(line):18 with an andDo that throws \
            <CancellationError()>, but the fake calls spryify(arguments:), which cannot throw (called with no \
            arguments).
            Fix: if the protocol's requirement throws, make the member `throws` and call `try spryifyThrows(arguments:)` \
            in the fake; if it does not, return a value from the andDo, or stub one, for example \
            `fake.stub(.count).andReturn(0)`.
            """,
        ])
    }
}
