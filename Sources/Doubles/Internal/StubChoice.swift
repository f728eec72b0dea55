/// The stubs that may answer a call, as ``FakeState/candidates(for:)`` finds them under the lock.
enum StubCandidates {
    /// No stub of that name.
    case none
    /// No stub of that name takes `with(...)` arguments, so the newest answers without any comparison.
    case chosen(StubEntry)
    /// The fake's stubs, oldest first, to compare those of the name with the call's arguments.
    case compare([StubEntry], String)

    /// The stub that answers a call with `arguments`: the newest whose `with(...)` arguments match, else the
    /// newest without arguments. Runs user code (`==`, `Argument.pass`), so call it with no lock held.
    func choose(for arguments: [Any?]) -> StubEntry? {
        switch self {
        case .none:
            return nil
        case .chosen(let stub):
            return stub
        case .compare(let stubs, let functionName):
            var withoutArguments: StubEntry?
            for stub in stubs.reversed() where stub.functionName == functionName {
                guard let expected = stub.expected else {
                    if withoutArguments == nil { withoutArguments = stub }
                    continue
                }
                if expected.match(arguments) { return stub }
            }
            return withoutArguments
        }
    }
}
