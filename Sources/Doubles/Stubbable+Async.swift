// The async forms of `stubbedValue`, for fakes of async members.

extension Stubbable {
    /// Returns the stubbed value for the member this is called from; an async `andDo` is awaited.
    public func stubbedValue<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> T {
        await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Returns the stubbed value, or `fallbackValue` when no stub matches for the member this is called from; an async `andDo` is awaited.
    public func stubbedValue<T>(
        functionName: String = #function, arguments: Any?...,
        fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> T {
        await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: fallbackValue, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Answers the call of the member this is called from; an async `andDo` is awaited.
    /// The `Void` form, for a member that returns nothing.
    public func stubbedValue(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let _: Void = await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Returns the stubbed value for the static member this is called from; an async `andDo` is awaited.
    public static func stubbedValue<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> T {
        await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Returns the stubbed value, or `fallbackValue` when no stub matches for the static member this is called from; an async `andDo` is awaited.
    public static func stubbedValue<T>(
        functionName: String = #function, arguments: Any?...,
        fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> T {
        await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: fallbackValue, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Answers the call of the static member this is called from; an async `andDo` is awaited.
    /// The `Void` form, for a member that returns nothing.
    public static func stubbedValue(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let _: Void = await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Returns the stubbed value for the member this is called from; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on and an async `andDo` is awaited.
    public func stubbedValueThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> T {
        try await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Returns the stubbed value, or `fallbackValue` when no stub matches for the member this is called from; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on and an async `andDo` is awaited.
    public func stubbedValueThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> T {
        try await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: fallbackValue, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Answers the call of the member this is called from; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on and an async `andDo` is awaited.
    /// The `Void` form, for a member that returns nothing.
    public func stubbedValueThrows(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
        let _: Void = try await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Returns the stubbed value for the static member this is called from; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on and an async `andDo` is awaited.
    public static func stubbedValueThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> T {
        try await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Returns the stubbed value, or `fallbackValue` when no stub matches for the static member this is called from; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on and an async `andDo` is awaited.
    public static func stubbedValueThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> T {
        try await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: fallbackValue, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Answers the call of the static member this is called from; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on and an async `andDo` is awaited.
    /// The `Void` form, for a member that returns nothing.
    public static func stubbedValueThrows(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
        let _: Void = try await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
}
