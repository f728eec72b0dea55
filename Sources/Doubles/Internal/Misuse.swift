/// Every message Doubles gives when a fake or a stub is used wrongly, in one place. Each names the fake,
/// the function, the arguments and the fix.
///
/// A misuse is recorded as a test failure, and where it must return a value it returns the return type's empty
/// value (see ``EmptyValueProviding``). Only for a type with no empty value does it stop the process, with the
/// same message.
enum Misuse {
    static func unknownFunction(_ context: CallContext) -> String {
        let fake = context.target.fakeName
        let cases = context.enumCases
        let headline = """
            \(fake).\(context.enumName) has no case for "\(context.functionName)", so the call \
            \(CallFormatter.received(context.arguments)) cannot be matched by name.
            """
        let newCase = FunctionName.suggestedCase(for: context.functionName, avoiding: Set(cases.map(\.name)))
        guard let close = FunctionName.closeCase(to: context.functionName, among: cases) else {
            return """
                \(headline)
                Fix: add this case to \(fake)'s `enum \(context.enumName)`:
                    \(newCase)
                """
        }
        let comparison = """
            Its case `\(close.name)` has the raw value "\(close.rawValue)", and #function gives \
            "\(context.functionName)" here.
            """
        let corrected = "case \(close.name) = \"\(context.functionName)\""
        if close.isTypo {
            return """
                \(headline)
                \(comparison)
                Fix: correct the raw value of `\(close.name)` in \(fake)'s `enum \(context.enumName)`:
                    \(corrected)
                """
        }
        return """
            \(headline)
            \(comparison)
            Fix: if `\(close.name)` is meant for this member, correct its raw value:
                \(corrected)
            otherwise add a case for it to \(fake)'s `enum \(context.enumName)`:
                \(newCase)
            """
    }

    static func missingStub(_ context: CallContext, returnType: Any.Type, stubs: [Stub]) -> String {
        let fake = context.target.fakeName
        let stubList = stubs.isEmpty
            ? "Stubs on \(fake): none"
            : "Stubs on \(fake):\n" + stubs.map { stub in
                ["    \(stub.description)"]
                    + CallFormatter.alikeMismatches(expected: stub.arguments, actual: context.arguments)
                        .map { "        \($0)" }
            }.joined().joined(separator: "\n")
        guard returnType != Never.self else {
            return """
                \(fake) has no stub for \(context.functionName) that matches the call \
                \(CallFormatter.received(context.arguments)).
                \(stubList)
                \(neverFix(context))
                """
        }
        return """
            \(fake) has no stub for \(context.functionName) -> \(TypeName.of(returnType)) that matches the call \
            \(CallFormatter.received(context.arguments)).
            \(stubList)
            Fix: stub it before the call, for example \
            `\(context.target.receiverInFix).stub(.\(context.caseName)).andReturn(…)`\(relaxAdvice(context, returnType)).
            """
    }

    /// The other fix for a missing stub, where relaxing helps: the return type has an empty value.
    private static func relaxAdvice(_ context: CallContext, _ returnType: Any.Type) -> String {
        guard emptyValue(ofType: returnType) != nil else { return "" }
        return ", or, for a fake this test does not check, call `\(context.target.receiverInFix).relax()` first"
    }

    /// The fix for a member whose fake asks for `Never`, as a generated fake does for a member that returns a
    /// generic parameter declared `~Copyable`: no stubbed value can be returned, only an error thrown.
    static func neverFix(_ context: CallContext) -> String {
        """
        Its result may be noncopyable, which no stub can hold, so the fake asks for Never: no value can be \
        returned, only an error thrown.
        Fix: stub it with an error, for example \
        `\(context.target.receiverInFix).stub(.\(context.caseName)).andThrow(…)`, or write this member by hand.
        """
    }

    static func wrongType(_ context: CallContext, value: Any?, returnType: Any.Type) -> String {
        let valueType = flattened(value).map { TypeName.of(value: $0) } ?? "nil"
        guard returnType != Never.self else {
            return """
                \(context.target.fakeName).\(context.functionName) is stubbed to return \
                <\(CallFormatter.value(value))> (called \(CallFormatter.received(context.arguments))).
                \(neverFix(context))
                """
        }
        let returnName = TypeName.of(returnType)
        return """
            \(context.target.fakeName).\(context.functionName) is stubbed to return <\(CallFormatter.value(value))> \
            of type \(valueType), but it returns \(returnName) (called \(CallFormatter.received(context.arguments))).
            Fix: stub it with a value of type \(returnName), for example \
            `\(context.target.receiverInFix).stub(.\(context.caseName)).andReturn(…)`.
            """
    }

