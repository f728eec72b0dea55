import Doubles

/// Passes when the actual sequence contains every one of `items`.
///
/// ```swift
/// expect([1, 2, 3]).to(contain(1, 3))
/// ```
@inlinable
public func contain<S: Sequence>(_ items: S.Element...) -> Matcher<S> where S.Element: Equatable {
    contain(items)
}

/// Passes when the actual sequence contains every element of `items`.
@inlinable
public func contain<S: Sequence>(_ items: [S.Element]) -> Matcher<S> where S.Element: Equatable {
    Matcher.define("contain <\(listDescription(items))>") { actualExpression, message in
        if items.isEmpty { return containsNothing("no elements") }
        guard let actual = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        return MatcherResult(bool: items.allSatisfy { actual.contains($0) }, message: message)
    }
}

/// The slip of a `contain` that every value meets (with no elements, or an empty string): it can never fail under
/// `to`, nor pass under `toNot`.
@usableFromInline
package func containsNothing(_ what: String) -> MatcherResult {
    .slip(.fail("""
        contain with \(what) is met by every value, so the check can never fail under `to`, nor pass under `toNot`.
        Fix: name what the value must contain; to check that it is empty, use beEmpty().
        """))
}

/// Passes when the actual set, or option set, contains every one of `items`.
///
/// ```swift
/// expect(permissions).to(contain(.read, .write))  // an OptionSet
/// ```
public func contain<S: SetAlgebra>(_ items: S.Element...) -> Matcher<S> {
    containMembers(items)
}

/// `contain(_:)` for a type that is both a sequence and a set, such as `Set`.
public func contain<S: Sequence & SetAlgebra>(_ items: S.Element...) -> Matcher<S> {
    containMembers(items)
}

private func containMembers<S: SetAlgebra>(_ items: [S.Element]) -> Matcher<S> {
    Matcher.define("contain <\(listDescription(items))>") { actualExpression, message in
        if items.isEmpty { return containsNothing("no elements") }
        guard let actual = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        return MatcherResult(bool: items.allSatisfy { actual.contains($0) }, message: message)
    }
}

/// Passes when the actual string contains every one of `substrings`.
///
/// ```swift
/// expect("hello world").to(contain("hello", "world"))
/// ```
public func contain(_ substrings: String...) -> Matcher<String> {
    Matcher.define("contain <\(listDescription(substrings))>") { actualExpression, message in
        if substrings.isEmpty { return containsNothing("no substrings") }
        if substrings.contains("") { return containsNothing("an empty string") }
        guard let actual = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        return MatcherResult(
            bool: substrings.allSatisfy { actual.range(of: $0) != nil },
            message: message
        )
    }
}

/// Passes when at least one element of the actual sequence satisfies `predicate`.
///
/// ```swift
/// expect(users).to(containElementSatisfying({ $0.isAdmin }, "is an admin"))
/// ```
public func containElementSatisfying<S: Sequence>(
    _ predicate: @escaping (S.Element) -> Bool, _ predicateDescription: String = ""
) -> Matcher<S> {
    Matcher.define { actualExpression in
        let message: ExpectationMessage = predicateDescription.isEmpty
            ? .expectedTo("find object in collection that satisfies matcher")
            : .expectedTo("find object in collection \(predicateDescription)")
        guard let actual = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        return MatcherResult(bool: actual.contains(where: predicate), message: message)
    }
}

/// `a, b, c` with each item written by `stringify`.
@usableFromInline
func listDescription<Item>(_ items: [Item]) -> String {
    items.map { stringify($0) }.joined(separator: ", ")
}

extension String {
    /// The first range of `other` in this string, found without Foundation.
    func range(of other: String) -> Range<String.Index>? {
        guard !other.isEmpty else { return startIndex..<startIndex }
        var start = startIndex
        while start < endIndex {
            if self[start...].starts(with: other) {
                return start..<(index(start, offsetBy: other.count))
            }
            start = index(after: start)
        }
        return nil
    }
}
