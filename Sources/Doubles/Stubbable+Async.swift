// The async forms of `stubbedValue`, for fakes of async members.

extension Stubbable {
    /// Returns the member's stubbed value; awaits an async `andDo`.
    public func stubbedValue<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> T {
        await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Returns the member's stubbed value, or `fallbackValue` when no stub matches; awaits an async `andDo`.
    public func stubbedValue<T>(
        functionName: String = #function, arguments: Any?..., fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> T {
        await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: fallbackValue, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Answers the call of a `Void` member; awaits an async `andDo`.
    public func stubbedValue(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let _: Void = await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Returns the static member's stubbed value; awaits an async `andDo`.
    public static func stubbedValue<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> T {
        await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Returns the static member's stubbed value, or `fallbackValue` when no stub matches; awaits an async `andDo`.
    public static func stubbedValue<T>(
        functionName: String = #function, arguments: Any?..., fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> T {
        await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: fallbackValue, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Answers the call of a `Void` static member; awaits an async `andDo`.
    public static func stubbedValue(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let _: Void = await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Returns the member's stubbed value; throws a stubbed error and awaits an async `andDo`.
    public func stubbedValueThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> T {
        try await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Returns the member's stubbed value, or `fallbackValue` when no stub matches; throws a stubbed error and awaits
    /// an async `andDo`.
    public func stubbedValueThrows<T>(
        functionName: String = #function, arguments: Any?..., fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> T {
        try await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: fallbackValue, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Answers the call of a `Void` member; throws a stubbed error and awaits an async `andDo`.
    public func stubbedValueThrows(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws {
        let _: Void = try await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Returns the static member's stubbed value; throws a stubbed error and awaits an async `andDo`.
    public static func stubbedValueThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> T {
        try await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Returns the static member's stubbed value, or `fallbackValue` when no stub matches; throws a stubbed error and
    /// awaits an async `andDo`.
    public static func stubbedValueThrows<T>(
        functionName: String = #function, arguments: Any?..., fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> T {
        try await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: fallbackValue, throwing: true, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Answers the call of a `Void` static member; throws a stubbed error and awaits an async `andDo`.
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
