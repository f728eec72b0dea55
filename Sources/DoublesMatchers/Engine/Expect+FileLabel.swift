import Doubles

// The forms of `expect`, `expecta` and `fail` with the `file:` label that Nimble's location-forwarding
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
