import CoreMetrics
import Doubles
import DoublesMatchers
import Logging
import Telemetry
import Testing

@Test func anOrder_isLoggedCountedRecordedAndTimed_throughGeneratedFakes() {
    let logHandler = FakeLogHandler()
    logHandler.stub(.logLevel).andReturn(Logger.Level.info)
    logHandler.stub(.metadata).andReturn(Logger.Metadata())
    logHandler.stub(.metadataProvider).andReturn(nil)
    let counter = FakeCounterHandler()
    let recorder = FakeRecorderHandler()
    let timer = FakeTimerHandler()

    let telemetry = OrderTelemetry(
        logger: Logger(label: "orders") { _ in logHandler },
        orders: Counter(label: "orders", dimensions: [], handler: counter),
        sizes: Recorder(label: "sizes", dimensions: [], aggregate: true, handler: recorder),
        latency: CoreMetrics.Timer(label: "latency", dimensions: [], handler: timer)
    )
    telemetry.placed(id: "o-1", items: 3, nanoseconds: 1_500)

    expect(logHandler).to(haveRecordedCalls())
    expect(counter).to(haveReceived(.increment, with: 1))
    expect(recorder).to(haveReceived(.record, with: 3))
    expect(timer).to(haveReceived(.recordNanoseconds, with: 1_500))
}

@Test func aLoggerTest_thatDoesNotCheckTheLog_relaxesTheHandler_andStubsNothing() {
    let logHandler = FakeLogHandler()
    logHandler.relax()
    let counter = FakeCounterHandler()
    let telemetry = OrderTelemetry(
        logger: Logger(label: "orders") { _ in logHandler },
        orders: Counter(label: "orders", dimensions: [], handler: counter),
        sizes: Recorder(label: "sizes", dimensions: [], aggregate: true, handler: FakeRecorderHandler()),
        latency: CoreMetrics.Timer(label: "latency", dimensions: [], handler: FakeTimerHandler())
    )
    let failures = gatherFailingExpectations(silently: true) {
        telemetry.placed(id: "o-2", items: 1, nanoseconds: 10)
    }
    #expect(failures.isEmpty)
    // The level is Logger.Level's first case, .trace, so the order was logged, and the log is still checkable.
    expect(logHandler).to(haveReceived(.logLevel))
    expect(counter).to(haveReceived(.increment, with: 1))
}

/// A hand-written fake of a member returning a type of swift-log that has no empty value.
final class FakeLoggerSource: Spryable, Sendable {
    enum Function: String, StringRepresentable { case logger = "logger()" }
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    func logger() throws -> Logger { try spryifyThrows() }
}

@Test func theFixForADependencysType_namesItsModule_andCompiles() throws {
    // SuggestedFix.swift holds the fix the message below gives for Logging.Logger, with `…` filled in; it compiled
    // with the rest of this target, and once applied the call returns a logger instead of throwing.
    let failures = gatherFailingExpectations(silently: true) { _ = try? FakeLoggerSource().logger() }
    let message = try #require(failures.first?.message.stringValue)
    #expect(message.contains("\n    EmptyValues.register(Logging.Logger.self) { … }"))
    registerTheSuggestedFix()
    var logger: Logger?
    let slips = gatherFailingExpectations(silently: true) { logger = try? FakeLoggerSource().logger() }
    #expect(logger?.label == "")
    #expect(slips.count == 1)
}
