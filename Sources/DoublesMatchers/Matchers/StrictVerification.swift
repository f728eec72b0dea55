import Doubles

/// Passes when every call on the fake was matched by a successful `haveReceived` or `didCall` check.
///
/// ```swift
/// expect(fake).to(haveReceived(.load, with: "id-1"))
/// expect(fake).to(haveNoUnverifiedCalls())
/// ```
public func haveNoUnverifiedCalls<Fake: Spyable>() -> Matcher<Fake> {
    Matcher.define { actualExpression in
        guard let fake = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: .expectedActualValueTo("have no unverified calls"))
        }
        return unverifiedResult(fakeName: "\(type(of: fake))", calls: fake.unverifiedCalls)
    }
}

/// Passes when every static call on the fake type was matched by a successful check.
public func haveNoUnverifiedCalls<Fake: Spyable>() -> Matcher<Fake.Type> {
    Matcher.define { actualExpression in
        guard let fake = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: .expectedActualValueTo("have no unverified calls"))
        }
        return unverifiedResult(fakeName: "\(fake)", calls: fake.unverifiedCalls)
    }
}

/// Passes when every stub on the fake answered at least one call.
///
/// ```swift
/// expect(fake).to(haveNoUnusedStubs())
/// ```
public func haveNoUnusedStubs<Fake: Stubbable>() -> Matcher<Fake> {
    Matcher.define { actualExpression in
        guard let fake = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: .expectedActualValueTo("have no unused stubs"))
        }
        return unusedResult(fakeName: "\(type(of: fake))", stubs: fake.unusedStubs)
    }
}

/// Passes when every static stub on the fake type answered at least one call.
public func haveNoUnusedStubs<Fake: Stubbable>() -> Matcher<Fake.Type> {
    Matcher.define { actualExpression in
        guard let fake = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: .expectedActualValueTo("have no unused stubs"))
        }
        return unusedResult(fakeName: "\(fake)", stubs: fake.unusedStubs)
    }
}

/// Passes when the expected calls happened in this order; other calls may come between them. A failure shows
/// the timeline of the calls involved.
///
/// ```swift
/// expect([auth.receivedCall(.login, with: "ada"), store.receivedCall(.save)]).to(happenInOrder())
/// ```
public func happenInOrder() -> Matcher<[ExpectedCall]> {
    Matcher.define { actualExpression in
        let expected = try actualExpression.evaluate() ?? []
        let result = callOrder(expected)
        let words = "happen in order: " + expected.map(\.description).joined(separator: ", then ")
        let message = ExpectationMessage
            .expectedCustomValueTo(words, actual: result.success ? "that order" : "a different order")
            .appended(details: result.description)
        return MatcherResult(bool: result.success, message: message)
    }
}

private func unverifiedResult(fakeName: String, calls: [RecordedCall]) -> MatcherResult {
    let count = calls.count
    var message = ExpectationMessage.expectedCustomValueTo(
        "have no unverified calls on <\(fakeName)>", actual: "\(count) unverified \(count == 1 ? "call" : "calls")"
    )
    if !calls.isEmpty {
        message = message.appended(
            details: "Calls no check covered:\n" + calls.map { "  \($0.description)" }.joined(separator: "\n")
        )
    }
    return MatcherResult(bool: calls.isEmpty, message: message)
}

private func unusedResult(fakeName: String, stubs: [StubRecord]) -> MatcherResult {
    let count = stubs.count
    var message = ExpectationMessage.expectedCustomValueTo(
        "have no unused stubs on <\(fakeName)>", actual: "\(count) unused \(count == 1 ? "stub" : "stubs")"
    )
    if !stubs.isEmpty {
        message = message.appended(
            details: "Stubs no call used:\n" + stubs.map { "  \($0.description) (stubbed at \($0.location))" }
                .joined(separator: "\n")
        )
    }
    return MatcherResult(bool: stubs.isEmpty, message: message)
}
