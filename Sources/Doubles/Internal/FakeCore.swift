/// The work behind every public member of `Spyable`, `Stubbable` and `Spryable`, shared by the instance
/// and static forms.
@usableFromInline
enum FakeCore {
    /// Records a call, reporting a `#function` name that the fake's enum does not list. `isKnown` looks the
    /// name up in the enum; it runs the first time a fake records the name, not on every call. The location is
    /// only worked out for a message.
    ///
    /// Inlined into the fake, so a call on the fake used last, to the name it recorded last, is recorded right
    /// there (``Registry/recordKnownCall(_:functionName:arguments:)``).
    @inlinable
    static func recordCall(
        _ target: FakeTarget, functionName: String, arguments: [Any?], isKnown: () -> Bool,
        enumType: any StringRepresentable.Type, at location: @autoclosure () -> CodeLocation
    ) {
        if Registry.shared.recordKnownCall(target, functionName: functionName, arguments: arguments) { return }
        recordCall(
            target, functionName: functionName, arguments: arguments, isKnown: isKnown, enumType: enumType,
            location: location()
        )
    }

    /// ``recordCall(_:functionName:arguments:isKnown:enumType:at:)`` when its inline path does not apply.
    @usableFromInline
    static func recordCall(
        _ target: FakeTarget, functionName: String, arguments: [Any?], isKnown: () -> Bool,
        enumType: any StringRepresentable.Type, location: CodeLocation
    ) {
        if !Registry.shared.record(target, functionName: functionName, arguments: arguments, isKnown: isKnown) {
            _FailureReporter.fail(
                Misuse.unknownFunction(
                    fake: target.fakeName, enumName: enumName(enumType), functionName: functionName,
                    arguments: arguments, at: location
                ),
                at: location
            )
        }
    }

    /// How the fake asks for its value: which API it calls, and whether that API can throw or suspend.
    @usableFromInline
    struct Request: Sendable {
        let api: String
        let throwing: Bool
        let async: Bool

        @usableFromInline static let spryify = Request(api: "spryify", throwing: false, async: false)
        @usableFromInline static let stubbedValue = Request(api: "stubbedValue", throwing: false, async: false)

        init(api: String, throwing: Bool, async: Bool) {
            self.api = api
            self.throwing = throwing
            self.async = async
        }
    }

    /// What a call resolves to before any conversion to the return type.
    enum Answer {
        /// A stubbed value, still to be converted.
        case value(Any?)
        /// A fallback value, or the empty value after a reported misuse: already of the return type.
        case settled(Any?)
        /// An error for a throwing call.
        case error(Error)
        /// An async implementation to await.
        case suspend(([Any?]) async throws -> Any?)
    }

    /// What a later conversion needs to report a misuse.
    @usableFromInline
    struct Context {
        let target: FakeTarget
        let functionName: String
        let enumType: any StringRepresentable.Type
        let arguments: [Any?]
        let location: CodeLocation
        let request: Request

        @usableFromInline
        init(
            target: FakeTarget, functionName: String, enumType: any StringRepresentable.Type, arguments: [Any?],
            location: CodeLocation, request: Request
        ) {
            self.target = target
            self.functionName = functionName
            self.enumType = enumType
            self.arguments = arguments
            self.location = location
            self.request = request
        }

        /// The enum case's name, worked out only when a message needs it.
        var caseName: String {
            enumType.init(rawValue: functionName).map { "\($0)" } ?? functionName
        }
    }

    /// Records the call (when asked), finds the stub that answers it and resolves the answer, without
    /// converting to the return type. `nameIsKnown` says whether the fake's enum lists `functionName`.
    static func answer(
        _ context: Context, record: Bool, nameIsKnown: Bool, fallback: Any?, hasFallback: Bool, returnType: Any.Type
    ) -> Answer {
        guard nameIsKnown else {
            if record {
                _ = Registry.shared.record(
                    context.target, functionName: context.functionName, arguments: context.arguments, isKnown: { false }
                )
            }
            return unknownName(context, fallback: fallback, hasFallback: hasFallback, returnType: returnType)
        }
        let found = Registry.shared.answer(
            context.target, functionName: context.functionName, arguments: context.arguments, record: record
        )
        return resolve(found, context, fallback: fallback, hasFallback: hasFallback, returnType: returnType)
    }

