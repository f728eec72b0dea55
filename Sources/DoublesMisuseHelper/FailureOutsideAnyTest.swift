import Dispatch
import Doubles

/// Makes a failing check where no test runs, from a detached task or from a Dispatch queue's thread, and waits for
/// it: the failure must not be lost, and the tests check what this process wrote to standard error.
func failOutsideAnyTest(scenario: String) {
    let finished = DispatchSemaphore(value: 0)
    if scenario == "failure-in-detached-task" {
        Task.detached {
            _ = FakeCounter().didCall(.count, withArguments: ["a", "b"])
            finished.signal()
        }
    } else {
        DispatchQueue.global().async {
            _ = FakeCounter().didCall(.count, withArguments: ["a", "b"])
            finished.signal()
        }
    }
    finished.wait()
}
