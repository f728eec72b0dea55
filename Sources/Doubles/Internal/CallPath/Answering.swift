// The one path from a stub to a return value: every form a fake calls asks the registry once, which records the
// call and chooses the stub, then turns the answer into an ``Answering/Outcome`` and converts its value.

@usableFromInline
enum Answering {
    /// What answers a call. A fallback or a misuse's empty value is of the return type already; an `andReturn`
    /// value or an `andDo` result is still to be converted.
    enum Outcome {
        case stubbed(StubbedValue?)
        case value(Any?)
        case error(Error)
        case suspend(([Any?]) async throws -> Any?)
    }

    /// Turns what the registry found into an outcome. A fallback answers a missing stub; a `Void` member needs none,
    /// nor does a relaxed fake where the return type has an empty value. A misuse (no stub, a name not in the enum, an
    /// error the call cannot throw, an async body on a synchronous call) is reported and answered by
    /// ``misuse(_:_:_:_:)``.
    static func outcome(
        of found: Registry.StubAnswer, _ context: CallContext, returnType: Any.Type
    ) -> Outcome {
        switch found {
        case .missing(let stubs, let nameWasKnown, let recordPending):
            // Once its slip is reported (``Registry/answer(_:functionName:arguments:record:reportsMissing:)``).
            defer {
                if recordPending {
                    Registry.shared.recordAfterSlip(
                        context.target, functionName: context.functionName, arguments: context.arguments
                    )
                }
            }
            // A stub is made from an enum case, so a name missing from the enum has none: a slip, even where a
            // fallback answers, as no stub of the member could ever answer and no check could see its calls.
            guard nameWasKnown || context.nameIsKnown else {
                return misuse(Misuse.unknownFunction(context), context, returnType, .missingStub)
            }
            // The next such call skips the enum (and a `Void` member's is handled inline, `Registry.recordPlainCall`).
            if !nameWasKnown, context.fallback != nil || returnType == Void.self {
                Registry.shared.addKnown(context.functionName, to: context.target)
            }
            if let fallback = context.fallback { return .value(fallback.value) }
            if returnType == Void.self { return .value(()) }
            let relaxation = Registry.shared.relaxation(context.target)
            if relaxation.relaxed, let empty = emptyValue(ofType: returnType) {
                if context.request.api == .stubbedValue {
                    Registry.shared.noteUnrecorded(context.target, named: context.functionName)
                }
                return .value(empty)
            }
            return misuse(
                Misuse.missingStub(
                    context, returnType: returnType, stubs: stubs, relaxation: relaxation,
                    resetAway: Registry.shared.wasResetAway(context.target)
                ),
                context, returnType, .missingStub
            )
        case .chosen(let stub, let position):
            switch stub.action {
            case .values:
                let held = stub.sequence.held(at: position)
                if let answer = held as? TypedValue<SequencedError> {
                    return thrown(answer.typed.error, context.stubbed(at: stub.location), returnType)
                }
                return .stubbed(held)
            case .closure(let body):
                do {
                    let answer = try body(context.arguments)
                    return .value(result(answer, returning: returnType, fallback: context.fallback))
                } catch let mismatch as AndDoMismatch {
                    return misuse(mismatch.message, context, returnType, .unusableStub)
                } catch {
                    return thrown(error, context.stubbed(at: stub.location), returnType, byAndDo: true)
                }
            case .error(let error):
                return thrown(error, context.stubbed(at: stub.location), returnType)
            case .asyncClosure(let body):
                guard context.request.async else {
                    let context = context.stubbed(at: stub.location)
                    return misuse(Misuse.asyncStubOnSyncCall(context), context, returnType, .unusableStub)
                }
                return .suspend(body)
            }
        }
    }

    /// What an `andDo` closure's result answers: itself, but nothing for a member that returns nothing, whose
    /// closure may end in a value that Swift would discard (`listener?.notify()` gives a `Void?`); and a member's
    /// `fallback` (if it has one) where the closure answers nothing, as an `inout` parameter's write-back does with
    /// a closure that only has side effects. (`andReturn()` says what to answer, so a value-returning member reports
    /// it.)
    static func result(_ value: Any?, returning returnType: Any.Type, fallback: Fallback?) -> Any? {
        if returnType == Void.self { return () }
        if value is Void, let fallback { return fallback.value }
        return value
    }