    /// The answer for a name the fake's enum does not list: the fallback, or the empty value after the
    /// misuse is reported.
    static func unknownName(_ context: Context, fallback: Any?, hasFallback: Bool, returnType: Any.Type) -> Answer {
        if hasFallback { return .settled(fallback) }
        let message = Misuse.unknownFunction(
            fake: context.target.fakeName, enumName: enumName(context.enumType),
            functionName: context.functionName, arguments: context.arguments, at: context.location
        )
        return .settled(Misuse.emptyValueOrStop(message, returning: returnType, at: context.location))
    }

    /// Resolves what the registry found for a call: the registry is asked once per call, since asking records
    /// the call, advances a sequence and lets captors capture.
    static func resolve(
        _ found: Registry.StubAnswer, _ context: Context, fallback: Any?, hasFallback: Bool, returnType: Any.Type
    ) -> Answer {
        switch found {
        case .missing(let stubs):
            if hasFallback { return .settled(fallback) }
            let message = Misuse.missingStub(
                target: context.target, functionName: context.functionName, caseName: context.caseName,
                arguments: context.arguments, returnType: returnType, stubs: stubs
            )
            return .settled(Misuse.emptyValueOrStop(message, returning: returnType, at: context.location))
        case .value(let stub, let position):
            return .value(stub.values[position])
        case .action(let action):
            switch action {
            case .values(let values): return .value(values.last ?? nil)
            case .closure(let body):
                do { return .value(try body(context.arguments)) } catch { return thrown(error, context, returnType) }
            case .error(let error):
                return thrown(error, context, returnType)
            case .asyncClosure(let body):
                guard context.request.async else {
                    return .settled(Misuse.emptyValueOrStop(
                        Misuse.asyncStubOnSyncCall(context), returning: returnType, at: context.location
                    ))
                }
                return .suspend(body)
            }
        }
    }

    /// An error from a stub: thrown on when the fake's call can throw, a misuse when it cannot.
    static func thrown(_ error: Error, _ context: Context, _ returnType: Any.Type) -> Answer {
        if context.request.throwing { return .error(error) }
        return .settled(Misuse.emptyValueOrStop(
            Misuse.throwOnNonThrowingCall(error, context), returning: returnType, at: context.location
        ))
    }

    /// The value for a synchronous, non-throwing call that the inlined fast path could not settle: a stubbed
    /// value still to be converted, a fallback, or the empty value after a reported misuse. `found` is what the
    /// registry answered; it is asked once per call, since asking records the call.
    @usableFromInline
    static func synchronousValue(
        _ found: Registry.StubAnswer, _ target: FakeTarget, functionName: String, arguments: [Any?], record: Bool,
        nameIsKnown: Bool, enumType: any StringRepresentable.Type, fallback: Any?, hasFallback: Bool,
        returnType: Any.Type, at location: CodeLocation
    ) -> Any? {
        let context = Context(
            target: target, functionName: functionName, enumType: enumType, arguments: arguments,
            location: location, request: record ? .spryify : .stubbedValue
        )
        let answer: Answer
        if case .missing = found, !nameIsKnown {
            answer = unknownName(context, fallback: fallback, hasFallback: hasFallback, returnType: returnType)
        } else {
            answer = resolve(found, context, fallback: fallback, hasFallback: hasFallback, returnType: returnType)
        }
        switch answer {
        case .value(let value), .settled(let value): return value
        case .error, .suspend: preconditionFailure("a synchronous, non-throwing call resolved to an error or a suspension")
        }
    }

    /// Reports a stubbed value that is not of the return type, and returns the empty value (or stops).
    @usableFromInline
    static func wrongType(_ value: Any?, _ context: Context, returnType: Any.Type) -> Any? {
        let message = Misuse.wrongType(
            target: context.target, functionName: context.functionName, caseName: context.caseName,
            arguments: context.arguments, value: value, returnType: returnType
        )
        return Misuse.emptyValueOrStop(message, returning: returnType, at: context.location)
    }

    /// A value as `T`, reporting one that is not.
    static func convert<T>(_ value: Any?, _ context: Context) -> T {
        if let typed = value as? T { return typed }
        return wrongType(value, context, returnType: T.self) as! T
    }

    /// The answer for the generic, non-inlined entry points (throwing and async).
    static func ask<F: StringRepresentable, T>(
        _ type: F.Type, target: FakeTarget, functionName: String, arguments: [Any?], record: Bool,
        fallback: Any?, hasFallback: Bool, request: Request, returning: T.Type, at location: CodeLocation
    ) -> (Answer, Context) {
        let context = Context(
            target: target, functionName: functionName, enumType: F.self, arguments: arguments, location: location,
            request: request
        )
        let answer = answer(context, record: record, nameIsKnown: F(rawValue: functionName) != nil,
                            fallback: fallback, hasFallback: hasFallback, returnType: T.self)
        return (answer, context)
    }

