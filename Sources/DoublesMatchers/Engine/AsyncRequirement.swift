import Doubles

/// A requirement on async work: what `require { await … }` and `requirea(await …)` return. Its checks are
/// awaited, and return the value or throw as ``SyncRequirement``'s do.
///
/// ```swift
/// let user = try await require { await repository.user(id: 1) }.toNot(beNil())
/// ```
public struct AsyncRequirement<Value> {
    let body: () async throws -> Value?
    /// Where the requirement was written; failures are reported here.
    public let location: CodeLocation
    /// Thrown instead of ``RequireError`` when the requirement fails.
    public let customError: (any Error)?

    /// Creates a requirement on an async expression.
    public init(location: CodeLocation, customError: (any Error)? = nil, expression: @escaping () async throws -> Value?) {
        body = expression
        self.location = location
        self.customError = customError
    }

    /// Returns the awaited value when the matcher matches it; otherwise records the failure and throws.
    @discardableResult
    public func to(
        _ matcher: Matcher<Value>, description: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try Requiring.check(
            matcher, on: await settled(), negated: false, description: description, customError: customError
        )
    }

    /// Returns the awaited value when the matcher does not match it; otherwise records the failure and throws.
    @discardableResult
    public func toNot(
        _ matcher: Matcher<Value>, description: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try Requiring.check(
            matcher, on: await settled(), negated: true, description: description, customError: customError
        )
    }

    /// The same as ``toNot(_:description:isolation:)->_``.
    @discardableResult
    public func notTo(
        _ matcher: Matcher<Value>, description: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await toNot(matcher, description: description)
    }

    /// Awaits the expression once, into a plain expression that matchers read synchronously.
    func settled(isolation: isolated (any Actor)? = #isolation) async -> ActualExpression<Value> {
        let outcome: Result<Value?, Error>
        do { outcome = .success(try await body()) } catch { outcome = .failure(error) }
        return ActualExpression(expression: { try outcome.get() }, location: location)
    }
}

/// Starts a requirement on async work, which it awaits when checked.
///
/// ```swift
/// let items = try await require { await store.items() }.toNot(beEmpty())
/// ```
public func require<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping () async throws -> Value?
) -> AsyncRequirement<Value> {
    AsyncRequirement(
        location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        customError: customError, expression: expression
    )
}

/// Starts a requirement on an async value written in place: `try await requirea(await load()).to(…)`.
@_disfavoredOverload
public func requirea<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure @escaping () async throws -> Value?
) async -> AsyncRequirement<Value> {
    AsyncRequirement(
        location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        customError: customError, expression: expression
    )
}

/// Awaits the closure and returns its value, or records `expected to not be nil, got <nil>` and throws.
///
/// ```swift
/// let user = try await unwrap { await repository.user(id: 1) }
/// ```
@discardableResult
public func unwrap<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @escaping () async throws -> Value?
) async throws -> Value {
    try await require(
        fileID: fileID, filePath: filePath, line: line, column: column, customError: customError, expression
    ).toNot(beNil(), description: description)
}

/// `unwrap { await … }` on an async value written in place: `try await unwrapa(await load())`.
@discardableResult
@_disfavoredOverload
public func unwrapa<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @autoclosure @escaping () async throws -> Value?
) async throws -> Value {
    try await requirea(
        fileID: fileID, filePath: filePath, line: line, column: column, customError: customError, try await expression()
    ).toNot(beNil(), description: description)
}

/// `requirea(_:)` on an async closure, which it awaits: `try await requirea { await store.first() }.toNot(beNil())`.
public func requirea<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping () async throws -> Value?
) async -> AsyncRequirement<Value> {
    AsyncRequirement(
        location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        customError: customError, expression: expression
    )
}

/// `unwrapa(_:)` on an async closure, which it awaits: `try await unwrapa { await store.first() }`.
@discardableResult
public func unwrapa<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @escaping () async throws -> Value?,
    isolation: isolated (any Actor)? = #isolation
) async throws -> Value {
    try await AsyncRequirement(
        location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        customError: customError, expression: expression
    ).toNot(beNil(), description: description)
}
