import Doubles

/// Passes when the actual closure throws any error.
///
/// ```swift
/// expect { try parser.parse("") }.to(throwError())
/// expect { try parser.parse("1") }.toNot(throwError())
/// ```
public func throwError<Value>() -> Matcher<Value> {
    Matcher { actualExpression in
        let error = thrownError(by: actualExpression)
        return MatcherResult(
            bool: error != nil,
            message: .expectedCustomValueTo("throw any error", actual: errorDescription(error))
        )
    }
}

/// Passes when the actual closure throws an error equal to `error`, and `closure` (if given) records no
/// failing expectation about it.
///
/// ```swift
/// expect { try parser.parse("") }.to(throwError(ParseError.empty))
/// ```
public func throwError<Expected: Error & Equatable, Value>(
    _ error: Expected, closure: ((Expected) -> Void)? = nil
) -> Matcher<Value> {
    Matcher { actualExpression in
        let thrown = thrownError(by: actualExpression)
        let typed = thrown as? Expected
        return checked(
            typed.map { $0 == error } ?? false, words: "throw error \(described(error, beside: thrown))",
            thrown: thrown, expected: error, closure: closure.map { closure in { closure(typed!) } }
        )
    }
}

/// Passes when the actual closure throws an error like `error`, and `closure` (if given) records no failing
/// expectation about it. For an error type that is not `Equatable`: errors are alike when their domain and
/// code are (for a Swift enum, the same case) and, for a Swift error, their stored values are, field by field:
/// `Equatable` values by `==`, instances of classes inside them by identity, dictionaries by key. An `NSError` is
/// compared by domain and code only; one made from a Swift error whose stored values the expected error has fails, as
/// they cannot be compared.
///
/// ```swift
/// expect { try client.send(request) }.to(throwError(TransportError.timedOut(after: 5)))
/// ```
public func throwError<Expected: Error, Value>(
    _ error: Expected, closure: ((Error) -> Void)? = nil
) -> Matcher<Value> {
    Matcher { actualExpression in
        let thrown = thrownError(by: actualExpression)
        var result = checked(
            thrown.map { errorIsAlike($0, error) } ?? false, words: "throw error \(described(error, beside: thrown))",
            thrown: thrown, expected: error,
            closure: closure.map { closure in { closure(thrown!) } }
        )
        if let thrown, let note = payloadNote(thrown, error) {
            result.message = result.message.appended(details: note)
            // Values that cannot be compared make a check that says nothing, under `to` or `toNot`: a slip.
            if uncomparable(thrown, error) { return .slip(result.message) }
        }
        return result
    }
}

/// `error` as the Swift error type it was made from, where an `NSError` casts back to it (Apple platforms).
private func castBack<Wanted: Error>(_ error: Error, to type: Wanted.Type) -> Wanted? {
    error as? Wanted
}

/// Whether `thrown` is an `NSError` made from a Swift error, whose stored values, which `expected` has, it lost.
private func uncomparable(_ thrown: Error, _ expected: some Error) -> Bool {
    isNSError(thrown) && !isNSError(expected) && !errorIsAlike(thrown, expected)
        && thrown._domain == expected._domain && thrown._code == expected._code
}

/// Passes when the actual closure throws an error of `errorType`, and `closure` (if given) records no
/// failing expectation about it.
///
/// ```swift
/// expect { try parser.parse("") }.to(throwError(errorType: ParseError.self))
/// ```
public func throwError<Expected: Error, Value>(
    errorType: Expected.Type, closure: ((Expected) -> Void)? = nil
) -> Matcher<Value> {
    Matcher { actualExpression in
        let thrown = thrownError(by: actualExpression)
        let typed = thrown as? Expected
        return checked(
            typed != nil, words: "throw error from type <\(Expected.self)>", thrown: thrown,
            closure: closure.map { closure in { closure(typed!) } }
        )
    }
}

/// Passes when the actual closure throws an error for which `closure` records no failing expectation.
///
/// ```swift
/// expect { try parser.parse("") }.to(throwError { error in
///     expect(error.localizedDescription).to(contain("empty"))
/// })
/// ```
public func throwError<Value>(closure: @escaping (Error) -> Void) -> Matcher<Value> {
    Matcher { actualExpression in
        let thrown = thrownError(by: actualExpression)
        // The message names the block even when nothing was thrown for it to check.
        return checked(
            thrown != nil, words: "throw error", thrown: thrown, hasBlock: true,
            closure: thrown.map { thrown in { closure(thrown) } }
        )
    }
}

