import Doubles
import DoublesMatchers
import Foundation

// Prints one table: each row is the same work done by Doubles and by a hand-written double in the same run,
// as the median of several runs, with the median of the ratios of runs taken in turn. `--quick` runs the small
// sizes only, in a few seconds, for CI.

/// The build measured: `debug` is what `swift test` and Xcode's test action build, Doubles included; both sides of
/// every row are built the same way. Set first: `--shapes` and `--parallel` print their table early, and a
/// top-level constant is set only when the code reaches it.
#if DEBUG
let build = "debug"
#else
let build = "release"
#endif

let quick = CommandLine.arguments.contains("--quick")
/// `--parallel` runs the parallel rows alone.
let parallelOnly = CommandLine.arguments.contains("--parallel")
let runs = quick ? 3 : 11
let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000]

struct Row {
    let name: String
    let doubles: Double
    let handWritten: Double
    let ratio: Double
    let unit: String

    init(name: String, _ comparison: Comparison, unit: String) {
        self.name = name
        doubles = comparison.doubles
        handWritten = comparison.handWritten
        ratio = comparison.ratio
        self.unit = unit
    }

    /// The same row under another name.
    func named(_ name: String) -> Row {
        Row(name: name, Comparison(doubles: doubles, handWritten: handWritten, ratio: ratio), unit: unit)
    }
}

var rows: [Row] = []

// `--instructions ROW SIDE [COUNT]` runs one side of one counted row, for callgrind; `--time ROW SIDE [COUNT]` runs
// it and prints the nanoseconds per operation of its counted part, for comparing two builds in paired runs.
if let position = CommandLine.arguments.firstIndex(where: { $0 == "--instructions" || $0 == "--time" }) {
    let operands = CommandLine.arguments.dropFirst(position + 1)
    let count = operands.dropFirst(2).first.map { Int($0) ?? 0 } ?? countedOperationCount
    let elapsed = runCountedRow(key: operands.first ?? "", side: operands.dropFirst().first ?? "", count: count)
    if CommandLine.arguments[position] == "--time" {
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        print(nanoseconds / Double(count))
    }
    exit(0)
}

/// `--shapes` runs the rows of test shapes alone.
if CommandLine.arguments.contains("--shapes") {
    rows = shapeRows(size: quick ? 20_000 : 200_000) + shapeRows(size: quick ? 20_000 : 200_000, ordered: true)
    printTable()
    exit(0)
}

if parallelOnly {
    rows = parallelRows(size: quick ? 100_000 : 1_000_000)
    printTable()
    exit(0)
}

// Memory per recorded call: the growth of the resident size while one double records many calls. It runs first,
// before other rows have freed memory that could be handed out again without growing the process; both doubles
// stay alive until both are measured.
if residentBytes() != nil {
    let size = quick ? 100_000 : 1_000_000
    let spy = HandWrittenGreeter()
    let spyStart = residentBytes() ?? 0
    for index in 0..<size { consume(spy.greet(loudly: index & 1 == 0, name: "Ada")) }
    let handWritten = Double((residentBytes() ?? spyStart) - spyStart) / Double(size)
    let fake = FakeGreeter()
    fake.stub(.greet).andReturn("hello")
    let start = residentBytes() ?? 0
    for index in 0..<size { consume(fake.greet(loudly: index & 1 == 0, name: "Ada")) }
    let doubles = Double((residentBytes() ?? start) - start) / Double(size)
    let comparison = Comparison(doubles: doubles, handWritten: handWritten, ratio: doubles / handWritten)
    rows.append(Row(name: "memory, \(size) recorded calls", comparison, unit: "bytes/call"))
    consume((fake, spy))
}

// Recording rows. Each run works on a new double and reads it into a constant first, as a test holding it in a
// `let` does; a loop that read the captured `var` at every call would measure reloading and retaining the
// variable, which a call into another module makes necessary. The previous fake's calls are freed in the
// untimed set-up, as the previous spy's are.

/// A stubbed and recorded call, `spryify` with two arguments, `size` times, against the spy `makeSpy` makes.
func stubbedCalls<Spy: Greeter>(_ name: String, size: Int, against makeSpy: @escaping () -> Spy) -> Row {
    var fake = FakeGreeter()
    var spy = makeSpy()
    let comparison = compare(
        operations: size, runs: runs,
        doubles: Work(setUp: {
            fake.resetCalls()
            fake = FakeGreeter()
            fake.stub(.greet).andReturn("hello")
        }) {
            let fake = fake
            for index in 0..<size { consume(fake.greet(loudly: index & 1 == 0, name: "Ada")) }
        },
        handWritten: Work(setUp: { spy = makeSpy() }) {
            let spy = spy
            for index in 0..<size { consume(spy.greet(loudly: index & 1 == 0, name: "Ada")) }
        }
    )
    consume((fake, spy))
    return Row(name: name, comparison, unit: "ns/call")
}

/// `recordCall` with one argument, `size` times, against the spy `makeSpy` makes.
func recordedCalls<Spy: Greeter>(_ name: String, size: Int, against makeSpy: @escaping () -> Spy) -> Row {
    var fake = FakeGreeter()
    var spy = makeSpy()
    let comparison = compare(
        operations: size, runs: runs,
        doubles: Work(setUp: {
            fake.resetCalls()
            fake = FakeGreeter()
        }) {
            let fake = fake
            for _ in 0..<size { fake.log("message") }
        },
        handWritten: Work(setUp: { spy = makeSpy() }) {
            let spy = spy
            for _ in 0..<size { spy.log("message") }
        }
    )
    consume((fake, spy))
    return Row(name: name, comparison, unit: "ns/call")
}

