import DoublesMatchers
import Testing

// Swift Testing cells. Each suite is run alone, in a fresh process: `swift test --filter 'SUITE/'`.

@Suite struct STSyncDirectFirst {
    @Test func test() {
        hop(to: .direct) { expect("STSyncDirectFirst").to(equal("reported")) }
    }
}

@Suite struct STSyncDirectLater {
    @Test func test() {
        expect("passes").to(equal("passes"))
        hop(to: .direct) { expect("STSyncDirectLater").to(equal("reported")) }
    }
}

@Suite struct STSyncThreadFirst {
    @Test func test() {
        hop(to: .thread) { expect("STSyncThreadFirst").to(equal("reported")) }
    }
}

@Suite struct STSyncThreadLater {
    @Test func test() {
        expect("passes").to(equal("passes"))
        hop(to: .thread) { expect("STSyncThreadLater").to(equal("reported")) }
    }
}

@Suite struct STSyncDetachedFirst {
    @Test func test() {
        hop(to: .detached) { expect("STSyncDetachedFirst").to(equal("reported")) }
    }
}

@Suite struct STSyncDetachedLater {
    @Test func test() {
        expect("passes").to(equal("passes"))
        hop(to: .detached) { expect("STSyncDetachedLater").to(equal("reported")) }
    }
}

@Suite struct STSyncDispatchFirst {
    @Test func test() {
        hop(to: .dispatch) { expect("STSyncDispatchFirst").to(equal("reported")) }
    }
}

@Suite struct STSyncDispatchLater {
    @Test func test() {
        expect("passes").to(equal("passes"))
        hop(to: .dispatch) { expect("STSyncDispatchLater").to(equal("reported")) }
    }
}

@Suite struct STAsyncDirectFirst {
    @Test func test() async {
        await hop(to: .direct) { expect("STAsyncDirectFirst").to(equal("reported")) }
    }
}

@Suite struct STAsyncDirectLater {
    @Test func test() async {
        expect("passes").to(equal("passes"))
        await hop(to: .direct) { expect("STAsyncDirectLater").to(equal("reported")) }
    }
}

@Suite struct STAsyncMainFirst {
    @Test func test() async {
        await hop(to: .main) { expect("STAsyncMainFirst").to(equal("reported")) }
    }
}

@Suite struct STAsyncMainLater {
    @Test func test() async {
        expect("passes").to(equal("passes"))
        await hop(to: .main) { expect("STAsyncMainLater").to(equal("reported")) }
    }
}

@Suite struct STAsyncThreadFirst {
    @Test func test() async {
        await hop(to: .thread) { expect("STAsyncThreadFirst").to(equal("reported")) }
    }
}

@Suite struct STAsyncThreadLater {
    @Test func test() async {
        expect("passes").to(equal("passes"))
        await hop(to: .thread) { expect("STAsyncThreadLater").to(equal("reported")) }
    }
}

@Suite struct STAsyncDetachedFirst {
    @Test func test() async {
        await hop(to: .detached) { expect("STAsyncDetachedFirst").to(equal("reported")) }
    }
}

@Suite struct STAsyncDetachedLater {
    @Test func test() async {
        expect("passes").to(equal("passes"))
        await hop(to: .detached) { expect("STAsyncDetachedLater").to(equal("reported")) }
    }
}

@Suite struct STAsyncDispatchFirst {
    @Test func test() async {
        await hop(to: .dispatch) { expect("STAsyncDispatchFirst").to(equal("reported")) }
    }
}

@Suite struct STAsyncDispatchLater {
    @Test func test() async {
        expect("passes").to(equal("passes"))
        await hop(to: .dispatch) { expect("STAsyncDispatchLater").to(equal("reported")) }
    }
}

// After the test ended, from a task it started (which knows its test): Swift Testing records the issue against
// the ended test, and the run fails.
@Suite(.serialized) struct STAfterEndFromItsTask {
    @Test func test1_leavesACheckBehind() {
        Task {
            try? await Task.sleep(nanoseconds: 100_000_000)
            expect("STAfterEndFromItsTask").to(equal("reported"))
        }
    }

    @Test func test2_runsWhileItFails() async throws {
        try await Task.sleep(nanoseconds: 500_000_000)
    }
}

// After the test ended, from a queue that knows no test: an issue of the run, and the run fails.
@Suite(.serialized) struct STAfterEndFromAQueue {
    @Test func test1_leavesACheckBehind() {
        later(100) { expect("STAfterEndFromAQueue").to(equal("reported")) }
    }

    @Test func test2_runsWhileItFails() async throws {
        try await Task.sleep(nanoseconds: 500_000_000)
    }
}
