/// A stub, returned by `stub(_:)` and `stubAgain(_:)`.
///
/// Narrow it with ``with(_:)-(SpryEquatable?...)``, then finish it with ``andReturn(_:)-(Any?...)``, ``andDo(_:)-ttf4`` or
/// ``andThrow(_:)``; only a finished stub answers calls. A stub left unfinished is reported at the line that began it.
///
/// ```swift
/// fake.stub(.hereAreTwoStrings).with("first string", "second string").andReturn(true)
/// ```
///
/// The finished stub is the very object its fake's state holds, so a stub costs one object. From then on it
/// changes only its place in its values and whether it was used, under the lock of the shard that holds the
/// fake's state. A stub kept in a variable may still be used again: `with(...)` then begins a new stub for the
/// same fake and member, and a finisher adds a new stub with the same arguments.
public final class Stub {
    @usableFromInline
    enum Action {
        /// `andReturn`: the values are the stub's ``sequence``.
        case values
        case closure(([Any?]) throws -> Any?)
        case asyncClosure(([Any?]) async throws -> Any?)
        case error(Error)
    }

    /// The fake a stub is for: held until the stub is finished. A finished stub's state holds it, so a fake
    /// instance is then no longer kept alive; a fake type is never freed, and stays held.
    private enum Fake {
        case held(FakeTarget)
        case instance(InstanceOwner)
    }

    @usableFromInline let functionName: String
    /// The fake's enum, whose case of raw value `functionName` is named only when a message needs it: naming a
    /// case reads its reflection, which costs more than the rest of making a stub. The type, not the case: a
    /// metatype takes nothing to copy or destroy, where an existential value cost each stub both.
    let functionType: any StringRepresentable.Type
    var caseName: String {
        func name<Function: StringRepresentable>(in type: Function.Type) -> String {
            Function(rawValue: functionName).map { "\($0)" } ?? functionName
        }
        return name(in: functionType)
    }
    let replacing: Bool
    let location: CodeLocation
    /// `nil` for a stub begun again on a fake that is gone, which adds nothing.
    @exclusivity(unchecked) private var fake: Fake?
    /// The `with(...)` arguments, prepared once for matching against every call; `nil` when any arguments match.
    @exclusivity(unchecked) private(set) var expected: ExpectedArguments?
    /// How many `with(...)` arguments there are; -1 for none. With ``expectsPlainValues``, what adding a stub
    /// asks of each stub of its name, read without copying `expected` (a retain and release of its array in a
    /// debug build, for each stub walked).
    @exclusivity(unchecked) private(set) var argumentCount = -1
    /// Whether the `with(...)` arguments are all plain values (``ExpectedArguments/runsNoUserCode``); `true` for
    /// none.
    @exclusivity(unchecked) private(set) var expectsPlainValues = true

    /// Sets ``expected`` and what is read off it.
    private func expect(_ expected: ExpectedArguments?) {
        self.expected = expected
        argumentCount = expected?.count ?? -1
        expectsPlainValues = expected?.runsNoUserCode ?? true
    }

    /// The name of the fake the stub is for, for messages.
    var fakeName: String {
        switch fake {
        case .held(let target)?: return target.fakeName
        case .instance(let owner)?: return owner.liveInstance.map { String(describing: type(of: $0)) } ?? "a fake"
        case nil: return "a fake"
        }
    }

    /// The `with(...)` arguments as the test gave them; `nil` when any arguments match.
    var arguments: [SpryEquatable?]? { expected?.values }
    @exclusivity(unchecked) private var finished = false

    // Set once, when the stub is finished, before its fake's state holds it.
    @exclusivity(unchecked) private(set) var action: Action = .values
    /// Whether the action is `andReturn` values.
    @usableFromInline @exclusivity(unchecked) private(set) var returnsValues = false
    /// The `andReturn` values and the place in them; one `nil` for other actions. Its place is guarded by the
    /// shard lock; its values never change once finished, and are read with no lock held.
    @usableFromInline @exclusivity(unchecked) var sequence = ValueSequence.unset
    /// The test a fake type's stub was made in; `nil` for an instance's.
    @exclusivity(unchecked) private(set) var origin: TestOrigin?
    /// The captors among the `with(...)` arguments, with their positions, found once when the stub is finished;
    /// `nil` when there is none, as with every stub whose arguments are all plain values. Not an empty array: a
    /// debug build paid for making one with each stub, and for walking it with each call that compared arguments.
    @exclusivity(unchecked) private(set) var captors: [(position: Int, captor: ArgumentCaptor)]?
    /// Whether the stub answered a call. Guarded by the shard lock.
    @usableFromInline @exclusivity(unchecked) var used = false

