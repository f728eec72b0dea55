/// The work behind every public member of `Spyable`, `Stubbable` and `Spryable`, shared by the instance
/// and static forms.
enum FakeCore {
    /// The name of the enum case for `functionName`, or `nil` when the fake's enum has none.
    static func caseName<F: StringRepresentable>(_ type: F.Type, for functionName: String) -> String? {
        F(rawValue: functionName).map { "\($0)" }
    }

    /// Reports a `#function` name that the fake's enum does not list. Returns whether the name is known.
    @inline(__always)
    static func checkKnown<F: StringRepresentable>(
        _ type: F.Type, target: FakeTarget, functionName: String, arguments: [Any?], at location: CodeLocation
    ) -> Bool {
        if F(rawValue: functionName) != nil { return true }
        _FailureReporter.fail(unknownMessage(F.self, target, functionName, arguments, location), at: location)
        return false
    }

    static func unknownMessage<F: StringRepresentable>(
        _ type: F.Type, _ target: FakeTarget, _ functionName: String, _ arguments: [Any?], _ location: CodeLocation
    ) -> String {
        Misuse.unknownFunction(
            fake: target.fakeName,
            enumName: "\(F.self)".split(separator: ".").last.map(String.init) ?? "Function",
            functionName: functionName,
            arguments: arguments,
            at: location
        )
    }

    static func recordCall<F: StringRepresentable>(
        _ type: F.Type, target: FakeTarget, functionName: String, arguments: [Any?], at location: CodeLocation
    ) {
        _ = checkKnown(F.self, target: target, functionName: functionName, arguments: arguments, at: location)
        Registry.shared.record(target, functionName: functionName, arguments: arguments)
    }

    /// How the fake asks for its value: which API it calls, and whether that API can throw or suspend.
    struct Request {
        let api: String
        let throwing: Bool
        let async: Bool

        static let plain = Request(api: "spryify", throwing: false, async: false)
    }

    /// What a call resolves to before any suspension: a value, an error to throw, or an async implementation
    /// to await.
    enum Resolution<T> {
        case value(T)
        case error(Error)
        case suspend(([Any?]) async throws -> Any?, context: Context)
    }

    /// What a later conversion needs to report a misuse.
    struct Context {
        let target: FakeTarget
        let functionName: String
        let caseName: String
        let arguments: [Any?]
        let location: CodeLocation
        let request: Request
    }

    /// Finds the stub that answers a call, optionally records the call first, and resolves the answer.
    static func resolve<F: StringRepresentable, T>(
        _ type: F.Type,
        target: FakeTarget,
        functionName: String,
        arguments: [Any?],
        record: Bool,
        fallbackValue: T?,
        request: Request,
        at location: CodeLocation
    ) -> Resolution<T> {
        guard let caseName = caseName(F.self, for: functionName) else {
            if record { Registry.shared.record(target, functionName: functionName, arguments: arguments) }
            if let fallbackValue { return .value(fallbackValue) }
            return .value(Misuse.valueOrStop(
                unknownMessage(F.self, target, functionName, arguments, location), returning: T.self, at: location
            ))
        }
        let stubs = Registry.shared.call(target, functionName: functionName, arguments: arguments, record: record)
        let context = Context(
            target: target, functionName: functionName, caseName: caseName, arguments: arguments, location: location,
            request: request
        )
        guard let stub = chooseStub(from: stubs, functionName: functionName, arguments: arguments) else {
            if let fallbackValue { return .value(fallbackValue) }
            let message = Misuse.missingStub(
                target: target, functionName: functionName, caseName: caseName, arguments: arguments,
                returnType: T.self, stubs: stubs
            )
            return .value(Misuse.valueOrStop(message, returning: T.self, at: location))
        }
        capture(arguments, for: stub)
        switch stub.action {
        case .values(let values):
            return .value(convert(stub.nextValue(from: values), context))
        case .closure(let body):
            stub.markUsed()
            do {
                return .value(convert(try body(arguments), context))
            } catch {
                return thrown(error, context)
            }
        case .error(let error):
            stub.markUsed()
            return thrown(error, context)
        case .asyncClosure(let body):
            stub.markUsed()
            guard request.async else {
                return .value(Misuse.valueOrStop(Misuse.asyncStubOnSyncCall(context), returning: T.self, at: location))
            }
            return .suspend(body, context: context)
        }
    }

    /// An error from a stub: thrown on when the fake's call can throw, a misuse when it cannot.
    static func thrown<T>(_ error: Error, _ context: Context) -> Resolution<T> {
        if context.request.throwing { return .error(error) }
        return .value(Misuse.valueOrStop(Misuse.throwOnNonThrowingCall(error, context), returning: T.self,
                                         at: context.location))
    }

    /// A stubbed value as `T`, or a reported misuse naming both types.
    static func convert<T>(_ value: Any?, _ context: Context) -> T {
        if let typed = value as? T { return typed }
        if value == nil, let empty = emptyValue(of: T.self) { return empty }
        let message = Misuse.wrongType(
            target: context.target, functionName: context.functionName, caseName: context.caseName,
            arguments: context.arguments, value: value, returnType: T.self
        )
        return Misuse.valueOrStop(message, returning: T.self, at: context.location)
    }

