import CoreMetrics
import Logging

/// Records an order: logs it, counts it, records its size and times it.
public struct OrderTelemetry: Sendable {
    let logger: Logger
    let orders: Counter
    let sizes: Recorder
    let latency: CoreMetrics.Timer

    public init(logger: Logger, orders: Counter, sizes: Recorder, latency: CoreMetrics.Timer) {
        self.logger = logger
        self.orders = orders
        self.sizes = sizes
        self.latency = latency
    }

    public func placed(id: String, items: Int, nanoseconds: Int64) {
        logger.info("order placed", metadata: ["id": "\(id)"])
        orders.increment()
        sizes.record(items)
        latency.recordNanoseconds(nanoseconds)
    }
}
