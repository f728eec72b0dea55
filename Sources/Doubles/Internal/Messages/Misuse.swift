import Foundation

/// Every message Doubles gives when a fake or a stub is used wrongly; each names the fake, the function, the arguments
/// and the fix. A misuse is recorded as a test failure and answered by ``Misuse/answer(_:returning:_:error:)``.
enum Misuse {
    /// The fake's enum for the other kind of member (`StaticFunction` for an instance's call) and its case for the
    /// call's name, if it has one.
    private static func caseInOtherEnum(_ context: CallContext) -> (enumName: String, caseName: String)? {
        func other<Fake: Stubbable>(_: Fake.Type) -> any StringRepresentable.Type {
            context.target.isType ? Fake.Function.self : Fake.StaticFunction.self
        }
        func otherOfSpy<Fake: Spyable>(_: Fake.Type) -> any StringRepresentable.Type {
            context.target.isType ? Fake.Function.self : Fake.StaticFunction.self
        }
        let enumType: any StringRepresentable.Type
        if let fake = context.target.fakeType as? any Stubbable.Type {
            enumType = other(fake)
        } else if let fake = context.target.fakeType as? any Spyable.Type {
            enumType = otherOfSpy(fake)
        } else {
            return nil
        }
        guard enumType != NoFunctions.self, let found = enumType.init(rawValue: context.functionName) else { return nil }
        return ("\(enumType)".split(separator: ".").last.map(String.init) ?? "\(enumType)", "\(found)")
    }