/// Passes when the actual closure throws an error of type `Expected` for which `closure` records no failing
/// expectation. The closure's parameter type picks the error type.
///
/// ```swift
/// expect { try parser.parse("x") }.to(throwError { (error: ParseError) in
///     expect(error).to(equal(.invalid("x")))
/// })
/// ```
public func throwError<Expected: Error, Value>(closure: @escaping (Expected) -> Void) -> Matcher<Value> {
    Matcher { actualExpression in
        let thrown = thrownError(by: actualExpression)
        let typed = thrown as? Expected
        return checked(
            typed != nil, words: "throw error from type <\(Expected.self)>", thrown: thrown, hasBlock: true,
            closure: typed.map { typed in { closure(typed) } }
        )
    }
}

/// Passes when the actual error equals `error`.
///
/// ```swift
/// expect(result.error).to(matchError(ParseError.empty))
/// ```
public func matchError<Expected: Error & Equatable>(_ error: Expected) -> Matcher<Error> {
    Matcher.define { actualExpression in
        let actual = try actualExpression.evaluate()
        return MatcherResult(
            bool: (actual as? Expected).map { $0 == error } ?? false,
            message: .expectedCustomValueTo(
                "match error \(described(error, beside: actual))", actual: errorDescription(actual, beside: error)
            )
        )
    }
}

/// Passes when the actual error is like `error`, for an error type that is not `Equatable`: errors are alike
/// when their domain and code are (for a Swift enum, the same case) and, for a Swift error, their stored values
/// are, field by field: `Equatable` values by `==`, instances of classes inside them by identity. An `NSError` is
/// compared by domain and code only.
public func matchError<Expected: Error>(_ error: Expected) -> Matcher<Error> {
    Matcher.define { actualExpression in
        let actual = try actualExpression.evaluate()
        var message = ExpectationMessage.expectedCustomValueTo(
            "match error \(described(error, beside: actual))", actual: errorDescription(actual, beside: error)
        )
        if let actual, let note = payloadNote(actual, error) { message = message.appended(details: note) }
        return MatcherResult(bool: actual.map { errorIsAlike($0, error) } ?? false, message: message)
    }
}

/// Passes when the actual error is of `errorType`.
public func matchError<Expected: Error>(_ errorType: Expected.Type) -> Matcher<Error> {
    Matcher.define { actualExpression in
        let actual = try actualExpression.evaluate()
        return MatcherResult(
            bool: actual is Expected,
            message: .expectedCustomValueTo("match error from type <\(Expected.self)>", actual: errorDescription(actual))
        )
    }
}

private func thrownError<Value>(by expression: ActualExpression<Value>) -> Error? {
    do {
        _ = try expression.evaluate()
        return nil
    } catch {
        return error
    }
}

/// Whether two errors have the same domain and code (for Swift errors, the same type and, for an enum, the same
/// case) and, for a Swift error, alike stored values (``fieldsAlike(_:_:depth:)``). An error that is a class is
/// compared by its fields, as a struct is; instances of classes inside it, by identity.
private func errorIsAlike(_ actual: Error, _ expected: some Error) -> Bool {
    guard actual._domain == expected._domain, actual._code == expected._code else { return false }
    // An `NSError` made from a Swift error keeps its domain and code; its stored values only where it casts back
    // (Apple platforms), else it is alike only where the expected error has none to compare.
    if isNSError(actual) {
        if isNSError(expected) { return true }
        if let original = castBack(actual, to: type(of: expected)) { return fieldsAlike(original, expected, depth: 0) }
        return Mirror(reflecting: expected).children.isEmpty
    }
    return fieldsAlike(actual, expected, depth: 0)
}

