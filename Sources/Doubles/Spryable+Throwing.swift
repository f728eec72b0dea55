// The throwing forms of `spryify`, for fakes of throwing members.

extension Spryable {
    /// Records the call of the member this is called from and returns the stubbed value; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on.
    public func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> T {
        try Answering.stubbedValueThrows(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of the member this is called from and returns the stubbed value, or `fallbackValue` when no stub matches; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on.
    public func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> T {
        try Answering.stubbedValueThrows(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: fallbackValue, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of the member this is called from; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on.
    /// The `Void` form, for a member that returns nothing.
    public func spryifyThrows(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        let _: Void = try Answering.stubbedValueThrows(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of the static member this is called from and returns the stubbed value; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on.
    public static func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> T {
        try Answering.stubbedValueThrows(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of the static member this is called from and returns the stubbed value, or `fallbackValue` when no stub matches; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on.
    public static func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> T {
        try Answering.stubbedValueThrows(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: fallbackValue, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of the static member this is called from; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on.
    /// The `Void` form, for a member that returns nothing.
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
