/// Passes when the actual sequence begins with the elements of `expectedPrefix`, in order.
///
/// ```swift
/// expect([1, 2, 3]).to(beginWith(prefix: [1, 2]))
/// ```
public func beginWith<Actual: Sequence, Prefix: Sequence>(
    prefix expectedPrefix: Prefix?
) -> Matcher<Actual> where Actual.Element: Equatable, Actual.Element == Prefix.Element {
    beginWith(prefix: expectedPrefix, by: ==)
}

/// Passes when the actual sequence begins with elements that match those of `expectedPrefix` in order, as
/// `areEquivalent` decides.
///
/// ```swift
/// expect(["Ada", "Grace"]).to(beginWith(prefix: ["ada"]) { $0.lowercased() == $1 })
/// ```
public func beginWith<Actual: Sequence, Prefix: Sequence>(
    prefix expectedPrefix: Prefix?,
    by areEquivalent: @escaping (Actual.Element, Prefix.Element) -> Bool
) -> Matcher<Actual> {
    Matcher.define("begin with <\(stringify(expectedPrefix))>") { actualExpression, message in
        let actual = try actualExpression.evaluate()
        switch (expectedPrefix, actual) {
        case (_, nil): return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        case (nil, _?): return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        case let (expectedPrefix?, actual?):
            return MatcherResult(bool: actual.starts(with: expectedPrefix, by: areEquivalent), message: message)
        }
    }
}
