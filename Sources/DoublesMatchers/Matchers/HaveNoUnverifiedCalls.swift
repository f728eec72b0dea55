import Doubles

/// Passes when every call on the fake was matched by a successful `haveReceived` or `didCall` check. Where every one
/// was, and a method answered calls through `stubbedValue()`, which records none, it fails with that slip, under `to`
/// and `toNot`.
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
        let calls = fake.unverifiedCalls
        // Only where every recorded call is verified: with one that is not, the answer is right whatever was hidden.
        if calls.isEmpty, let slip = _unrecordedSlip(of: fake, check: "haveNoUnverifiedCalls()") {
            return .slip(.fail(slip))
        }
        return unverifiedResult(fakeName: "\(type(of: fake))", calls: calls)
    }
}

/// Passes when every static call on the fake type was matched by a successful check.
public func haveNoUnverifiedCalls<Fake: Spyable>() -> Matcher<Fake.Type> {
    Matcher.define { actualExpression in
        guard let fake = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: .expectedActualValueTo("have no unverified calls"))
        }
        if let slip = _resetAwaySlip(of: fake, check: "haveNoUnverifiedCalls()", what: "static calls") {
            return .slip(.fail(slip))
        }
        return unverifiedResult(fakeName: "\(fake)", calls: fake.unverifiedCalls)
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
