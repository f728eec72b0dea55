import Doubles
import Foundation

/// The error a requirement throws after recording its failure, so the test stops there; a `customError:`
/// given to `require` or `unwrap` is thrown instead.
public struct RequireError: Error, CustomStringConvertible, Sendable {
    /// The failure text that was recorded.
    public let message: String
    /// Where the requirement was written.
    public let location: CodeLocation

    /// The record in one line.
    public var description: String { "Requirement failed at \(location): \(message)" }
}

extension RequireError: CustomNSError {
    /// Asks XCTest on Apple platforms not to report the thrown error as a second failure: the requirement has
    /// recorded it already. (XCTest on Linux and Swift Testing report it again, as `threw error` and `Caught
    /// error`.)
    public var errorUserInfo: [String: Any] { ["XCTestErrorUserInfoKeyShouldIgnore": true] }
}

/// A value that must satisfy a matcher before the test goes on: what `require(…)` returns.
///
/// ```swift
/// let user = try require(repository.user(id: 1)).toNot(beNil())
/// ```
public struct SyncRequirement<Value> {
    /// The actual expression.
    public let expression: ActualExpression<Value>
    /// Thrown instead of ``RequireError`` when the requirement fails.
    public let customError: (any Error)?

    /// Creates a requirement on an expression.
    public init(expression: ActualExpression<Value>, customError: (any Error)? = nil) {
        self.expression = expression
        self.customError = customError
    }

    /// Returns the value when the matcher matches; otherwise records the failure and throws.
    @discardableResult
    public func to(_ matcher: Matcher<Value>, description: String? = nil) throws -> Value {
        try Requiring.check(matcher, on: expression, negated: false, description: description, customError: customError)
    }

    /// Returns the value when the matcher does not match; otherwise records the failure and throws.
    @discardableResult
    public func toNot(_ matcher: Matcher<Value>, description: String? = nil) throws -> Value {
        try Requiring.check(matcher, on: expression, negated: true, description: description, customError: customError)
    }

    /// The same as ``toNot(_:description:)->_``.
    @discardableResult
    public func notTo(_ matcher: Matcher<Value>, description: String? = nil) throws -> Value {
        try toNot(matcher, description: description)
    }
}

/// The name of ``SyncRequirement`` before there was an async one.
public typealias Requirement = SyncRequirement

/// What every requirement does: runs the matcher once, reports the outcome, and throws when it failed.
enum Requiring {
    static func check<Value>(
        _ matcher: Matcher<Value>, on expression: ActualExpression<Value>, negated: Bool, description: String?,
        customError: (any Error)?
    ) throws -> Value {
        let outcome = Evaluation.run(matcher, on: expression, negated: negated)
        let text = Evaluation.text(
            of: outcome, expression: expression, verb: negated ? "to not" : "to", description: description
        )
        _FailureReporter.report(success: outcome.passed, message: text, at: expression.location)
        return try value(passed: outcome.passed, text: text, expression: expression, customError: customError)
    }

    /// The value a poll of a requirement ended on; throws when the poll failed, or when it passed on `nil`.
    static func value<Value>(of polled: Polling.Polled<Value>, customError: (any Error)?) throws -> Value {
        try value(passed: polled.passed, text: polled.text, expression: polled.expression, customError: customError)
    }

    /// The value of a checked requirement: throws when the check failed (with the failure `text`), or when it
    /// passed on `nil`, since a matcher that passes on nil (beNil) leaves no value to return.
    private static func value<Value>(
        passed: Bool, text: String, expression: ActualExpression<Value>, customError: (any Error)?
    ) throws -> Value {
        guard passed else { throw customError ?? RequireError(message: text, location: expression.location) }
        guard let value = try expression.evaluate() else {
            throw customError ?? RequireError(
                message: "the requirement passed, but the value is nil, so there is nothing to return",
                location: expression.location
            )
        }
        return value
    }

