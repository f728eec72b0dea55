import Dispatch
import Doubles
import Foundation

// Parallel rows: several threads at once, as parallel tests run. Each side is timed by the wall clock over all
// threads, so its figure is the time per call of the whole process; ideal scaling halves it with two threads.

/// The threads the parallel rows use: the active cores, at least two.
let parallelThreads = max(2, ProcessInfo.processInfo.activeProcessorCount)

/// `threads` threads at once, each making `size` calls: on a fake and a locking spy of its own, or, when
/// `shared`, all on one fake and one spy. `call` is the member called.
func parallelCalls(
    threads: Int, size: Int, shared: Bool, call: @escaping @Sendable (any Greeter) -> Void
) -> Comparison {
    let fakes = _Locked<[FakeGreeter]>([])
    let spies = _Locked<[LockingHandWrittenGreeter]>([])
    func run(_ doubles: [any Greeter]) {
        let doubles = _Locked(doubles)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            // Taken once per thread, before its timed loop.
            let double = doubles.withLock { $0[thread] }
            for _ in 0..<size { call(double) }
        }
    }
    return compare(
        operations: threads * size, runs: runs,
        doubles: Work(setUp: {
            fakes.withLock { $0 }.forEach { $0.resetCalls() }
            let made = (0..<(shared ? 1 : threads)).map { _ in FakeGreeter() }
            for fake in made { fake.stub(.greet).andReturn("hello") }
            fakes.withLock { $0 = shared ? Array(repeating: made[0], count: threads) : made }
        }) { run(fakes.withLock { $0 }) },
        handWritten: Work(setUp: {
            let made: [LockingHandWrittenGreeter] = shared
                ? Array(repeating: LockingHandWrittenGreeter(), count: threads)
                : (0..<threads).map { _ in LockingHandWrittenGreeter() }
            spies.withLock { $0 = made }
        }) { run(spies.withLock { $0 }) }
    )
}

/// A stubbed call with two arguments.
@Sendable func stubbedCall(_ double: any Greeter) {
    consume(double.greet(loudly: true, name: "Ada"))
}

/// A recorded call with one argument.
@Sendable func recordedCall(_ double: any Greeter) {
    double.log("message")
}

/// The parallel rows, and how much faster than one thread each side gets with a fake or a spy per thread.
func parallelRows(size: Int) -> [Row] {
    keepFreedMemory()
    let threads = parallelThreads
    let oneThread = parallelCalls(threads: 1, size: size, shared: false, call: stubbedCall)
    let ownFakes = parallelCalls(threads: threads, size: size, shared: false, call: stubbedCall)
    let ownFakesRecording = parallelCalls(threads: threads, size: size, shared: false, call: recordedCall)
    let oneFake = parallelCalls(threads: threads, size: size, shared: true, call: stubbedCall)
    let scaling = Comparison(
        doubles: oneThread.doubles / ownFakes.doubles,
        handWritten: oneThread.handWritten / ownFakes.handWritten,
        ratio: (oneThread.doubles / ownFakes.doubles) / (oneThread.handWritten / ownFakes.handWritten)
    )
    return [
        Row(name: "stubbed call, 1 thread (locking spy)", oneThread, unit: "ns/call"),
        Row(name: "stubbed call, \(threads) threads, a fake each (locking spy)", ownFakes, unit: "ns/call, wall"),
        Row(name: "recordCall, \(threads) threads, a fake each (locking spy)", ownFakesRecording, unit: "ns/call, wall"),
        Row(name: "stubbed call, \(threads) threads, one shared fake (locking spy)", oneFake, unit: "ns/call, wall"),
        Row(
            name: "throughput, \(threads) threads against 1, a fake each", scaling,
            unit: "× one thread (ratio: Doubles' over the spy's)"
        ),
    ]
}

/// Asks the C library's allocator to keep freed memory instead of handing it back to the system, so that each
/// timed run reuses the memory the run before freed. Otherwise both sides spend much of a parallel run in the
/// kernel, faulting pages in for the arrays that grow with the calls, and page faults of one process do not
/// run in parallel. Both sides get the same allocator.
func keepFreedMemory() {
    #if canImport(Glibc)
    let mmapThreshold: Int32 = -3, trimThreshold: Int32 = -1  // M_MMAP_THRESHOLD and M_TRIM_THRESHOLD
    _ = glibcMallopt(mmapThreshold, 32 << 20)
    _ = glibcMallopt(trimThreshold, Int32.max)
    #endif
}

#if canImport(Glibc)
/// glibc's `mallopt`, which the Glibc module does not export.
@_silgen_name("mallopt")
func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
