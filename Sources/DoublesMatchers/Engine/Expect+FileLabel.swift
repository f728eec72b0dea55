import Doubles

// The forms of `expect`, `expecta`, `require`, `unwrap` and `fail` with the `file:` label that Nimble's location-forwarding
// helpers pass: `expect(file: file, line: line, value)`. `file:` has no default, so a call without it always
// takes the `filePath:` form, and these cost nothing to the type-checking of everyday expectations.

/// `expect(_:)` for a helper that forwards its caller's `file:` and `line:`.
///
/// ```swift
/// func expectValid(_ order: Order, file: FileString = #filePath, line: UInt = #line) {
///     expect(file: file, line: line, order.isValid).to(beTrue())
/// }
/// ```
@_disfavoredOverload
@inlinable
public func expect<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    _ expression: @autoclosure @escaping () throws -> Value?
) -> Expectation<Value> {
    expect(fileID: fileID, filePath: file, line: line, column: column, try expression())
}

/// The closure form of `expect` with the `file:` label.
@inlinable
public func expect<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    _ expression: @escaping () throws -> Value?
) -> Expectation<Value> {
    expect(fileID: fileID, filePath: file, line: line, column: column, expression)
}

/// The async closure form of `expect` with the `file:` label.
public func expect<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    _ expression: @escaping () async throws -> Value?
) -> AsyncExpectation<Value> {
    expect(fileID: fileID, filePath: file, line: line, column: column, expression)
}

/// `expecta` with the `file:` label.
@_disfavoredOverload
public func expecta<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    _ expression: @autoclosure @escaping () async throws -> Value?
) async -> AsyncExpectation<Value> {
    await expecta(fileID: fileID, filePath: file, line: line, column: column, try await expression())
}

/// `expecta` on an async closure, with the `file:` label.
public func expecta<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    _ expression: @escaping () async throws -> Value?
) async -> AsyncExpectation<Value> {
    await expecta(fileID: fileID, filePath: file, line: line, column: column, expression)
}

/// `fail(_:)` with the `file:` label.
public func fail(
    _ message: String,
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column
) {
    fail(message, fileID: fileID, filePath: file, line: line, column: column)
}

/// `require(_:)` for a helper that forwards its caller's `file:` and `line:`.
///
/// ```swift
/// func requirePositive(_ count: Int?, file: FileString = #filePath, line: UInt = #line) throws -> Int? {
///     try require(file: file, line: line, count).to(beGreaterThan(0))
/// }
/// ```
@_disfavoredOverload
public func require<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure @escaping () throws -> Value?
) -> SyncRequirement<Value> {
    require(fileID: fileID, filePath: file, line: line, column: column, customError: customError, try expression())
}

/// The closure form of `require` with the `file:` label.
public func require<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping () throws -> Value?
) -> SyncRequirement<Value> {
    require(fileID: fileID, filePath: file, line: line, column: column, customError: customError, expression)
}

/// The async closure form of `require` with the `file:` label.
public func require<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping () async throws -> Value?
) -> AsyncRequirement<Value> {
    require(fileID: fileID, filePath: file, line: line, column: column, customError: customError, expression)
}

/// `unwrap(_:)` with the `file:` label.
@discardableResult
@_disfavoredOverload
public func unwrap<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @autoclosure @escaping () throws -> Value?
) throws -> Value {
    try unwrap(
        fileID: fileID, filePath: file, line: line, column: column, customError: customError,
        description: description, try expression()
    )
}

/// The closure form of `unwrap` with the `file:` label.
@discardableResult
public func unwrap<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @escaping () throws -> Value?
) throws -> Value {
    try unwrap(
        fileID: fileID, filePath: file, line: line, column: column, customError: customError,
        description: description, expression
    )
}

/// The async closure form of `unwrap` with the `file:` label.
@discardableResult
public func unwrap<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @escaping () async throws -> Value?
) async throws -> Value {
    try await unwrap(
        fileID: fileID, filePath: file, line: line, column: column, customError: customError,
        description: description, expression
    )
}
