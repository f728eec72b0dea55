import Doubles
import Nimble

// DoublesNimbleAdapter.swift: Doubles' checks as Nimble matchers, for a test target that keeps Nimble.
//
// Copy this file into a test target that depends on Nimble and Doubles. Its files that import Nimble then
// verify Doubles fakes with Nimble's own `expect`: `expect(fake).to(haveReceived(.load, with: "id-1"))`.
// When every file of the target has moved to DoublesMatchers, delete this file.
//
// Nimble's `toNot`, `not` and compound matchers do not tell Doubles how the expectation around a check ends, so
// here a `haveReceived` or `happenInOrder` that passes verifies its calls even where that expectation is negated or
// fails (`toNot(haveReceived(.a) && haveReceived(.b))`). Check `haveNoUnverifiedCalls()` with DoublesMatchers,
// which counts a call as verified only by a check whose whole expectation passed.

/// Passes when the fake received `function`, with matching arguments if any are given, as many times as
/// `countSpecifier` says. No arguments means any arguments.
func haveReceived<Fake: Spyable>(
    _ function: Fake.Function,
    with arguments: SpryEquatable?...,
    countSpecifier: CountSpecifier = .atLeast(1)
) -> Matcher<Fake> {
    received(function, arguments, countSpecifier)
}

/// Passes when the fake type received the static `function`; see the instance form.
func haveReceived<Fake: Spyable>(
    _ function: Fake.StaticFunction,
    with arguments: SpryEquatable?...,
    countSpecifier: CountSpecifier = .atLeast(1)
) -> Matcher<Fake.Type> {
    received(function, arguments, countSpecifier)
}

/// `haveReceived` with arguments that need only be `Equatable`, as `with(...)` takes them.
@_disfavoredOverload
func haveReceived<Fake: Spyable>(
    _ function: Fake.Function,
    with arguments: Any?...,
    countSpecifier: CountSpecifier = .atLeast(1)
) -> Matcher<Fake> {
    received(function, _expectedArguments(arguments), countSpecifier)
}

/// `haveReceived` of a static `function` with arguments that need only be `Equatable`.
@_disfavoredOverload
func haveReceived<Fake: Spyable>(
    _ function: Fake.StaticFunction,
    with arguments: Any?...,
    countSpecifier: CountSpecifier = .atLeast(1)
) -> Matcher<Fake.Type> {
    received(function, _expectedArguments(arguments), countSpecifier)
}

private func received<Fake: Spyable>(
    _ function: Fake.Function, _ arguments: [SpryEquatable?], _ countSpecifier: CountSpecifier
) -> Matcher<Fake> {
    received(function.rawValue, arguments, countSpecifier, fakeName: { "\(type(of: $0))" }) { fake, location in
        fake._didCall(
            function, withArguments: arguments, countSpecifier: countSpecifier, matcher: "haveReceived", at: location
        )
    }
}

private func received<Fake: Spyable>(
    _ function: Fake.StaticFunction, _ arguments: [SpryEquatable?], _ countSpecifier: CountSpecifier
) -> Matcher<Fake.Type> {
    received(function.rawValue, arguments, countSpecifier, fakeName: { "\($0)" }) { fake, location in
        fake._didCall(
            function, withArguments: arguments, countSpecifier: countSpecifier, matcher: "haveReceived", at: location
        )
    }
}

/// The body of every `haveReceived`: asks `didCall` at the expectation's line and reports what it answered. An
/// expectation that can never match fails once, in `to` and `toNot` alike, saying why; Nimble's polling forms and
/// its assertion handlers see it as any other failure.
private func received<Fake>(
    _ functionName: String, _ arguments: [SpryEquatable?], _ countSpecifier: CountSpecifier,
    fakeName: @escaping (Fake) -> String, didCall: @escaping (Fake, Doubles.CodeLocation) -> DidCallResult
) -> Matcher<Fake> {
    Matcher.define { expression in
        guard let fake = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: .expectedActualValueTo("receive <\(functionName)>"))
        }
        let location = expression.location
        let result = didCall(fake, CodeLocation(
            fileID: location.fileID, filePath: doublesFilePath(location), line: location.line, column: location.column
        ))
        let calls = callList(result, fakeName: fakeName(fake))
        guard result._cannotMatch.isEmpty else {
            return MatcherResult(
                status: .fail,
                message: cannotMatch("receive <\(functionName)> on <\(fakeName(fake))>")
                    .appended(details: result._cannotMatch.joined(separator: "\n") + "\n" + calls)
            )
        }
        return receivedResult(result, fakeName: fakeName(fake), functionName, arguments, countSpecifier, calls)
    }
}

/// Passes when any call at all was recorded on the fake.
func haveRecordedCalls<Fake: Spyable>() -> Matcher<Fake> {
    Matcher.define { expression in
        let fake = try expression.evaluate()
        return listResult(
            "have recorded calls", fake.map { "\(type(of: $0))" }, fake?.recordedCalls.map(\.description),
            passes: { !$0.isEmpty }, noun: "call", heading: "Calls, in order:"
        )
    }
}

/// Passes when any static call at all was recorded on the fake type.
func haveRecordedCalls<Fake: Spyable>() -> Matcher<Fake.Type> {
    Matcher.define { expression in
        let fake = try expression.evaluate()
        return listResult(
            "have recorded calls", fake.map { "\($0)" }, fake?.recordedCalls.map(\.description),
            passes: { !$0.isEmpty }, noun: "call", heading: "Calls, in order:"
        )
    }
}

