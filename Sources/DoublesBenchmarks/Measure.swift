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

/// Nanoseconds per operation of `body`, which performs `operations` operations; the median of `runs` runs.
func nanosecondsPerOperation(operations: Int, runs: Int, setUp: () -> Void = {}, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
        setUp()
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        samples.append(Double(elapsed) / Double(operations))
    }
    samples.sort()
    return samples[samples.count / 2]
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
