// Finishers beyond one value, closure or error, each built on the stub's own `andDo` and `andReturn`.

extension Stub {
    /// Finishes the stub with an implementation whose result is of one type, which Swift infers from the
    /// closure: so a closure of several statements for a member that returns nothing needs no `return`.
    ///
    /// ```swift
    /// fake.stub(.save).andDo { arguments in
    ///     let name = arguments[0] as! String
    ///     saved.append(name)
    /// }
    /// ```
    public func andDo<Result>(_ implementation: @escaping ([Any?]) throws -> Result) {
        finish(doing: { arguments -> Any? in try implementation(arguments) })
    }

    /// Finishes the stub with an implementation that takes the call's one argument as its type. A call whose argument
    /// is of another type is a failure, naming this stub's line, and returns its return type's empty value.
    ///
    /// ```swift
    /// fake.stub(.place).andDo { (order: Order) in order.total > 0 }
    /// ```
    @_disfavoredOverload
    public func andDo<A, Result>(_ implementation: @escaping (A) throws -> Result) {
        finish(typed: [A.self]) { try implementation($0.take(0)) }
    }

    /// Finishes the stub with an implementation taking the call's two arguments, typed; see the one-argument form.
    ///
    /// ```swift
    /// fake.stub(.place).andDo { (order: Order, notify: Bool) in notify ? order.id : "" }
    /// ```
    @_disfavoredOverload
    public func andDo<A, B, Result>(_ implementation: @escaping (A, B) throws -> Result) {
        finish(typed: [A.self, B.self]) { try implementation($0.take(0), $0.take(1)) }
    }

    /// Finishes the stub with an implementation taking the call's three arguments, typed; see the one-argument form.
    @_disfavoredOverload
    public func andDo<A, B, C, Result>(_ implementation: @escaping (A, B, C) throws -> Result) {
        finish(typed: [A.self, B.self, C.self]) { try implementation($0.take(0), $0.take(1), $0.take(2)) }
    }

    /// Finishes the stub with an implementation taking the call's four arguments, typed; see the one-argument form.
    @_disfavoredOverload
    public func andDo<A, B, C, D, Result>(_ implementation: @escaping (A, B, C, D) throws -> Result) {
        finish(typed: [A.self, B.self, C.self, D.self]) {
            try implementation($0.take(0), $0.take(1), $0.take(2), $0.take(3))
        }
    }

    /// Finishes the stub with an implementation taking the call's five arguments, typed; see the one-argument form.
    @_disfavoredOverload
    public func andDo<A, B, C, D, E, Result>(_ implementation: @escaping (A, B, C, D, E) throws -> Result) {
        finish(typed: [A.self, B.self, C.self, D.self, E.self]) {
            try implementation($0.take(0), $0.take(1), $0.take(2), $0.take(3), $0.take(4))
        }
    }

    /// Finishes the stub with an implementation taking the call's six arguments, typed; see the one-argument form.
    /// A closure of more parameters takes the arguments as an array, `andDo { arguments in … }`.
    @_disfavoredOverload
    public func andDo<A, B, C, D, E, F, Result>(_ implementation: @escaping (A, B, C, D, E, F) throws -> Result) {
        finish(typed: [A.self, B.self, C.self, D.self, E.self, F.self]) {
            try implementation($0.take(0), $0.take(1), $0.take(2), $0.take(3), $0.take(4), $0.take(5))
        }
    }

    /// The one body of the typed forms: `call` reads each argument as its parameter's type; a call whose arguments
    /// it cannot read is a slip of the call (``AndDoMismatch``), and the closure never runs.
    private func finish(typed types: [Any.Type], _ call: @escaping (TypedCall) throws -> Any?) {
        let check = TypedArguments(self, types: types)
        finish(doing: { arguments -> Any? in
            do {
                return try call(TypedCall(check: check, arguments: arguments))
            } catch is TypedCall.Mismatch {
                throw AndDoMismatch(message: check.mismatch(arguments))
            }
        })
    }