/// Passes when the expected calls happened in this order; other calls may come between them.
/// `expect([auth.receivedCall(.login, with: "ada"), store.receivedCall(.save)]).to(happenInOrder())`
func happenInOrder() -> Matcher<[ExpectedCall]> {
    Matcher.define { expression in
        let expected = try expression.evaluate() ?? []
        let result = _checkCallOrder(expected)
        // An expected call that can never match fails the check once, in `to` and `toNot` alike, saying why.
        guard result._cannotMatch.isEmpty else {
            return MatcherResult(status: .fail, message: cannotMatch("happen in order").appended(details: result.description))
        }
        let words = "happen in order: " + expected.map(\.description).joined(separator: ", then ")
        let message = ExpectationMessage
            .expectedCustomValueTo(words, actual: result.outcome)
            .appended(details: result.description)
        return MatcherResult(bool: result.success, message: message)
    }
}

/// Passes when every call on the fake was matched by a successful `haveReceived` or `didCall` check.
func haveNoUnverifiedCalls<Fake: Spyable>() -> Matcher<Fake> {
    Matcher.define { expression in
        let fake = try expression.evaluate()
        return listResult(
            "have no unverified calls", fake.map { "\(type(of: $0))" }, fake?.unverifiedCalls.map(\.description),
            passes: { $0.isEmpty }, noun: "unverified call", heading: "Calls no check covered:"
        )
    }
}

/// Passes when every static call on the fake type was matched by a successful check.
func haveNoUnverifiedCalls<Fake: Spyable>() -> Matcher<Fake.Type> {
    Matcher.define { expression in
        let fake = try expression.evaluate()
        return listResult(
            "have no unverified calls", fake.map { "\($0)" }, fake?.unverifiedCalls.map(\.description),
            passes: { $0.isEmpty }, noun: "unverified call", heading: "Calls no check covered:"
        )
    }
}

/// Passes when every stub on the fake answered at least one call.
func haveNoUnusedStubs<Fake: Stubbable>() -> Matcher<Fake> {
    Matcher.define { expression in
        let fake = try expression.evaluate()
        return listResult(
            "have no unused stubs", fake.map { "\(type(of: $0))" },
            fake?.unusedStubs.map { "\($0.description) (stubbed at \($0.location))" },
            passes: { $0.isEmpty }, noun: "unused stub", heading: "Stubs no call used:"
        )
    }
}

/// Passes when every static stub on the fake type answered at least one call.
func haveNoUnusedStubs<Fake: Stubbable>() -> Matcher<Fake.Type> {
    Matcher.define { expression in
        let fake = try expression.evaluate()
        return listResult(
            "have no unused stubs", fake.map { "\($0)" },
            fake?.unusedStubs.map { "\($0.description) (stubbed at \($0.location))" },
            passes: { $0.isEmpty }, noun: "unused stub", heading: "Stubs no call used:"
        )
    }
}

/// Doubles reports a misused argument at a `StaticString` path. Nimble keeps one on Linux and a `String` on
/// Apple platforms, where the report names this file's path and the caller's line instead.
private func doublesFilePath(_ location: Nimble.SourceLocation) -> StaticString {
    #if canImport(Darwin)
    return #filePath
    #else
    return location.filePath
    #endif
}

/// The message of an expectation that can never match, whose details say why. Not a `.fail` message: Nimble's
/// `not` and `allPass` add to a message's expectation, and look for one without end in a `.fail`.
private func cannotMatch(_ expectation: String) -> ExpectationMessage {
    .expectedTo(expectation + ", in a check that can never match")
}

/// The outcome of `haveReceived`: what was expected, how many calls matched, and every call the fake received.
private func receivedResult(
    _ result: DidCallResult, fakeName: String, _ functionName: String, _ arguments: [SpryEquatable?],
    _ countSpecifier: CountSpecifier, _ calls: String
) -> MatcherResult {
    let with = arguments.isEmpty ? "" : " with " + _describeExpectedArguments(arguments)
    let count = result.matchingCallCount
    let message = ExpectationMessage.expectedCustomValueTo(
        "receive <\(functionName)>\(with) \(countSpecifier) on <\(fakeName)>",
        actual: "\(count) matching \(count == 1 ? "call" : "calls")"
    )
    return MatcherResult(bool: result.success, message: message.appended(details: calls))
}

/// Every call the fake received, for a failure's details.
private func callList(_ result: DidCallResult, fakeName: String) -> String {
    let calls = result.recordedCalls.map { "  \($0.description)" }.joined(separator: "\n")
    return result.recordedCalls.isEmpty
        ? "No calls were recorded on \(fakeName)."
        : "Calls on \(fakeName), in order:\n" + calls
}

/// The outcome of a check on a list (calls or stubs): the count, and the list itself when it is not empty.
private func listResult(
    _ words: String, _ fakeName: String?, _ entries: [String]?, passes: ([String]) -> Bool, noun: String,
    heading: String
) -> MatcherResult {
    guard let fakeName, let entries else {
        return MatcherResult(status: .fail, message: .expectedActualValueTo(words))
    }
    let count = entries.count
    var message = ExpectationMessage.expectedCustomValueTo(
        "\(words) on <\(fakeName)>", actual: count == 0 ? "no \(noun)s" : "\(count) \(noun)\(count == 1 ? "" : "s")"
    )
    if !entries.isEmpty {
        message = message.appended(details: heading + "\n" + entries.map { "  \($0)" }.joined(separator: "\n"))
    }
    return MatcherResult(bool: passes(entries), message: message)
}
