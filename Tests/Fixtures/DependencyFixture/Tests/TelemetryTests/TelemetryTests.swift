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
