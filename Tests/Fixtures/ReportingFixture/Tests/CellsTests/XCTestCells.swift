import DoublesMatchers
import XCTest

// XCTest cells. Each class is run alone, in a fresh process: `swift test --filter 'CLASS/'`.
// One class per cell: sync or async test, the thread of the check, first check of the process or a later one.

final class XCSyncDirectFirst: XCTestCase {
    func test() {
        hop(to: .direct) { expect("XCSyncDirectFirst").to(equal("reported")) }
    }
}

final class XCSyncDirectLater: XCTestCase {
    func test() {
        expect("passes").to(equal("passes"))
        hop(to: .direct) { expect("XCSyncDirectLater").to(equal("reported")) }
    }
}

final class XCSyncThreadFirst: XCTestCase {
    func test() {
        hop(to: .thread) { expect("XCSyncThreadFirst").to(equal("reported")) }
    }
}

final class XCSyncThreadLater: XCTestCase {
    func test() {
        expect("passes").to(equal("passes"))
        hop(to: .thread) { expect("XCSyncThreadLater").to(equal("reported")) }
    }
}

final class XCSyncDetachedFirst: XCTestCase {
    func test() {
        hop(to: .detached) { expect("XCSyncDetachedFirst").to(equal("reported")) }
    }
}

final class XCSyncDetachedLater: XCTestCase {
    func test() {
        expect("passes").to(equal("passes"))
        hop(to: .detached) { expect("XCSyncDetachedLater").to(equal("reported")) }
    }
}

final class XCSyncDispatchFirst: XCTestCase {
    func test() {
        hop(to: .dispatch) { expect("XCSyncDispatchFirst").to(equal("reported")) }
    }
}

final class XCSyncDispatchLater: XCTestCase {
    func test() {
        expect("passes").to(equal("passes"))
        hop(to: .dispatch) { expect("XCSyncDispatchLater").to(equal("reported")) }
    }
}

final class XCAsyncDirectFirst: XCTestCase {
    func test() async {
        await hop(to: .direct) { expect("XCAsyncDirectFirst").to(equal("reported")) }
    }
}

final class XCAsyncDirectLater: XCTestCase {
    func test() async {
        expect("passes").to(equal("passes"))
        await hop(to: .direct) { expect("XCAsyncDirectLater").to(equal("reported")) }
    }
}

final class XCAsyncMainFirst: XCTestCase {
    func test() async {
        await hop(to: .main) { expect("XCAsyncMainFirst").to(equal("reported")) }
    }
}

final class XCAsyncMainLater: XCTestCase {
    func test() async {
        expect("passes").to(equal("passes"))
        await hop(to: .main) { expect("XCAsyncMainLater").to(equal("reported")) }
    }
}

final class XCAsyncThreadFirst: XCTestCase {
    func test() async {
        await hop(to: .thread) { expect("XCAsyncThreadFirst").to(equal("reported")) }
    }
}

final class XCAsyncThreadLater: XCTestCase {
    func test() async {
        expect("passes").to(equal("passes"))
        await hop(to: .thread) { expect("XCAsyncThreadLater").to(equal("reported")) }
    }
}

final class XCAsyncDetachedFirst: XCTestCase {
    func test() async {
        await hop(to: .detached) { expect("XCAsyncDetachedFirst").to(equal("reported")) }
    }
}

final class XCAsyncDetachedLater: XCTestCase {
    func test() async {
        expect("passes").to(equal("passes"))
        await hop(to: .detached) { expect("XCAsyncDetachedLater").to(equal("reported")) }
    }
}

final class XCAsyncDispatchFirst: XCTestCase {
    func test() async {
        await hop(to: .dispatch) { expect("XCAsyncDispatchFirst").to(equal("reported")) }
    }
}

final class XCAsyncDispatchLater: XCTestCase {
    func test() async {
        expect("passes").to(equal("passes"))
        await hop(to: .dispatch) { expect("XCAsyncDispatchLater").to(equal("reported")) }
    }
}

// After the test ended, while another test runs: XCTest gives the failure to the test running then.
final class XCAfterEndDuringAnotherTest: XCTestCase {
    func test1_leavesACheckBehind() {
        later(100) { expect("XCAfterEndDuringAnotherTest").to(equal("reported")) }
    }

    func test2_runsWhileItFails() {
        Thread.sleep(forTimeInterval: 0.5)
    }
}

// After the test ended, while no test runs (the class's tearDown): the run fails when XCTest's tests finish.
final class XCAfterEndOutsideAnyTest: XCTestCase {
    func test() {
        later(100) { expect("XCAfterEndOutsideAnyTest").to(equal("reported")) }
    }

    override class func tearDown() {
        Thread.sleep(forTimeInterval: 0.5)
        super.tearDown()
    }
}
