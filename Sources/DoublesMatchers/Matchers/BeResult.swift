import Doubles

/// Passes when the actual `Result` is a success, and `test` (if given) records no failing expectation
/// about its value.
///
/// ```swift
/// expect(result).to(beSuccess { value in expect(value).to(equal(3)) })
/// ```
public func beSuccess<Success, Failure: Error>(test: ((Success) -> Void)? = nil) -> Matcher<Result<Success, Failure>> {
    resultMatcher(
        words: "be <success(\(Success.self))>" + (test == nil ? "" : " that satisfies block"), hasBlock: test != nil
    ) { result in
        guard case .success(let value) = result else { return nil }
        return { test?(value) }
    }
}

/// Passes when the actual `Result` is a success whose value equals `value`.
public func beSuccess<Success: Equatable, Failure: Error>(_ value: Success) -> Matcher<Result<Success, Failure>> {
    Matcher.define("be <success(\(Success.self))> that equals \(stringify(value))") { actualExpression, message in
        guard case .success(let actual)? = try actualExpression.evaluate() else {
            return MatcherResult(status: .doesNotMatch, message: message)
        }
        return MatcherResult(bool: actual == value, message: message)
    }
}

/// Passes when the actual `Result` is a failure, and `test` (if given) records no failing expectation
/// about its error.
///
/// ```swift
/// expect(result).to(beFailure { error in expect(error).to(matchError(ParseError.empty)) })
/// ```
public func beFailure<Success, Failure: Error>(test: ((Failure) -> Void)? = nil) -> Matcher<Result<Success, Failure>> {
    resultMatcher(
        words: "be <failure(\(Failure.self))>" + (test == nil ? "" : " that satisfies block"), hasBlock: test != nil
    ) { result in
        guard case .failure(let error) = result else { return nil }
        return { test?(error) }
    }
}

/// Passes when the actual `Result` is a failure whose error equals `error`.
///
/// ```swift
/// expect(result).to(beFailure(ImportError.invalidURL("b")))
/// ```
public func beFailure<Success, Failure: Error & Equatable>(_ error: Failure) -> Matcher<Result<Success, Failure>> {
    Matcher.define("be <failure(\(Failure.self))> that equals \(stringify(error))") { actualExpression, message in
        guard case .failure(let actual)? = try actualExpression.evaluate() else {
            return MatcherResult(status: .doesNotMatch, message: message)
        }
        return MatcherResult(bool: actual == error, message: message)
    }
}

/// A matcher of a `Result` whose case `check` accepts, handing back the block to run on its value. The block's
/// failing expectations are recorded as failures of their own, and make the match fail; the message stays one
/// line.
private func resultMatcher<Success, Failure: Error>(
    words: @autoclosure @escaping () -> String, hasBlock: Bool,
    check: @escaping (Result<Success, Failure>) -> (() -> Void)?
) -> Matcher<Result<Success, Failure>> {
    Matcher.define(words()) { actualExpression, message in
        guard let actual = try actualExpression.evaluate(), let inspection = check(actual) else {
            return MatcherResult(status: .doesNotMatch, message: message)
        }
        // Without a block there is nothing to gather, and gathering costs more than the rest of the check.
        guard hasBlock else { return MatcherResult(status: .matches, message: message) }
        return MatcherResult(bool: gatherFailingExpectations(closure: inspection).isEmpty, message: message)
    }
}

/// Passes when the actual `Result` is a success whose value satisfies `matcher`.
///
/// ```swift
/// expect(result).to(beSuccess(beGreaterThan(2)))
/// ```
public func beSuccess<Success, Failure: Error>(_ matcher: Matcher<Success>) -> Matcher<Result<Success, Failure>> {
    resultMatcher(words: "be <success(\(Success.self))> that satisfies matcher", inner: matcher) { result in
        guard case .success(let value) = result else { return nil }
        return value
    }
}

/// Passes when the actual `Result` is a failure whose error satisfies `matcher`.
///
/// ```swift
/// expect(result).to(beFailure(matchError(ParseError.empty)))
/// ```
public func beFailure<Success, Failure: Error>(_ matcher: Matcher<Failure>) -> Matcher<Result<Success, Failure>> {
    resultMatcher(words: "be <failure(\(Failure.self))> that satisfies matcher", inner: matcher) { result in
        guard case .failure(let error) = result else { return nil }
        return error
    }
}

/// Passes when the actual `Result` is a failure whose error satisfies `matcher`, a matcher of any error such as
/// `matchError`, whatever the `Result`'s error type.
///
/// ```swift
/// let result: Result<URL, ImportError> = importer.parse("b")
/// expect(result).to(beFailure(matchError(ImportError.invalidURL("b"))))
/// ```
@_disfavoredOverload
public func beFailure<Success, Failure: Error>(_ matcher: Matcher<any Error>) -> Matcher<Result<Success, Failure>> {
    resultMatcher(words: "be <failure(\(Failure.self))> that satisfies matcher", inner: matcher) { result in
        guard case .failure(let error) = result else { return nil }
        return error as any Error
    }
}

private func resultMatcher<Success, Failure: Error, Inner>(
    words: @autoclosure @escaping () -> String, inner: Matcher<Inner>,
    extract: @escaping (Result<Success, Failure>) -> Inner?
) -> Matcher<Result<Success, Failure>> {
    Matcher.define { actualExpression in
        guard let actual = try actualExpression.evaluate(), let value = extract(actual) else {
            return MatcherResult(status: .doesNotMatch, message: .expectedActualValueTo(lazy: words))
        }
        let result = try inner.satisfies(ActualExpression(expression: { value }, location: actualExpression.location))
        guard result.status == .matches else {
            let details = result.message.render(to: "to", actual: stringify(value))
            var outer = MatcherResult(
                // An inner `.fail` (a slip, a `nil`) fails under `to` and `toNot` alike, here too; a slip is not
                // waited out by polling.
                status: result.status == .fail ? .fail : .doesNotMatch,
                message: ExpectationMessage.expectedActualValueTo(lazy: words).appended(details: details)
            )
            outer.isSlip = result.isSlip
            return outer
        }
        return MatcherResult(status: .matches, message: .expectedActualValueTo(lazy: words))
    }
}
