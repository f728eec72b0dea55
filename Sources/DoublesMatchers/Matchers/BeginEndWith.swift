import Doubles

/// Passes when the actual sequence's first element equals `element`.
@inlinable
public func beginWith<S: Sequence>(_ element: S.Element) -> Matcher<S> where S.Element: Equatable {
    Matcher.define("begin with <\(element)>") { actualExpression, message in
        guard let actual = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        var iterator = actual.makeIterator()
        return MatcherResult(bool: iterator.next() == element, message: message)
    }
}

/// Passes when the actual string starts with `prefix`.
///
/// ```swift
/// expect("foobar").to(beginWith("foo"))
/// ```
@inlinable
public func beginWith(_ prefix: String) -> Matcher<String> {
    Matcher.define("begin with <\(prefix)>") { actualExpression, message in
        guard let actual = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        return MatcherResult(bool: actual.hasPrefix(prefix), message: message)
    }
}

/// Passes when the actual collection's last element equals `element`.
@inlinable
public func endWith<C: BidirectionalCollection>(_ element: C.Element) -> Matcher<C> where C.Element: Equatable {
    Matcher.define("end with <\(element)>") { actualExpression, message in
        guard let actual = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        return MatcherResult(bool: actual.last == element, message: message)
    }
}

/// Passes when the actual string ends with `suffix`.
@inlinable
public func endWith(_ suffix: String) -> Matcher<String> {
    Matcher.define("end with <\(suffix)>") { actualExpression, message in
        guard let actual = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        return MatcherResult(bool: actual.hasSuffix(suffix), message: message)
    }
}
