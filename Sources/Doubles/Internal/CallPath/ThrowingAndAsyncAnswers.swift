// The answers of the throwing and async forms, through the one path of
// ``Answering/outcome(of:_:returnType:)``.

extension Answering {
    private static func ask<F: StringRepresentable>(
        _ type: F.Type, target: FakeTarget, functionName: String, arguments: [Any?], request: Request,
        reportsMissing: Bool, fallback: Fallback?, at location: CodeLocation
    ) -> (Registry.StubAnswer, CallContext) {
        let context = CallContext(
            target: target, functionName: functionName, enumType: F.self, arguments: arguments, location: location,
            request: request, fallback: fallback
        )
        let found = Registry.shared.answer(
            target, functionName: functionName, arguments: arguments, record: request.api == .spryify,
            reportsMissing: reportsMissing
        )
        if target.isType { checkStubOrigin(found, target, functionName, arguments, location) }
        return (found, context)
    }

    /// The value for a synchronous throwing call: the inline path's answer when it has one (``plainAnswer``), else
    /// the general path's. Saves, debug build (`DoublesBenchmarks --time throwing-call doubles 100000`, a stubbed
    /// throwing call, without → with): 1,958 → 697-818 ns in four runs; callgrind: 11,321 → 5,712 instructions in a
    /// debug build, 3,283 → 2,076 in a release build.
    static func stubbedValueThrows<F: StringRepresentable, T>(
        _ type: F.Type, target: FakeTarget, functionName: String, arguments: [Any?], record: Bool,
        fallbackValue: T?, typedError: (any Error.Type)? = nil, at location: CodeLocation
    ) throws -> T {
        if let value = plainAnswer(target, functionName: functionName, arguments: arguments, record: record,
                                   as: T.self) {
            return value
        }
        return try valueThrows(
            asking: F.self, target: target, functionName: functionName, arguments: arguments, record: record,
            fallbackValue: fallbackValue, typedError: typedError, at: location
        )
    }

    /// The value of a synchronous throwing call the inline path could not read.
    static func valueThrows<F: StringRepresentable, T>(
        asking type: F.Type, target: FakeTarget, functionName: String, arguments: [Any?], record: Bool,
        fallbackValue: T?, typedError: (any Error.Type)? = nil, at location: CodeLocation
    ) throws -> T {
        let (found, context) = ask(
            F.self, target: target, functionName: functionName, arguments: arguments,
            request: Request(recording: record, throwing: true, async: false, typedError: typedError),
            reportsMissing: fallbackValue == nil && T.self != Void.self, fallback: fallbackValue.map(Fallback.init),
            at: location
        )
        switch outcome(of: found, context, returnType: T.self) {
        case .value(let value): return try convert(value, context, answeredBy: found)
        case .stubbed(let held): return try convert(held, context, answeredBy: found)
        case .error(let error): throw error
        case .suspend: preconditionFailure("a synchronous request resolved to a suspension")
        }
    }

    /// The async value for a call that cannot throw: a stubbed error is reported as a misuse inside.
    static func stubbedValueAsync<F: StringRepresentable, T>(
        _ type: F.Type, target: FakeTarget, functionName: String, arguments: [Any?], record: Bool,
        fallbackValue: T?, at location: CodeLocation
    ) async -> T {
        do {
            return try await stubbedValueAsync(
                F.self, target: target, functionName: functionName, arguments: arguments, record: record,
                fallbackValue: fallbackValue, throwing: false, at: location
            )
        } catch {
            preconditionFailure("a non-throwing request threw \(error)")
        }
    }

