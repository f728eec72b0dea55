/// A place in the source: where an expectation, a stub or a faked call was written, and where its failures are
/// reported, so Xcode and `swift test` point at the line.
public struct CodeLocation: Sendable, CustomStringConvertible {
    /// The file as `#fileID` names it, for example `MyAppTests/LoginTests.swift`.
    public let fileID: String
    /// The full path of the file, as `#filePath` gives it.
    public let filePath: StaticString
    /// The line, starting at 1.
    public let line: UInt
    /// The column, starting at 1.
    public let column: UInt

    /// Creates a location; the defaults capture the caller's position.
    public init(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The full path of the file: Nimble's name for ``filePath``, kept for helpers written against Nimble.
    @available(*, deprecated, renamed: "filePath")
    public var file: StaticString { filePath }

    /// `fileID:line:column`.
    public var description: String { "\(fileID):\(line):\(column)" }
}
