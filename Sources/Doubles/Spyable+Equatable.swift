// The forms of `didCall` whose expected arguments need only be `Equatable`: a dependency's types, or an app's
// own, compared with their own `==`, with no `SpryEquatable` conformance. Each is chosen only where the
// `SpryEquatable` form does not fit, so existing checks keep their meaning.

extension Spyable {
    /// Checks whether `function` was called with arguments equal to these, each by its own `==`; see
    /// ``didCall(_:withArguments:countSpecifier:fileID:filePath:line:column:)``.
    ///
    /// ```swift
    /// handler.didCall(.log, withArguments: [Logger.Level.error, Argument.anything]).success
    /// ```
    @_disfavoredOverload
    public func didCall(
        _ function: Function,
        withArguments arguments: [Any?],
        countSpecifier: CountSpecifier = .atLeast(1),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> DidCallResult {
        didCall(
            function, withArguments: _expectedArguments(arguments), countSpecifier: countSpecifier,
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }

    /// Checks whether a property was set to `value`, compared by its own `==`.
    @_disfavoredOverload
    public func didCall(
        _ function: Function,
        with value: Any?,
        countSpecifier: CountSpecifier = .atLeast(1),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> DidCallResult {
        didCall(
            function, withArguments: [anyExpectedArgument(value)], countSpecifier: countSpecifier,
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }

    /// Checks whether the static member `function` was called with arguments equal to these; see the instance
    /// form.
    @_disfavoredOverload
    public static func didCall(
        _ function: StaticFunction,
        withArguments arguments: [Any?],
        countSpecifier: CountSpecifier = .atLeast(1),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> DidCallResult {
        didCall(
            function, withArguments: _expectedArguments(arguments), countSpecifier: countSpecifier,
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }

    /// Checks whether a static property was set to `value`, compared by its own `==`.
    @_disfavoredOverload
    public static func didCall(
        _ function: StaticFunction,
        with value: Any?,
        countSpecifier: CountSpecifier = .atLeast(1),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> DidCallResult {
        didCall(
            function, withArguments: [anyExpectedArgument(value)], countSpecifier: countSpecifier,
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }
}
