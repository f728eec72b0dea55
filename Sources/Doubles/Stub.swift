/// A stub being set up, returned by `stub(_:)` and `stubAgain(_:)`.
///
/// Narrow it with ``with(_:)``, then finish it with ``andReturn(_:)``, ``andDo(_:)`` or ``andThrow(_:)``; only a finished stub
/// answers calls. A stub left unfinished is reported at the line that began it.
///
/// ```swift
/// fake.stub(.hereAreTwoStrings).with("first string", "second string").andReturn(true)
/// ```
public final class Stub {
    let target: FakeTarget
    let functionName: String
    /// The enum case, named only when a message needs it: naming a case reads its reflection, which costs
    /// more than the rest of making a stub.
    let function: any StringRepresentable
    var caseName: String { "\(function)" }
    let replacing: Bool
    let location: CodeLocation
    private var arguments: [SpryEquatable?]?
    /// `arguments`, prepared for matching.
    private var expected: ExpectedArguments?
    private var finished = false

    init(target: FakeTarget, function: any StringRepresentable, replacing: Bool, location: CodeLocation) {
        self.target = target
        functionName = function.rawValue
        self.function = function
        self.replacing = replacing
        self.location = location
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
        let expected = ExpectedArguments(arguments)
        FakeCore.checkArguments(arguments, expected, target: target, function: function, call: "with", at: location)
        self.arguments = arguments
        self.expected = expected
        return self
    }

    /// Finishes the stub: calls return these values in turn, and then the last one every time after.
    ///
    /// With no value the stub returns `Void()`, for functions that return nothing.
    /// ```swift
    /// fake.stub(.nextNumber).andReturn(1, 2, 3) // 1, then 2, then 3, 3, 3…
    /// ```
    public func andReturn(_ values: Any?...) {
        finish(.values(values.isEmpty ? [()] : values))
    }

    /// Finishes the stub with an implementation: it receives the call's arguments and its result is returned.
    ///
    /// ```swift
    /// fake.stub(.iHaveACompletionClosure).andDo { arguments in
    ///     (arguments[1] as! () -> Void)()
    ///     return Void()
    /// }
    /// ```
    public func andDo(_ implementation: @escaping ([Any?]) throws -> Any?) {
        finish(.closure(implementation))
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
        finish(.asyncClosure(implementation))
    }

    /// Finishes the stub: calls throw `error`. The fake must call `spryifyThrows` or `stubbedValueThrows`
    /// (or their `await` forms).
    ///
    /// ```swift
    /// fake.stub(.load).with("missing").andThrow(LoadError.notFound)
    /// ```
    public func andThrow(_ error: Error) {
        finish(.error(error))
    }

    private func finish(_ action: StubEntry.Action) {
        finished = true
        let entry = StubEntry(
            functionName: functionName, arguments: arguments, expected: expected, action: action, location: location,
            origin: target.origin
        )
        guard let replaced = Registry.shared.add(entry, to: target), !replacing else { return }
        let fromOtherTest = replaced.origin != nil && replaced.origin != entry.origin
        _FailureReporter.fail(
            Misuse.duplicateStub(target: target, stub: entry, caseName: caseName, replacedFromOtherTest: fromOtherTest),
            at: location
        )
    }
}