    /// Records `message` as a failure at `location` and throws.
    static func fail(_ message: String, customError: (any Error)?, at location: CodeLocation) throws -> Never {
        _FailureReporter.report(success: false, message: message, at: location)
        throw customError ?? RequireError(message: message, location: location)
    }
}

/// Starts a requirement: like `expect`, but `to` returns the value and throws when it fails. `customError` is
/// thrown instead of ``RequireError``.
///
/// ```swift
/// let count = try require(items.count).to(beGreaterThan(0))
/// ```
@_disfavoredOverload
public func require<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure @escaping () throws -> Value?
) -> SyncRequirement<Value> {
    SyncRequirement(
        expression: ActualExpression(
            expression: expression,
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            isClosure: false
        ),
        customError: customError
    )
}

/// Starts a requirement on a closure, which it calls: `try require { try parser.parse("1") }.to(equal(1))`.
public func require<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping () throws -> Value?
) -> SyncRequirement<Value> {
    SyncRequirement(
        expression: ActualExpression(
            expression: expression,
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            isClosure: true
        ),
        customError: customError
    )
}

/// `require(_:)` on a value, by another name, for an async test, where a closure would start an async
/// requirement.
@_disfavoredOverload
public func requires<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure @escaping () throws -> Value?
) -> SyncRequirement<Value> {
    require(fileID: fileID, filePath: filePath, line: line, column: column, customError: customError, try expression())
}

/// `require { … }` by another name, for an async test: the closure is synchronous, and is called.
public func requires<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping () throws -> Value?
) -> SyncRequirement<Value> {
    require(fileID: fileID, filePath: filePath, line: line, column: column, customError: customError, expression)
}

/// Returns the wrapped value, or records `expected to not be nil, got <nil>` (after `description`, when given)
/// and throws `customError` or ``RequireError``.
///
/// ```swift
/// let user = try unwrap(repository.user(id: 1))
/// let admin = try unwrap(description: "the seed data has an admin", repository.admin)
/// ```
@discardableResult
@_disfavoredOverload
public func unwrap<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @autoclosure @escaping () throws -> Value?
) throws -> Value {
    try require(fileID: fileID, filePath: filePath, line: line, column: column, customError: customError, try expression())
        .toNot(beNil(), description: description)
}

/// `unwrap(_:)` with the description after the value.
@discardableResult
@_disfavoredOverload
public func unwrap<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure @escaping () throws -> Value?,
    description: String
) throws -> Value {
    try unwrap(fileID: fileID, filePath: filePath, line: line, column: column, description: description, try expression())
}

/// `unwrap(_:)` on a synchronous closure, which it calls: `try unwrap { cache.first }`.
@discardableResult
public func unwrap<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @escaping () throws -> Value?
) throws -> Value {
    try require(fileID: fileID, filePath: filePath, line: line, column: column, customError: customError, expression)
        .toNot(beNil(), description: description)
}

/// `unwrap(_:)` by another name, for an async test.
@discardableResult
@_disfavoredOverload
public func unwraps<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @autoclosure @escaping () throws -> Value?
) throws -> Value {
    try unwrap(
        fileID: fileID, filePath: filePath, line: line, column: column, customError: customError,
        description: description, try expression()
    )
}

/// `unwraps(_:)` on a synchronous closure, which it calls: `try unwraps { cache.first }`.
@discardableResult
public func unwraps<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @escaping () throws -> Value?
) throws -> Value {
    try require(fileID: fileID, filePath: filePath, line: line, column: column, customError: customError, expression)
        .toNot(beNil(), description: description)
}

/// Records a failure (`message`, or `requireFail() always fails`) at its line and throws `customError` or
/// ``RequireError``, so the test stops there.
///
/// ```swift
/// guard case .loaded(let items) = state else { try requireFail("expected the items to load") }
/// ```
public func requireFail(
    _ message: String? = nil,
    customError: (any Error)? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) throws -> Never {
    try Requiring.fail(
        message ?? "requireFail() always fails", customError: customError,
        at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}
