// What a slip answers: the empty value, an error the member can throw, a value of the test's own, or a stop.

extension Misuse {
    /// How a slip in a fake's member is answered.
    enum Answer {
        case value(Any?)
        /// An error to throw where the return type has no empty value: a ``DoublesError``, or an empty typed error.
        case error(any Error)
    }

    /// Records `message` as a failure and answers with the member's fallback value, `type`'s empty value, an error the
    /// member can throw, or a stop.
    static func answer(
        _ message: String, returning type: Any.Type, _ context: CallContext, error: DoublesError
    ) -> Answer {
        // The test's own value, as when no stub answers: an `inout` parameter written back from it keeps its value.
        if let fallback = context.fallback {
            let note = "\nThe call returns the member's fallbackValue, as when no stub answers."
            _FailureReporter.failInFake(message + note, at: context.location)
            return .value(fallback.value)
        }
        if let empty = emptyValue(ofType: type) {
            _FailureReporter.failInFake(message + returnedNote(empty, type), at: context.location)
            return .value(empty)
        }
        let fakeModule = TypeName.qualified(context.target.fakeType).module
        if context.request.throwsAnyError {
            let consequence = "so the call throws \(error.caseName), and the code under test takes its error path."
            let why = type == Never.self
                ? "So the call throws \(error.caseName), and the code under test takes its error path."
                : noEmptyValue(type, fakeModule: fakeModule, consequence, stops: false)
            _FailureReporter.failInFake(message + "\n" + why, at: context.location)
            return .error(error)
        }
        if let errorType = context.request.typedError, case let empty?? = emptyValue(ofType: errorType),
           let thrown = empty as? any Error {
            let consequence = """
                so the call throws <\(thrown)>, the empty value of \(TypeName.of(errorType)), and the code under test \
                takes its error path.
                """
            let why = type == Never.self
                ? "So the call throws <\(thrown)>, the empty value of \(TypeName.of(errorType))."
                : noEmptyValue(type, fakeModule: fakeModule, consequence, stops: false)
            _FailureReporter.failInFake(message + "\n" + why, at: context.location)
            return .error(thrown)
        }
        if let (own, stub) = ownValue(returning: type, context) {
            _FailureReporter.failInFake(message + "\n" + """
                \(TypeName.of(type)) has no empty value, so the call returns a value of the stub at \(stub.location), \
                for the run to go on.
                """, at: context.location)
            return .value(own)
        }
        // The calling line, which a crash's backtrace shows only to a reader who knows where to look.
        let caller = CallerLocation.note(fakeFile: "\(context.location.filePath)", fakeLine: context.location.line)
        stop(message, type, fakeModule: fakeModule, at: context.location, caller: caller)
    }

    /// What the call returns, where that is a value the code under test may take for a real answer (a case, a struct,
    /// a date), not one plainly empty (`nil`, `0`, `""`, `false`, `[]`, `[:]`); else nothing.
    private static func returnedNote(_ empty: Any?, _ type: Any.Type) -> String {
        func isPlainlyEmpty(_ value: Any?) -> Bool {
            let plainlyEmpty = ["nil", "0", "0.0", "\"\"", "false", "[]", "[:]", "()", "(Function)", "0 bytes"]
            if plainlyEmpty.contains(CallFormatter.value(value)) { return true }
            guard let value = flattened(value), Mirror(reflecting: value).displayStyle == .tuple else { return false }
            return Mirror(reflecting: value).children.allSatisfy { isPlainlyEmpty($0.value) }
        }
        guard !isPlainlyEmpty(empty) else { return "" }
        // A finished stream, say, prints its machinery, not that it ends before giving a value.
        let returned = (type as? any GenericEmptyMaking.Type)?.genericEmptyDescription
            ?? "<\(CallFormatter.value(empty))>"
        return "\nThe call returns \(returned), the empty value of \(TypeName.of(type)), "
            + "and the code under test goes on with it."
    }

