import Doubles

/// Polls until the value is not `nil` and returns it; records `expected to eventually not be nil, got <nil>` (after
/// `description`, when given) and throws if `timeout` passes first.
///
/// ```swift
/// let token = try pollUnwrap(session.token)
/// ```
@_disfavoredOverload
@discardableResult
public func pollUnwrap<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    timeout: TimeSpan = PollingDefaults.timeout,
    pollInterval: TimeSpan = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @autoclosure @escaping () throws -> Value?
) throws -> Value {
    try require(fileID: fileID, filePath: filePath, line: line, column: column, customError: customError, try expression())
        .toEventuallyNot(beNil(), timeout: timeout, pollInterval: pollInterval, description: description)
}

/// `pollUnwrap(_:)` on a closure, which it calls on each poll. Disfavored: in async code, `try await pollUnwrap { … }`
/// takes the async form, which blocks no thread, as Nimble's does.
@_disfavoredOverload
@discardableResult
public func pollUnwrap<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    timeout: TimeSpan = PollingDefaults.timeout,
    pollInterval: TimeSpan = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @escaping () throws -> Value?
) throws -> Value {
    try require(fileID: fileID, filePath: filePath, line: line, column: column, customError: customError, expression)
        .toEventuallyNot(beNil(), timeout: timeout, pollInterval: pollInterval, description: description)
}

/// `pollUnwrap(_:)` by another name, for an async test.
@_disfavoredOverload
@discardableResult
public func pollUnwraps<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    timeout: TimeSpan = PollingDefaults.timeout,
    pollInterval: TimeSpan = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @autoclosure @escaping () throws -> Value?
) throws -> Value {
    try require(fileID: fileID, filePath: filePath, line: line, column: column, customError: customError, try expression())
        .toEventuallyNot(beNil(), timeout: timeout, pollInterval: pollInterval, description: description)
}

/// `pollUnwraps(_:)` on a synchronous closure, which it calls on each poll: `try pollUnwraps { cache.first }`.
@discardableResult
public func pollUnwraps<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    timeout: TimeSpan = PollingDefaults.timeout,
    pollInterval: TimeSpan = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @escaping () throws -> Value?
) throws -> Value {
    try require(fileID: fileID, filePath: filePath, line: line, column: column, customError: customError, expression)
        .toEventuallyNot(beNil(), timeout: timeout, pollInterval: pollInterval, description: description)
}

/// Polls async work until it gives a value that is not `nil`, and returns it: `try await pollUnwrap { await
/// store.first() }`.
@discardableResult
public func pollUnwrap<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    timeout: TimeSpan = PollingDefaults.timeout,
    pollInterval: TimeSpan = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @escaping () async throws -> Value?,
    isolation: isolated (any Actor)? = #isolation
) async throws -> Value {
    try await require(fileID: fileID, filePath: filePath, line: line, column: column, customError: customError, expression)
        .toEventuallyNot(beNil(), timeout: timeout, pollInterval: pollInterval, description: description)
}

/// `pollUnwrap { await … }` on an async value written in place: `try await pollUnwrapa(await store.first())`.
@_disfavoredOverload
@discardableResult
public func pollUnwrapa<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    timeout: TimeSpan = PollingDefaults.timeout,
    pollInterval: TimeSpan = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @autoclosure @escaping () async throws -> Value?,
    isolation: isolated (any Actor)? = #isolation
) async throws -> Value {
    try await AsyncRequirement(
        location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        customError: customError, expression: expression
    ).toEventuallyNot(beNil(), timeout: timeout, pollInterval: pollInterval, description: description)
}

/// `pollUnwrapa(_:)` on an async closure, which it awaits on each poll.
@discardableResult
public func pollUnwrapa<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    timeout: TimeSpan = PollingDefaults.timeout,
    pollInterval: TimeSpan = PollingDefaults.pollInterval,
    description: String? = nil,
    _ expression: @escaping () async throws -> Value?,
    isolation: isolated (any Actor)? = #isolation
) async throws -> Value {
    try await AsyncRequirement(
        location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        customError: customError, expression: expression
    ).toEventuallyNot(beNil(), timeout: timeout, pollInterval: pollInterval, description: description)
}