    static func unknownFunction(_ context: CallContext) -> String {
        let fake = context.target.fakeName
        let cases = context.enumCases
        let headline = """
            \(fake).\(context.enumName) has no case for "\(context.functionName)", so the call \
            \(CallFormatter.received(context.arguments)) cannot be matched by name.
            """
        let newCase = FunctionName.suggestedCase(for: context.functionName, avoiding: Set(cases.map(\.name)))
        let role = context.enumType == NoFunctions.self
            ? (context.target.isType ? "StaticFunction" : "Function") : context.enumName
        // The case is in the fake's enum for the other kind of member: a static member's in `Function`, say.
        if let (otherEnum, caseName) = caseInOtherEnum(context) {
            let declares = context.enumType != NoFunctions.self
            let kind = context.target.isType ? "an instance" : "a static"
            return """
                \(fake) \(declares ? "has no case for \"\(context.functionName)\" in its" : "declares no") \
                `enum \(role)`, so the call \(CallFormatter.received(context.arguments)) to "\(context.functionName)" \
                cannot be matched by name. Its `enum \(otherEnum)` has the case `\(caseName)` for it, which names \
                \(kind) member.
                Fix: move `case \(caseName) = "\(context.functionName)"` from \(fake)'s `enum \(otherEnum)` to \
                \(declares ? "its `enum \(role)`" : "a new `enum \(role): String, StringRepresentable` of \(fake)"); \
                if \(kind) member has this name too, copy it instead.
                """
        }
        // The fake declares no enum for the call's kind of member, so it has `NoFunctions` in its place.
        guard context.enumType != NoFunctions.self else {
            return """
                \(fake) declares no `enum \(role)`, so the call \(CallFormatter.received(context.arguments)) to \
                "\(context.functionName)" cannot be matched by name.
                Fix: declare it in \(fake), with a case for this member:
                    enum \(role): String, StringRepresentable {
                        \(newCase)
                    }
                """
        }
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

    /// The call's arguments a stub's expected values can never equal, by type (``NeverMatching/typeConflict(_:_:)``).
    private static func typeConflicts(
        _ stub: StubEntry, _ context: CallContext
    ) -> [(position: Int, type: String, why: String)] {
        let arguments = context.arguments
        guard stub.functionName == context.functionName, let expected = stub.arguments,
              expected.count == arguments.count
        else { return [] }
        return expected.indices.compactMap { position in
            // Values that print alike are shown with their types already (`CallFormatter.alikeMismatches`).
            guard let actual = flattened(arguments[position]),
                  CallFormatter.value(expected[position]) != CallFormatter.value(actual),
                  let why = NeverMatching.typeConflict(expected[position], actual)
            else { return nil }
            return (position, TypeName.of(value: actual), why)
        }
    }

    /// - Parameters:
    ///   - relaxation: whether the fake is relaxed, which answers a missing stub only with an empty value, and whether
    ///     only another test relaxed a fake type.
    ///   - resetAway: whether a reset in another test removed this test's static calls or stubs.
    static func missingStub(
        _ context: CallContext, returnType: Any.Type, stubs: [StubEntry],
        relaxation: (relaxed: Bool, byAnotherTest: Bool) = (false, false), resetAway: Bool = false
    ) -> String {
        let fake = context.target.fakeName
        let conflicts = stubs.map { typeConflicts($0, context) }
        let stubList = stubs.isEmpty
            ? "Stubs on \(fake): none"
            : "Stubs on \(fake):\n" + zip(stubs, conflicts).map { stub, conflicts in
                ["    \(stub.description)"]
                    + CallFormatter.alikeMismatches(expected: stub.arguments, actual: context.arguments)
                        .map { "        \($0)" }
                    + conflicts.map { "        argument \($0.position + 1) is \($0.type), and \($0.why)" }
            }.joined().joined(separator: "\n")
        // A stub whose `with(...)` holds a value of another type than the call's: the fix is in that stub.
        var conflictFix = ""
        if let index = conflicts.firstIndex(where: { !$0.isEmpty }), let conflict = conflicts[index].first {
            conflictFix = "give the with(...) of the stub at \(stubs[index].location) a value of type \(conflict.type) "
                + "as argument \(conflict.position + 1); or "
        }
        guard returnType != Never.self else {
            return """
                \(fake) has no stub for \(context.functionName) -> Never that matches the call \
                \(CallFormatter.received(context.arguments)).
                \(stubList)
                \(neverFix(context))
                """
        }
        var relaxedNote = relaxation.relaxed
            ? "\n\(fake) is relaxed, but a relaxed fake answers a missing stub only with an empty value."
            : ""
        if relaxation.byAnotherTest {
            relaxedNote = """

                \(fake) was relaxed by another test: a fake type's `relax()` counts for the test that calls it, as its \
                static stubs and calls are shared by every test in the process.
                """
        }
        return """
            \(fake) has no stub for \(context.functionName) -> \(TypeName.of(returnType)) that matches the call \
            \(CallFormatter.received(context.arguments)).\(relaxedNote)\(outsideScopeNote(context.target))\
            \(resetAway ? "\n" + TestOrigin.resetAwayNote(fakeName: fake) : "")\(recordedCountNote(context, stubs))
            \(stubList)
            Fix: \(conflictFix)stub it before the call, for example \
            `\(context.target.receiverInFix).stub(.\(context.caseName)).\(andReturn(returnType, in: context))`\
            \(relaxAdvice(context, returnType)).
            """
    }

    /// Where the call passes another count of values than the member has parameters, and a stub takes one per
    /// parameter: the fake's member may leave one out of (or add one to) its `spryify(arguments:)`. Where a read of
    /// a property finds only stubs with `with(...)` arguments, which no read passes: that they answer none.
    private static func recordedCountNote(_ context: CallContext, _ stubs: [StubEntry]) -> String {
        let given = context.arguments.count
        let own = stubs.filter { $0.functionName == context.functionName }
        guard let named = FunctionName.argumentCount(of: context.functionName) else {
            guard given == 0, !own.isEmpty, own.allSatisfy({ ($0.arguments?.count ?? 0) > 0 }) else { return "" }
            return """

                Every stub of \(context.functionName) takes with(...) arguments, and this read passes none, so none \
                answers it: stub it without with(...) to answer its reads.
                """
        }
        guard !FunctionName.accepts(given, argumentsFor: context.functionName, taking: named),
              own.contains(where: { $0.arguments?.count == named })
        else { return "" }
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let slip = given < named ? "leaves one out of" : "adds one to"
        return """

            The call passes \(count(given, "value")) for the \(count(named, "parameter")) of \(context.functionName), so \
            no stub with \(count(named, "argument")) answers it: if the fake's member \(slip) spryify(arguments:), pass \
            each parameter once.
            """
    }

    /// `andReturn` with a value of `type` written out where possible (`andReturn(Int64(0))`), so the fix compiles.
    static func andReturn(_ type: Any.Type, fakeModule: String? = nil) -> String {
        "andReturn(\(exampleValue(of: type, fakeModule: fakeModule) ?? "…"))"
    }

    /// ``andReturn(_:fakeModule:)`` for a fix to `context`'s fake.
    private static func andReturn(_ type: Any.Type, in context: CallContext) -> String {
        andReturn(type, fakeModule: context.target.fakeModule)
    }

    /// Source for a value that has `type` where `Any?` is expected, maybe with a part to fill in (`Receipt(…)`);
    /// `nil` where none can be written.
    static func exampleValue(of type: Any.Type, fakeModule: String? = nil) -> String? {
        switch type {
        case is String.Type: return "\"\""
        case is Int.Type: return "0"
        case is Bool.Type: return "false"
        case is Double.Type: return "0.0"
        case is Void.Type: return "()"
        default: break
        }
        // A tuple of elements that each have an example, with its labels: `(status: Int32(0), output: "")`.
        if TypeMetadata(type).kind == .tuple, let layout = StoredLayout(type) {
            let elements = zip(layout.parts, layout.labels).map { part, label in
                exampleValue(of: part.type, fakeModule: fakeModule).map { (label.map { "\($0): " } ?? "") + $0 }
            }
            guard !elements.isEmpty, elements.allSatisfy({ $0 != nil }) else { return nil }
            return "(" + elements.map { $0! }.joined(separator: ", ") + ")"
        }
        // An optional's is its wrapped type's: `andReturn([String]())` for a `[String]?`.
        if let optional = type as? any OptionalMaking.Type {
            return exampleValue(of: optional.wrappedType, fakeModule: fakeModule)
        }
        let name = TypeName.inSource(type, fakeModule: fakeModule)
        guard !name.contains("(") else { return nil }  // a function type
        if type is any BinaryInteger.Type || type is any BinaryFloatingPoint.Type { return "\(name)(0)" }
        // A clock's instant has no public initializer: its clock gives one.
        if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *),
           type == ContinuousClock.Instant.self || type == SuspendingClock.Instant.self {
            return "\(name.dropLast(".Instant".count))().now"
        }
        if type is any AdditiveArithmetic.Type { return "\(name).zero" }
        if type is any RangeReplaceableCollection.Type || type is any SetAlgebra.Type || name.hasPrefix("[") {
            return "\(name)()"
        }
        // A type a dictionary literal makes need not have `init()` (`Logger.MetadataValue`).
        if type is any ExpressibleByDictionaryLiteral.Type { return "[:] as \(name)" }
        if let cases = type as? any CaseIterable.Type, let first = firstCaseName(of: cases),
           first.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            return "\(name).\(first)"
        }
        // The type named, to fill in: `andReturn(.success([]))` does not compile, as `andReturn` takes any type.
        if name.hasPrefix("Result<") { return "\(name).success(…)" }
        if TypeMetadata(type).kind == .enum { return "\(name).…" }
        return TypeMetadata(type).kind == .struct || type is AnyClass ? "\(name)(…)" : nil
    }

    /// The first case's name, as a case without a description of its own prints.
    private static func firstCaseName<Cases: CaseIterable>(of type: Cases.Type) -> String? {
        guard let first = type.allCases.first,
              !(first is CustomStringConvertible), !(first is CustomDebugStringConvertible)
        else { return nil }
        return "\(first)"
    }

    /// The other fix for a missing stub, where relaxing helps: the return type has an empty value.
    private static func relaxAdvice(_ context: CallContext, _ returnType: Any.Type) -> String {
        guard emptyValue(ofType: returnType) != nil else { return "" }
        return ", or, for a fake this test does not check, call `\(context.target.receiverInFix).relax()` first"
    }

    /// What a member returning `Never` can do: no value of `Never` can exist (a generated fake asks for it for a
    /// member whose result is noncopyable, which no stub can hold), so the call can only throw or stop.
    static func neverFix(_ context: CallContext) -> String {
        let headline = "No value of Never can exist, so the call cannot return."
        guard context.request.throwing else {
            return """
                \(headline)
                Fix: do not reach this member in a test that must go on; to test the code that reaches it, run that \
                code in an exit test: `await #expect(processExitsWith: .failure) { … }`.
                """
        }
        return """
            \(headline)
            Fix: stub it with an error, for example \
            `\(context.target.receiverInFix).stub(.\(context.caseName)).andThrow(…)`, for the code under test to \
            take its error path.
            """
    }

    /// ` at Tests/ShopTests.swift:12:14`, where the stub a message is about was made; empty where that is unknown.
    private static func stubbedAt(_ context: CallContext) -> String {
        context.stubLocation.map { " at \($0)" } ?? ""
    }

    /// - Parameter found: the stub that gave the value, if known, for which of its values it is.
    static func wrongType(
        _ context: CallContext, value: Any?, returnType: Any.Type, answeredBy found: Registry.StubAnswer? = nil
    ) -> String {
        let valueType = flattened(value).map { TypeName.of(value: $0) } ?? "nil"
        let stubbedAt = stubbedAt(context)
        guard returnType != Never.self else {
            return """
                \(context.target.fakeName).\(context.functionName) is stubbed\(stubbedAt) to return \
                <\(CallFormatter.value(value))> (called \(CallFormatter.received(context.arguments))).
                \(neverFix(context))
                """
        }
        let returnName = TypeName.of(returnType)
        var ofType = valueType == "nil" ? "" : " of type \(valueType)"
        if case .chosen(let stub, let position)? = found, stub.returnsValues, stub.sequence.rest.count > 1 {
            ofType += " (its value \(position + 1) of \(stub.sequence.rest.count))"
        }
        let stub = "\(context.target.receiverInFix).stub(.\(context.caseName))"
        var fix = "stub it with a value of type \(returnName), for example `\(stub).\(andReturn(returnType, in: context))`."
        if context.byAndDo {
            let example = exampleValue(of: returnType, fakeModule: context.target.fakeModule)
            fix = "return a value of type \(returnName) from the andDo"
                + (example.map { ", for example `return \($0)`." } ?? ".")
        }
        // A closure literal is not `@Sendable` unless its context or its own signature says so; a `@Sendable` one
        // converts to the member's type where that type is written, never in a cast at run time.
        if !context.byAndDo, let returned = FunctionLayout(returnType),
           let given = flattened(value).flatMap({ FunctionLayout(type(of: $0)) }),
           returned.isSendable != given.isSendable,
           valueType.replacingOccurrences(of: "@Sendable ", with: "")
               == returnName.replacingOccurrences(of: "@Sendable ", with: "") {
            fix = returned.isSendable
                ? "mark the closure @Sendable, as the member's type is: `\(stub).andReturn({ @Sendable (…) in … })`."
                : "convert the @Sendable closure to the member's type as you stub it, where Swift can: "
                    + "`\(stub).andReturn(closure as \(returnName))`."
        }
        return """
            \(context.target.fakeName).\(context.functionName) is stubbed\(stubbedAt) \
            \(context.byAndDo ? "with an andDo that returned" : "to return") <\(CallFormatter.value(value))>\(ofType), \
            but it returns \(returnName) (called \(CallFormatter.received(context.arguments))).\(numberNote(value, returnType))
            Fix: \(fix)
            """
    }

    /// Why a number did not convert to a number return type, by ``NumberConversion``'s rules.
    private static func numberNote(_ value: Any?, _ returnType: Any.Type) -> String {
        var target = returnType
        while let optional = target as? any OptionalMaking.Type { target = optional.wrappedType }
        guard let number = flattened(value), LiteralFamily(number) == .number, LiteralFamily(type: target) == .number
        else { return "" }
        let why = switch (number, target) {
        case (is any BinaryInteger, is any BinaryInteger.Type):
            "\(TypeName.of(target)) cannot hold \(CallFormatter.value(number))"
        case (_, is any BinaryInteger.Type): "a \(TypeName.of(value: number)) converts to no integer type, even when whole"
        case (is Decimal, _): "a Decimal converts to no other number type"
        default: "\(TypeName.of(target)) cannot hold \(CallFormatter.value(number))"
        }
        return "\nA number converts to another number type only where it keeps its value: \(why)."
    }

    static func throwOnNonThrowingCall(
        _ error: Error, _ context: CallContext, returnType: Any.Type, byAndDo: Bool = false
    ) -> String {
        let call = context.request.async ? "await \(context.request.name)" : context.request.name
        let stubbed = """
            \(context.target.fakeName).\(context.functionName) is stubbed\(stubbedAt(context)) \(throwing(byAndDo)) \
            <\(error)>
            """
        let cannotThrow = """
            the fake calls \(call)(arguments:), which cannot throw (called \(CallFormatter.received(context.arguments)))
            """
        let makeThrowing = """
            make the member `throws` and call `\(context.request.async ? "try await" : "try") \
            \(context.request.throwingForm.name)(arguments:)` in the fake
            """
        if byAndDo, error is CancellationError, context.request.async, Task.isCancelled {
            return """
                \(stubbed): its task was cancelled while the andDo awaited (`Task.sleep` and \
                `Task.checkCancellation()` throw then), and \(cannotThrow).
                Fix: end the wait without throwing (`try? await Task.sleep(for: …)`) and return a value from the andDo, \
                as the member must when its task is cancelled; if the protocol's requirement throws, \(makeThrowing).
                """
        }
        let stub = "\(context.target.receiverInFix).stub(.\(context.caseName))"
        let name = TypeName.of(returnType)
        let value = name.hasPrefix("Result<")
            ? "andReturn(\(name).failure(…))` to return the error as a failure"
            : "\(andReturn(returnType, in: context))`"
        return """
            \(stubbed), but \(cannotThrow).
            Fix: if the protocol's requirement throws, \(makeThrowing); if it does not, \
            \(byAndDo ? "return a value from the andDo, or stub one" : "stub a value instead"), for example \
            `\(stub).\(value).
            """
    }

    static func wrongErrorType(
        _ error: any Error, expected: Any.Type, _ context: CallContext, byAndDo: Bool = false
    ) -> String {
        let expectedName = TypeName.of(expected)
        let fix = byAndDo
            ? "throw an error of type \(expectedName) from the andDo"
            : "stub it with `andThrow(…)` and an error of type \(expectedName)"
        return """
            \(context.target.fakeName).\(context.functionName) is stubbed\(stubbedAt(context)) \(throwing(byAndDo)) \
            <\(error)> of type \(TypeName.of(value: error)), but it throws only \(expectedName) \
            (called \(CallFormatter.received(context.arguments))).
            Fix: \(fix).
            """
    }

    /// How a stub's error came: `to throw`, or `with an andDo that throws`.
    private static func throwing(_ byAndDo: Bool) -> String {
        byAndDo ? "with an andDo that throws" : "to throw"
    }

    static func asyncStubOnSyncCall(_ context: CallContext) -> String {
        """
        \(context.target.fakeName).\(context.functionName) is stubbed\(stubbedAt(context)) with an async andDo, but the \
        fake calls the synchronous \(context.request.name)(arguments:) (called \(CallFormatter.received(context.arguments))).
        Fix: make the member `async` and call `await \(context.request.name)(arguments:)` in the fake, or stub it \
        with a synchronous andDo.
        """
    }

    /// - Parameter replacedFromOtherTest: the stub replaced, when another test made it.
    static func duplicateStub(
        target: FakeTarget, stub: StubEntry, caseName: String, replacedFromOtherTest: StubEntry? = nil
    ) -> String {
        let headline = """
            \(target.fakeName) already has a stub for \(CallFormatter.call(stub.functionName, expected: stub.arguments)); \
            the new one replaces it.
            """
        if let replaced = replacedFromOtherTest {
            return """
                \(headline)
                The stub it replaces was made by another test, at \(replaced.location): static stubs are shared by \
                every test in the process.
                \(TestOrigin.isolationFix)
                """
        }
        return """
            \(headline)
            Fix: use `\(target.receiverInFix).stubAgain(.\(caseName))` to replace a stub on purpose, or call \
            resetStubs() first.
            """
    }

    /// A stub whose every `with(...)` argument matches anything, made after stubs of the same member with as many
    /// arguments, which it hides from every call (``StubCandidates/hidden(by:among:)``).
    static func hiddenStubs(_ hidden: [StubEntry], by stub: StubEntry, target: FakeTarget, caseName: String) -> String {
        let listed = hidden.map { "    \($0.description), at \($0.location)" }.joined(separator: "\n")
        let matches = StubCandidates.narrowsByValue(stub) ? "every call those below match" : "every call"
        return """
            \(target.fakeName)'s stub for \(CallFormatter.call(stub.functionName, expected: stub.arguments)) matches \
            \(matches), and the newest stub that matches answers, so no call reaches the \
            \(hidden.count == 1 ? "stub" : "stubs") made before it:
            \(listed)
            Fix: for a default, stub without with(...), which every stub with arguments is chosen before: \
            `\(target.receiverInFix).stub(.\(caseName)).andReturn(…)`; or make the catch-all stub first; or, to \
            leave those stubs behind on purpose, use `\(target.receiverInFix).stubAgain(.\(caseName))`.
            """
    }

    /// A `stubAgain` without `with(...)` that replaced no stub, behind `before`, stubs of its name with arguments.
    static func stubAgainBehindStubs(
        _ before: [StubEntry], target: FakeTarget, functionName: String, caseName: String
    ) -> String {
        let listed = before.map { "    \($0.description), at \($0.location)" }.joined(separator: "\n")
        let these = before.count == 1 ? "the stub" : "the stubs"
        return """
            stubAgain(.\(caseName)) on \(target.fakeName) replaces no stub: \(functionName) has none without with(...), \
            and every stub with arguments is chosen before one without, so the calls \(these) below \
            \(before.count == 1 ? "matches keep its" : "match keep their") answer:
            \(listed)
            Fix: to replace one, give stubAgain its arguments: `\(target.receiverInFix).stubAgain(.\(caseName)).with(…)`; \
            or remove them first with `\(target.receiverInFix).resetStubs()`.
            """
    }

    static func stubOfAnotherTest(
        _ stub: StubEntry, target: FakeTarget, functionName: String, arguments: [Any?]
    ) -> String {
        """
        \(target.fakeName).\(functionName) was answered by a stub another test made, at \(stub.location) (called \
        \(CallFormatter.received(arguments))): static stubs are shared by every test in the process, so this test \
        passes or fails by which tests ran before it.\(outsideScopeNote(target))
        \(TestOrigin.isolationFix)
        """
    }

    /// A static check in a test whose static calls or stubs a reset in another test removed: whatever it finds, it
    /// cannot see them.
    /// - Parameters:
    ///   - check: the check as written, `haveReceived(.load)` or `haveNoUnusedStubs()`.
    ///   - what: what it cannot see all of, `static calls` or `static stubs`.
    static func resetAway(target: FakeTarget, check: String, what: String = "static calls") -> String {
        """
        \(check) on \(target.fakeName) cannot see all of this test's \(what). \
        \(TestOrigin.resetAwayNote(fakeName: target.fakeName))
        \(TestOrigin.isolationFix)
        """
    }

    /// For a fake type's call made outside every isolated scope while one is open, and not by a Swift Testing test
    /// (from a queue, a thread, `Task.detached`, or in an XCTest test, which every thread sees), a line saying that a
    /// scope's stubs are not seen there; else nothing.
    private static func outsideScopeNote(_ target: FakeTarget) -> String {
        guard target.isType, DoublesIsolation.isOutsideAnOpenScope else { return "" }
        if case .swiftTesting? = TestOrigin.current { return "" }
        return """

            The call ran outside every isolated scope, while one is open: if it was meant to run in one, work that \
            does not inherit the scope (\(DoublesIsolation.notInheritedBy)) sees the shared static state, not the \
            scope's stubs; \(DoublesIsolation.inheritingWork)
            """
    }

    /// - Parameter recorded: whether `expected` is the count every recorded call has, not the name's parameters.
    static func argumentCount(
        target: FakeTarget, functionName: String, caseName: String, expected: Int, given: [SpryEquatable?],
        call: String, recorded: Bool = false
    ) -> String {
        let gives = "\(call)(.\(caseName)) on \(target.fakeName) gives \(given.count) "
            + "\(given.count == 1 ? "argument" : "arguments") (\(CallFormatter.arguments(given)))"
        guard !recorded else {
            // One per parameter, as the check gives, and the fake records another count: the fake may be what slipped.
            guard given.count != FunctionName.argumentCount(of: functionName) else {
                return """
                    \(gives), one per parameter of \(functionName), but the fake records \(expected) in every call \
                    of it.
                    Fix: if the fake's member leaves out a parameter, or adds one, by mistake, pass each parameter once \
                    to spryify(arguments:); else give one argument per value the fake records, using Argument.anything \
                    for those that do not matter.
                    """
            }
            return """
                \(gives), but the fake records \(expected) in every call of \(functionName).
                Fix: give one argument per value the fake records in each call, using Argument.anything for those that \
                do not matter.
                """
        }
        // A stub is kept, as any stub is, and shows in the no-stub message's list, but no call reaches it.
        let stubNote = call == "with" ? ", so the stub answers no call made with \(expected)" : ""
        return """
            \(gives), but \(functionName) takes \(expected)\(stubNote).
            Fix: give one argument per parameter, using Argument.anything for those that do not matter; a variadic \
            parameter is one argument, an array.
            """
    }

    static func unrecordedMethod(target: FakeTarget, functionName: String, check: String) -> String {
        unrecordedMethods(target: target, names: [functionName], check: check)
    }

    /// A check that cannot see the calls of methods (`names`) that answered calls without recording them.
    static func unrecordedMethods(target: FakeTarget, names: [String], check: String) -> String {
        let one = names.count == 1
        return """
            \(check) on \(target.fakeName) can never see a call\(one ? "" : " of these methods"): \
            \(names.joined(separator: ", ")) answered calls that are not recorded, as \
            \(one ? "the member calls" : "their members call") stubbedValue(), so the check passes or fails whatever \
            the code under test did.
            Fix: call spryify() in the \(one ? "member" : "members"), which records each call and answers from the \
            stubs (or, in a fake that is not Spryable, recordCall(arguments:) before stubbedValue()).
            """
    }

    /// Why `stub` answered none of its method's calls though it matches `call`, recorded after it was made, and no
    /// stub of the method answered any: the member records with `recordCall` alone.
    static func unaskedStub(_ stub: StubEntry, call: RecordedCall) -> String {
        var missed: String
        switch stub.action {
        case .values: missed = "its value was not returned"
        case .closure, .asyncClosure: missed = "its andDo did not run"
        case .error: missed = "its error was not thrown"
        }
        if stub.captors != nil { missed += ", and its captors captured nothing" }
        return """
            It matches the call \(CallFormatter.call(call.functionName, arguments: call.arguments)), made after it, and \
            no stub of \(call.functionName) answered a call: the member records with recordCall(arguments:), which never \
            asks the stubs, so \(missed).
            Fix: call spryify(arguments:) in the member, which records each call and answers it from the stubs (or \
            stubbedValue(arguments:) after recordCall(arguments:)).
            """
    }

    /// Why a stub with `with(...)` of a property answered none of its sets: the setter records, and asks no stub.
    static func stubOfASet(_ stub: StubEntry, call: RecordedCall) -> String {
        """
            It matches the set \(CallFormatter.call(call.functionName, arguments: call.arguments)), made after it, but \
            \(call.functionName) is a property: its setter records the value with recordCall(arguments:), which never \
            asks the stubs, and only its getter, which takes no arguments, is answered by a stub.
            Fix: stub the getter without with(...), and check a set with haveReceived or didCall given the value.
            """
    }

    static let emptyCallOrder = """
        An order check of no calls says nothing: it would pass under `to`, and fail under `toNot`, whatever was called.
        Fix: list the calls expected in order, each made with `receivedCall(_:with:)` on a fake or a fake type.
        """

    static func countMetByNoneOrAll(
        _ countSpecifier: CountSpecifier, target: FakeTarget, caseName: String, call: String
    ) -> String {
        guard countSpecifier.count < 0 else {
            return """
                \(call)(.\(caseName)) on \(target.fakeName) expects \(countSpecifier), which any number of calls meets.
                Fix: leave out the count to expect at least 1 call, or give .never to expect none.
                """
        }
        var outcome = "no number of calls meets"
        if case .atLeast = countSpecifier { outcome = "any number of calls meets" }
        return """
            \(call)(.\(caseName)) on \(target.fakeName) expects \(countSpecifier), a count below 0, which \(outcome).
            Fix: give a count of 0 or more; .never expects no call.
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
            \(neverMatches(Swift.type(of: value)))
            """
    }

    /// Why a value of `type` can never match, and the fixes that compile in a test target, which is usually not the
    /// type's file or module.
    static func neverMatches(_ type: Any.Type) -> String {
        let name = TypeName.of(type)
        let pass = "`Argument.pass { (argument: \(name)) in … }`"
        let headline = "which is neither Equatable nor SpryEquatable, so it can never match."
        // A tuple type cannot conform to a protocol, so only a closure can compare one.
        if TypeMetadata(type).kind == .tuple {
            return "\(headline)\nFix: check it yourself with \(pass); a tuple type cannot conform to Equatable."
        }
        if type is AnyClass {
            return """
                \(headline)
                Fix: add `extension \(name): SpryEquatable {}` to compare it by identity, or make it Equatable with \
                an `==` of its own; or check it yourself with \(pass).
                """
        }
        // A function, an existential or a metatype cannot conform either.
        let kind = TypeMetadata(type).kind
        guard kind == .struct || kind == .enum else { return "\(headline)\nFix: check it yourself with \(pass)." }
        let declared = name.split(separator: ".").last.map { $0.prefix { $0 != "<" } } ?? ""
        let declaration = (kind == .enum ? "enum " : "struct ") + declared
        return """
            \(headline)
            Fix: make \(name) Equatable where it is declared (`\(declaration): Equatable` compares every stored \
            property; Swift writes that `==` only in the type's own file, so an extension elsewhere writes its own), \
            or check it yourself with \(pass).
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
        guard index >= 0 else {
            let last = captured > 1 ? ", up to \(captured - 1) for the last" : ""
            let fix = captured == 0
                ? "nothing was captured yet: make sure the stub holding this captor answered a call first"
                : "read index 0 for the first captured value" + last
            return """
                ArgumentCaptor.getValue(at: \(index), as: \(TypeName.metatype(type))) asks for an index below 0.
                Fix: \(fix).
                """
        }
        return """
        ArgumentCaptor.getValue(at: \(index), as: \(TypeName.metatype(type))) read past what was captured: \
        \(captured == 0 ? "nothing was captured" : "only \(captured) \(captured == 1 ? "value was" : "values were") captured").
        \(captured == 0
            ? """
                Fix: make sure the stub holding this captor was the one chosen for the call, and that the call was \
                made; a captor captures only in a stub's `with(...)`, not in `didCall` or `haveReceived`.
                """
            : "Fix: make sure the stub holding this captor was the one chosen for the call, or read an index below \(captured).")
        """
    }

    static func captorWrongType(index: Int, value: Any?, type: Any.Type) -> String {
        guard let actual = flattened(value) else {
            let optional = TypeName.sugared("Optional<\(TypeName.of(type))>")
            return """
                ArgumentCaptor.getValue(at: \(index), as: \(TypeName.metatype(type))) found nil.
                Fix: read it as an optional, \(TypeName.metatype(Optional<Any>.self, named: optional)).
                """
        }
        return """
            ArgumentCaptor.getValue(at: \(index), as: \(TypeName.metatype(type))) found \
            <\(CallFormatter.value(value))> of type \(TypeName.of(value: actual)).
            Fix: read it as \(TypeName.metatype(Swift.type(of: actual))).
            """
    }
}
