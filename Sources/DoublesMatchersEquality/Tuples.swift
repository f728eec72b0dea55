@_exported import DoublesMatchers

// `equal`, `==` and `!=` for tuples of two to six elements written out one size at a time, and for arrays of
// such tuples. `DoublesMatchers` compares tuples of every size through one overload, which type-checks fast but
// cannot take labels; these take them, so `[(Int, String)]` compares with `[(Int, named: String)]` and
// `expect((1, name: "a")) == (1, name: "a")` compiles. They are a module of their own because every overload of
// `equal` or `==` is tried on every `equal` or `==` line of a file that sees it: in `DoublesMatchers`, these made
// a file of 100 ordinary `equal` lines take twice as long to type-check.

/// The matcher of every form here: `expected` against the actual value, compared by `areEqual`.
private func equalBy<Compared>(
    _ expected: Compared?, _ areEqual: @escaping (Compared, Compared) -> Bool
) -> Matcher<Compared> {
    Matcher.define("equal <\(stringify(expected))>") { actualExpression, message in
        switch (expected, try actualExpression.evaluate()) {
        case (nil, _?): return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        case (_, nil): return MatcherResult(status: .fail, message: message)
        case let (expected?, actual?): return MatcherResult(bool: areEqual(expected, actual), message: message)
        }
    }
}

/// Equal arrays of tuples: the same count, and equal tuples in the same order.
private func equalArrays<Tuple>(
    _ expected: [Tuple]?, _ areEqual: @escaping (Tuple, Tuple) -> Bool
) -> Matcher<[Tuple]> {
    equalBy(expected) { expected, actual in
        expected.count == actual.count && expected.elementsEqual(actual, by: areEqual)
    }
}

extension Expectation {
    /// `to`, or `toNot` when `negated`: what the operators here do.
    fileprivate func check(_ matcher: Matcher<Value>, negated: Bool) {
        if negated { toNot(matcher) } else { to(matcher) }
    }
}

extension AsyncExpectation {
    /// `to`, or `toNot` when `negated`: what the async operators here do.
    fileprivate func check(
        _ matcher: Matcher<Value>, negated: Bool, isolation: isolated (any Actor)? = #isolation
    ) async {
        if negated { await toNot(matcher) } else { await to(matcher) }
    }
}

// MARK: - 2 elements

/// Passes when the actual tuple equals `expected`, element by element, whatever the labels:
/// `equal((1, "a"))`.
public func equal<A: Equatable, B: Equatable>(
    _ expected: (A, B)?
) -> Matcher<(A, B)> {
    equalBy(expected, ==)
}

/// Passes when the actual array of tuples equals `expected`, tuple by tuple and in order, whatever the labels.
public func equal<A: Equatable, B: Equatable>(
    _ expected: [(A, B)]?
) -> Matcher<[(A, B)]> {
    equalArrays(expected, ==)
}

/// `expect(tuple) == expected`: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable>(
    lhs: Expectation<(A, B)>, rhs: (A, B)?
) {
    lhs.check(equalBy(rhs, ==), negated: false)
}

/// `expect(arrayOfTuples) == expected`: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable>(
    lhs: Expectation<[(A, B)]>, rhs: [(A, B)]?
) {
    lhs.check(equalArrays(rhs, ==), negated: false)
}

/// `await expect { … } == expected` on a tuple: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable>(
    lhs: AsyncExpectation<(A, B)>, rhs: (A, B)?
) async {
    await lhs.check(equalBy(rhs, ==), negated: false)
}

/// `await expect { … } == expected` on an array of tuples: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable>(
    lhs: AsyncExpectation<[(A, B)]>, rhs: [(A, B)]?
) async {
    await lhs.check(equalArrays(rhs, ==), negated: false)
}

/// `expect(tuple) != expected`: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable>(
    lhs: Expectation<(A, B)>, rhs: (A, B)?
) {
    lhs.check(equalBy(rhs, ==), negated: true)
}

/// `expect(arrayOfTuples) != expected`: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable>(
    lhs: Expectation<[(A, B)]>, rhs: [(A, B)]?
) {
    lhs.check(equalArrays(rhs, ==), negated: true)
}

/// `await expect { … } != expected` on a tuple: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable>(
    lhs: AsyncExpectation<(A, B)>, rhs: (A, B)?
) async {
    await lhs.check(equalBy(rhs, ==), negated: true)
}

/// `await expect { … } != expected` on an array of tuples: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable>(
    lhs: AsyncExpectation<[(A, B)]>, rhs: [(A, B)]?
) async {
    await lhs.check(equalArrays(rhs, ==), negated: true)
}

// MARK: - 3 elements

/// Passes when the actual tuple equals `expected`, element by element, whatever the labels:
/// `equal((1, "a", true))`.
public func equal<A: Equatable, B: Equatable, C: Equatable>(
    _ expected: (A, B, C)?
) -> Matcher<(A, B, C)> {
    equalBy(expected, ==)
}