    /// The value for an async call: the inline path's answer when it has one (``plainAnswer``), read before any
    /// suspension, else the general path's. Saves, debug build (`DoublesBenchmarks --time async-call doubles 100000`, a
    /// stubbed async call, without → with): 2,135 → 916-1,008 ns in four runs; callgrind: 13,220 → 7,577 instructions
    /// in a debug build, 4,182 → 3,224 in a release build.
    static func stubbedValueAsync<F: StringRepresentable, T>(
        _ type: F.Type, target: FakeTarget, functionName: String, arguments: [Any?], record: Bool,
        fallbackValue: T?, throwing: Bool, typedError: (any Error.Type)? = nil, at location: CodeLocation
    ) async throws -> T {
        if let value = plainAnswer(target, functionName: functionName, arguments: arguments, record: record,
                                   as: T.self) {
            return value
        }
        return try await valueAsync(
            asking: F.self, target: target, functionName: functionName, arguments: arguments, record: record,
            fallbackValue: fallbackValue, throwing: throwing, typedError: typedError, at: location
        )
    }

    /// The value of an async call the inline path could not read.
    static func valueAsync<F: StringRepresentable, T>(
        asking type: F.Type, target: FakeTarget, functionName: String, arguments: [Any?], record: Bool,
        fallbackValue: T?, throwing: Bool, typedError: (any Error.Type)? = nil, at location: CodeLocation
    ) async throws -> T {
        let (found, context) = ask(
            F.self, target: target, functionName: functionName, arguments: arguments,
            request: Request(recording: record, throwing: throwing, async: true, typedError: typedError),
            reportsMissing: fallbackValue == nil && T.self != Void.self, fallback: fallbackValue.map(Fallback.init),
            at: location
        )
        switch outcome(of: found, context, returnType: T.self) {
        case .value(let value):
            return try convert(value, context, answeredBy: found)
        case .stubbed(let held):
            return try convert(held, context, answeredBy: found)
        case .error(let error):
            throw error
        case .suspend(let body):
            let value: Any?
            do {
                value = result(
                    try await body(arguments), returning: T.self, fallback: context.fallback
                )
            } catch {
                switch thrown(error, context.stubbed(at: found.stubLocation), T.self, byAndDo: true) {
                case .value(let empty): return try convert(empty, context)
                case .error(let error): throw error
                case .stubbed, .suspend: preconditionFailure("an error resolved to a stubbed value or a suspension")
                }
            }
            return try convert(value, context, answeredBy: found)
        }
    }

    /// The value for a synchronous call of a member declared `throws(E)`: an error of another type is a misuse.
    static func stubbedValueThrows<F: StringRepresentable, T, E: Error>(
        _ type: F.Type, target: FakeTarget, functionName: String, arguments: [Any?], record: Bool,
        errorType: E.Type, at location: CodeLocation
    ) throws(E) -> T {
        do {
            return try stubbedValueThrows(
                F.self, target: target, functionName: functionName, arguments: arguments, record: record,
                fallbackValue: nil, typedError: concrete(E.self), at: location
            )
        } catch {
            return try typed(error, as: E.self)
        }
    }

    static func stubbedValueAsync<F: StringRepresentable, T, E: Error>(
        _ type: F.Type, target: FakeTarget, functionName: String, arguments: [Any?], record: Bool,
        errorType: E.Type, at location: CodeLocation
    ) async throws(E) -> T {
        let typedError = concrete(E.self)
        do {
            return try await stubbedValueAsync(
                F.self, target: target, functionName: functionName, arguments: arguments, record: record,
                fallbackValue: nil, throwing: true, typedError: typedError, at: location
            )
        } catch {
            return try typed(error, as: E.self)
        }
    }

    /// `E`, unless it is `any Error`: the error type of a member declared `throws(E)` with a concrete `E`.
    private static func concrete<E: Error>(_ errorType: E.Type) -> (any Error.Type)? {
        E.self == (any Error).self ? nil : E.self
    }

    /// Throws `error` as an `E`. Every error that reaches here is one: ``thrown(_:_:_:)`` has answered a stub's error
    /// of another type as a slip, and a slip of a `throws(E)` member throws `E`'s empty value.
    private static func typed<T, E: Error>(_ error: any Error, as errorType: E.Type) throws(E) -> T {
        guard let typed = error as? E else {
            preconditionFailure("a throws(\(E.self)) member was answered with \(error)")
        }
        throw typed
    }
}
