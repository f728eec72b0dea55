/// The stubs that may answer a call, as ``FakeState/candidates(for:arguments:)`` finds them under the lock.
enum StubCandidates {
    /// No stub of that name.
    case none
    /// No stub of that name takes `with(...)` arguments, so the newest answers without any comparison.
    case chosen(StubEntry)
    /// The fake's stubs, oldest first, to compare those of the name with the call's arguments.
    case compare([StubEntry], String)

    /// The stub that answers a call with `arguments`: the newest whose `with(...)` arguments match, else the
    /// newest without arguments. Runs user code (`==`, `Argument.pass`), so call it with no lock held.
    /// `fakeName` names the fake in the failure of a stub that can never answer such a call.
    func choose(for arguments: [Any?], fakeName: @autoclosure () -> String) -> StubEntry? {
        switch self {
        case .none:
            return nil
        case .chosen(let stub):
            return stub
        case .compare(let stubs, let functionName):
            // `match` always decides, so the choice is never left to a comparison.
            var chosen: StubEntry?
            if case .chosen(let stub) = Self.choose(
                among: stubs, named: functionName, arguments: arguments, count: arguments.count
            ) {
                chosen = stub
            }
            reportStubsThatCanNeverAnswer(stubs, functionName, arguments, chosen: chosen, fakeName: fakeName)
            return chosen
        }
    }

    /// Reports each stub of the name, newer than the chosen one, that the call's arguments passed over because it
    /// can never answer them (``NeverMatching/stubMessage(_:fakeName:arguments:)``), at the stub's line. Runs
    /// with no lock held, after the choice.
    private func reportStubsThatCanNeverAnswer(
        _ stubs: [StubEntry], _ functionName: String, _ arguments: [Any?], chosen: StubEntry?, fakeName: () -> String
    ) {
        for stub in stubs.reversed() where stub.functionName == functionName {
            if stub === chosen { return }
            guard let message = NeverMatching.stubMessage(stub, fakeName: fakeName(), arguments: arguments) else {
                continue
            }
            _FailureReporter.fail(message, at: stub.location)
        }
    }

    /// The choice rule, in one place: among `stubs` (oldest first), the newest of `functionName` whose
    /// `with(...)` arguments match the call's `count` arguments at `arguments`, else the newest without
    /// arguments: `.chosen` with it, or `.none`.
    ///
    /// `inPlace` compares plain values only, running no user code (``ExpectedArguments/matchInPlace(_:)``), and
    /// answers `.compare` when it cannot decide for a stub it reaches, which leaves the choice to the general rule;
    /// otherwise ``ExpectedArguments/match(_:)`` compares, which runs user code and always decides. The
    /// arguments come as a pointer (the caller passes its array) and the comparison as a flag, not in closures:
    /// callgrind, debug, the benchmark's whole test 172,351 instructions against 171,592.
    static func choose(
        among stubs: [StubEntry], named functionName: String, arguments: UnsafePointer<Any?>, count: Int,
        inPlace: Bool = false
    ) -> StubCandidates {
        let actual = UnsafeBufferPointer(start: arguments, count: count)
        var withoutArguments: StubEntry?
        var index = stubs.count
        while index > 0 {
            index -= 1
            let stub = stubs[index]
            guard stub.functionName == functionName else { continue }
            guard let expected = stub.expected else {
                // `case .none`, not `== nil`, which is a generic call in a debug build.
                if case .none = withoutArguments { withoutArguments = stub }
                continue
            }
            switch inPlace ? expected.matchInPlace(actual) : expected.match(actual) {
            case true?: return .chosen(stub)
            case false?: continue
            case nil: return .compare(stubs, functionName)
            }
        }
        guard let withoutArguments else { return .none }
        return .chosen(withoutArguments)
    }
}