    init<Function: StringRepresentable>(
        target: FakeTarget, function: Function, replacing: Bool, location: CodeLocation
    ) {
        fake = .held(target)
        functionName = function.rawValue
        functionType = Function.self
        self.replacing = replacing
        self.location = location
    }

    /// A stub begun again from `stub`, with its arguments: `nil` fake when `stub`'s fake is gone.
    private init(again stub: Stub, fake: FakeTarget?) {
        self.fake = fake.map(Fake.held)
        functionName = stub.functionName
        functionType = stub.functionType
        replacing = stub.replacing
        location = stub.location
        expect(stub.expected)
    }

    /// A finished stub that no fake holds yet, for tests of the registry.
    init(
        function: any StringRepresentable, arguments: [SpryEquatable?]?, action: Action, values: [Any?] = [nil],
        location: CodeLocation
    ) {
        functionName = function.rawValue
        functionType = type(of: function)
        replacing = false
        self.location = location
        expect(arguments.map(ExpectedArguments.init))
        finished = true
        sequence = ValueSequence(values)
        take(action)
    }

    deinit {
        if !finished, case .held(let target)? = fake {
            _FailureReporter.fail(
                Misuse.unfinishedStub(target: target, functionName: functionName, caseName: caseName), at: location
            )
        }
    }

    /// Makes the stub answer only calls whose arguments match these, one per parameter. Each may be a value,
    /// `nil`, an ``Argument`` option or an ``ArgumentCaptor``.
    /// - Returns: This stub, to finish with `andReturn` or `andDo`.
    public func with(_ arguments: SpryEquatable?...) -> Stub {
        with(arguments)
    }

    /// Makes the stub answer only calls whose arguments match these, where some value is not `SpryEquatable`:
    /// any `Equatable` value, such as a dependency's types, compared with its own `==`, and metatypes, compared
    /// by identity, beside `nil`, literals, ``Argument`` options written with a leading dot and captors.
    ///
    /// ```swift
    /// handler.stub(.subscript).with("request", Logger.MetadataValue.string("r-1")).andReturn(nil)
    /// ```
    /// - Returns: This stub, to finish with `andReturn` or `andDo`.
    @_disfavoredOverload
    public func with(_ arguments: Any?...) -> Stub {
        with(_expectedArguments(arguments))
    }

    private func with(_ arguments: [SpryEquatable?]) -> Stub {
        let stub = unfinished
        guard case .held(let target)? = stub.fake else { return stub }
        let expected = ExpectedArguments(arguments)
        FakeCore.checkArguments(
            arguments, expected, target: target, functionName: functionName, caseName: caseName, call: "with",
            at: location
        )
        stub.expect(expected)
        return stub
    }

    /// Finishes the stub: calls return these values in turn, and then the last one every time after.
    ///
    /// With no value the stub returns `Void()`, for functions that return nothing.
    /// ```swift
    /// fake.stub(.nextNumber).andReturn(1, 2, 3) // 1, then 2, then 3, 3, 3…
    /// ```
    public func andReturn(_ values: Any?...) {
        andReturn(sequence: values)
    }

    /// ``andReturn(_:)-(Any?...)`` with the values in an array.
    func andReturn(sequence values: [Any?]) {
        let stub = unfinished
        stub.sequence = values.isEmpty ? ValueSequence(()) : ValueSequence(values)
        stub.finish(.values)
    }

    /// Finishes the stub: calls return `value`, given as an `Any?`, or `nil`.
    ///
    /// ```swift
    /// fake.stub(.nickname).andReturn(nil)
    /// ```
    public func andReturn(_ value: consuming Any?) {
        andReturn(held: value.map(StubbedValue.holding))
    }

    /// Finishes the stub: calls return `value`. Chosen over ``andReturn(_:)-(Any?)`` wherever Swift knows the
    /// value's type, which the stub keeps: a call whose return type is that type reads the value with no cast
    /// from `Any`. `nil` alone takes the other form.
    ///
    /// ```swift
    /// fake.stub(.currentName).andReturn("Ada")
    /// ```
    @inlinable
    public func andReturn<Value>(_ value: Value) {
        andReturn(held: TypedValue(value))
    }

    /// Finishes the stub with one value, held with its type.
    @usableFromInline
    func andReturn(held value: consuming StubbedValue?) {
        let stub = unfinished
        stub.sequence.setOnly(value)
        stub.finish(.values)
    }

    /// Finishes the stub with an implementation: it receives the call's arguments and its result is returned.
    ///
    /// ```swift
    /// fake.stub(.iHaveACompletionClosure).andDo { arguments in
    ///     (arguments[1] as! () -> Void)()
    ///     return Void()
    /// }
    /// ```
    ///
    /// Chosen where the closure's results are of several types, or `nil`; otherwise the form whose result type
    /// Swift infers is (see ``andDo(_:)-(([Any?])->Result)``).
    @_disfavoredOverload
    public func andDo(_ implementation: @escaping ([Any?]) throws -> Any?) {
        finish(doing: implementation)
    }

