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
            return Self.choose(among: stubs, named: functionName) { $0.match(arguments) } ?? nil
        }
    }

    /// The choice rule, in one place: among `stubs` (oldest first), the newest of `functionName` whose
    /// `with(...)` arguments `matches` accepts, else the newest without arguments; `.some(nil)` when none
    /// answers. `nil` when `matches` cannot decide for a stub it reaches (it answers `nil`), which leaves the
    /// choice to a rule that can.
    static func choose(
        among stubs: [Stub], named functionName: String, matching matches: (ExpectedArguments) -> Bool?
    ) -> Stub?? {
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
            switch matches(expected) {
            case true?: return .some(stub)
            case false?: continue
            case nil: return nil
            }
        }
        return .some(withoutArguments)
    }
}
