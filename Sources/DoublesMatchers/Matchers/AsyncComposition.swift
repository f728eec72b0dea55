import Doubles

// The async forms of the composing matchers: each takes an async closure or an AsyncMatcher and returns an
// AsyncMatcher, with the messages of its synchronous form.

/// Passes when every element passes the async `test`.
///
/// ```swift
/// await expect(ids).to(allPass { id in await store.contains(id) })
/// ```
public func allPass<S: Sequence>(
    _ test: nonisolated(nonsending) @escaping (S.Element) async throws -> Bool
) -> AsyncMatcher<S> {
    allPass("pass a condition", test)
}

/// Passes when every element passes the async `test`; `description` names the condition in the message.
public func allPass<S: Sequence>(
    _ description: String, _ test: nonisolated(nonsending) @escaping (S.Element) async throws -> Bool
) -> AsyncMatcher<S> {
    allPass(AsyncMatcher<S.Element>.define(description) { actualExpression, message in
        guard let actual = try await actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        return MatcherResult(bool: try await test(actual), message: message)
    })
}

/// Passes when every element of the actual sequence satisfies the async `elementMatcher`.
public func allPass<S: Sequence>(_ elementMatcher: AsyncMatcher<S.Element>) -> AsyncMatcher<S> {
    AsyncMatcher { actualExpression in
        guard let actual = try await actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: ExpectationMessage.expectedTo("all pass").appendedBeNilHint())
        }
        return try await passedWhole {
            var last: ExpectationMessage?
            for element in actual {
                let elementExpression = AsyncExpression<S.Element>(
                    expression: { element }, location: actualExpression.location
                )
                let result = try await elementMatcher.satisfies(elementExpression)
                if result.status != .matches {
                    return allPassFailure(result, at: element, in: actual)
                }
                last = result.message
            }
            return allPassSuccess(last)
        }
    }
}

/// Passes when at least one element of the actual sequence satisfies the async `predicate`.
public func containElementSatisfying<S: Sequence>(
    _ predicate: nonisolated(nonsending) @escaping (S.Element) async throws -> Bool,
    _ predicateDescription: String = ""
) -> AsyncMatcher<S> {
    AsyncMatcher.define { actualExpression in
        let message: ExpectationMessage = predicateDescription.isEmpty
            ? .expectedTo("find object in collection that satisfies matcher")
            : .expectedTo("find object in collection \(predicateDescription)")
        guard let actual = try await actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        for element in actual where try await predicate(element) {
            return MatcherResult(status: .matches, message: message)
        }
        return MatcherResult(status: .doesNotMatch, message: message)
    }
}

/// Applies `matcher` to a value derived from the actual one by an async transform.
///
/// ```swift
/// await expect(user).to(map({ await $0.displayName() }, equal("Ada")))
/// ```
public func map<Value, Mapped>(
    _ transform: nonisolated(nonsending) @escaping (Value) async throws -> Mapped?, _ matcher: Matcher<Mapped>
) -> AsyncMatcher<Value> {
    map(transform, matcher.asAsync)
}

/// Applies the async `matcher` to a value derived from the actual one.
public func map<Value, Mapped>(
    _ transform: nonisolated(nonsending) @escaping (Value) async throws -> Mapped?, _ matcher: AsyncMatcher<Mapped>
) -> AsyncMatcher<Value> {
    AsyncMatcher { actualExpression in
        try await matcher.satisfies(actualExpression.cast { value in
            guard let value else { return nil }
            return try await transform(value)
        })
    }
}

/// Applies the async `matcher` to a value derived from the actual one by a transform that may fail: a `nil`
/// actual value or a `nil` result fails, under `to` and `toNot` alike.
public func compactMap<Value, Mapped>(
    _ transform: nonisolated(nonsending) @escaping (Value) async throws -> Mapped?, _ matcher: AsyncMatcher<Mapped>
) -> AsyncMatcher<Value> {
    AsyncMatcher { actualExpression in
        let message = ExpectationMessage.expectedTo("Map from \(Value.self) to \(Mapped.self)")
        guard let value = try await actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        guard let mapped = try await transform(value) else {
            return MatcherResult(status: .fail, message: message)
        }
        return try await matcher.satisfies(AsyncExpression(expression: { mapped }, location: actualExpression.location))
    }
}

