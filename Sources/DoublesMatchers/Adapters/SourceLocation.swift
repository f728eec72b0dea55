import Doubles

/// Where an expectation was written, as Nimble's assertion handlers and ``AssertionRecord`` name it: the same
/// type as Doubles' `CodeLocation`, with `fileID`, `filePath`, `line` and `column`.
///
/// A test file that imports both Swift Testing and DoublesMatchers, as one that imports Nimble, names Swift
/// Testing's type `Testing.SourceLocation`.
public typealias SourceLocation = CodeLocation

/// The type of a file path passed on by a helper that forwards its caller's location:
/// `file: FileString = #filePath`.
public typealias FileString = StaticString
