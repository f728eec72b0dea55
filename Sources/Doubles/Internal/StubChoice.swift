/// The stubs that may answer a call, as ``FakeState/candidates(for:arguments:)`` finds them under the lock.
enum StubCandidates {
    /// No stub of that name.
    case none
    /// No stub of that name takes `with(...)` arguments, so the newest answers without any comparison.
    case chosen(Stub)
    /// The fake's stubs, oldest first, to compare those of the name with the call's arguments.
    case compare([Stub], String)

    /// The stub that answers a call with `arguments`: the newest whose `with(...)` arguments match, else the
    /// newest without arguments. Runs user code (`==`, `Argument.pass`), so call it with no lock held.
    func choose(for arguments: [Any?]) -> Stub? {
        switch self {
        case .none:
            return nil
        case .chosen(let stub):
            return stub
        case .compare(let stubs, let functionName):
            // `match` always decides, so the choice is never undecided.
            return Self.choose(among: stubs, named: functionName, arguments: arguments, count: arguments.count) ?? nil
        }
    }

    /// The choice rule, in one place: among `stubs` (oldest first), the newest of `functionName` whose
    /// `with(...)` arguments match the call's `count` arguments at `arguments`, else the newest without
    /// arguments; `.some(nil)` when none answers.
    ///
    /// `inPlace` compares plain values only, running no user code (``ExpectedArguments/matchInPlace(_:)``), and
    /// answers `nil` when it cannot decide for a stub it reaches, which leaves the choice to the general rule;
    /// otherwise ``ExpectedArguments/match(_:)`` compares, which runs user code and always decides. The
    /// arguments come as a pointer (the caller passes its array) and the comparison as a flag, not in closures:
    /// callgrind, debug, the benchmark's whole test 172,351 instructions against 171,592.
    static func choose(
        among stubs: [Stub], named functionName: String, arguments: UnsafePointer<Any?>, count: Int,
        inPlace: Bool = false
    ) -> Stub?? {
        let actual = UnsafeBufferPointer(start: arguments, count: count)
        var withoutArguments: Stub?
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
            case true?: return .some(stub)
            case false?: continue
            case nil: return nil
            }
        }
        return .some(withoutArguments)
    }
}