/// Whether two values are alike field by field: of one type, `Equatable` values by `==`, an `NSError` by domain and
/// code, instances of classes below the top by identity, and other values by their fields, which a description may
/// hide (a custom `description`, a class's name). A payload-less enum case compares by its name; past a depth of
/// 32, values are not alike.
private func fieldsAlike(_ actual: Any, _ expected: Any, depth: Int) -> Bool {
    guard type(of: actual) == type(of: expected), depth < 32 else { return false }
    if let actualError = actual as? Error, isNSError(actualError), let expectedError = expected as? Error {
        return actualError._domain == expectedError._domain && actualError._code == expectedError._code
    }
    // The same NaN in both is the same value thrown, though NaN equals nothing.
    if let number = actual as? any BinaryFloatingPoint, number.isNaN {
        return (expected as? any BinaryFloatingPoint)?.isNaN == true
    }
    func equal<Value: Equatable>(_ value: Value) -> Bool { (expected as? Value) == value }
    if let equatable = actual as? any Equatable { return equal(equatable) }
    // A dictionary by key: its storage order, which its fields follow, depends on how it grew.
    if let actualEntries = actual as? [AnyHashable: Any], let expectedEntries = expected as? [AnyHashable: Any] {
        return actualEntries.count == expectedEntries.count && actualEntries.allSatisfy { key, value in
            expectedEntries[key].map { fieldsAlike(value, $0, depth: depth + 1) } ?? false
        }
    }
    if depth > 0, type(of: actual) is AnyObject.Type { return actual as AnyObject === expected as AnyObject }
    let actualFields = Mirror(reflecting: actual).children, expectedFields = Mirror(reflecting: expected).children
    guard actualFields.count == expectedFields.count else { return false }
    guard !actualFields.isEmpty else { return String(reflecting: actual) == String(reflecting: expected) }
    return zip(actualFields, expectedFields).allSatisfy { pair in
        pair.0.label == pair.1.label && fieldsAlike(pair.0.value, pair.1.value, depth: depth + 1)
    }
}

/// `<error>`, with its type when it prints like `other` but is of another type: `<timedOut> (FetchError)`.
private func described(_ error: some Error, beside other: Error?) -> String {
    guard let other, "\(other)" == "\(error)", type(of: other as Any) != type(of: error as Any) else { return "<\(error)>" }
    return "<\(error)> (\(type(of: error as Any)))"
}

/// Whether `error` is an `NSError` object, whose description holds its user info: such errors are compared by
/// domain and code alone.
private func isNSError(_ error: Error) -> Bool {
    type(of: error as Any) is AnyClass && error._domain != String(reflecting: type(of: error as Any))
}

/// Why two errors of one case did not match: the details of a failure that compared their associated values.
private func payloadNote(_ actual: Error, _ expected: some Error) -> String? {
    guard actual._domain == expected._domain, actual._code == expected._code, !errorIsAlike(actual, expected)
    else { return nil }
    if isNSError(actual) {
        return """
            The thrown error is an NSError made from a \(type(of: expected)), which keeps only its domain and code, so \
            the stored values of <\(String(reflecting: expected))> cannot be compared with it.
            Fix: throw the \(type(of: expected)) itself, or check the NSError's domain and code with \
            throwError { (error: NSError) in … }.
            """
    }
    return """
        \(type(of: expected)) is not Equatable, so errors of one case are compared field by field, associated values \
        included (Equatable values by ==, instances of classes by identity): expected \
        <\(String(reflecting: expected))>, got <\(String(reflecting: actual))>
        """
}

private func errorDescription(_ error: Error?) -> String {
    error.map { "<\($0)>" } ?? "no error"
}

/// `errorDescription`, with the type of an error that prints like `other` but is of another type.
private func errorDescription(_ error: Error?, beside other: some Error) -> String {
    guard let error else { return "no error" }
    return described(error, beside: other)
}

/// The result for an error check whose optional closure runs more expectations: the closure's failing
/// expectations are recorded as failures of their own, and make the match fail; the message stays one line.
private func checked(
    _ matches: Bool, words: String, thrown: Error?, expected: (any Error)? = nil, hasBlock: Bool = false,
    closure: (() -> Void)?
) -> MatcherResult {
    let actual = expected.map { errorDescription(thrown, beside: $0) } ?? errorDescription(thrown)
    let message = ExpectationMessage.expectedCustomValueTo(
        closure == nil && !hasBlock ? words : "\(words) that satisfies block", actual: actual
    )
    guard matches, let closure else { return MatcherResult(bool: matches, message: message) }
    return MatcherResult(bool: gatherFailingExpectations(closure: closure).isEmpty, message: message)
}
