import Dispatch
import Doubles
import Foundation

// Parallel rows: several threads at once, as parallel tests run. Each side is timed by the wall clock over all
// threads, so its figure is the time per call of the whole process; ideal scaling halves it with two threads.

/// The threads the parallel rows use: the active cores, at least two.
let parallelThreads = max(2, ProcessInfo.processInfo.activeProcessorCount)

/// `threads` threads at once, each making `size` calls: on a fake and a locking spy of its own, or, when
/// `shared`, all on one fake and one spy. `call` is the member called. With `callsPerTest`, each thread forgets
/// its double's calls after that many, as a test's double is gone when the test ends; otherwise the calls pile
/// up, and growing their arrays (faulting in pages, which do not fault in parallel) weighs on both sides.
func parallelCalls(
    threads: Int, size: Int, shared: Bool, callsPerTest: Int? = nil,
    call: @escaping @Sendable (any Greeter) -> Void
) -> Comparison {
    let fakes = _Locked<[FakeGreeter]>([])
    let spies = _Locked<[LockingHandWrittenGreeter]>([])
    func run(_ doubles: [any Greeter]) {
        let doubles = _Locked(doubles)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            // Taken once per thread, before its timed loop.
            let double = doubles.withLock { $0[thread] }
            guard let callsPerTest else {
                for _ in 0..<size { call(double) }
                return
            }
            for _ in 0..<size / callsPerTest {
                for _ in 0..<callsPerTest { call(double) }
                reset(double)
            }
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
/// Forgets the calls of a fake or a locking spy.
func reset(_ double: any Greeter) {
    if let fake = double as? FakeGreeter { fake.resetCalls() }
    if let spy = double as? LockingHandWrittenGreeter { spy.reset() }
}

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
    let perTest = 1_000
    let oneThreadTests = parallelCalls(threads: 1, size: size, shared: false, callsPerTest: perTest, call: stubbedCall)
    let ownFakesTests = parallelCalls(
        threads: threads, size: size, shared: false, callsPerTest: perTest, call: stubbedCall
    )
    let scaling = Comparison(scaling: oneThread, to: ownFakes)
    let scalingTests = Comparison(scaling: oneThreadTests, to: ownFakesTests)
    return [
        Row(name: "stubbed call, 1 thread (locking spy)", oneThread, unit: "ns/call"),
        Row(name: "stubbed call, \(threads) threads, a fake each (locking spy)", ownFakes, unit: "ns/call, wall"),
        Row(name: "recordCall, \(threads) threads, a fake each (locking spy)", ownFakesRecording, unit: "ns/call, wall"),
        Row(name: "stubbed call, \(threads) threads, one shared fake (locking spy)", oneFake, unit: "ns/call, wall"),
        Row(
            name: "throughput, \(threads) threads against 1, a fake each", scaling,
            unit: "× one thread (ratio: Doubles' over the spy's)"
        ),
        Row(name: "stubbed call, 1 thread, reset every \(perTest) calls", oneThreadTests, unit: "ns/call"),
        Row(
            name: "stubbed call, \(threads) threads, a fake each, reset every \(perTest)", ownFakesTests,
            unit: "ns/call, wall"
        ),
        Row(
            name: "throughput, \(threads) threads against 1, reset every \(perTest)", scalingTests,
            unit: "× one thread (ratio: Doubles' over the spy's)"
        ),
    ]
}

extension Comparison {
    /// How many times more calls per second `parallel` makes than `alone`, on each side.
    init(scaling alone: Comparison, to parallel: Comparison) {
        let doubles = alone.doubles / parallel.doubles
        let handWritten = alone.handWritten / parallel.handWritten
        self.init(doubles: doubles, handWritten: handWritten, ratio: doubles / handWritten)
    }
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