/// The async form of `compactMap` with a synchronous matcher.
public func compactMap<Value, Mapped>(
    _ transform: nonisolated(nonsending) @escaping (Value) async throws -> Mapped?, _ matcher: Matcher<Mapped>
) -> AsyncMatcher<Value> {
    compactMap(transform, matcher.asAsync)
}

/// Passes when at least one of `matchers` matches; takes async matchers and matchers mixed.
///
/// ```swift
/// await expect(inbox).to(satisfyAnyOf(haveUnread(0), beNil()))
/// ```
public func satisfyAnyOf<Value>(_ matchers: any AsyncableMatcher<Value>...) -> AsyncMatcher<Value> {
    satisfyAnyOf(matchers)
}

/// Passes when at least one of `matchers` matches; takes async matchers and matchers mixed.
public func satisfyAnyOf<Value>(_ matchers: [any AsyncableMatcher<Value>]) -> AsyncMatcher<Value> {
    combined(matchers, joinedBy: ", or ", heading: "match one of: ", status: anyOfStatus)
}

/// Passes when every one of `matchers` matches; takes async matchers and matchers mixed.
public func satisfyAllOf<Value>(_ matchers: any AsyncableMatcher<Value>...) -> AsyncMatcher<Value> {
    satisfyAllOf(matchers)
}

/// Passes when every one of `matchers` matches; takes async matchers and matchers mixed.
public func satisfyAllOf<Value>(_ matchers: [any AsyncableMatcher<Value>]) -> AsyncMatcher<Value> {
    combined(matchers, joinedBy: ", and ", heading: "match all of: ", status: allOfStatus)
}

/// Every matcher run in turn on the one expression, which is evaluated once for all of them.
private func combined<Value>(
    _ matchers: [any AsyncableMatcher<Value>], joinedBy separator: String, heading: String,
    status: @escaping ([MatcherStatus]) -> MatcherStatus
) -> AsyncMatcher<Value> {
    return AsyncMatcher.define { actualExpression in
        if matchers.isEmpty { return MatcherResult(status: .fail, message: .fail(noMatchersMessage)) }
        return try await passedWhole {
            var results: [MatcherResult] = []
            for matcher in matchers { results.append(try await matcher.satisfies(actualExpression)) }
            return combinedResult(results, actual: try await actualExpression.evaluate(), separator, heading, status)
        }
    }
}

/// `lhs || rhs`: the same as `satisfyAnyOf(lhs, rhs)`.
public func || <Value>(lhs: AsyncMatcher<Value>, rhs: AsyncMatcher<Value>) -> AsyncMatcher<Value> {
    satisfyAnyOf(lhs, rhs)
}

/// `lhs || rhs`: the same as `satisfyAnyOf(lhs, rhs)`.
public func || <Value>(lhs: AsyncMatcher<Value>, rhs: Matcher<Value>) -> AsyncMatcher<Value> {
    satisfyAnyOf(lhs, rhs)
}

/// `lhs || rhs`: the same as `satisfyAnyOf(lhs, rhs)`.
public func || <Value>(lhs: Matcher<Value>, rhs: AsyncMatcher<Value>) -> AsyncMatcher<Value> {
    satisfyAnyOf(lhs, rhs)
}

/// `lhs && rhs`: the same as `satisfyAllOf(lhs, rhs)`.
public func && <Value>(lhs: AsyncMatcher<Value>, rhs: AsyncMatcher<Value>) -> AsyncMatcher<Value> {
    satisfyAllOf(lhs, rhs)
}

/// `lhs && rhs`: the same as `satisfyAllOf(lhs, rhs)`.
public func && <Value>(lhs: AsyncMatcher<Value>, rhs: Matcher<Value>) -> AsyncMatcher<Value> {
    satisfyAllOf(lhs, rhs)
}

/// `lhs && rhs`: the same as `satisfyAllOf(lhs, rhs)`.
public func && <Value>(lhs: Matcher<Value>, rhs: AsyncMatcher<Value>) -> AsyncMatcher<Value> {
    satisfyAllOf(lhs, rhs)
}

/// Inverts an async matcher: matches where it does not. A `.fail` stays a failure.
public func not<Value>(_ matcher: AsyncMatcher<Value>) -> AsyncMatcher<Value> {
    AsyncMatcher { actualExpression in
        inverted(try await Negation.with(!Negation.isActive) { try await matcher.satisfies(actualExpression) })
    }
}
