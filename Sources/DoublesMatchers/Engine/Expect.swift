import Doubles

/// Starts an expectation on a value.
///
/// ```swift
/// expect(1 + 1).to(equal(2))
/// ```
/// The value is evaluated only when a matcher needs it, and at most once. A closure literal, `expect { … }`,
/// goes to the closure form instead, which calls it.
@_disfavoredOverload
@inlinable
public func expect<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure @escaping () throws -> Value?
) -> Expectation<Value> {
    Expectation(
        expression: ActualExpression(
            expression: expression,
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            isClosure: false
        )
    )
}

/// Starts an expectation on a closure, for work that throws or returns nothing.
///
/// ```swift
/// expect { try parser.parse("") }.to(throwError(ParseError.empty))
/// expect { cache.clear() }.toNot(throwError())
/// ```
@inlinable
public func expect<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @escaping () throws -> Value?
) -> Expectation<Value> {
    Expectation(
        expression: ActualExpression(
            expression: expression,
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
            isClosure: true
        )
    )
}

/// Starts an expectation on async work; finish it with `await`.
///
/// ```swift
/// await expect { await service.load() }.to(equal("loaded"))
/// ```
public func expect<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @escaping () async throws -> Value?
) -> AsyncExpectation<Value> {
    AsyncExpectation(
        location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        expression: expression
    )
}

/// `expect` by another name, for a value in an async test, where `expect { … }` would start an async
/// expectation: `expects(cache.count).to(equal(2))`.
@_disfavoredOverload
public func expects<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure @escaping () throws -> Value?
) -> Expectation<Value> {
    expect(fileID: fileID, filePath: filePath, line: line, column: column, try expression())
}

/// `expect` on a synchronous closure, by another name, for an async test: `expects { try parse("") }`.
public func expects<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @escaping () throws -> Value?
) -> Expectation<Value> {
    expect(fileID: fileID, filePath: filePath, line: line, column: column, expression)
}

/// Records a failure with `message` at the caller's line.
public func fail(
    _ message: String,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    _FailureReporter.fail(message, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records a failure at the caller's line.
public func fail(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    fail("fail() always fails", fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Starts an expectation on an async value written in place: `await expecta(await load()).to(…)`.
///
/// The expression is awaited when the matcher runs. (`expect` with a value stays synchronous, so that
/// `expect(x).to(…)` needs no `await` in async tests; use `expecta` or `expect { await … }` for async values.)
@_disfavoredOverload
public func expecta<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure @escaping () async throws -> Value?
) async -> AsyncExpectation<Value> {
    AsyncExpectation(
        location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        expression: expression
    )
}

/// `expecta(_:)` on an async closure, which it awaits when the matcher runs: `await expecta { await load() }`.
public func expecta<Value>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expression: @escaping () async throws -> Value?
) async -> AsyncExpectation<Value> {
    AsyncExpectation(
        location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        expression: expression
    )
}
