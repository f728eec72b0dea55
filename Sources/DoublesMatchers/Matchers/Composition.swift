import Doubles

/// Passes when every element of the actual sequence passes `test`.
///
/// ```swift
/// expect([2, 4, 6]).to(allPass { $0 % 2 == 0 })
/// ```
@inlinable
public func allPass<S: Sequence>(_ test: @escaping (S.Element) throws -> Bool) -> Matcher<S> {
    allPass("pass a condition", test)
}

/// Passes when every element passes `test`; `description` names the condition in the message.
@inlinable
public func allPass<S: Sequence>(_ description: String, _ test: @escaping (S.Element) throws -> Bool) -> Matcher<S> {
    allPass(Matcher<S.Element>.define(description) { actualExpression, message in
        guard let actual = try actualExpression.evaluate() else { return MatcherResult(status: .fail, message: message) }
        return MatcherResult(bool: try test(actual), message: message)
    })
}

/// Passes when every element of the actual sequence satisfies `elementMatcher`.
///
/// ```swift
/// expect([1, 2, 3]).to(allPass(beLessThan(4)))
/// ```
@inlinable
public func allPass<S: Sequence>(_ elementMatcher: Matcher<S.Element>) -> Matcher<S> {
    Matcher { actualExpression in
        guard let actual = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: ExpectationMessage.expectedTo("all pass").appendedBeNilHint())
        }
        // The calls its checks matched are verified only if every element passes (``passedWhole(_:)``).
        return try passedWhole {
            // The words of the last element's message, written only if the message is shown.
            var last: ExpectationMessage?
            for element in actual {
                let elementExpression = ActualExpression<S.Element>(
                    expression: { element }, location: actualExpression.location
                )
                let result = try elementMatcher.satisfies(elementExpression)
                if result.status != .matches {
                    return allPassFailure(result, at: element, in: actual)
                }
                last = result.message
            }
            return allPassSuccess(last)
        }
    }
}

/// The result of `allPass` when every element passed; `last` is the last element's message, whose words are
/// written only if the message is shown.
@inlinable
func allPassSuccess(_ last: ExpectationMessage?) -> MatcherResult {
    MatcherResult(status: .matches, message: .expectedTo(lazy: { "all \(last?.expectedMessage ?? "pass")" }))
}

/// The result of `allPass` when `element` is the first element that fails, with `result`, its matcher's.
@inlinable
func allPassFailure<S: Sequence>(_ result: MatcherResult, at element: S.Element, in actual: S) -> MatcherResult {
    // A `.fail` (a slip of the test, such as a pattern that is no regular expression) is the element matcher's own
    // message, and fails under `to` and `toNot` alike.
    guard result.status != .fail else { return result }
    return MatcherResult(
        status: .doesNotMatch,
        message: .expectedTo(
            "all \(result.message.expectedMessage), but failed first at element <\(stringify(element))> in " +
                "<\(stringify(actual))>"
        )
    )
}

/// Passes when at least one of `matchers` matches.
///
/// ```swift
/// expect(6).to(satisfyAnyOf(equal(2), equal(6)))
/// expect(6).to(equal(2) || equal(6))
/// ```
@inlinable
public func satisfyAnyOf<Value>(_ matchers: Matcher<Value>...) -> Matcher<Value> {
    satisfyAnyOf(matchers)
}

/// Passes when at least one of `matchers` matches.
@inlinable
public func satisfyAnyOf<Value>(_ matchers: [Matcher<Value>]) -> Matcher<Value> {
    combined(matchers, joinedBy: ", or ", heading: "match one of: ", status: anyOfStatus)
}

/// Passes when every one of `matchers` matches.
///
/// ```swift
/// expect(5).to(satisfyAllOf(beGreaterThan(1), beLessThan(10)))
/// expect(5).to(beGreaterThan(1) && beLessThan(10))
/// ```
@inlinable
public func satisfyAllOf<Value>(_ matchers: Matcher<Value>...) -> Matcher<Value> {
    satisfyAllOf(matchers)
}

/// Passes when every one of `matchers` matches.
@inlinable
public func satisfyAllOf<Value>(_ matchers: [Matcher<Value>]) -> Matcher<Value> {
    combined(matchers, joinedBy: ", and ", heading: "match all of: ", status: allOfStatus)
}

/// The status of `satisfyAnyOf`: a failure if any matcher failed outright, else whether one matched.
@usableFromInline
func anyOfStatus(_ statuses: [MatcherStatus]) -> MatcherStatus {
    statuses.contains(.fail) ? .fail : MatcherStatus(bool: statuses.contains(.matches))
}

/// The status of `satisfyAllOf`: a failure if any matcher failed outright, else whether all matched.
@usableFromInline
func allOfStatus(_ statuses: [MatcherStatus]) -> MatcherStatus {
    statuses.contains(.fail) ? .fail : MatcherStatus(bool: statuses.allSatisfy { $0 == .matches })
}

@inlinable
func combined<Value>(
    _ matchers: [Matcher<Value>], joinedBy separator: String, heading: String,
    status: @escaping ([MatcherStatus]) -> MatcherStatus
) -> Matcher<Value> {
    return Matcher.define { actualExpression in
        // A slip, not a crash: the check fails under `to` and `toNot`, and the run goes on.
        if matchers.isEmpty { return MatcherResult(status: .fail, message: .fail(noMatchersMessage)) }
        return try passedWhole {
            let results = try matchers.map { try $0.satisfies(actualExpression) }
            return combinedResult(results, actual: try actualExpression.evaluate(), separator, heading, status)
        }
    }
}

