import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps the optimizer from removing work whose result is otherwise unused.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// One side of a comparison: an untimed set-up, then the timed work.
struct Work {
    var setUp: () -> Void = {}
    let body: () -> Void
}

/// What a comparison measured: the nanoseconds per operation of each side, as the median of its runs, and the
/// median of the ratios of the runs taken in turn.
struct Comparison {
    let doubles: Double
    let handWritten: Double
    let ratio: Double
}

/// Times each side, which performs `operations` operations per run, `runs` times. The two sides take turns, after
/// one untimed run each, so both meet the same state of the heap and of the machine; run one after the other, the
/// second would reuse memory the first had freed. The ratio is the median of the ratios of each pair of runs
/// taken in turn, so a slow spell of the shared machine, which slows both runs of a pair, moves it less than it
/// moves either side's median.
func compare(operations: Int, runs: Int, doubles: Work, handWritten: Work) -> Comparison {
    func time(_ work: Work) -> Double { nanosecondsPerOperation(work, operations: operations) }
    _ = time(doubles)
    _ = time(handWritten)
    var doublesSamples: [Double] = []
    var handWrittenSamples: [Double] = []
    for _ in 0..<runs {
        doublesSamples.append(time(doubles))
        handWrittenSamples.append(time(handWritten))
    }
    let ratios = zip(doublesSamples, handWrittenSamples).map { $0 / $1 }
    return Comparison(doubles: median(doublesSamples), handWritten: median(handWrittenSamples), ratio: median(ratios))
}

/// Sets `work` up, then times it: the wall-clock nanoseconds per operation.
func nanosecondsPerOperation(_ work: Work, operations: Int) -> Double {
    work.setUp()
    let start = DispatchTime.now().uptimeNanoseconds
    work.body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(operations)
}

func median(_ samples: [Double]) -> Double {
    samples.sorted()[samples.count / 2]
}

/// The resident size of the process in bytes, read from `/proc/self/statm` where the platform has it.
func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The baseline for an expectation: a plain comparison that records a message when it fails.
@inline(never)
func handWrittenCheck(_ actual: Int, equals expected: Int, into failures: inout [String]) {
    if actual != expected { failures.append("expected to equal <\(expected)>, got <\(actual)>") }
}