    /// A value of the test's own for a slip whose return type has no empty value, rather than a stop: the newest
    /// `andReturn` value of `type` among the member's stubs that the running test counts (another test's are not its).
    private static func ownValue(returning type: Any.Type, _ context: CallContext) -> (Any?, StubEntry)? {
        func isOfType(_ value: Any?) -> Bool {
            // An `andAnswer` error in the values is no value to return.
            func cast<T>(_: T.Type) -> Bool { !(value is SequencedError) && Answering.cast(value, to: T.self) != nil }
            return _openExistential(type, do: cast)
        }
        let running = context.target.origin
        for stub in Registry.shared.stubs(context.target).reversed()
        where stub.functionName == context.functionName && stub.returnsValues
            && TestOrigin.counts(stub.origin, for: running) {
            if let value = stub.sequence.values.last(where: isOfType) { return (value, stub) }
        }
        return nil
    }

    /// ``answer(_:returning:_:error:)`` for slips outside a fake's member, such as reading a captor: nothing to throw.
    static func emptyValueOrStop(_ message: String, returning type: Any.Type, at location: CodeLocation) -> Any? {
        if let empty = emptyValue(ofType: type) {
            _FailureReporter.fail(message, at: location)
            return empty
        }
        stop(message, type, fakeModule: nil, at: location)
    }

    private static func stop(
        _ message: String, _ type: Any.Type, fakeModule: String?, at location: CodeLocation, caller: String? = nil
    ) -> Never {
        let ending = caller.map { "\n" + $0 } ?? ""
        guard type != Never.self else {
            fatalError("\(location): \(message)\nSo the test process stops here.\(ending)")
        }
        let consequence = "so the test process stops here."
        fatalError("\(location): \(message)\n\(noEmptyValue(type, fakeModule: fakeModule, consequence))\(ending)")
    }

    /// Why a slip cannot be answered with a value, what happens instead, and a fix that compiles in the test target,
    /// for the type that lacks a value (`type` or a part of it): ``EmptyValues/register(_:_:)``, which compiles for
    /// any type, named with its module where that is not the fake's, or ``EmptyValueProviding`` for a non-generic
    /// struct or enum of the fake's module. `stops`: whether the slip stops the process, rather than throwing.
    static func noEmptyValue(
        _ type: Any.Type, fakeModule: String?, _ consequence: String, stops: Bool = true
    ) -> String {
        // The part lacking a value, and for a struct, the stored property why; the fix names the struct itself, as a
        // property's type may be one a test cannot name.
        let lacking = EmptyValue.elementWithoutEmptyValue(in: type) ?? type
        let property = EmptyValue.propertyWithoutEmptyValue(of: lacking).map {
            "stored property `\($0.name)` is \($0.why)"
        }
        let why: String? = switch (lacking == type, property) {
        case (true, nil): nil
        case (true, let property?): "its \(property)"
        case (false, nil): "it is made of \(TypeName.of(lacking)), which has none"
        case (false, let property?): "it is made of \(TypeName.of(lacking)), whose \(property)"
        }
        let headline = why.map { "No value of \(TypeName.of(type)) can be returned: \($0); \(consequence)" }
            ?? "No value of \(TypeName.of(type)) can be returned, \(consequence)"
        let (qualified, module) = TypeName.qualified(lacking)
        let name = module != nil && module != fakeModule ? qualified : TypeName.of(lacking)
        var fix = """
            Or, for \(stops ? "the run to go on after" : "the call to return a value after") such a slip, register an \
            empty value for \(name) once, in the suite's set-up (it holds for the whole run):
                EmptyValues.register(\(TypeName.metatype(lacking, named: name))) { … }
            """
        // A non-generic struct or enum of the fake's module may conform: the returned type, else the part lacking one.
        let conformable = [type, lacking].first { candidate in
            let kind = TypeMetadata(candidate).kind
            return (kind == .struct || kind == .enum) && TypeName.qualified(candidate).module == fakeModule
                && !TypeName.of(candidate).contains("<")
        }
        if let conformable {
            let name = TypeName.of(conformable)
            fix += """

                or give \(name) an empty value of its own:
                    extension \(name): EmptyValueProviding {
                        static var emptyValue: \(name) { … }
                    }
                """
        }
        return headline + "\n" + fix
    }

    /// ``emptyValueOrStop(_:returning:at:)`` as a `T`.
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
