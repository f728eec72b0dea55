@_exported import DoublesMatchers

// `equal`, `==` and `!=` for tuples of two to six elements written out one size at a time, and for arrays of
// such tuples. `DoublesMatchers` compares tuples of every size through one overload, which type-checks fast but
// cannot take labels; these take them, so `[(Int, String)]` compares with `[(Int, named: String)]` and
// `expect((1, name: "a")) == (1, name: "a")` compiles. They are a module of their own because every overload of
// `equal` or `==` is tried on every `equal` or `==` line of a file that sees it: in `DoublesMatchers`, these made
// a file of 100 ordinary `equal` lines take twice as long to type-check.

/// Equal arrays of tuples: the same count, and equal tuples in the same order.
private func equalArrays<Tuple>(
    _ expected: [Tuple]?, _ areEqual: @escaping (Tuple, Tuple) -> Bool
) -> Matcher<[Tuple]> {
    equalTuple(expected) { expected, actual in
        expected.count == actual.count && expected.elementsEqual(actual, by: areEqual)
    }
}

// MARK: - 2 elements

/// Passes when the actual tuple equals `expected`, element by element, whatever the labels:
/// `equal((1, "a"))`.
public func equal<A: Equatable, B: Equatable>(
    _ expected: (A, B)?
) -> Matcher<(A, B)> {
    equalTuple(expected, by: ==)
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
    lhs.check(equalTuple(rhs, by: ==), negated: false)
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
    await lhs.check(equalTuple(rhs, by: ==), negated: false)
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
    lhs.check(equalTuple(rhs, by: ==), negated: true)
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
    await lhs.check(equalTuple(rhs, by: ==), negated: true)
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
    equalTuple(expected, by: ==)
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
    lhs.check(equalTuple(rhs, by: ==), negated: false)
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
    await lhs.check(equalTuple(rhs, by: ==), negated: false)
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
    lhs.check(equalTuple(rhs, by: ==), negated: true)
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
    await lhs.check(equalTuple(rhs, by: ==), negated: true)
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
    equalTuple(expected, by: ==)
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
    lhs.check(equalTuple(rhs, by: ==), negated: false)
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
    await lhs.check(equalTuple(rhs, by: ==), negated: false)
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
    lhs.check(equalTuple(rhs, by: ==), negated: true)
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
    await lhs.check(equalTuple(rhs, by: ==), negated: true)
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
    equalTuple(expected, by: ==)
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
    lhs.check(equalTuple(rhs, by: ==), negated: false)
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
    await lhs.check(equalTuple(rhs, by: ==), negated: false)
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
    lhs.check(equalTuple(rhs, by: ==), negated: true)
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
    await lhs.check(equalTuple(rhs, by: ==), negated: true)
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
    equalTuple(expected, by: ==)
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
    lhs.check(equalTuple(rhs, by: ==), negated: false)
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
    await lhs.check(equalTuple(rhs, by: ==), negated: false)
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
    lhs.check(equalTuple(rhs, by: ==), negated: true)
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
    await lhs.check(equalTuple(rhs, by: ==), negated: true)
}

/// `await expect { … } != expected` on an array of tuples: the same as `toNot(equal(expected))`.
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D, E, F)]>, rhs: [(A, B, C, D, E, F)]?
) async {
    await lhs.check(equalArrays(rhs, ==), negated: true)
}
