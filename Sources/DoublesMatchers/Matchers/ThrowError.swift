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
            typed.map { $0 == error } ?? false, words: "throw error <\(error)>", thrown: thrown,
            closure: closure.map { closure in { closure(typed!) } }
        )
    }
}

/// Passes when the actual closure throws an error like `error`, and `closure` (if given) records no failing
/// expectation about it. For an error type that is not `Equatable`: errors are alike when their domain and
/// code are (for a Swift enum, the same case) and, for a Swift error, their descriptions, which show the
/// associated values, are the same. An `NSError` is compared by domain and code only.
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
            thrown.map { errorIsAlike($0, error) } ?? false, words: "throw error <\(error)>", thrown: thrown,
            closure: closure.map { closure in { closure(thrown!) } }
        )
        if let thrown, let note = payloadNote(thrown, error) { result.message = result.message.appended(details: note) }
        return result
    }
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
            message: .expectedCustomValueTo("match error <\(error)>", actual: errorDescription(actual))
        )
    }
}

/// Passes when the actual error is like `error`, for an error type that is not `Equatable`: errors are alike
/// when their domain and code are (for a Swift enum, the same case) and, for a Swift error, their descriptions,
/// which show the associated values, are the same. An `NSError` is compared by domain and code only.
public func matchError<Expected: Error>(_ error: Expected) -> Matcher<Error> {
    Matcher.define { actualExpression in
        let actual = try actualExpression.evaluate()
        var message = ExpectationMessage.expectedCustomValueTo("match error <\(error)>", actual: errorDescription(actual))
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

/// Whether two errors have the same domain and code: for Swift errors, the same type and, for an enum, the
/// same case.
private func errorIsAlike(_ actual: Error, _ expected: some Error) -> Bool {
    guard actual._domain == expected._domain, actual._code == expected._code else { return false }
    return isNSError(actual) || String(reflecting: actual) == String(reflecting: expected)
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
    return """
        \(type(of: expected)) is not Equatable, so errors of one case are compared by their descriptions, \
        associated values included: expected <\(String(reflecting: expected))>, got <\(String(reflecting: actual))>
        """
}

private func errorDescription(_ error: Error?) -> String {
    error.map { "<\($0)>" } ?? "no error"
}

/// The result for an error check whose optional closure runs more expectations: the closure's failing
/// expectations are recorded as failures of their own, and make the match fail; the message stays one line.
private func checked(
    _ matches: Bool, words: String, thrown: Error?, hasBlock: Bool = false, closure: (() -> Void)?
) -> MatcherResult {
    let message = ExpectationMessage.expectedCustomValueTo(
        closure == nil && !hasBlock ? words : "\(words) that satisfies block", actual: errorDescription(thrown)
    )
    guard matches, let closure else { return MatcherResult(bool: matches, message: message) }
    return MatcherResult(bool: gatherFailingExpectations(closure: closure).isEmpty, message: message)
}
