/// A stub, returned by `stub(_:)` and `stubAgain(_:)`.
///
/// Narrow it with ``with(_:)-(SpryEquatable?...)``, then finish it with ``andReturn(_:)-(Any?...)``, ``andDo(_:)-ttf4``
/// or ``andThrow(_:)``; only a finished stub answers calls, and an unfinished one is reported where it began.
///
/// ```swift
/// fake.stub(.hereAreTwoStrings).with("first string", "second string").andReturn(true)
/// ```
///
/// A stub kept in a variable can be used again: `with(...)` begins a new stub for the same fake and member, and a
/// finisher adds a new stub with the same arguments. Finishing adds to the fake's state an entry of its own, which
/// answers calls and does not refer to the builder, so the fake's state never keeps the fake alive through a stub;
/// a builder kept in a variable holds its fake as any reference does.
public final class Stub {
    private let target: FakeTarget
    let functionName: String
    /// The fake's enum, whose case of raw value `functionName` is named only when a message needs it: naming a
    /// case reads its reflection, which costs more than the rest of making a stub.
    let functionType: any StringRepresentable.Type
    var caseName: String {
        func name<Function: StringRepresentable>(in type: Function.Type) -> String {
            Function(rawValue: functionName).map { "\($0)" } ?? functionName
        }
        return name(in: functionType)
    }
    /// Whether the stub replaces one with the same function and arguments without a report (`stubAgain`).
    let replacing: Bool
    let location: CodeLocation
    // A builder serves one test at a time, so skips exclusivity checks (they cost a debug stub about 800 instructions).
    /// The `with(...)` arguments, prepared once for matching against every call; `nil` when any arguments match.
    @exclusivity(unchecked) private var expected: ExpectedArguments?
    @exclusivity(unchecked) private var finished = false

    var fakeName: String { target.fakeName }

    init<Function: StringRepresentable>(
        target: FakeTarget, function: Function, replacing: Bool, location: CodeLocation
    ) {
        self.target = target
        functionName = function.rawValue
        functionType = Function.self
        self.replacing = replacing
        self.location = location
    }

    private init(again stub: Stub) {
        target = stub.target
        functionName = stub.functionName
        functionType = stub.functionType
        replacing = stub.replacing
        location = stub.location
        expected = stub.expected
    }

    deinit {
        if !finished {
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
        let expected = ExpectedArguments(arguments)
        FakeCore.checkArguments(
            arguments, expected, target: target, functionName: functionName, caseName: caseName, call: "with",
            at: location
        )
        stub.expected = expected
        return stub
    }

    /// Finishes the stub: calls return these values in turn, and then the last one every time after.
    /// With no value the stub returns `Void()`, for functions that return nothing.
    /// ```swift
    /// fake.stub(.nextNumber).andReturn(1, 2, 3) // 1, then 2, then 3, 3, 3…
    /// ```
    public func andReturn(_ values: Any?...) {
        andReturn(sequence: values)
    }

    /// ``andReturn(_:)-(Any?...)`` with the values in an array.
    func andReturn(sequence values: [Any?]) {
        unfinished.finish(.values, values.isEmpty ? ValueSequence(()) : ValueSequence(values))
    }

    /// Finishes the stub: calls return `value`, given as an `Any?`, or `nil`.
    ///
    /// ```swift
    /// fake.stub(.nickname).andReturn(nil)
    /// ```
    public func andReturn(_ value: consuming Any?) {
        andReturn(held: value.map(StubbedValue.holding))
    }

    /// Finishes the stub: calls return `value`. Chosen over ``andReturn(_:)-(Any?)`` wherever Swift knows the value's
    /// type, which the stub keeps, so a call returning that type reads it without a cast; only `nil` takes the other.
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
        unfinished.finish(.values, ValueSequence(held: value))
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

    /// This stub while unfinished, else a copy: `with` or a finisher then adds a stub rather than change the fake's.
    private var unfinished: Stub {
        finished ? Stub(again: self) : self
    }

    /// Reports the stubs that `entry`, which matches every call, hides: those made before it that have answered no
    /// call yet (one that has was for an earlier part of the test) in the running test (a fake type's stubs of another
    /// test are reported when they answer).
    private func reportStubsHidden(by entry: StubEntry) {
        let stubs = Registry.shared.unusedStubs(target, checking: entry.origin)
        let hidden = StubCandidates.hidden(by: entry, among: stubs)
        guard !hidden.isEmpty else { return }
        _FailureReporter.fail(
            Misuse.hiddenStubs(hidden, by: entry, target: target, caseName: caseName), at: location
        )
    }

    /// Reports a `stubAgain` without `with(...)` that replaced no stub while stubs of its name with arguments, which
    /// are chosen before it, keep answering the calls they match: it meant to replace one of them.
    private func reportStubsChosenBefore(_ entry: StubEntry) {
        let before = Registry.shared.stubs(target).filter {
            $0 !== entry && $0.functionName == functionName && $0.argumentCount >= 0
                && TestOrigin.counts($0.origin, for: entry.origin)
        }
        guard !before.isEmpty else { return }
        _FailureReporter.fail(
            Misuse.stubAgainBehindStubs(before, target: target, functionName: functionName, caseName: caseName),
            at: location
        )
    }

    /// Adds the entry that answers calls, with `action`, and `values` for `andReturn`. Called on ``unfinished``.
    private func finish(_ action: StubEntry.Action, _ values: ValueSequence = ValueSequence(held: nil)) {
        assert(!finished)
        finished = true
        let entry = StubEntry(
            functionName: functionName, location: location, expected: expected,
            action: action, values: values,
            // Asked only of a type: `target.origin` answers `nil` for an instance, at the price of a call.
            origin: target.isType ? target.origin : nil
        )
        let replaced = Registry.shared.add(entry, to: target)
        StubWatch.active?.watch(entry, of: target)
        if !replacing, StubCandidates.mayHideOthers(entry) { reportStubsHidden(by: entry) }
        if replacing, replaced == nil, entry.argumentCount < 0 { reportStubsChosenBefore(entry) }
        guard let replaced, !replacing else { return }
        let fromOtherTest = replaced.origin != nil && replaced.origin != entry.origin
        _FailureReporter.fail(
            Misuse.duplicateStub(
                target: target, stub: entry, caseName: caseName, replacedFromOtherTest: fromOtherTest ? replaced : nil
            ),
            at: location
        )
    }
}
