import DoublesMatchers
import Testing
@testable import Doubles

/// The core keeps two paths for a call: the inline path in the fake's member (`Registry.plainValue`,
/// `Registry.recordPlainCall`, answered from `FakeState.plainStubs`), and the general path
/// (`Registry.answer`, `Registry.record`) that takes every call the inline path cannot. Each scenario here runs
/// twice on fresh fakes, once through the members every fake has (the inline path first), once through the
/// general entry points alone, and everything a test can observe must come out the same: returned values,
/// recorded calls, `didCall` results, the failures reported with their lines, unused stubs and unverified calls.
@Suite(.serialized, .tags(.storage)) struct DifferentialPathTests {
    @Test(arguments: PathScenario.all)
    func bothPaths_observeTheSame(scenario: PathScenario) async {
        let inline = await scenario.observe(generalOnly: false)
        let general = await scenario.observe(generalOnly: true)
        #expect(!inline.isEmpty)
        #expect(inline == general)
    }
}

/// A fake whose members take the general path alone while ``generalOnly`` is set for the running task, and
/// otherwise do what a fake's members do (`spryify`, `stubbedValue`, `recordCall`). The general path is asked
/// through the entry points the front door falls back to (`Answering.value(asking:…)` and the non-inlined
/// `FakeCore.recordCall`), so the switch costs the library nothing. Each member calls both on one line, so that
/// failures report the same line either way.
final class PathFake: Spryable {
    /// Whether the members of this task's fakes skip the inline paths.
    @TaskLocal static var generalOnly = false

    enum StaticFunction: String, StringRepresentable {
        case make = "make(_:)"
        case ping = "ping()"
    }

    enum Function: String, StringRepresentable {
        case count = "count(of:)"
        case name = "name(for:)"
        case flag = "flag()"
        case ratio = "ratio(_:_:)"
        case maybe = "maybe(_:)"
        case close = "close(_:)"
        case open = "open()"
        case log = "log(_:)"
        case peek = "peek(_:)"
        case value = "value(_:)"
        case load = "load(_:)"
        case store = "store(_:)"
        case fetch = "fetch(_:)"
        case push = "push(_:)"
        case decode = "decode(_:)"
        case loadAny = "loadAny(_:)"
        case fetchMaybe = "fetchMaybe(_:)"
        case table = "table()"
    }

    func count(of key: String) -> Int { Self.generalOnly ? general(key) : spryify(arguments: key) }
    func name(for id: Int) -> String { Self.generalOnly ? general(id) : spryify(arguments: id) }
    func flag() -> Bool { Self.generalOnly ? general() : spryify() }
    func ratio(_ a: Int, _ b: Double) -> Double { Self.generalOnly ? general(a, b) : spryify(arguments: a, b) }
    func maybe(_ key: String) -> Int? { Self.generalOnly ? general(key) : spryify(arguments: key) }
    func close(_ key: String) { if Self.generalOnly { let _: Void = general(key) } else { spryify(arguments: key) } }
    func open() { if Self.generalOnly { let _: Void = general() } else { spryify() } }
    func log(_ message: String) { if Self.generalOnly { generalRecord(message) } else { recordCall(arguments: message) } }
    func peek(_ key: String) -> String { Self.generalOnly ? general(key, record: false) : stubbedValue(arguments: key) }
    func value(_ key: String) -> Any { Self.generalOnly ? general(key) : spryify(arguments: key) }
    func load(_ key: String) throws -> String { Self.generalOnly ? try generalThrows(key) : try spryifyThrows(arguments: key) }
    func store(_ key: String) throws {
        if Self.generalOnly { let _: Void = try generalThrows(key) } else { try spryifyThrows(arguments: key) }
    }
    func fetch(_ key: String) async throws -> Int {
        Self.generalOnly ? try await generalAsync(key) : try await spryifyThrows(arguments: key)
    }
    func push(_ key: String) async {
        if Self.generalOnly { let _: Void = try! await generalAsync(key, throwing: false) } else { await spryify(arguments: key) }
    }
    func decode<T>(_ key: String) -> T { Self.generalOnly ? general(key) : spryify(arguments: key) }
    func loadAny(_ key: String) throws -> Any { Self.generalOnly ? try generalThrows(key) : try spryifyThrows(arguments: key) }
    func fetchMaybe(_ key: String) async throws -> Int? {
        Self.generalOnly ? try await generalAsync(key) : try await spryifyThrows(arguments: key)
    }
    func table() -> [AnyHashable: Int] { Self.generalOnly ? general() : spryify() }
    /// Not in the enum.
    func stray() -> Int { Self.generalOnly ? general() : spryify() }