/// Passes when the actual array of tuples equals `expected`, tuple by tuple and in order, whatever the labels.
public func equal<A: Equatable, B: Equatable, C: Equatable>(
    _ expected: [(A, B, C)]?
) -> Matcher<[(A, B, C)]> {
    equalArrays(expected, ==)
}

/// `expect(tuple) == expected`: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable, C: Equatable>(
    lhs: Expectation<(A, B, C)>, rhs: (A, B, C)?
) {
    lhs.check(equalBy(rhs, ==), negated: false)
}

/// `expect(arrayOfTuples) == expected`: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable, C: Equatable>(
    lhs: Expectation<[(A, B, C)]>, rhs: [(A, B, C)]?
) {
    lhs.check(equalArrays(rhs, ==), negated: false)
}

/// `await expect { … } == expected` on a tuple: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable, C: Equatable>(
    lhs: AsyncExpectation<(A, B, C)>, rhs: (A, B, C)?
) async {
    await lhs.check(equalBy(rhs, ==), negated: false)
}

/// `await expect { … } == expected` on an array of tuples: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable, C: Equatable>(
    lhs: AsyncExpectation<[(A, B, C)]>, rhs: [(A, B, C)]?
) async {
    await lhs.check(equalArrays(rhs, ==), negated: false)
}

/// `expect(tuple) != expected`: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable, C: Equatable>(
    lhs: Expectation<(A, B, C)>, rhs: (A, B, C)?
) {
    lhs.check(equalBy(rhs, ==), negated: true)
}

/// `expect(arrayOfTuples) != expected`: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable, C: Equatable>(
    lhs: Expectation<[(A, B, C)]>, rhs: [(A, B, C)]?
) {
    lhs.check(equalArrays(rhs, ==), negated: true)
}

/// `await expect { … } != expected` on a tuple: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable, C: Equatable>(
    lhs: AsyncExpectation<(A, B, C)>, rhs: (A, B, C)?
) async {
    await lhs.check(equalBy(rhs, ==), negated: true)
}

/// `await expect { … } != expected` on an array of tuples: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable, C: Equatable>(
    lhs: AsyncExpectation<[(A, B, C)]>, rhs: [(A, B, C)]?
) async {
    await lhs.check(equalArrays(rhs, ==), negated: true)
}

// MARK: - 4 elements

/// Passes when the actual tuple equals `expected`, element by element, whatever the labels:
/// `equal((1, "a", true, 2.5))`.
public func equal<A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    _ expected: (A, B, C, D)?
) -> Matcher<(A, B, C, D)> {
    equalBy(expected, ==)
}

/// Passes when the actual array of tuples equals `expected`, tuple by tuple and in order, whatever the labels.
public func equal<A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    _ expected: [(A, B, C, D)]?
) -> Matcher<[(A, B, C, D)]> {
    equalArrays(expected, ==)
}

/// `expect(tuple) == expected`: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    lhs: Expectation<(A, B, C, D)>, rhs: (A, B, C, D)?
) {
    lhs.check(equalBy(rhs, ==), negated: false)
}

/// `expect(arrayOfTuples) == expected`: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    lhs: Expectation<[(A, B, C, D)]>, rhs: [(A, B, C, D)]?
) {
    lhs.check(equalArrays(rhs, ==), negated: false)
}

/// `await expect { … } == expected` on a tuple: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    lhs: AsyncExpectation<(A, B, C, D)>, rhs: (A, B, C, D)?
) async {
    await lhs.check(equalBy(rhs, ==), negated: false)
}

/// `await expect { … } == expected` on an array of tuples: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D)]>, rhs: [(A, B, C, D)]?
) async {
    await lhs.check(equalArrays(rhs, ==), negated: false)
}

/// `expect(tuple) != expected`: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    lhs: Expectation<(A, B, C, D)>, rhs: (A, B, C, D)?
) {
    lhs.check(equalBy(rhs, ==), negated: true)
}

/// `expect(arrayOfTuples) != expected`: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    lhs: Expectation<[(A, B, C, D)]>, rhs: [(A, B, C, D)]?
) {
    lhs.check(equalArrays(rhs, ==), negated: true)
}

/// `await expect { … } != expected` on a tuple: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    lhs: AsyncExpectation<(A, B, C, D)>, rhs: (A, B, C, D)?
) async {
    await lhs.check(equalBy(rhs, ==), negated: true)
}

/// `await expect { … } != expected` on an array of tuples: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D)]>, rhs: [(A, B, C, D)]?
) async {
    await lhs.check(equalArrays(rhs, ==), negated: true)
}

// MARK: - 5 elements

