import Doubles

/// The error `require` throws after recording a failed requirement, so the test stops there.
public struct RequireError: Error, CustomStringConvertible, Sendable {
    /// The failure text that was recorded.
    public let message: String
    /// Where the requirement was written.
    public let location: CodeLocation

    /// The record in one line.
    public var description: String { "Requirement failed at \(location): \(message)" }
}

/// A value that must satisfy a matcher before the test goes on: what `require(…)` returns.
///
/// ```swift
/// let user = try require(repository.user(id: 1)).toNot(beNil())
/// ```
public struct Requirement<Value> {
    /// The actual expression.
    public let expression: ActualExpression<Value>

    /// Returns the value when the matcher matches; otherwise records the failure and throws ``RequireError``.
    @discardableResult
    public func to(_ matcher: Matcher<Value>, description: String? = nil) throws -> Value? {
        try check(matcher, negated: false, description: description)
    }

    /// Returns the value when the matcher does not match; otherwise records the failure and throws.
    @discardableResult
    public func toNot(_ matcher: Matcher<Value>, description: String? = nil) throws -> Value? {
        try check(matcher, negated: true, description: description)
    }

    /// The same as ``toNot(_:description:)``.
    @discardableResult
    public func notTo(_ matcher: Matcher<Value>, description: String? = nil) throws -> Value? {
        try toNot(matcher, description: description)
    }

    private func check(_ matcher: Matcher<Value>, negated: Bool, description: String?) throws -> Value? {
        let outcome = Evaluation.run(matcher, on: expression, negated: negated)
        let text = Evaluation.text(
            of: outcome, expression: expression, verb: negated ? "to not" : "to", description: description
        )
        _FailureReporter.report(success: outcome.passed, message: text, at: expression.location)
        guard outcome.passed else { throw RequireError(message: text, location: expression.location) }
        return try expression.evaluate()
    }
}

/// Starts a requirement: like `expect`, but `to` returns the value and throws when it fails.
///
/// ```swift
/// let count = try require(items.count).to(beGreaterThan(0))
/// ```
public func require<Value>(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ expression: @autoclosure @escaping () throws -> Value?
) -> Requirement<Value> {
    Requirement(
        expression: ActualExpression(
            expression: expression,
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            isClosure: false
        )
    )
}

/// Returns the wrapped value, or records `expected to not be nil, got <nil>` and throws ``RequireError``.
///
/// ```swift
/// let user = try unwrap(repository.user(id: 1))
/// ```
public func unwrap<Value>(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ expression: @autoclosure @escaping () throws -> Value?,
    description: String? = nil
) throws -> Value {
    let value = try require(fileID: fileID, filePath: filePath, line: line, column: column, try expression())
        .toNot(beNil(), description: description)
    guard let value else {
        // beNil() passed under toNot, so the value cannot be nil here.
        throw RequireError(
            message: "expected to not be nil, got <nil>",
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
    return value
}
