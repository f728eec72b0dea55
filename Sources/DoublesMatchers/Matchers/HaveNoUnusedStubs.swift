import Doubles

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
        if let slip = _resetAwaySlip(of: fake, check: "haveNoUnusedStubs()", what: "static stubs") {
            return .slip(.fail(slip))
        }
        return unusedResult(fakeName: "\(fake)", stubs: fake.unusedStubs)
    }
}

private func unusedResult(fakeName: String, stubs: [StubRecord]) -> MatcherResult {
    let count = stubs.count
    var message = ExpectationMessage.expectedCustomValueTo(
        "have no unused stubs on <\(fakeName)>", actual: "\(count) unused \(count == 1 ? "stub" : "stubs")"
    )
    if !stubs.isEmpty {
        message = message.appended(
            details: "Stubs no call used:\n" + stubs.map { stub in
                "  \(stub.description) (stubbed at \(stub.location))"
                    + (stub.whyUnused.map { "\n    " + $0.replacingOccurrences(of: "\n", with: "\n    ") } ?? "")
            }.joined(separator: "\n")
        )
    }
    return MatcherResult(bool: stubs.isEmpty, message: message)
}
