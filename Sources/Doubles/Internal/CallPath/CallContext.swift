/// Which API a fake's member called: what a misuse message names, and what it may do with an error or async stub.
@usableFromInline
struct Request: Sendable {
    /// The family of the call: `spryify` records the call, `stubbedValue` does not.
    @usableFromInline
    enum API: String, Sendable {
        case spryify
        case stubbedValue
    }

    let api: API
    let throwing: Bool
    let async: Bool
    /// Whether the member throws and is not `throws(E)` with a concrete `E`, so it can throw any error, ``DoublesError``
    /// included.
    let throwsAnyError: Bool
    /// The concrete `E` of a member declared `throws(E)`, whose empty value a slip throws when the return type has
    /// none; `nil` otherwise.
    let typedError: (any Error.Type)?

    @usableFromInline static let spryify = Request(api: .spryify, throwing: false, async: false)
    @usableFromInline static let stubbedValue = Request(api: .stubbedValue, throwing: false, async: false)

    @usableFromInline
    init(api: API, throwing: Bool, async: Bool, typedError: (any Error.Type)? = nil) {
        self.api = api
        self.throwing = throwing
        self.async = async
        throwsAnyError = throwing && typedError == nil
        self.typedError = throwing ? typedError : nil
    }

    /// The request that records the call, or not. `typedError` is the `E` of a member declared `throws(E)`.
    @usableFromInline
    init(recording: Bool, throwing: Bool, async: Bool, typedError: (any Error.Type)? = nil) {
        self.init(api: recording ? .spryify : .stubbedValue, throwing: throwing, async: async, typedError: typedError)
    }

    /// The API's name as the fake spells it: `spryify`, `stubbedValueThrows`.
    var name: String {
        api.rawValue + (throwing ? "Throws" : "")
    }

    var throwingForm: Request {
        Request(api: api, throwing: true, async: async)
    }
}

/// A member's `fallbackValue`, boxed: a context without one then copies as cheaply as one with no such field, where
/// an `Any??` field cost each throwing or async call some 450 instructions of an optimized build.
@usableFromInline
final class Fallback {
    let value: Any?

    @usableFromInline
    init(_ value: Any?) {
        self.value = value
    }
}

/// Everything about one call that answering it and a message about it may need.
@usableFromInline
struct CallContext {
    let target: FakeTarget
    let functionName: String
    let enumType: any StringRepresentable.Type
    let arguments: [Any?]
    let location: CodeLocation
    let request: Request
    /// Where the stub whose value answers the call was made, for a message about that value.
    @usableFromInline var stubLocation: CodeLocation?
    /// The member's `fallbackValue`, if it gives one: what a call answers that no stub answers, and what a slip of its
    /// stub answers (``Misuse/answer(_:returning:_:error:)``).
    let fallback: Fallback?
    /// Whether the value a message is about came from the stub's `andDo`, not its `andReturn`.
    var byAndDo = false

    @usableFromInline
    init(
        target: FakeTarget, functionName: String, enumType: any StringRepresentable.Type, arguments: [Any?],
        location: CodeLocation, request: Request, fallback: Fallback? = nil
    ) {
        self.fallback = fallback
        self.target = target
        self.functionName = functionName
        self.enumType = enumType
        self.arguments = arguments
        self.location = location
        self.request = request
    }

    /// This context, for a message about the stub made at `location`.
    func stubbed(at location: CodeLocation?) -> CallContext {
        var context = self
        context.stubLocation = location
        return context
    }

    /// This context, for a message about the value that the stub `found` gave: where it was made, and how.
    @usableFromInline
    func answered(by found: Registry.StubAnswer) -> CallContext {
        var context = stubbed(at: found.stubLocation)
        if case .chosen(let stub, _) = found {
            switch stub.action {
            case .closure, .asyncClosure: context.byAndDo = true
            case .values, .error: break
            }
        }
        return context
    }

    var nameIsKnown: Bool {
        enumType.init(rawValue: functionName) != nil
    }

    /// The enum case's name, worked out only when a message needs it.
    var caseName: String {
        enumType.init(rawValue: functionName).map { "\($0)" } ?? functionName
    }

    /// The enum's cases, with their raw values; read only for a message.
    var enumCases: [(name: String, rawValue: String)] {
        func cases<Names: StringRepresentable>(of type: Names.Type) -> [(name: String, rawValue: String)] {
            Names.allCases.map { ("\($0)", $0.rawValue) }
        }
        return cases(of: enumType)
    }

    /// The enum's own name: `Function` or `StaticFunction`.
    var enumName: String {
        "\(enumType)".split(separator: ".").last.map(String.init) ?? "Function"
    }
}
