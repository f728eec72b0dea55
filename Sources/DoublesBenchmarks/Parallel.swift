import Dispatch
import Doubles
import Foundation

// Parallel rows: several threads at once, as parallel tests run. Each side is timed by the wall clock over all
// threads, so its figure is the time per call of the whole process; ideal scaling halves it with two threads.
// The peer is the ordered spy: a lock per object and one atomic sequence across objects, as Doubles keeps.

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
    let work = parallelWork(threads: threads, size: size, shared: shared, callsPerTest: callsPerTest, call: call)
    return compare(operations: threads * size, runs: runs, doubles: work.doubles, handWritten: work.handWritten)
}

/// How many times more stubbed calls per second `threads` threads, each with a double of its own, make than one
/// thread, on each side. Runs of one thread and of `threads` threads take turns, and each side's figure is the
/// median of the ratios of each pair, so a slow spell of the shared machine, which slows both runs of a pair,
/// moves it less than it moves medians taken apart.
func parallelScaling(threads: Int, size: Int, callsPerTest: Int? = nil) -> Comparison {
    let alone = parallelWork(threads: 1, size: size, shared: false, callsPerTest: callsPerTest, call: stubbedCall)
    let together = parallelWork(
        threads: threads, size: size, shared: false, callsPerTest: callsPerTest, call: stubbedCall
    )
    func scaling(_ one: Work, _ many: Work) -> Double {
        nanosecondsPerOperation(one, operations: size) / nanosecondsPerOperation(many, operations: threads * size)
    }
    _ = scaling(alone.doubles, together.doubles)
    _ = scaling(alone.handWritten, together.handWritten)
    var doubles: [Double] = []
    var handWritten: [Double] = []
    for _ in 0..<runs {
        doubles.append(scaling(alone.doubles, together.doubles))
        handWritten.append(scaling(alone.handWritten, together.handWritten))
    }
    let ratios = zip(doubles, handWritten).map { $0 / $1 }
    return Comparison(doubles: median(doubles), handWritten: median(handWritten), ratio: median(ratios))
}

/// The work of one parallel row on each side: `threads` threads at once, each making `size` calls.
///
/// Without `shared`, each thread makes its own double, on its own thread, as a parallel test makes its fakes, and
/// the allocator gives it memory of that thread's. Made one after the other on one thread, two threads' doubles
/// may share a cache line, and the writes each call makes to its own double (a spy's lock and array, a fake's
/// record of calls) would then reach the other thread's double too, on both sides. The doubles are kept until
/// the next run's set-up, so that freeing their calls is not timed.
func parallelWork(
    threads: Int, size: Int, shared: Bool, callsPerTest: Int?, call: @escaping @Sendable (any Greeter) -> Void
) -> (doubles: Work, handWritten: Work) {
    let sharedFake = _Locked<FakeGreeter?>(nil)
    let sharedSpy = _Locked<LockingHandWrittenGreeter?>(nil)
    let made = _Locked<[any Greeter]>([])
    func run(_ double: @escaping @Sendable () -> any Greeter) {
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            let double = double()
            made.withLock { $0.append(double) }
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
    func forgetMade() {
        // Their calls are freed here, untimed; the doubles themselves go with the array.
        made.withLock { $0 }.forEach(reset)
        made.withLock { $0 = [] }
    }
    return (
        doubles: Work(setUp: {
            forgetMade()
            guard shared else { return sharedFake.withLock { $0 = nil } }
            let fake = FakeGreeter()
            fake.stub(.greet).andReturn("hello")
            sharedFake.withLock { $0 = fake }
        }) {
            run {
                if let fake = sharedFake.withLock({ $0 }) { return fake }
                let fake = FakeGreeter()
                fake.stub(.greet).andReturn("hello")
                return fake
            }
        },
        handWritten: Work(setUp: {
            forgetMade()
            sharedSpy.withLock { $0 = shared ? LockingHandWrittenGreeter(ordered: true) : nil }
        }) {
            run { sharedSpy.withLock { $0 } ?? LockingHandWrittenGreeter(ordered: true) }
        }
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
    let scaling = parallelScaling(threads: threads, size: size)
    let scalingTests = parallelScaling(threads: threads, size: size, callsPerTest: perTest)
    return [
        Row(name: "stubbed call, 1 thread (ordered spy)", oneThread, unit: "ns/call"),
        Row(name: "stubbed call, \(threads) threads, a fake each (ordered spy)", ownFakes, unit: "ns/call, wall"),
        Row(name: "recordCall, \(threads) threads, a fake each (ordered spy)", ownFakesRecording, unit: "ns/call, wall"),
        Row(name: "stubbed call, \(threads) threads, one shared fake (ordered spy)", oneFake, unit: "ns/call, wall"),
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
