import Doubles

/// Passes when the actual collection (or string) has no elements.
///
/// ```swift
/// expect([Int]()).to(beEmpty())
/// ```
@inlinable
public func beEmpty<C: Collection>() -> Matcher<C> {
    Matcher.simple("be empty") { actualExpression in
        MatcherStatus(bool: try actualExpression.evaluate()?.isEmpty ?? false)
    }
}

/// Passes when the actual set, or option set, has no elements.
///
/// ```swift
/// expect(permissions).to(beEmpty())  // an OptionSet
/// ```
public func beEmpty<S: SetAlgebra>() -> Matcher<S> {
    Matcher.simple("be empty") { actualExpression in
        MatcherStatus(bool: try actualExpression.evaluate()?.isEmpty ?? false)
    }
}

/// ``beEmpty()`` for a type that is both a collection and a set, such as `Set`.
public func beEmpty<S: Collection & SetAlgebra>() -> Matcher<S> {
    Matcher.simple("be empty") { actualExpression in
        MatcherStatus(bool: try actualExpression.evaluate()?.isEmpty ?? false)
    }
}

/// Passes when the actual collection has `expected` elements. The message names the collection's type
/// and count, with the whole value on a line of its own.
///
/// ```swift
/// expect([1, 2, 3]).to(haveCount(3))
/// ```
@inlinable
public func haveCount<C: Collection>(_ expected: Int) -> Matcher<C> {
    Matcher.define { actualExpression in
        guard let actual = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: .expectedActualValueTo("have count \(expected)"))
        }
        let count = actual.count
        // Written only if the check fails: describing the collection costs far more than counting it.
        let message = ExpectationMessage
            .expectedCustomValueTo(lazy: { "have \(type(of: actual)) with count \(expected)" }, actual: { "\(count)" })
            .appended(lazyDetails: { "Actual Value: \(stringify(actual))" })
        return MatcherResult(bool: count == expected, message: message)
    }
}

/// Passes when the actual sequence has the same elements as `expected`, in the same order.
///
/// ```swift
/// expect(stride(from: 1, to: 4, by: 1)).to(elementsEqual([1, 2, 3]))
/// ```
public func elementsEqual<S: Sequence, Expected: Sequence>(
    _ expected: Expected?
) -> Matcher<S> where S.Element: Equatable, Expected.Element == S.Element {
    elementsEqual(expected, by: ==)
}

/// Passes when the actual sequence matches `expected` element by element under `areEquivalent`.
public func elementsEqual<S: Sequence, Expected: Sequence>(
    _ expected: Expected?, by areEquivalent: @escaping (S.Element, Expected.Element) -> Bool
) -> Matcher<S> {
    Matcher.define("elementsEqual <\(stringify(expected.map { Array($0) }))>") { actualExpression, message in
        guard let actual = try actualExpression.evaluate() else { return MatcherResult(status: .fail, message: message) }
        guard let expected else { return MatcherResult(status: .fail, message: message.appendedBeNilHint()) }
        return MatcherResult(bool: actual.elementsEqual(expected, by: areEquivalent), message: message)
    }
}
