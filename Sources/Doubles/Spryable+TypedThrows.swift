// The forms of `spryifyThrows` for members declared `throws(E)`: a stubbed error of type `E` is thrown on; any
// other error is a recorded failure naming both types, and the call returns its empty value instead.

extension Spryable {
    /// Records the call of the member this is called from and returns the stubbed value, for a member declared
    /// `throws(E)`; pass `E.self` as `errorType`. An error of type `E` stubbed with `andThrow` (or thrown by
    /// `andDo`) is thrown on.
    ///
    /// ```swift
    /// func charge(_ amount: Int) throws(PaymentError) -> Receipt {
    ///     try spryifyThrows(arguments: amount, throwing: PaymentError.self)
    /// }
    /// ```
    @discardableResult @_disfavoredOverload
    public func spryifyThrows<T, E: Error>(
        functionName: String = #function, arguments: Any?..., throwing errorType: E.Type,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(E) -> T {
        try Answering.stubbedValueThrows(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            errorType: E.self, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// The async form, for a member declared `async throws(E)`.
    @discardableResult @_disfavoredOverload
    public func spryifyThrows<T, E: Error>(
        functionName: String = #function, arguments: Any?..., throwing errorType: E.Type,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws(E) -> T {
        try await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            errorType: E.self, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// The static form, for a static member declared `throws(E)`.
    @discardableResult @_disfavoredOverload
    public static func spryifyThrows<T, E: Error>(
        functionName: String = #function, arguments: Any?..., throwing errorType: E.Type,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(E) -> T {
        try Answering.stubbedValueThrows(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            errorType: E.self, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// The static async form, for a static member declared `async throws(E)`.
    @discardableResult @_disfavoredOverload
    public static func spryifyThrows<T, E: Error>(
        functionName: String = #function, arguments: Any?..., throwing errorType: E.Type,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws(E) -> T {
        try await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            errorType: E.self, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    // The `Void` forms, to which the generic forms above give way (`@_disfavoredOverload`): without them, a `Void`
    // member's `try spryifyThrows(…, throwing: E.self)` statement gives the generic forms no type to return, and
    // does not compile unless written `return try …`.

    /// The form for a `Void` member declared `throws(E)`; it needs no `return`.
    public func spryifyThrows<E: Error>(
        functionName: String = #function, arguments: Any?..., throwing errorType: E.Type,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(E) {
        let _: Void = try Answering.stubbedValueThrows(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            errorType: E.self, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// The form for a `Void` member declared `async throws(E)`; it needs no `return`.
    public func spryifyThrows<E: Error>(
        functionName: String = #function, arguments: Any?..., throwing errorType: E.Type,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws(E) {
        let _: Void = try await Answering.stubbedValueAsync(
            Function.self, target: .instance(self), functionName: functionName, arguments: arguments, record: true,
            errorType: E.self, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// The form for a static `Void` member declared `throws(E)`; it needs no `return`.
    public static func spryifyThrows<E: Error>(
        functionName: String = #function, arguments: Any?..., throwing errorType: E.Type,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(E) {
        let _: Void = try Answering.stubbedValueThrows(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            errorType: E.self, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// The form for a static `Void` member declared `async throws(E)`; it needs no `return`.
    public static func spryifyThrows<E: Error>(
        functionName: String = #function, arguments: Any?..., throwing errorType: E.Type,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws(E) {
        let _: Void = try await Answering.stubbedValueAsync(
            StaticFunction.self, target: .type(self), functionName: functionName, arguments: arguments, record: true,
            errorType: E.self, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
}