    /// An error from a stub: thrown on when the fake's call can throw it; a misuse when the call cannot throw, or
    /// throws only another type (`throws(E)`). `context` names where the stub was made; `byAndDo`, whether an `andDo`
    /// threw it, not `andThrow`.
    static func thrown(
        _ error: Error, _ context: CallContext, _ returnType: Any.Type, byAndDo: Bool = false
    ) -> Outcome {
        guard context.request.throwing else {
            let message = Misuse.throwOnNonThrowingCall(error, context, returnType: returnType, byAndDo: byAndDo)
            return misuse(message, context, returnType, .unusableStub)
        }
        if let errorType = context.request.typedError, !isInstance(error, of: errorType) {
            let message = Misuse.wrongErrorType(error, expected: errorType, context, byAndDo: byAndDo)
            return misuse(message, context, returnType, .unusableStub)
        }
        return .error(error)
    }

    /// Whether `error` is an `errorType`.
    private static func isInstance(_ error: any Error, of errorType: any Error.Type) -> Bool {
        func check<E: Error>(_ type: E.Type) -> Bool { error is E }
        return _openExistential(errorType, do: check)
    }

    /// The errors a slip may throw, where the return type has no empty value and the member can throw.
    enum SlipError {
        case missingStub
        case unusableStub

        func error(_ context: CallContext) -> DoublesError {
            switch self {
            case .missingStub: return .missingStub(fake: context.target.fakeName, function: context.functionName)
            case .unusableStub: return .unusableStub(fake: context.target.fakeName, function: context.functionName)
            }
        }
    }

    /// Reports `message` and answers with the empty value, else with `error` if the member can throw, else stops.
    private static func misuse(
        _ message: String, _ context: CallContext, _ returnType: Any.Type, _ error: SlipError
    ) -> Outcome {
        switch Misuse.answer(message, returning: returnType, context, error: error.error(context)) {
        case .value(let empty): return .value(empty)
        case .error(let error): return .error(error)
        }
    }

    /// `value` as a `T`, the one conversion of an `Any?` to a value's type. The value inside the `Any?` is cast, not
    /// the optional, which an `Any` `T` would take whole; `nil` is ``nilValue(of:)``.
    @inlinable
    static func cast<T>(_ value: Any?, to type: T.Type) -> T? {
        guard let value else { return nilValue(of: T.self) }
        return value as? T
    }

    /// `nil` as a `T`: an `Optional`'s own `nil`, where a cast of `nil` to a `Date??` gives the `nil` inside it, a
    /// `.some(nil)`; `nil` in an `Any`; no value of any other type.
    @usableFromInline
    static func nilValue<T>(of type: T.Type) -> T? {
        if let optional = T.self as? NilProducing.Type { return optional.nilValue as? T }
        return Optional<Any>.none as? T
    }

    /// A stubbed value as `T`: read with a class cast when it is held as a `T`, else converted as any other value.
    /// `answeredBy`, what the registry found, is read for a message only.
    static func convert<T>(
        _ held: StubbedValue?, _ context: CallContext, answeredBy found: @autoclosure () -> Registry.StubAnswer
    ) throws -> T {
        if let typed = held as? TypedValue<T> { return typed.typed }
        return try convertOther(held, context, answeredBy: found())
    }

    /// ``convert(_:_:answeredBy:)-(StubbedValue?,_,_)`` for a value not held as a `T`. A function of its own because
    /// it holds a `T?`, whose metadata a function looks up as it begins: 348 instructions of every throwing stubbed
    /// call.
    private static func convertOther<T>(
        _ held: StubbedValue?, _ context: CallContext, answeredBy found: Registry.StubAnswer
    ) throws -> T {
        if let wrapped = held?.wrapped(as: T.self) { return wrapped }
        return try convert(held?.value, context, answeredBy: found)
    }

    /// `value` as `T`, converting a number as `with(...)` matches it; otherwise reports a misuse and returns `T`'s
    /// empty value, or throws ``DoublesError/unusableStub(fake:function:)`` where there is none and the member can
    /// throw. `answeredBy`, what the registry found, says in the message which stub gave the value, and how.
    static func convert<T>(
        _ value: Any?, _ context: CallContext, answeredBy found: @autoclosure () -> Registry.StubAnswer? = nil
    ) throws -> T {
        if let typed = cast(value, to: T.self) { return typed }
        // Not `converted(…) as? T` alone: a `nil` would cast to an optional `T`.
        if let converted = NumberConversion.converted(value, to: T.self), let typed = converted as? T { return typed }
        let answer = found()
        let context = answer.map(context.answered(by:)) ?? context
        let message = Misuse.wrongType(context, value: value, returnType: T.self, answeredBy: answer)
        switch misuse(message, context, T.self, .unusableStub) {
        case .value(let empty): return empty as! T
        case .error(let error): throw error
        case .stubbed, .suspend: preconditionFailure("a slip resolved to a stubbed value or a suspension")
        }
    }