    /// The synchronous, non-throwing answer.
    static func stubbedValue<F: StringRepresentable, T>(
        _ type: F.Type, target: FakeTarget, functionName: String, arguments: [Any?], record: Bool,
        fallbackValue: T?, at location: CodeLocation
    ) -> T {
        let request = Request(api: record ? "spryify" : "stubbedValue", throwing: false, async: false)
        switch resolve(F.self, target: target, functionName: functionName, arguments: arguments, record: record,
                       fallbackValue: fallbackValue, request: request, at: location) {
        case .value(let value): return value
        case .error, .suspend: preconditionFailure("a synchronous, non-throwing request resolved to an error or a suspension")
        }
    }

    /// The synchronous answer that may throw.
    static func stubbedValueThrows<F: StringRepresentable, T>(
        _ type: F.Type, target: FakeTarget, functionName: String, arguments: [Any?], record: Bool,
        fallbackValue: T?, at location: CodeLocation
    ) throws -> T {
        let request = Request(api: record ? "spryifyThrows" : "stubbedValueThrows", throwing: true, async: false)
        switch resolve(F.self, target: target, functionName: functionName, arguments: arguments, record: record,
                       fallbackValue: fallbackValue, request: request, at: location) {
        case .value(let value): return value
        case .error(let error): throw error
        case .suspend: preconditionFailure("a synchronous request resolved to a suspension")
        }
    }

    /// The async answer; `throwing` says whether the fake's call can throw.
    static func stubbedValueAsync<F: StringRepresentable, T>(
        _ type: F.Type, target: FakeTarget, functionName: String, arguments: [Any?], record: Bool,
        fallbackValue: T?, throwing: Bool, at location: CodeLocation
    ) async throws -> T {
        let api = (record ? "spryify" : "stubbedValue") + (throwing ? "Throws" : "")
        let request = Request(api: api, throwing: throwing, async: true)
        switch resolve(F.self, target: target, functionName: functionName, arguments: arguments, record: record,
                       fallbackValue: fallbackValue, request: request, at: location) {
        case .value(let value):
            return value
        case .error(let error):
            throw error
        case .suspend(let body, let context):
            do {
                return convert(try await body(arguments), context)
            } catch {
                switch thrown(error, context) as Resolution<T> {
                case .value(let value): return value
                case .error(let error): throw error
                case .suspend: preconditionFailure("an error resolved to a suspension")
                }
            }
        }
    }

    /// The stub that answers: the newest whose `with(...)` arguments match, else the newest without
    /// arguments.
    static func chooseStub(from stubs: [StubEntry], functionName: String, arguments: [Any?]) -> StubEntry? {
        var fallback: StubEntry?
        for stub in stubs.reversed() where stub.functionName == functionName {
            guard let expected = stub.arguments else {
                if fallback == nil { fallback = stub }
                continue
            }
            if Doubles.arguments(arguments, match: expected) { return stub }
        }
        return fallback
    }

    private static func capture(_ arguments: [Any?], for stub: StubEntry) {
        guard let expected = stub.arguments else { return }
        for (index, expectation) in expected.enumerated() {
            if let captor = expectation as? ArgumentCaptor { captor.capture(arguments[index]) }
        }
    }

    /// Counts the calls to `functionName` whose arguments match (any arguments when `expected` is empty).
    static func didCall(
        target: FakeTarget,
        functionName: String,
        caseName: String,
        arguments expected: [SpryEquatable?],
        countSpecifier: CountSpecifier,
        at location: CodeLocation
    ) -> DidCallResult {
        if !expected.isEmpty {
            checkArguments(expected, target: target, functionName: functionName, caseName: caseName,
                           call: "didCall", at: location)
        }
        let calls = Registry.shared.calls(target)
        var matching: [UInt64] = []
        for call in calls where call.functionName == functionName {
            if expected.isEmpty || Doubles.arguments(call.arguments, match: expected) {
                matching.append(call.sequenceNumber)
            }
        }
        let success = countSpecifier.isSatisfied(by: matching.count)
        if success { Registry.shared.markVerified(matching, on: target) }
        return DidCallResult(success: success, matchingCallCount: matching.count, recordedCalls: calls)
    }

    /// Reports expected arguments whose count differs from the function's, or that can never match
    /// because they are not SpryEquatable.
    static func checkArguments(
        _ expected: [SpryEquatable?], target: FakeTarget, functionName: String, caseName: String, call: String,
        at location: CodeLocation
    ) {
        if let count = FunctionName.argumentCount(of: functionName), count != expected.count {
            _FailureReporter.fail(
                Misuse.argumentCount(
                    target: target, functionName: functionName, caseName: caseName, expected: count,
                    given: expected, call: call
                ),
                at: location
            )
        }
        for (position, argument) in expected.enumerated() {
            guard let culprit = nonEquatablePart(of: argument) else { continue }
            _FailureReporter.fail(
                Misuse.notSpryEquatable(
                    target: target, functionName: functionName, position: position, value: culprit,
                    call: "\(call)(.\(caseName))"
                ),
                at: location
            )
        }
    }

    /// The part of an expected argument that is not SpryEquatable: the wrapped value of an Optional, or an
    /// element of an Array or Dictionary.
    private static func nonEquatablePart(of argument: SpryEquatable?) -> Any? {
        guard let value = flattened(argument) else { return nil }
        if !(value is SpryEquatable) { return value }
        if let array = value as? [Any] {
            return array.lazy.compactMap { flattened($0) }.first { !($0 is SpryEquatable) }
        }
        if let dictionary = value as? [AnyHashable: Any] {
            return dictionary.values.lazy.compactMap { flattened($0) }.first { !($0 is SpryEquatable) }
        }
        return nil
    }
}
