// The async forms of `spryify`, for fakes of async members.

extension Spryable {
    /// Records the call of the member this is called from and returns the stubbed value; an async `andDo` is awaited.
    public func spryify<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> T {
        await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of the member this is called from and returns the stubbed value, or `fallbackValue` when no stub matches; an async `andDo` is awaited.
    public func spryify<T>(
        functionName: String = #function, arguments: Any?...,
        fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> T {
        await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: fallbackValue, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of the member this is called from; an async `andDo` is awaited.
    /// The `Void` form, for a member that returns nothing.
    public func spryify(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let _: Void = await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of the static member this is called from and returns the stubbed value; an async `andDo` is awaited.
    public static func spryify<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> T {
        await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of the static member this is called from and returns the stubbed value, or `fallbackValue` when no stub matches; an async `andDo` is awaited.
    public static func spryify<T>(
        functionName: String = #function, arguments: Any?...,
        fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> T {
        await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: fallbackValue, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of the static member this is called from; an async `andDo` is awaited.
    /// The `Void` form, for a member that returns nothing.
    public static func spryify(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let _: Void = await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of the member this is called from and returns the stubbed value; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on and an async `andDo` is awaited.
    public func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> T {
        try await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of the member this is called from and returns the stubbed value, or `fallbackValue` when no stub matches; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on and an async `andDo` is awaited.
    public func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> T {
        try await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: fallbackValue, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of the member this is called from; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on and an async `andDo` is awaited.
    /// The `Void` form, for a member that returns nothing.
    public func spryifyThrows(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
        let _: Void = try await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of the static member this is called from and returns the stubbed value; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on and an async `andDo` is awaited.
    public static func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> T {
        try await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of the static member this is called from and returns the stubbed value, or `fallbackValue` when no stub matches; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on and an async `andDo` is awaited.
    public static func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> T {
        try await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: fallbackValue, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of the static member this is called from; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on and an async `andDo` is awaited.
    /// The `Void` form, for a member that returns nothing.
    public static func spryifyThrows(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
        let _: Void = try await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
}