    /// Finishes the stub with a sequence of answers, each given to one call in turn, and the last to every call
    /// after: a value to return or an error to throw. "Throw, then return" tests a retry.
    ///
    /// ```swift
    /// fake.stub(.load).andAnswer(.throw(NetworkError.offline), .return("data"))
    /// ```
    public func andAnswer(_ answers: StubbedAnswer...) {
        andReturn(sequence: answers.map { answer -> Any? in
            switch answer {
            case .return(let value): return value
            case .throw(let error): return SequencedError(error: error)
            }
        })
    }
}

/// One answer of a sequence given to ``Stub/andAnswer(_:)``.
public enum StubbedAnswer {
    /// The call returns this value.
    case `return`(Any?)
    /// The call throws this error; the fake's member must be able to throw.
    case `throw`(any Error)
}

/// An error in a stub's sequence of values, which the call it is given to throws.
struct SequencedError: CustomStringConvertible {
    let error: any Error

    /// As a stub's description shows it: `throw(offline)`.
    var description: String { "throw(\(error))" }
}

/// One call's arguments as a typed `andDo` closure reads them.
private struct TypedCall {
    /// Thrown where an argument is not of its parameter's type, before the closure runs.
    struct Mismatch: Error {}

    let check: TypedArguments
    let arguments: [Any?]

    /// The argument at `position` as its parameter's type, converted as a stubbed number is.
    func take<T>(_ position: Int) throws -> T {
        guard let value = check.argument(position, of: arguments, as: T.self) else { throw Mismatch() }
        return value
    }
}

/// What a typed `andDo` closure takes, checked against each call's arguments.
private struct TypedArguments {
    /// The most parameters a typed `andDo` closure takes.
    static let mostParameters = 6

    let types: [Any.Type]
    let fakeName: String
    let functionName: String
    let location: CodeLocation

    init(_ stub: Stub, types: [Any.Type]) {
        self.types = types
        fakeName = stub.fakeName
        functionName = stub.functionName
        location = stub.location
    }

    /// The argument at `position` as an `A`, converted as a stubbed number is; `nil` when there is none of it.
    func argument<A>(_ position: Int, of arguments: [Any?], as type: A.Type) -> A? {
        guard arguments.count == types.count else { return nil }
        // An `Any` parameter takes the argument itself, not the optional the arguments hold it in.
        if A.self == Any.self, let value = flattened(arguments[position]) { return value as? A }
        return NumberConversion.value(arguments[position], as: A.self)
    }

    /// The failure of a call whose arguments the closure cannot take, naming the stub's line.
    func mismatch(_ arguments: [Any?]) -> String {
        // One tuple, as Swift passes a closure of more parameters than the typed forms take, is written once.
        let taken = types.count == 1 && TypeMetadata(types[0]).kind == .tuple
            ? TypeName.of(types[0]) : "(" + types.map { TypeName.of($0) }.joined(separator: ", ") + ")"
        let given = arguments.map { flattened($0).map { TypeName.of(value: $0) } ?? "nil" }.joined(separator: ", ")
        // Swift passes a closure of more parameters than the typed forms take as one tuple, to the one-argument form.
        let fix = arguments.count > Self.mostParameters
            ? "a typed closure takes at most \(Self.mostParameters) parameters; take the call's \(arguments.count) "
                + "as an array: `andDo { arguments in … }`."
            : "declare the closure's parameters as the member's: `andDo { (" + arguments.indices.map {
                "arg\($0 + 1): \(arguments[$0].flatMap(flattened).map { TypeName.of(value: $0) } ?? "…")"
            }.joined(separator: ", ") + ") in … }`."
        return """
            The andDo closure of \(fakeName)'s stub for \(functionName) (stubbed at \(location)) takes \(taken), but the \
            call \(CallFormatter.received(arguments)) passes (\(given)).
            Fix: \(fix)
            """
    }
}

/// Thrown by a typed `andDo` closure that cannot take a call's arguments, before it runs: the call answers it as a
/// slip, with `message` (``Answering/outcome(of:_:returnType:)``).
struct AndDoMismatch: Error {
    let message: String
}
