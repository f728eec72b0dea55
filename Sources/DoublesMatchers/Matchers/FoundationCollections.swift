import Doubles
import Foundation

/// Foundation's collections and strings, for ``beEmpty()-42zgs``: `NSArray`, `NSSet`, `NSIndexSet`, `NSDictionary` and
/// `NSString`, and their mutable subclasses.
public protocol FoundationCollection {
    /// How many elements it holds; for a string, its length in UTF-16 code units.
    var foundationCount: Int { get }
}

extension NSArray: FoundationCollection {
    /// The array's `count`.
    public var foundationCount: Int { count }
}

extension NSSet: FoundationCollection {
    /// The set's `count`.
    public var foundationCount: Int { count }
}

extension NSIndexSet: FoundationCollection {
    /// How many indexes the set holds.
    public var foundationCount: Int { count }
}

extension NSDictionary: FoundationCollection {
    /// The dictionary's `count`.
    public var foundationCount: Int { count }
}

extension NSString: FoundationCollection {
    /// The string's `length`.
    public var foundationCount: Int { length }
}

extension NSIndexSet: TestOutputStringConvertible {
    /// The indexes in parentheses, `(1, 2, 5)`, as messages show an index set.
    public var testDescription: String {
        "(" + map { String($0) }.joined(separator: ", ") + ")"
    }
}

/// Passes when the actual Foundation collection or string has no elements.
///
/// ```swift
/// expect(NSArray()).to(beEmpty())
/// expect("hello" as NSString).toNot(beEmpty())
/// ```
public func beEmpty<C: FoundationCollection>() -> Matcher<C> {
    Matcher.simple("be empty") { actualExpression in
        MatcherStatus(bool: try actualExpression.evaluate()?.foundationCount == 0)
    }
}

/// Passes when the actual array's first element is equal to `element`, as `NSArray` compares its elements.
///
/// ```swift
/// expect(["a", "b"] as NSArray).to(beginWith("a"))
/// ```
@_disfavoredOverload
public func beginWith(_ element: Any) -> Matcher<NSArray> {
    Matcher.define("begin with <\(stringify(element))>") { actualExpression, message in
        guard let actual = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        return MatcherResult(bool: foundationElement(actual.firstObject, isEqualTo: element), message: message)
    }
}

/// Passes when the actual array's last element is equal to `element`, as `NSArray` compares its elements.
///
/// ```swift
/// expect(["a", "b"] as NSArray).to(endWith("b"))
/// ```
@_disfavoredOverload
public func endWith(_ element: Any) -> Matcher<NSArray> {
    Matcher.define("end with <\(stringify(element))>") { actualExpression, message in
        guard let actual = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        return MatcherResult(bool: foundationElement(actual.lastObject, isEqualTo: element), message: message)
    }
}

/// Whether an array's element is equal to `expected` by `isEqual(_:)`, as `NSArray` compares its elements;
/// `false` when there is no element.
private func foundationElement(_ element: Any?, isEqualTo expected: Any) -> Bool {
    (element as? NSObject)?.isEqual(expected) ?? false
}

/// Passes when the actual string contains every one of `substrings`.
///
/// ```swift
/// expect("foo" as NSString).to(contain("oo" as NSString))
/// ```
@_disfavoredOverload
public func contain(_ substrings: NSString...) -> Matcher<NSString> {
    Matcher.define("contain <\(listDescription(substrings.map { $0 as String }))>") { actualExpression, message in
        if substrings.isEmpty { return containsNothing("no substrings") }
        if substrings.contains(where: { $0.length == 0 }) { return containsNothing("an empty string") }
        guard let actual = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        return MatcherResult(
            bool: substrings.allSatisfy { actual.range(of: $0 as String).location != NSNotFound },
            message: message
        )
    }
}
