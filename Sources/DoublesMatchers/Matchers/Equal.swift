import Doubles

/// Passes when the actual value equals `expected` with `==`. Works for any `Equatable` value, including
/// optionals, arrays, dictionaries and sets. `nil` never matches, under `to` or `toNot`: use `beNil()` for
/// that.
///
/// ```swift
/// expect(1 + 1).to(equal(2))
/// expect(["a": 1]).to(equal(["a": 1]))
/// ```
@inlinable
public func equal<Value: Equatable>(_ expected: Value?) -> Matcher<Value> {
    equalMatcher(expected)
}

/// The matcher of both forms of `equal` for one value, written once so that each is inlined whole.
@inlinable @inline(__always)
func equalMatcher<Value: Equatable>(_ expected: Value?) -> Matcher<Value> {
    // `Matcher.define`, with the message made here so that it shows the actual value as `equal` does (a set
    // sorted), set as the message is made: changing the one `define` hands over would copy it on every check.
    Matcher { actualExpression in
        try Matcher.rejectingNil(actualExpression, {
            var message = ExpectationMessage.expectedActualValueTo(lazy: { "equal <\(equalDescription(expected))>" })
            message.showsActualAsEqualDoes = true
            let actual = try actualExpression.evaluate()
            switch (expected, actual) {
            case (nil, _?): return MatcherResult(status: .fail, message: message.appendedBeNilHint())
            case (_, nil): return MatcherResult(status: .fail, message: message)
            case let (expected?, actual?):
                if expected == actual { return MatcherResult(status: .matches, message: message) }
                return MatcherResult(status: .doesNotMatch, message: mismatchMessage(message, expected, actual))
            }
        }())
    }
}

/// `equal(_:)` for a value that is not optional, so that it can be written with a leading dot:
/// `expect(point).to(equal(.init(x: 1, y: 2)))`.
@inlinable
public func equal<Value: Equatable>(_ expected: Value) -> Matcher<Value> {
    equalMatcher(expected)
}

/// The message for values that differ: for sets, what is missing and what is extra, as Nimble says it.
@usableFromInline
func mismatchMessage<Value>(_ message: ExpectationMessage, _ expected: Value, _ actual: Value) -> ExpectationMessage {
    guard let set = expected as? SetDifferenceDescribing else {
        return message.appended(lazyDetails: {
            // Values that print alike, such as numbers or dates a message rounds, or whose line breaks the one-line
            // summary drops: both in full.
            let expectedText = equalDescription(expected), actualText = equalDescription(actual)
            let isText = expected is any StringProtocol
            if unrounded(expectedText) == unrounded(actualText)
                || isText && (expectedText.contains(where: \.isNewline) || actualText.contains(where: \.isNewline)) {
                let left = CallFormatter.value(expected), right = CallFormatter.value(actual)
                if left != right { return "In full: expected <\(left)>, got <\(right)>" }
            }
            // Field by field, for values whose descriptions are long or alike: the fields that differ, by path.
            let lines = CallFormatter.difference(expected: expected, actual: actual)
            return lines.isEmpty ? "" : "Difference (expected → actual):\n" + lines.map { "  \($0)" }.joined(separator: "\n")
        })
    }
    return .expectedCustomValueTo(
        lazy: { "equal <\(equalDescription(expected))>" },
        actual: { "<\(equalDescription(actual))>" + set.differenceDescription(comparedTo: actual) }
    )
}

/// `text` without the zeros that end its decimals, so that `0.3000` and `0.3` read as alike.
private func unrounded(_ text: String) -> Substring {
    guard text.contains("."), !text.contains(" ") || text.hasSuffix("0") else { return Substring(text) }
    var trimmed = Substring(text)
    while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
    return trimmed.hasSuffix(".") ? trimmed.dropLast() : trimmed
}

/// A set that can say which of its elements another set lacks, and which that set has in addition.
protocol SetDifferenceDescribing {
    func differenceDescription(comparedTo actual: Any) -> String
}

extension Set: SetDifferenceDescribing {
    func differenceDescription(comparedTo actual: Any) -> String {
        guard let actual = actual as? Set<Element> else { return "" }
        let missing = subtracting(actual)
        let extra = actual.subtracting(self)
        return (missing.isEmpty ? "" : ", missing <\(missing.elementsDescription)>")
            + (extra.isEmpty ? "" : ", extra <\(extra.elementsDescription)>")
    }
}

/// `expect(actual) == expected`: the same as `to(equal(expected))`; `expect(actual) == nil` is `to(beNil())`.
public func == <Value: Equatable>(lhs: Expectation<Value>, rhs: Value?) {
    lhs.checkEqual(rhs, negated: false)
}

/// `expect(actual) != expected`: the same as `toNot(equal(expected))`; `expect(actual) != nil` is
/// `toNot(beNil())`.
public func != <Value: Equatable>(lhs: Expectation<Value>, rhs: Value?) {
    lhs.checkEqual(rhs, negated: true)
}

/// `expect(actual) == expected` for a value that is not optional, so that it can be written with a leading dot:
/// `expect(point) == .init(x: 1, y: 2)`.
public func == <Value: Equatable>(lhs: Expectation<Value>, rhs: Value) {
    lhs.checkEqual(rhs, negated: false)
}

