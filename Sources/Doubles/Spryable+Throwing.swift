// The throwing forms of `spryify`, for fakes of throwing members. A stubbed error is one stubbed with `andThrow`
// or thrown by `andDo`.

extension Spryable {
    /// Records the call and returns the member's stubbed value; throws a stubbed error.
    public func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> T {
        try Answering.stubbedValueThrows(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call and returns the member's stubbed value, or `fallbackValue` when no stub matches; throws a
    /// stubbed error.
    public func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?..., fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> T {
        try Answering.stubbedValueThrows(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: fallbackValue, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of a `Void` member; throws a stubbed error.
    public func spryifyThrows(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws {
        let _: Void = try Answering.stubbedValueThrows(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call and returns the static member's stubbed value; throws a stubbed error.
    public static func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> T {
        try Answering.stubbedValueThrows(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call and returns the static member's stubbed value, or `fallbackValue` when no stub matches; throws
    /// a stubbed error.
    public static func spryifyThrows<T>(
        functionName: String = #function, arguments: Any?..., fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws -> T {
        try Answering.stubbedValueThrows(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            fallbackValue: fallbackValue, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Records the call of a `Void` static member; throws a stubbed error.
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
