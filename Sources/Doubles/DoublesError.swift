/// What a throwing fake member throws after a slip when its return type has no empty value (see
/// ``EmptyValueProviding``), so the code under test takes its error path; the slip is recorded as a test failure.
///
/// ```swift
/// // `send` is `async throws` and returns a tuple holding a class with no empty value; no stub was made.
/// do {
///     _ = try await transport.send(request)
/// } catch DoublesError.missingStub(let fake, let function) {
///     // fake == "FakeTransport", function == "send(_:)"
/// }
/// ```
///
/// A member declared `throws(E)` with a concrete `E` cannot throw this error; with no empty value, it stops the
/// process as a non-throwing member does.
public enum DoublesError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No stub answered the call of `function` on `fake`.
    case missingStub(fake: String, function: String)
    /// A stub answered the call of `function` on `fake` with what the member cannot return: a value of another
    /// type, or an async implementation for a synchronous member.
    case unusableStub(fake: String, function: String)

    /// How the case is spelled in source, for messages.
    var caseName: String {
        switch self {
        case .missingStub: return "DoublesError.missingStub"
        case .unusableStub: return "DoublesError.unusableStub"
        }
    }

    /// The error's case, the fake and the function, for a message of the code under test.
    public var description: String {
        switch self {
        case .missingStub(let fake, let function):
            return "DoublesError.missingStub: \(fake) has no stub for \(function)"
        case .unusableStub(let fake, let function):
            return "DoublesError.unusableStub: \(fake)'s stub for \(function) gives what it cannot return"
        }
    }
}