    /// A number converted to a non-throwing member's return type; else reports the value, which the stub `found`
    /// gave, and returns the empty value.
    @usableFromInline
    static func wrongType(
        _ value: Any?, _ context: CallContext, returnType: Any.Type, answeredBy found: Registry.StubAnswer
    ) -> Any? {
        if let converted = NumberConversion.converted(value, to: returnType) { return converted }
        let message = Misuse.wrongType(context, value: value, returnType: returnType, answeredBy: found)
        return synchronousValue(misuse(message, context, returnType, .unusableStub))
    }

    /// The value for a synchronous, non-throwing call: the front door inlined into the fake, specializing its casts;
    /// the commonest calls are read inline. `fallback` is a pointer to a `T`, or `nil`: a pointer takes nothing to
    /// destroy, where an `Any?` cost an optimized build's call 13 instructions.
    @_transparent @usableFromInline
    static func value<F: StringRepresentable, T>(
        _ type: F.Type, _ target: FakeTarget, functionName: String, arguments: [Any?], record: Bool,
        fallback: UnsafePointer<T>?, at location: @autoclosure () -> CodeLocation
    ) -> T {
        if let value = plainAnswer(target, functionName: functionName, arguments: arguments, record: record,
                                   as: T.self) {
            return value
        }
        return value(
            asking: F.self, target, functionName: functionName, arguments: arguments, record: record,
            fallback: fallback, location: location
        )
    }

    /// The answer the inline path reads, for every form a fake calls (synchronous, throwing, async): an `andReturn`
    /// value of `T` from a stub the inline path can choose, recording the call if `record`; for `Void`, a call that
    /// needs only recording; else `nil`, changing nothing, for the general path. Neither throws nor suspends, and a
    /// fallback never answers a call a stub answers, so it serves all forms alike. Transparent, as the front door
    /// that held this body was, so that a debug build compiles it into the fake's member, for its return type.
    @_transparent @usableFromInline
    static func plainAnswer<T>(
        _ target: FakeTarget, functionName: String, arguments: [Any?], record: Bool, as type: T.Type
    ) -> T? {
        // The shared registry's tables, not the registry: a debug build retains and releases a reference at each
        // use, and the registry's reference count is one that every thread's calls would write.
        if T.self == Void.self {
            // Recording calls only: the general path notes a call through `stubbedValue()`
            // (``FakeState/unrecordedNames``).
            if record, Registry.recordPlainCall(
                target, functionName: functionName, arguments: arguments, stubsApply: true, in: Registry.sharedTables
            ) {
                return .some(() as! T)
            }
        } else if let value = Registry.plainValue(
            target, functionName: functionName, arguments: arguments, record: record, heldAs: TypedValue<T>.self,
            converting: { retyped($0, as: T.self) }, in: Registry.sharedTables
        ) {
            return (value as! TypedValue<T>).typed
        }
        return nil
    }

    /// `held` as a ``TypedValue`` of `T`, converted as the general path converts a stubbed value, where that runs no
    /// code under the lock: an `Optional` wraps it, or a cast to a protocol, `Any` or a class boxes it. `nil` for
    /// what the general path decides: an error to throw (`andAnswer(.throw(…))`), a number of another type, a cast
    /// to another struct or enum (a dictionary's cast rehashes its keys with their `hash(into:)`), a slip. Lets the
    /// inline path answer a member whose return type is an `Optional`, a protocol or a superclass of its stub's value.
    /// Saves, a call of a member returning `String?` stubbed `andReturn("found")` (`DoublesBenchmarks` row
    /// `optional-call`, without → with): callgrind, 14,070 → 4,181 instructions in a debug build, 3,008 → 714 in a
    /// release build; in time, debug, 4.4-9.1 µs → 0.58-0.61 µs (three runs each, while another build ran).
    @usableFromInline
    static func retyped<T>(_ held: StubbedValue, as type: T.Type) -> StubbedValue? {
        if let wrapped = held.wrapped(as: T.self) { return TypedValue(wrapped) }
        guard !(held is TypedValue<SequencedError>), T.self is AnyClass || TypeMetadata(T.self).kind == .existential,
              let value = held.value, let typed = value as? T
        else { return nil }
        return TypedValue(typed)
    }

