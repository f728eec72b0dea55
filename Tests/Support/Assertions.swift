import DoublesMatchers
import Testing

/// Checks that `closure` makes exactly one failing expectation, with exactly `message`.
public func failsWithMessage(
    _ message: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ closure: () throws -> Void
) rethrows {
    let failures = try gatherFailingExpectations(silently: true, closure: closure)
    #expect(failures.map(\.message.stringValue) == [message], sourceLocation: sourceLocation)
}

/// Checks that `closure` records exactly these failures, in this order.
public func failsWithMessages(
    _ messages: [String],
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ closure: () throws -> Void
) rethrows {
    let failures = try gatherFailingExpectations(silently: true, closure: closure)
    #expect(failures.map(\.message.stringValue) == messages, sourceLocation: sourceLocation)
}

/// Checks that `closure` makes at least one expectation and that every one passes.
public func passes(sourceLocation: Testing.SourceLocation = #_sourceLocation, _ closure: () throws -> Void) rethrows {
    let records = try gatherExpectations(silently: true, closure: closure)
    #expect(!records.isEmpty, "no expectation was made", sourceLocation: sourceLocation)
    #expect(records.filter { !$0.success }.map(\.message.stringValue) == [], sourceLocation: sourceLocation)
}

/// The async form of ``failsWithMessage(_:sourceLocation:_:)``.
public func failsWithMessage(
    _ message: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    isolation: isolated (any Actor)? = #isolation,
    _ closure: () async throws -> Void
) async rethrows {
    let failures = try await gatherFailingExpectations(silently: true, closure: closure)
    #expect(failures.map(\.message.stringValue) == [message], sourceLocation: sourceLocation)
}

/// The async form of ``passes(sourceLocation:_:)``.
public func passes(
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    isolation: isolated (any Actor)? = #isolation,
    _ closure: () async throws -> Void
) async rethrows {
    let records = try await gatherExpectations(silently: true, closure: closure)
    #expect(!records.isEmpty, "no expectation was made", sourceLocation: sourceLocation)
    #expect(records.filter { !$0.success }.map(\.message.stringValue) == [], sourceLocation: sourceLocation)
}
