// The throwing forms of `stubbedValue`, for fakes of throwing members.

extension Stubbable {
    /// Returns the stubbed value for the member this is called from; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on.
    public func stubbedValueThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> T {
        try Answering.stubbedValueThrows(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Returns the stubbed value, or `fallbackValue` when no stub matches for the member this is called from; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on.
    public func stubbedValueThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> T {
        try Answering.stubbedValueThrows(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: fallbackValue, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Answers the call of the member this is called from; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on.
    /// The `Void` form, for a member that returns nothing.
    public func stubbedValueThrows(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        let _: Void = try Answering.stubbedValueThrows(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Returns the stubbed value for the static member this is called from; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on.
    public static func stubbedValueThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> T {
        try Answering.stubbedValueThrows(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Returns the stubbed value, or `fallbackValue` when no stub matches for the static member this is called from; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on.
    public static func stubbedValueThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> T {
        try Answering.stubbedValueThrows(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: fallbackValue, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Answers the call of the static member this is called from; an error stubbed with `andThrow` (or thrown by `andDo`) is thrown on.
    /// The `Void` form, for a member that returns nothing.
    public static func stubbedValueThrows(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        let _: Void = try Answering.stubbedValueThrows(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: false,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
}