    static func throwOnNonThrowingCall(_ error: Error, _ context: CallContext) -> String {
        let call = context.request.async ? "await \(context.request.name)" : context.request.name
        let fix = context.request.async ? "try await" : "try"
        return """
            \(context.target.fakeName).\(context.functionName) is stubbed to throw <\(error)>, but the fake calls \
            \(call)(arguments:), which cannot throw (called \(CallFormatter.received(context.arguments))).
            Fix: make the member `throws` and call `\(fix) \(context.request.throwingForm.name)(arguments:)` in the \
            fake, or stub it with andReturn.
            """
    }

    static func wrongErrorType(_ error: any Error, expected: Any.Type, _ context: CallContext) -> String {
        let expectedName = TypeName.of(expected)
        return """
            \(context.target.fakeName).\(context.functionName) is stubbed to throw <\(error)> of type \
            \(TypeName.of(value: error)), but it throws only \(expectedName) \
            (called \(CallFormatter.received(context.arguments))).
            Fix: stub it with `andThrow(…)` and an error of type \(expectedName).
            """
    }

    static func asyncStubOnSyncCall(_ context: CallContext) -> String {
        """
        \(context.target.fakeName).\(context.functionName) is stubbed with an async andDo, but the fake calls the \
        synchronous \(context.request.name)(arguments:) (called \(CallFormatter.received(context.arguments))).
        Fix: make the member `async` and call `await \(context.request.name)(arguments:)` in the fake, or stub it \
        with a synchronous andDo.
        """
    }

    static func duplicateStub(
        target: FakeTarget, stub: Stub, caseName: String, replacedFromOtherTest: Bool = false
    ) -> String {
        let headline = """
            \(target.fakeName) already has a stub for \(CallFormatter.call(stub.functionName, expected: stub.arguments)); \
            the new one replaces it.
            """
        guard !replacedFromOtherTest else {
            return """
                \(headline)
                The stub it replaces was made by another test: static stubs are shared by every test in the process.
                \(TestOrigin.isolationFix)
                """
        }
        return """
            \(headline)
            Fix: use `\(target.receiverInFix).stubAgain(.\(caseName))` to replace a stub on purpose, or call \
            resetStubs() first.
            """
    }

    static func argumentCount(
        target: FakeTarget, functionName: String, caseName: String, expected: Int, given: [SpryEquatable?],
        call: String
    ) -> String {
        """
        \(call)(.\(caseName)) on \(target.fakeName) gives \(given.count) \(given.count == 1 ? "argument" : "arguments") \
        (\(CallFormatter.arguments(given))), but \(functionName) takes \(expected).
        Fix: give one argument per parameter, using Argument.anything for those that do not matter.
        """
    }

    static func notSpryEquatable(
        target: FakeTarget, functionName: String, position: Int, value: Any, argument: Any?, call: String
    ) -> String {
        let typeName = TypeName.of(value: value)
        let argumentType = flattened(argument).map { TypeName.of(value: $0) } ?? typeName
        let what = argumentType == typeName
            ? "of type \(typeName)"
            : "of type \(argumentType), which holds a value of type \(typeName)"
        return """
            \(call) for \(target.fakeName).\(functionName) has an argument at position \(position + 1) \(what), \
            \(neverMatches(typeName))
            """
    }

    /// Why a value of `typeName` can never match, and the fix.
    static func neverMatches(_ typeName: String) -> String {
        """
        which is neither Equatable nor SpryEquatable, so it can never match.
        Fix: make \(typeName) Equatable (`extension \(typeName): Equatable {}` compares every stored property), \
        or, for a class compared by identity, add `extension \(typeName): SpryEquatable {}`; or use \
        Argument.pass { … } to check it yourself.
        """
    }

    static func unfinishedStub(target: FakeTarget, functionName: String, caseName: String) -> String {
        """
        \(target.receiverInFix).stub(.\(caseName)) on \(target.fakeName) for \(functionName) was never given \
        anything to do, so it was not added.
        Fix: finish it with .andReturn(…), .andDo { arguments in … } or .andThrow(…).
        """
    }

    static func captorOutOfRange(index: Int, captured: Int, type: Any.Type) -> String {
        """
        ArgumentCaptor.getValue(at: \(index), as: \(TypeName.of(type)).self) read past what was captured: \
        \(captured == 0 ? "nothing was captured" : "only \(captured) \(captured == 1 ? "value was" : "values were") captured").
        Fix: make sure the stub holding this captor was the one chosen for the call, or read an index below \
        \(captured).
        """
    }

    static func captorWrongType(index: Int, value: Any?, type: Any.Type) -> String {
        let actualType = flattened(value).map { TypeName.of(value: $0) } ?? "nil"
        return """
            ArgumentCaptor.getValue(at: \(index), as: \(TypeName.of(type)).self) found \
            <\(CallFormatter.value(value))> of type \(actualType).
            Fix: read it as \(actualType).self.
            """
    }

