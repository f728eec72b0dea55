import Logging

/// Places orders, and logs each.
public struct OrderDesk: Sendable {
    let logger: Logger

    public init(logger: Logger) {
        self.logger = logger
    }

    public func place(_ id: String) -> String {
        logger.notice("placed", metadata: ["order": "\(id)"])
        return "placed \(id)"
    }
}