    static func make(_ id: Int) -> String { generalOnly ? general(id) : spryify(arguments: id) }
    static func ping() { if generalOnly { let _: Void = general() } else { spryify() } }

    private func general<T>(
        _ arguments: Any?..., record: Bool = true, functionName: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> T {
        Self.answer(
            Function.self, .instance(self), functionName: functionName, arguments: arguments, record: record,
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    private static func general<T>(
        _ arguments: Any?..., functionName: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> T {
        answer(
            StaticFunction.self, .type(self), functionName: functionName, arguments: arguments, record: true,
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    private func generalThrows<T>(
        _ arguments: Any?..., functionName: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> T {
        try Answering.valueThrows(
            asking: Function.self, target: .instance(self), functionName: functionName, arguments: arguments,
            record: true, fallbackValue: nil,
            at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    private func generalAsync<T>(
        _ arguments: Any?..., throwing: Bool = true, functionName: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> T {
        try await Answering.valueAsync(
            asking: Function.self, target: .instance(self), functionName: functionName, arguments: arguments,
            record: true, fallbackValue: nil, throwing: throwing,
            at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    private func generalRecord(
        _ arguments: Any?..., functionName: String = #function, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        FakeCore.recordCall(
            .instance(self), functionName: functionName, arguments: arguments,
            isKnown: { Function(rawValue: functionName) != nil }, enumType: Function.self,
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// What the front door does once the inline path has declined the call.
    private static func answer<F: StringRepresentable, T>(
        _ type: F.Type, _ target: FakeTarget, functionName: String, arguments: [Any?], record: Bool,
        location: CodeLocation
    ) -> T {
        Answering.value(
            asking: F.self, target, functionName: functionName, arguments: arguments, record: record, fallback: nil,
            location: { location }
        )
    }
}

/// One scenario: what it does to a fresh fake, writing what it sees to a log.
struct PathScenario: Sendable, CustomTestStringConvertible {
    let name: String
    let run: @Sendable (PathFake, ScenarioLog) async -> Void

    var testDescription: String { name }

    /// Everything the scenario observes, through the general path alone or not: its log, the failures
    /// reported with their lines, the fake's recorded calls, and what the checks for unused stubs and unverified
    /// calls report. The fake type's static calls and stubs are reset before and after.
    func observe(generalOnly: Bool) async -> [String] {
        await PathFake.$generalOnly.withValue(generalOnly) {
            PathFake.resetCallsAndStubs()
            defer { PathFake.resetCallsAndStubs() }
            let fake = PathFake()
            let scenarioLog = ScenarioLog()
            let gatherer = _ExpectationGatherer(silently: true)
            await _FailureReporter.withGatherer(gatherer) {
                await run(fake, scenarioLog)
                expect(fake).to(haveNoUnusedStubs())
                expect(fake).to(haveNoUnverifiedCalls())
            }
            let failures = gatherer.records.filter { !$0.success }
            var log = scenarioLog.lines
            log += failures.map { "failure at line \($0.location.line): \($0.message)" }
            log += fake.recordedCalls.map { "recorded \($0)" }
            log += PathFake.recordedCalls.map { "recorded static \($0)" }
            return log
        }
    }

    static let all: [PathScenario] = [
        PathScenario(name: "a stub without arguments") { fake, log in
            fake.stub(.count).andReturn(5)
            log.lines += (0..<3).map { "count \(fake.count(of: "k\($0)"))" }
            log.lines.append("name \(fake.name(for: 1))")
            log.lines.append("didCall \(fake.didCall(.count, withArguments: ["k1"]).success)")
            log.lines.append("didCall twice \(fake.didCall(.count, countSpecifier: .exactly(2)).success)")
        },
        PathScenario(name: "stubs with plain arguments") { fake, log in
            fake.stub(.count).with("a").andReturn(1)
            fake.stub(.count).with("b").andReturn(2)
            fake.stub(.name).with(7).andReturn("seven")
            for key in ["a", "b", "c", "a", "b"] { log.lines.append("count \(key) \(fake.count(of: key))") }
            for id in [7, 8, 7] { log.lines.append("name \(id) \(fake.name(for: id))") }
            log.lines.append("didCall a \(fake.didCall(.count, withArguments: ["a"], countSpecifier: .exactly(2)).success)")
        },
        PathScenario(name: "stubs with argument rules, beside plain ones") { fake, log in
            fake.stub(.count).andReturn(0)
            fake.stub(.count).with(Argument.pass { ($0 as? String)?.hasPrefix("x") == true }).andReturn(9)
            fake.stub(.ratio).with(1, Argument.anything).andReturn(1.5)
            fake.stub(.ratio).with(2, 0.5).andReturn(2.5)
            for key in ["xa", "b", "xc"] { log.lines.append("count \(key) \(fake.count(of: key))") }
            log.lines.append("ratio \(fake.ratio(1, 9)) \(fake.ratio(2, 0.5)) \(fake.ratio(2, 0.25))")
            log.lines.append("didCall \(fake.didCall(.ratio, withArguments: [2, Argument.anything]).matchingCallCount)")
        },
        PathScenario(name: "sequences of values") { fake, log in
            fake.stub(.count).andReturn(1, 2, 3)
            fake.stub(.maybe).andReturn(1, nil, 3)
            fake.stub(.name).with(1).andReturn("one", "uno")
            log.lines += (0..<5).map { _ in "count \(fake.count(of: "s"))" }
            log.lines += (0..<4).map { _ in "maybe \(String(describing: fake.maybe("s")))" }
            log.lines += (0..<3).map { _ in "name \(fake.name(for: 1))" }
        },
        PathScenario(name: "resets") { fake, log in
            fake.stub(.count).andReturn(1)
            fake.stub(.flag).andReturn(true)
            log.lines.append("\(fake.count(of: "a")) \(fake.flag())")
            fake.resetStubs()
            log.lines.append("after resetStubs \(fake.count(of: "a")) \(fake.flag())")
            fake.stub(.count).andReturn(2)
            log.lines.append("stubbed again \(fake.count(of: "a"))")
            fake.resetCalls()
            log.lines.append("after resetCalls \(fake.didCall(.count).success) \(fake.recordedCalls.count)")
            log.lines.append("\(fake.count(of: "b")) \(fake.didCall(.count, withArguments: ["b"]).success)")
            fake.resetCallsAndStubs()
            log.lines.append("after both \(fake.count(of: "c"))")
        },
        PathScenario(name: "a relaxed fake") { fake, log in
            fake.relax()
            log.lines.append("\(fake.count(of: "a")) \(fake.name(for: 1)) \(fake.flag()) \(String(describing: fake.maybe("a")))")
            fake.stub(.count).andReturn(4)
            log.lines.append("\(fake.count(of: "a")) \(fake.count(of: "b")) \(fake.name(for: 2))")
            fake.close("a")
        },
        PathScenario(name: "Void members, stubbed and not") { fake, log in
            fake.close("a")
            fake.close("b")
            fake.open()
            fake.stub(.close).with("c").andDo { arguments in
                log.lines.append("andDo close \(arguments)")
                return ()
            }
            for key in ["a", "c", "d", "c"] { fake.close(key) }
            fake.open()
            log.lines.append("didCall close \(fake.didCall(.close, countSpecifier: .exactly(6)).success)")
        },
        PathScenario(name: "a stubbed Void member's andDo, after another Void member is called") { fake, log in
            fake.close("a")
            fake.open()
            fake.close("b")
            fake.stub(.open).andDo { _ in
                log.lines.append("andDo open")
                return ()
            }
            fake.close("c")
            fake.open()
            fake.close("d")
            fake.open()
        },
        PathScenario(name: "recordCall") { fake, log in
            for message in ["a", "b", "a"] { fake.log(message) }
            fake.stub(.count).andReturn(1)
            log.lines.append("\(fake.count(of: "a"))")
            fake.log("c")
            log.lines.append("didCall log a \(fake.didCall(.log, withArguments: ["a"]).matchingCallCount)")
        },
        PathScenario(name: "stubbedValue, which records nothing") { fake, log in
            fake.stub(.peek).with("a").andReturn("A")
            fake.stub(.count).andReturn(1)
            log.lines.append("\(fake.peek("a")) \(fake.peek("a")) \(fake.peek("b")) \(fake.count(of: "a"))")
            log.lines.append("didCall peek \(fake.didCall(.peek).success)")
        },
        PathScenario(name: "static members") { _, log in
            PathFake.stub(.make).with(1).andReturn("one")
            log.lines.append("\(PathFake.make(1)) \(PathFake.make(2)) \(PathFake.make(1))")
            PathFake.ping()
            PathFake.stub(.ping).andDo { _ in
                log.lines.append("andDo ping")
                return ()
            }
            PathFake.ping()
            log.lines.append("didCall make 1 \(PathFake.didCall(.make, withArguments: [1]).matchingCallCount)")
            PathFake.resetCalls()
            log.lines.append("after resetCalls \(PathFake.didCall(.make).success)")
        },
        PathScenario(name: "five names, more than the four plain stubs remembered") { fake, log in
            fake.stub(.count).andReturn(1)
            fake.stub(.name).andReturn("n")
            fake.stub(.flag).andReturn(true)
            fake.stub(.ratio).andReturn(0.5)
            fake.stub(.maybe).andReturn(7)
            for round in 0..<3 {
                log.lines.append("\(fake.count(of: "a")) \(fake.name(for: 1)) \(fake.flag()) \(fake.ratio(1, 1)) "
                    + "\(String(describing: fake.maybe("a")))")
                if round == 1 {
                    fake.stubAgain(.count).andReturn(2)
                    fake.stubAgain(.flag).andReturn(false)
                }
            }
        },
        PathScenario(name: "a fourth remembered name whose stubs compare arguments") { fake, log in
            fake.stub(.count).andReturn(1)
            fake.stub(.name).andReturn("n")
            fake.stub(.flag).andReturn(true)
            fake.stub(.ratio).with(1, 0.5).andReturn(1.5)
            fake.stub(.ratio).with(2, 0.5).andReturn(2.5)
            log.lines.append("\(fake.count(of: "a")) \(fake.name(for: 1)) \(fake.flag())")
            for first in [1, 2, 3, 1] { log.lines.append("ratio \(first) \(fake.ratio(first, 0.5))") }
            fake.stub(.maybe).with("m").andReturn(8)
            for key in ["m", "n"] { log.lines.append("maybe \(key) \(String(describing: fake.maybe(key)))") }
            for first in [2, 1] { log.lines.append("ratio \(first) \(fake.ratio(first, 0.5))") }
        },
        PathScenario(name: "a fourth remembered name stubbed again, to answer with an action") { fake, log in
            fake.stub(.count).andReturn(1)
            fake.stub(.name).andReturn("n")
            fake.stub(.flag).andReturn(true)
            fake.stub(.ratio).andReturn(0.5)
            log.lines.append("\(fake.count(of: "a")) \(fake.name(for: 1)) \(fake.flag()) \(fake.ratio(1, 1))")
            fake.stubAgain(.ratio).andDo { _ in 9.5 }
            log.lines.append("\(fake.ratio(1, 1)) \(fake.count(of: "a")) \(fake.ratio(2, 2))")
            fake.stubAgain(.count).with("b").andReturn(3)
            log.lines.append("\(fake.count(of: "a")) \(fake.count(of: "b")) \(fake.ratio(3, 3))")
        },
        PathScenario(name: "slips: no stub, a value of the wrong type, an error, a name not in the enum") { fake, log in
            log.lines.append("\(fake.count(of: "a")) \(fake.name(for: 1))")
            fake.stub(.count).andReturn("five")
            log.lines.append("\(fake.count(of: "a"))")
            fake.stub(.flag).andThrow(PathError())
            log.lines.append("\(fake.flag())")
            log.lines.append("\(fake.stray()) \(fake.stray())")
        },
        PathScenario(name: "values of another type than the return type: an Optional, Any, a generic member") { fake, log in
            fake.stub(.maybe).with("a").andReturn(1)
            fake.stub(.maybe).andReturn(2)
            fake.stub(.value).andReturn(3)
            fake.stub(.decode).andReturn(4)
            for key in ["a", "b", "a", "b"] { log.lines.append("maybe \(key) \(String(describing: fake.maybe(key)))") }
            for key in ["a", "b"] { log.lines.append("value \(key) \(fake.value(key))") }
            let asOptional: Int? = fake.decode("o")
            let asAny: Any = fake.decode("a")
            let asDouble: Double = fake.decode("d")
            let again: Int? = fake.decode("o")
            log.lines.append("decode \(String(describing: asOptional)) \(asAny) \(asDouble) \(String(describing: again))")
            let asText: String = fake.decode("t")
            log.lines.append("decode as text \(asText)")
            log.lines.append("didCall decode \(fake.didCall(.decode, countSpecifier: .exactly(5)).success)")
        },
        PathScenario(name: "throwing and async members' values of another type; one error answer; a dictionary") { fake, log in
            fake.stub(.loadAny).with("e").andAnswer(.throw(PathError()))
            fake.stub(.loadAny).andReturn(7)
            fake.stub(.fetchMaybe).andReturn(8)
            fake.stub(.table).andReturn([PathKey(id: 1): 1])
            for key in ["a", "e", "a", "e"] {
                do { log.lines.append("loadAny \(key) \(try fake.loadAny(key))") } catch { log.lines.append("loadAny \(key) threw") }
            }
            for key in ["a", "b"] {
                log.lines.append("fetchMaybe \(key) \(String(describing: try? await fake.fetchMaybe(key)))")
            }
            log.lines.append("table \(fake.table()) \(fake.table())")
        },
        PathScenario(name: "throwing members: values, sequences, errors, arguments") { fake, log in
            fake.stub(.load).with("a").andReturn("A")
            fake.stub(.load).with("e").andThrow(PathError())
            fake.stub(.load).andReturn("x", "y")
            for key in ["a", "b", "e", "a", "c", "d"] {
                do { log.lines.append("load \(key) \(try fake.load(key))") } catch { log.lines.append("load \(key) threw") }
            }
            do { try fake.store("s") } catch { log.lines.append("store threw") }
            fake.stub(.store).with("t").andThrow(PathError())
            for key in ["s", "t"] {
                do { try fake.store(key) } catch { log.lines.append("store \(key) threw") }
            }
            log.lines.append("didCall load a \(fake.didCall(.load, withArguments: ["a"]).matchingCallCount)")
        },
        PathScenario(name: "async members: values, an async andDo, errors, a Void member") { fake, log in
            fake.stub(.fetch).with("a").andReturn(1)
            fake.stub(.fetch).with("b").andDo { _ async in 2 }
            fake.stub(.fetch).with("e").andThrow(PathError())
            fake.stub(.fetch).andReturn(3, 4)
            for key in ["a", "b", "e", "c", "a", "d"] {
                do { log.lines.append("fetch \(key) \(try await fake.fetch(key))") } catch {
                    log.lines.append("fetch \(key) threw")
                }
            }
            await fake.push("p")
            fake.stub(.push).andDo { arguments in
                log.lines.append("andDo push \(arguments)")
                return ()
            }
            await fake.push("q")
        },
        PathScenario(name: "slips on throwing and async members: no stub, a value of the wrong type") { fake, log in
            log.lines.append("\(String(describing: try? fake.load("a"))) \(String(describing: try? await fake.fetch("a")))")
            fake.stub(.load).andReturn(5)
            fake.stub(.fetch).andReturn("five")
            log.lines.append("\(String(describing: try? fake.load("a"))) \(String(describing: try? await fake.fetch("a")))")
        },
    ]
}

private struct PathError: Error {}

/// A key whose hash a dictionary's cast to `[AnyHashable: Int]` asks for.
private struct PathKey: Hashable {
    let id: Int
}

/// What a scenario saw, in order; its stubs' actions write here too.
final class ScenarioLog {
    var lines: [String] = []
}