    /// The value of a call the inline path could not read. Inlinable so that an optimized build specializes its cast:
    /// without it, a fresh fake's first call cost 583 instructions more (4,268 against 3,685); a debug build calls it.
    @inlinable
    static func value<F: StringRepresentable, T>(
        asking type: F.Type, _ target: FakeTarget, functionName: String, arguments: [Any?], record: Bool,
        fallback: UnsafePointer<T>?, location: () -> CodeLocation
    ) -> T {
        let found = Registry.shared.answer(
            target, functionName: functionName, arguments: arguments, record: record,
            reportsMissing: fallback == nil && T.self != Void.self
        )
        if target.instanceIdentity == nil { checkStubOrigin(found, target, functionName, arguments, location()) }
        if case .chosen(let stub, let position) = found, let held = stub.sequence.held(at: position) as? TypedValue<T> {
            return held.typed
        }
        // A known `Void` member needs no stub: a fresh fake's first call ends here, skipping the general path.
        // Saves, debug, fastest of 11 paired runs (without → with): a first call 2,827 → 2,422 ns, a spy's test
        // 5,104 → 4,463 ns (medians of the ratios: 0.83, 0.92). The whole test stubs its fakes first, so skips it.
        if T.self == Void.self, case .missing(_, nameIsKnown: true, _) = found { return () as! T }
        return resolve(
            F.self, found, target, functionName: functionName, arguments: arguments, record: record,
            fallback: fallback, location: location
        )
    }

    /// The value for any answer but an `andReturn` value of `T`. A function of its own because it holds a `T?`: a debug
    /// build looks up `Optional<T>`'s metadata as such a function begins, about 200 instructions a member's first call.
    @inlinable
    static func resolve<F: StringRepresentable, T>(
        _ type: F.Type, _ found: Registry.StubAnswer, _ target: FakeTarget, functionName: String,
        arguments: [Any?], record: Bool, fallback: UnsafePointer<T>?, location: () -> CodeLocation
    ) -> T {
        if case .chosen(let stub, let position) = found,
           let wrapped = stub.sequence.held(at: position)?.wrapped(as: T.self) {
            return wrapped
        }
        let context = CallContext(
            target: target, functionName: functionName, enumType: F.self, arguments: arguments,
            location: location(), request: record ? .spryify : .stubbedValue,
            fallback: fallback.map { Fallback($0.pointee) }
        )
        let value = synchronousValue(found, context, returnType: T.self)
        if let typed = cast(value, to: T.self) { return typed }
        // Which stub gave the value, worked out for the message only.
        return wrongType(value, context.answered(by: found), returnType: T.self, answeredBy: found) as! T
    }

    /// The value of a synchronous, non-throwing call: errors and async implementations are reported as misuse.
    @usableFromInline
    static func synchronousValue(
        _ found: Registry.StubAnswer, _ context: CallContext, returnType: Any.Type
    ) -> Any? {
        synchronousValue(outcome(of: found, context, returnType: returnType))
    }

    private static func synchronousValue(_ outcome: Outcome) -> Any? {
        switch outcome {
        case .value(let value): return value
        case .stubbed(let held): return held?.value
        case .error, .suspend: preconditionFailure("a synchronous, non-throwing call resolved to an error or a suspension")
        }
    }

    /// Reports a fake type's call answered by a stub another test made: static stubs are shared by every test, so the
    /// call takes that test's answer, which this test would not have had alone or in another order. It still answers.
    @usableFromInline
    static func checkStubOrigin(
        _ found: Registry.StubAnswer, _ target: FakeTarget, _ functionName: String, _ arguments: [Any?],
        _ location: CodeLocation
    ) {
        guard case .chosen(let stub, _) = found, let made = stub.origin, let running = target.origin, made != running
        else { return }
        _FailureReporter.failInFake(
            Misuse.stubOfAnotherTest(stub, target: target, functionName: functionName, arguments: arguments),
            at: location
        )
    }
}