/// Runs the body of a matcher made of others (`satisfyAllOf`, `&&`, `allPass`…): the calls that `haveReceived` and
/// other checks inside it match count as verified, for `haveNoUnverifiedCalls()`, only if the whole has the outcome
/// its expectation needs (it matches, or, under a negation, it does not), so that a check that passed within one
/// that failed verifies nothing. (Under a negation only a check negated again, `not(…)`, verifies.)
@usableFromInline
func passedWhole(_ body: () throws -> MatcherResult) rethrows -> MatcherResult {
    let needed: MatcherStatus = Negation.isActive ? .doesNotMatch : .matches
    return try PendingVerification.scope(body, keepingIf: { $0.status == needed })
}

/// ``passedWhole(_:)`` for an async matcher's body.
@usableFromInline
func passedWhole(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> MatcherResult
) async rethrows -> MatcherResult {
    let needed: MatcherStatus = Negation.isActive ? .doesNotMatch : .matches
    return try await PendingVerification.scope(body, keepingIf: { $0.status == needed })
}

/// What `satisfyAnyOf` and `satisfyAllOf` given no matcher fail with.
@usableFromInline
let noMatchersMessage = """
    satisfyAnyOf and satisfyAllOf need at least one matcher, and got none.
    Fix: pass the matchers the value must meet; an empty list says nothing about it.
    """

/// The result of `satisfyAnyOf` or `satisfyAllOf` from the results of its matchers: each matcher's words in
/// braces, after `heading`.
@inlinable
func combinedResult<Value>(
    _ results: [MatcherResult], actual: Value?, _ separator: String, _ heading: String,
    _ status: ([MatcherStatus]) -> MatcherStatus
) -> MatcherResult {
    // Written only if the message is shown: each matcher's words, and the actual value.
    // A matcher's lines, such as a slip's sentence and its fix, are joined with a space: the message is one line.
    let words = {
        heading + results.map { "{" + $0.message.expectedMessage.split(separator: "\n").joined(separator: " ") + "}" }
            .joined(separator: separator)
    }
    let message: ExpectationMessage
    if let actual {
        message = .expectedCustomValueTo(lazy: words, actual: { "\(actual)" })
    } else {
        message = .expectedActualValueTo(lazy: words)
    }
    var result = MatcherResult(status: status(results.map(\.status)), message: message)
    result.isSlip = results.contains { $0.isSlip }
    return result
}

/// `lhs || rhs`: the same as `satisfyAnyOf(lhs, rhs)`.
@inlinable
public func || <Value>(lhs: Matcher<Value>, rhs: Matcher<Value>) -> Matcher<Value> {
    satisfyAnyOf(lhs, rhs)
}

/// `lhs && rhs`: the same as `satisfyAllOf(lhs, rhs)`.
@inlinable
public func && <Value>(lhs: Matcher<Value>, rhs: Matcher<Value>) -> Matcher<Value> {
    satisfyAllOf(lhs, rhs)
}

/// Inverts a matcher: matches where it does not. A `.fail` stays a failure.
///
/// ```swift
/// expect(1).to(not(equal(2)))
/// ```
@inlinable
public func not<Value>(_ matcher: Matcher<Value>) -> Matcher<Value> {
    Matcher { actualExpression in
        inverted(try Negation.with(!Negation.isActive) { try matcher.satisfies(actualExpression) })
    }
}

/// The result of `not`: matches where `result` does not, and a `.fail` stays a failure.
@usableFromInline
func inverted(_ result: MatcherResult) -> MatcherResult {
    let status: MatcherStatus
    switch result.status {
    case .matches: status = .doesNotMatch
    case .doesNotMatch: status = .matches
    case .fail: status = .fail
    }
    var inverted = MatcherResult(status: status, message: result.message.prepended(expectation: "not "))
    inverted.isSlip = result.isSlip
    return inverted
}

/// Applies `matcher` to a value derived from the actual one.
///
/// ```swift
/// expect(user).to(map(\.name, equal("Ada")))
/// ```
@inlinable
public func map<Value, Mapped>(_ transform: @escaping (Value) throws -> Mapped?, _ matcher: Matcher<Mapped>) -> Matcher<Value> {
    Matcher { actualExpression in
        try matcher.satisfies(actualExpression.cast { value in try value.flatMap(transform) })
    }
}

/// Applies `matcher` to a value derived from the actual one by a transform that may fail: a `nil` actual value
/// or a `nil` result fails, under `to` and `toNot` alike.
///
/// ```swift
/// expect(payload).to(compactMap({ $0 as? Int }, beGreaterThan(3)))
/// ```
@inlinable
public func compactMap<Value, Mapped>(
    _ transform: @escaping (Value) throws -> Mapped?, _ matcher: Matcher<Mapped>
) -> Matcher<Value> {
    Matcher { actualExpression in
        let message = ExpectationMessage.expectedTo("Map from \(Value.self) to \(Mapped.self)")
        guard let value = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        guard let mapped = try transform(value) else {
            return MatcherResult(status: .fail, message: message)
        }
        return try matcher.satisfies(ActualExpression(expression: { mapped }, location: actualExpression.location))
    }
}