    /// The synchronous answer that may throw.
    static func stubbedValueThrows<F: StringRepresentable, T>(
        _ type: F.Type, target: FakeTarget, functionName: String, arguments: [Any?], record: Bool,
        fallbackValue: T?, at location: CodeLocation
    ) throws -> T {
        let request = Request(api: record ? "spryifyThrows" : "stubbedValueThrows", throwing: true, async: false)
        let (answer, context) = ask(
            F.self, target: target, functionName: functionName, arguments: arguments, record: record,
            fallback: fallbackValue, hasFallback: fallbackValue != nil, request: request, returning: T.self, at: location
        )
        switch answer {
        case .value(let value), .settled(let value): return convert(value, context)
        case .error(let error): throw error
        case .suspend: preconditionFailure("a synchronous request resolved to a suspension")
        }
    }

    /// The async answer for a call that cannot throw: a stubbed error is reported as a misuse inside, so none
    /// comes out.
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

    /// The async answer; `throwing` says whether the fake's call can throw.
    static func stubbedValueAsync<F: StringRepresentable, T>(
        _ type: F.Type, target: FakeTarget, functionName: String, arguments: [Any?], record: Bool,
        fallbackValue: T?, throwing: Bool, at location: CodeLocation
    ) async throws -> T {
        let api = (record ? "spryify" : "stubbedValue") + (throwing ? "Throws" : "")
        let request = Request(api: api, throwing: throwing, async: true)
        let (answer, context) = ask(
            F.self, target: target, functionName: functionName, arguments: arguments, record: record,
            fallback: fallbackValue, hasFallback: fallbackValue != nil, request: request, returning: T.self, at: location
        )
        switch answer {
        case .value(let value), .settled(let value):
            return convert(value, context)
        case .error(let error):
            throw error
        case .suspend(let body):
            do {
                return convert(try await body(arguments), context)
            } catch {
                switch thrown(error, context, T.self) {
                case .value(let value), .settled(let value): return convert(value, context)
                case .error(let error): throw error
                case .suspend: preconditionFailure("an error resolved to a suspension")
                }
            }
        }
    }

    static func enumName(_ type: any StringRepresentable.Type) -> String {
        "\(type)".split(separator: ".").last.map(String.init) ?? "Function"
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
        let prepared = expected.isEmpty ? nil : ExpectedArguments(expected)
        var matching: [UInt64] = []
        calls.withUnsafeBufferPointer { calls in
            for index in 0..<calls.count where calls[index].functionName == functionName {
                if prepared?.match(calls[index].arguments) ?? true {
                    matching.append(calls[index].sequenceNumber)
                }
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

extension FakeCore {
    /// The value for a synchronous, non-throwing call, as `T`. Inlined into the fake, so the cast is specialized
    /// for its return type. The commonest call is answered inline by
    /// ``Registry/plainValue(_:functionName:arguments:record:as:)``; after it, a call answered by an `andReturn`
    /// stub whose value is of that type reads the value in place and looks nothing else up: a name that a stub
    /// answers is one of the enum's cases, and the call's location is only worked out for a message.
    @inlinable
    static func value<F: StringRepresentable, T>(
        _ type: F.Type, _ target: FakeTarget, functionName: String, arguments: [Any?], record: Bool,
        fallback: T?, at location: @autoclosure () -> CodeLocation
    ) -> T {
        let registry = Registry.shared
        if let typed = registry.plainValue(
            target, functionName: functionName, arguments: arguments, record: record, as: T.self
        ) {
            return typed
        }
        let found = registry.answer(target, functionName: functionName, arguments: arguments, record: record)
        if case .value(let stub, let position) = found, let typed = stub.value(at: position, as: T.self) {
            return typed
        }
        let value = synchronousValue(
            found, target, functionName: functionName, arguments: arguments, record: record,
            nameIsKnown: F(rawValue: functionName) != nil, enumType: F.self, fallback: fallback,
            hasFallback: fallback != nil, returnType: T.self, at: location()
        )
        if let typed = value as? T { return typed }  // `nil` for an Optional return type
        let context = Context(
            target: target, functionName: functionName, enumType: F.self, arguments: arguments, location: location(),
            request: record ? .spryify : .stubbedValue
        )
        return wrongType(value, context, returnType: T.self) as! T
    }
}
