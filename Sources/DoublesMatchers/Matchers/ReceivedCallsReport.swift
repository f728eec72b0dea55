import Doubles

/// Turns the outcome of `didCall` into the message of `haveReceived`: one line in the engine's form, then
/// the calls to the function, the closest call argument by argument, and the calls to other functions.
///
/// A class, so that the message's closures share one reference to it: a passing check makes the report and
/// never writes the message, and the fake's name, like the rest of the text, is only worked out for one.
final class ReceivedCallsReport {
    /// The fake's type, named in the message.
    let fakeType: Any.Type
    let functionName: String
    let arguments: [SpryEquatable?]
    let countSpecifier: CountSpecifier
    let result: DidCallResult

    init(
        fakeType: Any.Type, functionName: String, arguments: [SpryEquatable?], countSpecifier: CountSpecifier,
        result: DidCallResult
    ) {
        self.fakeType = fakeType
        self.functionName = functionName
        self.arguments = arguments
        self.countSpecifier = countSpecifier
        self.result = result
    }

    private var fakeName: String { "\(fakeType)" }

    /// The outcome, with a message that is written out only if it is shown.
    var matcherResult: MatcherResult {
        // Expected arguments that can never match fail the check under `to` and `toNot` alike, once, with why.
        if !result._cannotMatch.isEmpty {
            return .slip(.fail(result._cannotMatch.joined(separator: "\n")).appended(details: details))
        }
        var message = ExpectationMessage.expectedCustomValueTo(lazy: { [self] in summary }, actual: { [self] in
            let count = result.matchingCallCount
            return "\(count) matching \(count == 1 ? "call" : "calls")"
        })
        // In place: `appended(lazyDetails:)` would copy the message.
        message.details.append(.deferred { [self] in details })
        return MatcherResult(bool: result.success, message: message)
    }

    private var summary: String {
        let call = CallFormatter.call("<\(functionName)>", expected: arguments)
        return "receive \(call) \(countSpecifier) on <\(fakeName)>"
    }

    private var details: String {
        let all = result.recordedCalls
        let notes = [
            result.unrecordedNote(fakeName: fakeName, functionName: functionName),
            result.staticStateNote(fakeName: fakeName, functionName: functionName),
        ].compactMap { $0 }
        let note = notes.isEmpty ? nil : notes.joined(separator: "\n")
        guard !all.isEmpty else {
            return ["No calls were recorded on \(fakeName).", note].compactMap { $0 }.joined(separator: "\n")
        }
        // Another test's call to a shared static member is listed, marked: the check did not count it. So is one made
        // where no test was known, which it counted, though the running test may not have made it.
        let listed = all.map { call in
            let counted = !result.isUncounted(call)
            let mark = !counted ? " (another test's call, not counted)"
                : result.isOfNoTest(call) ? " (made outside any test, as by a detached task or a queue; counted)" : ""
            return (call: call, counted: counted, text: call.description + mark)
        }
        let own = listed.filter { $0.call.functionName == functionName }
        let others = listed.filter { $0.call.functionName != functionName }
        var lines: [String] = []
        if own.isEmpty {
            // Its stub may have answered calls that are not recorded (``DidCallResult/unrecordedNote``).
            lines.append(
                result.answeredUnrecorded ? "No call of \(functionName) was recorded." : "\(functionName) was never called."
            )
            if let enumType = result.functionEnum,
               let note = FunctionName.misnamedCallNote(
                   for: functionName, recorded: others.map(\.call.functionName), listedBy: enumType
               ) {
                lines.append(note)
            }
        } else {
            lines.append("Calls to \(functionName), in order:")
            for (index, call) in own.enumerated() {
                lines.append("  \(index + 1). \(call.text)")
            }
            if !arguments.isEmpty {
                lines.append(
                    "\(result.matchingCallCount) of \(own.count) \(own.count == 1 ? "call" : "calls") matched the arguments."
                )
            }
            // Among the calls the check counted: another test's could match and still not count.
            if result.matchingCallCount == 0, !arguments.isEmpty,
               let closest = closestCall(in: own.map { $0.counted ? $0.call : nil }) {
                lines.append("Closest call (#\(closest.index + 1)):")
                lines.append(contentsOf: comparison(of: closest.call).map { "  \($0)" })
            }
        }
        if !others.isEmpty {
            lines.append("Calls to other functions on \(fakeName):")
            lines.append(contentsOf: others.map { "  \($0.text)" })
        }
        if let note { lines.append(note) }
        return lines.joined(separator: "\n")
    }

    /// The call whose arguments match the most expectations; the earliest among equals.
    private func closestCall(in calls: [RecordedCall?]) -> (index: Int, call: RecordedCall)? {
        // Most arguments matched; among those, most that print alike without matching (a NaN, a `Float` beside a
        // `Double`) or are the same number (`3` beside `3.0`), which a reader would take for the call meant.
        var best: (index: Int, call: RecordedCall, score: (matched: Int, alike: Int))?
        for (index, call) in calls.enumerated() {
            guard let call else { continue }
            var score = (matched: 0, alike: 0)
            for (actual, expected) in zip(call.arguments, arguments) {
                if argument(actual, matches: expected) {
                    score.matched += 1
                } else if CallFormatter.value(actual) == CallFormatter.value(expected)
                    || Self.number(actual).map({ $0 == Self.number(expected) }) == true {
                    score.alike += 1
                }
            }
            if best == nil || score > best!.score { best = (index, call, score) }
        }
        return best.map { ($0.index, $0.call) }
    }

    /// A standard integer or floating-point number as a `Double`; `nil` for any other value.
    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let integer as any BinaryInteger: Double(integer)
        case let float as any BinaryFloatingPoint: Double(float)
        default: nil
        }
    }

    /// One line per argument: whether it matched, and expected against actual where it did not.
    private func comparison(of call: RecordedCall) -> [String] {
        var lines: [String] = []
        if call.arguments.count != arguments.count {
            let noun = arguments.count == 1 ? "argument" : "arguments"
            lines.append("expected \(arguments.count) \(noun), got \(call.arguments.count)")
            // A property's getter records a read with no arguments, its setter the value set.
            if call.arguments.isEmpty, arguments.count == 1, !functionName.contains("(") {
                lines.append("(\(functionName) was read, not set: a check `with:` a value counts only the sets)")
            }
        }
        for index in 0..<min(call.arguments.count, arguments.count) {
            let actual = call.arguments[index]
            let expected = arguments[index]
            if argument(actual, matches: expected) {
                lines.append("argument \(index + 1): matched <\(CallFormatter.value(actual))>")
            } else {
                lines.append("argument \(index + 1): \(CallFormatter.mismatch(expected: expected, actual: actual))")
                lines.append(contentsOf: CallFormatter.difference(expected: expected, actual: actual).map { "  \($0)" })
            }
        }
        return lines
    }

    static func anyCalls(fakeName: String, calls: [RecordedCall], uncounted: Int = 0) -> MatcherResult {
        let count = calls.count
        var message = ExpectationMessage.expectedCustomValueTo(
            "have recorded calls on <\(fakeName)>", actual: count == 0 ? "no calls" : "\(count) \(count == 1 ? "call" : "calls")"
        )
        var details = calls.isEmpty ? [] : ["Calls, in order:"] + calls.map { "  \($0.description)" }
        if let note = DidCallResult.otherTestsNote(uncounted) { details.append(note) }
        if !details.isEmpty { message = message.appended(details: details.joined(separator: "\n")) }
        return MatcherResult(bool: !calls.isEmpty, message: message)
    }
}