/// Passes when the actual tuple equals `expected`, element by element, whatever the labels:
/// `equal((1, "a", true, 2.5, "b"))`.
public func equal<A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    _ expected: (A, B, C, D, E)?
) -> Matcher<(A, B, C, D, E)> {
    equalBy(expected, ==)
}

/// Passes when the actual array of tuples equals `expected`, tuple by tuple and in order, whatever the labels.
public func equal<A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    _ expected: [(A, B, C, D, E)]?
) -> Matcher<[(A, B, C, D, E)]> {
    equalArrays(expected, ==)
}

/// `expect(tuple) == expected`: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    lhs: Expectation<(A, B, C, D, E)>, rhs: (A, B, C, D, E)?
) {
    lhs.check(equalBy(rhs, ==), negated: false)
}

/// `expect(arrayOfTuples) == expected`: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    lhs: Expectation<[(A, B, C, D, E)]>, rhs: [(A, B, C, D, E)]?
) {
    lhs.check(equalArrays(rhs, ==), negated: false)
}

/// `await expect { … } == expected` on a tuple: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    lhs: AsyncExpectation<(A, B, C, D, E)>, rhs: (A, B, C, D, E)?
) async {
    await lhs.check(equalBy(rhs, ==), negated: false)
}

/// `await expect { … } == expected` on an array of tuples: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D, E)]>, rhs: [(A, B, C, D, E)]?
) async {
    await lhs.check(equalArrays(rhs, ==), negated: false)
}

/// `expect(tuple) != expected`: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    lhs: Expectation<(A, B, C, D, E)>, rhs: (A, B, C, D, E)?
) {
    lhs.check(equalBy(rhs, ==), negated: true)
}

/// `expect(arrayOfTuples) != expected`: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    lhs: Expectation<[(A, B, C, D, E)]>, rhs: [(A, B, C, D, E)]?
) {
    lhs.check(equalArrays(rhs, ==), negated: true)
}

/// `await expect { … } != expected` on a tuple: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    lhs: AsyncExpectation<(A, B, C, D, E)>, rhs: (A, B, C, D, E)?
) async {
    await lhs.check(equalBy(rhs, ==), negated: true)
}

/// `await expect { … } != expected` on an array of tuples: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D, E)]>, rhs: [(A, B, C, D, E)]?
) async {
    await lhs.check(equalArrays(rhs, ==), negated: true)
}

// MARK: - 6 elements

/// Passes when the actual tuple equals `expected`, element by element, whatever the labels:
/// `equal((1, "a", true, 2.5, "b", 3))`.
public func equal<A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    _ expected: (A, B, C, D, E, F)?
) -> Matcher<(A, B, C, D, E, F)> {
    equalBy(expected, ==)
}

/// Passes when the actual array of tuples equals `expected`, tuple by tuple and in order, whatever the labels.
public func equal<A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    _ expected: [(A, B, C, D, E, F)]?
) -> Matcher<[(A, B, C, D, E, F)]> {
    equalArrays(expected, ==)
}

/// `expect(tuple) == expected`: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    lhs: Expectation<(A, B, C, D, E, F)>, rhs: (A, B, C, D, E, F)?
) {
    lhs.check(equalBy(rhs, ==), negated: false)
}

/// `expect(arrayOfTuples) == expected`: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    lhs: Expectation<[(A, B, C, D, E, F)]>, rhs: [(A, B, C, D, E, F)]?
) {
    lhs.check(equalArrays(rhs, ==), negated: false)
}

/// `await expect { … } == expected` on a tuple: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    lhs: AsyncExpectation<(A, B, C, D, E, F)>, rhs: (A, B, C, D, E, F)?
) async {
    await lhs.check(equalBy(rhs, ==), negated: false)
}

/// `await expect { … } == expected` on an array of tuples: the same as `to(equal(expected))`.
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D, E, F)]>, rhs: [(A, B, C, D, E, F)]?
) async {
    await lhs.check(equalArrays(rhs, ==), negated: false)
}

/// `expect(tuple) != expected`: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    lhs: Expectation<(A, B, C, D, E, F)>, rhs: (A, B, C, D, E, F)?
) {
    lhs.check(equalBy(rhs, ==), negated: true)
}

/// `expect(arrayOfTuples) != expected`: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    lhs: Expectation<[(A, B, C, D, E, F)]>, rhs: [(A, B, C, D, E, F)]?
) {
    lhs.check(equalArrays(rhs, ==), negated: true)
}

/// `await expect { … } != expected` on a tuple: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    lhs: AsyncExpectation<(A, B, C, D, E, F)>, rhs: (A, B, C, D, E, F)?
) async {
    await lhs.check(equalBy(rhs, ==), negated: true)
}

/// `await expect { … } != expected` on an array of tuples: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D, E, F)]>, rhs: [(A, B, C, D, E, F)]?
) async {
    await lhs.check(equalArrays(rhs, ==), negated: true)
}