    /// How a slip in a fake's member is answered.
    enum Answer {
        /// The empty value of the return type.
        case value(Any?)
        /// An error for the member to throw, when the return type has no empty value.
        case error(DoublesError)
    }

    /// Records `message` as a failure of the running test and answers the call with the empty value of `type`
    /// (see ``EmptyValueProviding``); with `error` when there is none and the member can throw it; otherwise it
    /// stops the process.
    static func answer(
        _ message: String, returning type: Any.Type, _ context: CallContext, error: DoublesError
    ) -> Answer {
        if let empty = emptyValue(ofType: type) {
            _FailureReporter.failInFake(message, at: context.location)
            return .value(empty)
        }
        let fakeModule = TypeName.qualified(context.target.fakeType).module
        if context.request.throwsAnyError {
            let consequence = "so the call throws \(error.caseName), and the code under test takes its error path."
            let why = type == Never.self
                ? "So the call throws \(error.caseName), and the code under test takes its error path."
                : noEmptyValue(type, fakeModule: fakeModule, consequence)
            _FailureReporter.failInFake(message + "\n" + why, at: context.location)
            return .error(error)
        }
        stop(message, type, fakeModule: fakeModule, at: context.location)
    }

    /// Records `message` as a failure and returns the empty value of `type` (see ``EmptyValueProviding``), or
    /// stops the process when it has none. For slips outside a fake's member, such as reading a captor.
    static func emptyValueOrStop(_ message: String, returning type: Any.Type, at location: CodeLocation) -> Any? {
        if let empty = emptyValue(ofType: type) {
            _FailureReporter.fail(message, at: location)
            return empty
        }
        stop(message, type, fakeModule: nil, at: location)
    }

    private static func stop(_ message: String, _ type: Any.Type, fakeModule: String?, at location: CodeLocation) -> Never {
        guard type != Never.self else { fatalError("\(location): \(message)\nSo the test process stops here.") }
        let consequence = "so the test process stops here."
        fatalError("\(location): \(message)\n\(noEmptyValue(type, fakeModule: fakeModule, consequence))")
    }

    /// Why a slip cannot be answered with a value, what happens instead, and how to give the type an empty value,
    /// written so that it compiles in the test target: the type's name qualified with its module when it is not
    /// the fake's, `@retroactive` where another package declares it, and, for a tuple, which cannot be extended,
    /// the element type that lacks one.
    static func noEmptyValue(_ type: Any.Type, fakeModule: String?, _ consequence: String) -> String {
        var headline = "No value of \(TypeName.of(type)) can be returned, \(consequence)"
        var lacking = type
        if let element = EmptyValue.elementWithoutEmptyValue(in: type) {
            headline = """
                No value of \(TypeName.of(type)) can be returned: a tuple's empty value is made of its elements', \
                and \(TypeName.of(element)) has none; \(consequence)
                """
            lacking = element
        }
        let (qualified, module) = TypeName.qualified(lacking)
        let elsewhere = module != nil && module != fakeModule
        let name = elsewhere ? qualified : TypeName.of(lacking)
        // `@retroactive` is required for a type of another package and refused for one of this package, which the
        // runtime cannot tell apart; a test target is usually named after the module it tests (`ShopTests`).
        let samePackage = module.map { fakeModule?.hasPrefix($0) ?? false } ?? true
        let conformance = elsewhere && !samePackage ? "@retroactive EmptyValueProviding" : "EmptyValueProviding"
        var retroactiveNote = ""
        if let module, elsewhere {
            retroactiveNote = samePackage
                ? "\nAdd `@retroactive` before EmptyValueProviding if \(module) comes from another package."
                : "\nWrite `@retroactive` only when \(module) comes from another package; leave it out for a module of this package."
        }
        let requirement = "public static var emptyValue: \(name) { … }"
        return """
            \(headline)
            Fix: stub the call, or give \(name) an empty value in the test target:
                extension \(name): \(conformance) {
                    \(requirement)
                }\(retroactiveNote)
            """
    }

    /// Records `message` as a failure and returns the empty value of `T`, or stops the process when `T` has
    /// none.
    static func valueOrStop<T>(_ message: String, returning type: T.Type, at location: CodeLocation) -> T {
        emptyValueOrStop(message, returning: T.self, at: location) as! T
    }

    static func captorOutOfRange<T>(index: Int, captured: Int, as type: T.Type, at location: CodeLocation) -> T {
        valueOrStop(captorOutOfRange(index: index, captured: captured, type: T.self), returning: T.self, at: location)
    }

    static func captorWrongType<T>(index: Int, value: Any?, as type: T.Type, at location: CodeLocation) -> T {
        valueOrStop(captorWrongType(index: index, value: value, type: T.self), returning: T.self, at: location)
    }
}
