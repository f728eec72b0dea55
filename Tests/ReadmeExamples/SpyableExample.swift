import Dispatch
import Doubles
import DoublesMatchers
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

protocol Logger: AnyObject {
    func log(_ message: String, level: Int)
}

final class SpyLogger: Logger, Spyable {
    enum Function: String, StringRepresentable {
        case log = "log(_:level:)"
    }

    func log(_ message: String, level: Int) {
        recordCall(arguments: message, level)
    }
}

@Test func spying() {
    let logger = SpyLogger()
    logger.log("started", level: 1)
    #expect(logger.didCall(.log, withArguments: ["started", 1]).success)
    logger.resetCalls()
    #expect(!logger.didCall(.log).success)
}