for size in sizes {
    rows.append(stubbedCalls("stubbed + recorded call, \(size) calls", size: size, against: HandWrittenGreeter.init))
}
let recordingSize = sizes.last!
rows.append(recordedCalls("recordCall, \(recordingSize) calls", size: recordingSize, against: HandWrittenGreeter.init))

// The same work against a hand-written spy that takes a lock, as Doubles must: how much of the difference above
// is the price of being safe to call from any thread.
let lockingSize = sizes.count > 2 ? sizes[2] : sizes.last!
rows.append(stubbedCalls(
    "stubbed call, spy with a lock, \(lockingSize) calls", size: lockingSize, against: { LockingHandWrittenGreeter() }
))
rows.append(recordedCalls(
    "recordCall, spy with a lock, \(recordingSize) calls", size: recordingSize, against: { LockingHandWrittenGreeter() }
))

rows.append(contentsOf: parallelRows(size: quick ? 100_000 : 1_000_000))
rows.append(contentsOf: shapeRows(size: quick ? 20_000 : 200_000))
rows.append(contentsOf: shapeRows(size: quick ? 20_000 : 200_000, ordered: true))
rows.append(contentsOf: effectRows(size: quick ? 20_000 : 200_000))

// Stub lookup among 1, 10 and 100 stubs with arguments; the call matches the oldest, so every stub is tried.
for stubCount in [1, 10, 100] {
    let lookups = quick ? 2_000 : 20_000
    let fake = FakeGreeter()
    let spy = HandWrittenGreeter()
    for index in 0..<stubCount {
        fake.stub(.greet).with(index == 0, "name \(index)").andReturn("greeting \(index)")
        spy.stubs.append((arguments: [index == 0, "name \(index)"], value: "greeting \(index)"))
    }
    let comparison = compare(
        operations: lookups, runs: runs,
        doubles: Work(setUp: { fake.resetCalls() }) {
            for _ in 0..<lookups { consume(fake.greet(loudly: true, name: "name 0")) }
        },
        handWritten: Work(setUp: { spy.calls.removeAll() }) {
            for _ in 0..<lookups {
                spy.calls.append(("greet(loudly:name:)", [true, "name 0"]))
                consume(spy.stubbedGreeting(loudly: true, name: "name 0"))
            }
        }
    )
    rows.append(Row(name: "stub lookup, \(stubCount) with(...) stubs", comparison, unit: "ns/call"))
}

// Verification: didCall and haveReceived scanning N recorded calls.
for size in sizes.prefix(3) {
    let fake = FakeGreeter()
    fake.stub(.greet).andReturn("hello")
    let spy = HandWrittenGreeter()
    for index in 0..<size {
        _ = fake.greet(loudly: index % 3 == 0, name: "Ada")
        _ = spy.greet(loudly: index % 3 == 0, name: "Ada")
    }
    let checks = max(1, 100_000 / size)
    let scanByHand = Work { for _ in 0..<checks { consume(spy.countGreetings(loudly: true, name: "Ada") >= 1) } }
    let didCall = compare(
        operations: checks * size, runs: runs,
        doubles: Work { for _ in 0..<checks { consume(fake.didCall(.greet, withArguments: [true, "Ada"]).success) } },
        handWritten: scanByHand
    )
    rows.append(Row(name: "didCall over \(size) calls", didCall, unit: "ns/call scanned"))
    let matcher = compare(
        operations: checks * size, runs: runs,
        doubles: Work { for _ in 0..<checks { expect(fake).to(haveReceived(.greet, with: true, "Ada")) } },
        handWritten: scanByHand
    )
    rows.append(Row(name: "haveReceived over \(size) calls", matcher, unit: "ns/call scanned"))
}

// Expectations: a passing and a failing expect(...).to(equal(...)), failures going to the scoped recorder.
do {
    let count = quick ? 20_000 : 200_000
    var sink: [String] = []
    let passing = compare(
        operations: count, runs: runs,
        doubles: Work { for index in 0..<count { expect(index).to(equal(index)) } },
        handWritten: Work { for index in 0..<count { handWrittenCheck(index, equals: index, into: &sink) } }
    )
    rows.append(Row(name: "passing expect(i).to(equal(i))", passing, unit: "ns/expectation"))
    let failingCount = count / 10
    let failing = compare(
        operations: failingCount, runs: runs,
        doubles: Work {
            _ = gatherFailingExpectations(silently: true) {
                for index in 0..<failingCount { expect(index).to(equal(index + 1)) }
            }
        },
        handWritten: Work(setUp: { sink.removeAll() }) {
            for index in 0..<failingCount { handWrittenCheck(index, equals: index + 1, into: &sink) }
        }
    )
    rows.append(Row(name: "failing expect(i).to(equal(i + 1))", failing, unit: "ns/expectation"))
    consume(sink)
}

func format(_ value: Double) -> String {
    value >= 100 ? String(format: "%.0f", value) : String(format: "%.1f", value)
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}


@MainActor func printTable() {
    let nameWidth = max(40, rows.map(\.name.count).max() ?? 0)
    print(
        "Doubles benchmarks, \(build) build (\(quick ? "quick" : "full") run, medians of \(runs) runs; "
            + "ratio: median of paired runs)"
    )
    print("| \(pad("work", nameWidth)) | Doubles | hand-written | ratio | unit |")
    print("|\(String(repeating: "-", count: nameWidth + 2))|---------|--------------|-------|------|")
    for row in rows {
        print("| \(pad(row.name, nameWidth)) | \(format(row.doubles)) | \(format(row.handWritten)) | \(String(format: "%.2f", row.ratio))× | \(row.unit) |")
    }
}

printTable()
