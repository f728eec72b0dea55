import Doubles

// The forms of `require`, `unwrap` and `pollUnwrap`, and of their `s` and `a` names, with the `file:` label that
// Nimble's location-forwarding helpers pass: `try require(file: file, line: line, value).to(…)`. As with `expect`,
// `file:` has no default, so a call without it always takes the `filePath:` form.

/// `require(_:)` with the `file:` label.
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

/// `requires(_:)` with the `file:` label.
@_disfavoredOverload
public func requires<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure @escaping () throws -> Value?
) -> SyncRequirement<Value> {
    requires(fileID: fileID, filePath: file, line: line, column: column, customError: customError, try expression())
}

/// The closure form of `requires` with the `file:` label.
public func requires<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping () throws -> Value?
) -> SyncRequirement<Value> {
    requires(fileID: fileID, filePath: file, line: line, column: column, customError: customError, expression)
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

/// `requirea(_:)` with the `file:` label.
@_disfavoredOverload
public func requirea<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure @escaping () async throws -> Value?
) async -> AsyncRequirement<Value> {
    await requirea(fileID: fileID, filePath: file, line: line, column: column, customError: customError, try await expression())
}

/// The closure form of `requirea` with the `file:` label.
public func requirea<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping () async throws -> Value?
) async -> AsyncRequirement<Value> {
    await requirea(fileID: fileID, filePath: file, line: line, column: column, customError: customError, expression)
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

/// `unwraps(_:)` with the `file:` label.
@discardableResult
@_disfavoredOverload
public func unwraps<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @autoclosure @escaping () throws -> Value?
) throws -> Value {
    try unwraps(
        fileID: fileID, filePath: file, line: line, column: column, customError: customError,
        description: description, try expression()
    )
}

/// The closure form of `unwraps` with the `file:` label.
@discardableResult
public func unwraps<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @escaping () throws -> Value?
) throws -> Value {
    try unwraps(
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

/// `unwrapa(_:)` with the `file:` label.
@discardableResult
@_disfavoredOverload
public func unwrapa<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @autoclosure @escaping () async throws -> Value?
) async throws -> Value {
    try await unwrapa(
        fileID: fileID, filePath: file, line: line, column: column, customError: customError,
        description: description, try await expression()
    )
}

/// The closure form of `unwrapa` with the `file:` label.
@discardableResult
public func unwrapa<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    description: String? = nil,
    _ expression: @escaping () async throws -> Value?,
    isolation: isolated (any Actor)? = #isolation
) async throws -> Value {
    try await unwrapa(
        fileID: fileID, filePath: file, line: line, column: column, customError: customError,
        description: description, expression
    )
}

/// `pollUnwrap(_:)` with the `file:` label.
@discardableResult
@_disfavoredOverload
public func pollUnwrap<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    timeout: TimeSpan = PollingDefaults.timeout,
    pollInterval: TimeSpan = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @autoclosure @escaping () throws -> Value?
) throws -> Value {
    try pollUnwrap(
        fileID: fileID, filePath: file, line: line, column: column, customError: customError, timeout: timeout,
        pollInterval: pollInterval, description: description, try expression()
    )
}

/// The closure form of `pollUnwrap` with the `file:` label.
@discardableResult
@_disfavoredOverload
public func pollUnwrap<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    timeout: TimeSpan = PollingDefaults.timeout,
    pollInterval: TimeSpan = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @escaping () throws -> Value?
) throws -> Value {
    try pollUnwrap(
        fileID: fileID, filePath: file, line: line, column: column, customError: customError, timeout: timeout,
        pollInterval: pollInterval, description: description, expression
    )
}

/// `pollUnwraps(_:)` with the `file:` label.
@discardableResult
@_disfavoredOverload
public func pollUnwraps<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    timeout: TimeSpan = PollingDefaults.timeout,
    pollInterval: TimeSpan = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @autoclosure @escaping () throws -> Value?
) throws -> Value {
    try pollUnwraps(
        fileID: fileID, filePath: file, line: line, column: column, customError: customError, timeout: timeout,
        pollInterval: pollInterval, description: description, try expression()
    )
}

/// The closure form of `pollUnwraps` with the `file:` label.
@discardableResult
public func pollUnwraps<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    timeout: TimeSpan = PollingDefaults.timeout,
    pollInterval: TimeSpan = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @escaping () throws -> Value?
) throws -> Value {
    try pollUnwraps(
        fileID: fileID, filePath: file, line: line, column: column, customError: customError, timeout: timeout,
        pollInterval: pollInterval, description: description, expression
    )
}

/// The async closure form of `pollUnwrap` with the `file:` label.
@discardableResult
public func pollUnwrap<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    timeout: TimeSpan = PollingDefaults.timeout,
    pollInterval: TimeSpan = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @escaping () async throws -> Value?,
    isolation: isolated (any Actor)? = #isolation
) async throws -> Value {
    try await pollUnwrap(
        fileID: fileID, filePath: file, line: line, column: column, customError: customError, timeout: timeout,
        pollInterval: pollInterval, description: description, expression
    )
}

/// `pollUnwrapa(_:)` with the `file:` label.
@discardableResult
@_disfavoredOverload
public func pollUnwrapa<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    timeout: TimeSpan = PollingDefaults.timeout,
    pollInterval: TimeSpan = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @autoclosure @escaping () async throws -> Value?,
    isolation: isolated (any Actor)? = #isolation
) async throws -> Value {
    try await pollUnwrapa(
        fileID: fileID, filePath: file, line: line, column: column, customError: customError, timeout: timeout,
        pollInterval: pollInterval, description: description, try await expression()
    )
}

/// The closure form of `pollUnwrapa` with the `file:` label.
@discardableResult
public func pollUnwrapa<Value>(
    fileID: String = #fileID,
    file: FileString,
    line: UInt = #line,
    column: UInt = #column,
    customError: (any Error)? = nil,
    timeout: TimeSpan = PollingDefaults.timeout,
    pollInterval: TimeSpan = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @escaping () async throws -> Value?,
    isolation: isolated (any Actor)? = #isolation
) async throws -> Value {
    try await pollUnwrapa(
        fileID: fileID, filePath: file, line: line, column: column, customError: customError, timeout: timeout,
        pollInterval: pollInterval, description: description, expression
    )
}