    /// Finishes the stub with `implementation`: the one body behind every synchronous `andDo`.
    func finish(doing implementation: @escaping ([Any?]) throws -> Any?) {
        unfinished.finish(.closure(implementation))
    }

    /// Finishes the stub with an async implementation, for fakes of `async` members. It may suspend, for
    /// example until the test lets it go, which is how cancellation and ordering are tested.
    ///
    /// ```swift
    /// fake.stub(.load).andDo { arguments in
    ///     await gate.wait()
    ///     return "loaded"
    /// }
    /// ```
    public func andDo(_ implementation: @escaping ([Any?]) async throws -> Any?) {
        unfinished.finish(.asyncClosure(implementation))
    }

    /// Finishes the stub: calls throw `error`. The fake must call `spryifyThrows` or `stubbedValueThrows`
    /// (or their `await` forms).
    ///
    /// ```swift
    /// fake.stub(.load).with("missing").andThrow(LoadError.notFound)
    /// ```
    public func andThrow(_ error: Error) {
        unfinished.finish(.error(error))
    }

    /// This stub while it is unfinished; once finished, a new stub with its fake, name and arguments, so that
    /// `with` or a finisher given to a finished stub adds a stub rather than changing the one a fake holds.
    private var unfinished: Stub {
        finished ? begunAgain() : self
    }

    /// A new stub with this one's fake, name and arguments.
    private func begunAgain() -> Stub {
        switch fake {
        case .held(let target)?: return Stub(again: self, fake: target)
        case .instance(let owner)?: return Stub(again: self, fake: owner.liveInstance.map(FakeTarget.instance))
        case nil: return Stub(again: self, fake: nil)
        }
    }

    /// Sets the action and what it implies. Runs once, before any fake's state holds the stub.
    /// For `andReturn`, ``sequence`` holds the values already.
    private func take(_ action: Action) {
        // `action` starts as `.values`, so `andReturn` sets only the flag: assigning an enum with payloads costs a
        // debug build a copy and a destroy of both values.
        if case .values = action { returnsValues = true } else { self.action = action }
        if !expectsPlainValues {
            // Plain values (`String`, `Int`, `Bool`, `Double`) are never captors, so only other arguments are looked at.
            let found = (arguments ?? []).enumerated().compactMap { position, argument in
                argument.flatMap(ArgumentCaptor.exactly).map { (position, $0) }
            }
            if !found.isEmpty { captors = found }
        }
    }

    /// Finishes the stub with `action`; for `andReturn`, ``sequence`` holds the values already. Called on
    /// ``unfinished``.
    private func finish(_ action: Action) {
        assert(!finished)
        finished = true
        guard case .held(let target)? = fake else { return }
        take(action)
        // Asked only of a type: `target.origin` answers `nil` for an instance, at the price of a call.
        if case .type = target { origin = target.origin }
        // The fake's state will hold this stub: it must not keep the fake alive.
        if case .instance(let object) = target { fake = .instance(InstanceOwner(object)) }
        let replaced = Registry.shared.add(self, to: target)
        StubWatch.active?.watch(self, of: target)
        guard let replaced, !replacing else { return }
        let fromOtherTest = replaced.origin != nil && replaced.origin != origin
        _FailureReporter.fail(
            Misuse.duplicateStub(target: target, stub: self, caseName: caseName, replacedFromOtherTest: fromOtherTest),
            at: location
        )
    }

    /// What the chosen stub gives a call: its next value, or its action. Marks it used. Call with the shard
    /// lock held.
    func answerLocked() -> Registry.StubAnswer {
        used = true
        switch action {
        case .values: return .value(self, sequence.advance())
        case .closure(let body): return .perform(body)
        case .asyncClosure(let body): return .suspend(body)
        case .error(let error): return .throw(error)
        }
    }

    /// The value at `position` of the stub's values, as it was given.
    func value(at position: Int) -> Any? {
        sequence.held(at: position)?.value
    }

    /// A public description of the stub; `wasUsed` was read under the shard lock.
    func record(wasUsed: Bool) -> StubRecord {
        StubRecord(
            functionName: functionName,
            argumentsDescription: arguments.map { CallFormatter.arguments($0) },
            wasUsed: wasUsed,
            location: location,
            description: description
        )
    }

    var description: String {
        var text = CallFormatter.call(functionName, expected: arguments)
        switch action {
        case .values: text += " -> andReturn(\(sequence.values.map { CallFormatter.value($0) }.joined(separator: ", ")))"
        case .closure, .asyncClosure: text += " -> andDo { … }"
        case .error(let error): text += " -> andThrow(\(error))"
        }
        return text
    }
}