/// `expect(actual) != expected` for a value that is not optional: `expect(point) != .init(x: 1, y: 2)`.
public func != <Value: Equatable>(lhs: Expectation<Value>, rhs: Value) {
    lhs.checkEqual(rhs, negated: true)
}

/// `expect(array) == [a, b]`, where the literal may hold optionals: `expect(names) == [lookUp("id")]` compares
/// `[String]` with `[String?]`.
public func == <Element: Equatable>(lhs: Expectation<[Element]>, rhs: [Element]?) {
    lhs.checkEqual(rhs, negated: false)
}

/// `expect(array) != [a, b]`, where the literal may hold optionals.
public func != <Element: Equatable>(lhs: Expectation<[Element]>, rhs: [Element]?) {
    lhs.checkEqual(rhs, negated: true)
}

/// `expect(dictionary) == ["k": v]`, where the values may be optionals: `[String: String]` against
/// `[String: String?]`.
public func == <Key, Value: Equatable>(lhs: Expectation<[Key: Value]>, rhs: [Key: Value]?) {
    lhs.checkEqual(rhs, negated: false)
}

/// `expect(dictionary) != ["k": v]`, where the values may be optionals.
public func != <Key, Value: Equatable>(lhs: Expectation<[Key: Value]>, rhs: [Key: Value]?) {
    lhs.checkEqual(rhs, negated: true)
}

/// `await expect { … } == expected`: the same as `to(equal(expected))`; `== nil` is `to(beNil())`.
public func == <Value: Equatable>(lhs: AsyncExpectation<Value>, rhs: Value?) async {
    await lhs.checkEqual(rhs, negated: false)
}

/// `await expect { … } != expected`: the same as `toNot(equal(expected))`; `!= nil` is `toNot(beNil())`.
public func != <Value: Equatable>(lhs: AsyncExpectation<Value>, rhs: Value?) async {
    await lhs.checkEqual(rhs, negated: true)
}

extension Expectation {
    /// `to`, or `toNot` when `negated`: what every equality operator does, here and in `DoublesMatchersEquality`.
    package func check(_ matcher: Matcher<Value>, negated: Bool) {
        if negated { toNot(matcher) } else { to(matcher) }
    }
}

extension AsyncExpectation {
    /// `to`, or `toNot` when `negated`: what every equality operator on an async expectation does.
    package func check(
        _ matcher: Matcher<Value>, negated: Bool, isolation: isolated (any Actor)? = #isolation
    ) async {
        if negated { await toNot(matcher) } else { await to(matcher) }
    }
}

extension Expectation where Value: Equatable {
    /// What every `==` and `!=` on an expectation does: `equal(expected)`, or `beNil()` when `expected` is `nil`.
    func checkEqual(_ expected: Value?, negated: Bool) {
        check(expected == nil ? beNil() : equalMatcher(expected), negated: negated)
    }
}

extension AsyncExpectation where Value: Equatable {
    /// What every `==` and `!=` on an async expectation does: `equal(expected)`, or `beNil()` for `nil`.
    func checkEqual(_ expected: Value?, negated: Bool, isolation: isolated (any Actor)? = #isolation) async {
        await check(expected == nil ? beNil() : equalMatcher(expected), negated: negated)
    }
}

// The tuple forms stay in this file: declared in a file of their own, the compiler (Swift 6.3) no longer
// chose this overload for `expect((1, "a")).to(equal((1, "a")))`.

/// Passes when the actual tuple equals `expected` element by element: `equal((1, "one"))`.
public func equal<each Element: Equatable>(_ expected: (repeat each Element)?) -> Matcher<(repeat each Element)> {
    equalTuple(expected) { actual, expected in
        for (actual, expected) in repeat (each actual, each expected) {
            if actual != expected { return false }
        }
        return true
    }
}

/// The matcher of every tuple form of `equal`, here and in `DoublesMatchersEquality`: `expected` against the
/// actual value, compared by `areEqual`.
package func equalTuple<Tuple>(
    _ expected: Tuple?, by areEqual: @escaping (Tuple, Tuple) -> Bool
) -> Matcher<Tuple> {
    Matcher.define("equal <\(equalDescription(expected))>") { actualExpression, message in
        switch (expected, try actualExpression.evaluate()) {
        case (nil, _?): return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        case (_, nil): return MatcherResult(status: .fail, message: message)
        case let (expected?, actual?): return MatcherResult(bool: areEqual(expected, actual), message: message)
        }
    }
}

/// `expect(tuple) == expected`: the same as `to(equal(expected))`.
public func == <each Element: Equatable>(lhs: Expectation<(repeat each Element)>, rhs: (repeat each Element)?) {
    lhs.check(equal(rhs), negated: false)
}

/// `expect(tuple) != expected`: the same as `toNot(equal(expected))`.
public func != <each Element: Equatable>(lhs: Expectation<(repeat each Element)>, rhs: (repeat each Element)?) {
    lhs.check(equal(rhs), negated: true)
}
