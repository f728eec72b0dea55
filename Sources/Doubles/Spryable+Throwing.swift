// The throwing forms of `spryify`, for fakes of throwing members.

extension Spryable {
    /// Records the call and returns the calling member's stubbed value; throws an error stubbed with `andThrow` or
    /// thrown by `andDo`.
    public func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> T {
        try Answering.stubbedValueThrows(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call and returns the calling member's stubbed value, or `fallbackValue` when no stub matches; throws
    /// an error stubbed with `andThrow` or thrown by `andDo`.
    public func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?..., fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> T {
        try Answering.stubbedValueThrows(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: fallbackValue, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of a `Void` member; throws an error stubbed with `andThrow` or thrown by `andDo`.
    public func spryifyThrows(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        let _: Void = try Answering.stubbedValueThrows(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call and returns the calling static member's stubbed value; throws an error stubbed with `andThrow`
    /// or thrown by `andDo`.
    public static func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> T {
        try Answering.stubbedValueThrows(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call and returns the calling static member's stubbed value, or `fallbackValue` when no stub matches;
    /// throws an error stubbed with `andThrow` or thrown by `andDo`.
    public static func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?..., fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> T {
        try Answering.stubbedValueThrows(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: fallbackValue, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of a `Void` static member; throws an error stubbed with `andThrow` or thrown by `andDo`.
    public static func spryifyThrows(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        let _: Void = try Answering.stubbedValueThrows(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
}
