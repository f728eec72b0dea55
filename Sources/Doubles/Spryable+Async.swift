// The async forms of `spryify`, for fakes of async members.

extension Spryable {
    /// Records the call and returns the calling member's stubbed value; awaits an async `andDo`.
    public func spryify<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> T {
        await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call and returns the calling member's stubbed value, or `fallbackValue` when no stub matches; awaits
    /// an async `andDo`.
    public func spryify<T>(
        functionName: String = #function, arguments: Any?..., fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> T {
        await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: fallbackValue, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of a `Void` member; awaits an async `andDo`.
    public func spryify(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let _: Void = await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call and returns the calling static member's stubbed value; awaits an async `andDo`.
    public static func spryify<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> T {
        await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call and returns the calling static member's stubbed value, or `fallbackValue` when no stub matches;
    /// awaits an async `andDo`.
    public static func spryify<T>(
        functionName: String = #function, arguments: Any?..., fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> T {
        await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: fallbackValue, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of a `Void` static member; awaits an async `andDo`.
    public static func spryify(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let _: Void = await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call and returns the calling member's stubbed value; throws an error stubbed with `andThrow` or
    /// thrown by `andDo` and awaits an async `andDo`.
    public func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> T {
        try await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call and returns the calling member's stubbed value, or `fallbackValue` when no stub matches; throws
    /// an error stubbed with `andThrow` or thrown by `andDo` and awaits an async `andDo`.
    public func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?..., fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> T {
        try await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: fallbackValue, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of a `Void` member; throws an error stubbed with `andThrow` or thrown by `andDo` and awaits an
    /// async `andDo`.
    public func spryifyThrows(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
        let _: Void = try await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call and returns the calling static member's stubbed value; throws an error stubbed with `andThrow`
    /// or thrown by `andDo` and awaits an async `andDo`.
    public static func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> T {
        try await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call and returns the calling static member's stubbed value, or `fallbackValue` when no stub matches;
    /// throws an error stubbed with `andThrow` or thrown by `andDo` and awaits an async `andDo`.
    public static func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?..., fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> T {
        try await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: fallbackValue, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of a `Void` static member; throws an error stubbed with `andThrow` or thrown by `andDo` and
    /// awaits an async `andDo`.
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
