/// The stubs that may answer a call, as ``FakeState/candidates(for:)`` finds them under the lock.
enum StubCandidates {
    /// No stub of that name.
    case none
    /// No stub of that name takes `with(...)` arguments, so the newest answers without any comparison.
    case chosen(StubEntry)
    /// The fake's stubs, oldest first, to compare those of the name with the call's arguments.
    case compare([StubEntry], String)

    /// The stub that answers a call, by the choice rule below; it runs user code, so call it with no lock held.
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

    /// Reports at its line each stub of the name that can never answer these arguments and was compared with them
    /// before the chosen one: every stub with `with(...)` arguments newer than it, or every one when the chosen stub
    /// takes none.
    private func reportStubsThatCanNeverAnswer(
        _ stubs: [StubEntry], _ functionName: String, _ arguments: [Any?], chosen: StubEntry?, fakeName: () -> String
    ) {
        let choseOneWithArguments = (chosen?.argumentCount ?? -1) >= 0
        for stub in stubs.reversed() where stub.functionName == functionName {
            if stub === chosen, choseOneWithArguments { return }
            guard let message = NeverMatching.stubMessage(
                stub, fakeName: fakeName(), arguments: arguments, otherStubAnswered: chosen != nil
            ) else {
                continue
            }
            _FailureReporter.fail(message, at: stub.location)
        }
    }

    /// Whether each of the stub's `with(...)` arguments matches anything (`Argument.anything`, a captor), any value
    /// (`Argument.nonNil`) or any value of a type (`Argument.instanceOf`), so that by the choice rule below it may
    /// hide the stubs of its member made before it (``hidden(by:among:)``).
    static func mayHideOthers(_ stub: StubEntry) -> Bool {
        // Plain values (most stubs) are asked nothing more.
        guard !stub.expectsPlainValues, let expected = stub.arguments, !expected.isEmpty else { return false }
        return expected.allSatisfy { matchesEveryValue($0) || matchesValues($0) }
    }

    /// Whether an expected argument matches any value, or any of a type: `Argument.nonNil` or `Argument.instanceOf`.
    private static func matchesValues(_ expected: SpryEquatable?) -> Bool {
        switch expected as? Argument {
        case .nonNil?, ._instanceOf?: return true
        default: return false
        }
    }

    /// Whether an expected argument matches anything: `Argument.anything` or a captor.
    private static func matchesEveryValue(_ expected: SpryEquatable?) -> Bool {
        expected is ArgumentCaptor || expected as? Argument == .anything
    }

    /// The stubs among `stubs` that `stub`, newer and matching at least what each of them matches, hides: those of
    /// its member with as many `with(...)` arguments, unless alike, where each of its arguments matches anything, or
    /// is `Argument.nonNil` where theirs is a value or `Argument.nonNil` too (a rule, such as `pass`, may take a
    /// `nil`), or `Argument.instanceOf(T)` where theirs is a value of `T` or the same option. Compares options,
    /// captors and the types of values only, so runs no user code.
    static func hidden(by stub: StubEntry, among stubs: [StubEntry]) -> [StubEntry] {
        let expected = stub.arguments ?? []
        return stubs.filter { other in
            other !== stub && other.functionName == stub.functionName && other.argumentCount == expected.count
                && zip(expected, other.arguments ?? []).allSatisfy(covers)
                && !zip(other.arguments ?? [], expected).allSatisfy { Argument.sameSpecification($0, $1) }
        }
    }

    /// Whether the expected argument `newer` matches every argument `older` matches.
    private static func covers(_ newer: SpryEquatable?, _ older: SpryEquatable?) -> Bool {
        if matchesEveryValue(newer) { return true }
        // A `nil`, bare or held as a value (`String??.some(nil)`), is an argument neither option matches.
        guard let option = newer as? Argument, let older, flattened(older) != nil, !(older is ArgumentCaptor) else {
            return false
        }
        switch option {
        case .nonNil:
            guard let olderOption = older as? Argument else { return true }
            return olderOption == .nonNil
        case ._instanceOf(let type, _):
            // A value of the type, or the same option (a subtype's option would need the types compared).
            if let olderOption = older as? Argument {
                guard case ._instanceOf(let olderType, _) = olderOption else { return false }
                return olderType == type
            }
            return option._isEqual(to: standIn(for: older))
        default:
            return false
        }
    }

    /// Whether the stub takes `Argument.nonNil` or `Argument.instanceOf` anywhere, so it matches every call only where
    /// that argument has a value (of the type).
    static func narrowsByValue(_ stub: StubEntry) -> Bool {
        stub.arguments?.contains(where: matchesValues) == true
    }

    /// The choice rule: among `stubs` (oldest first), the newest of `functionName` whose `with(...)` arguments match,
    /// else the newest without. `inPlace` runs no user code and answers `.compare` when it cannot decide; otherwise
    /// the comparison runs user code and always decides. The arguments come as a pointer and the comparison as a
    /// flag, not in closures: callgrind, debug, the benchmark's whole test 172,351 instructions against 171,592.
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
            guard stub.argumentCount >= 0 else {
                // `case .none`, not `== nil`, which is a generic call in a debug build.
                if case .none = withoutArguments { withoutArguments = stub }
                continue
            }
            // Read in place through the stub, not copied out, which retained and released its arrays: callgrind,
            // release, the whole test 65,879 → 65,314 instructions, two members in turn 1,239 → 1,182.
            switch inPlace ? stub.expected!.matchInPlace(actual) : stub.expected!.match(actual) {
            case true?: return .chosen(stub)
            case false?: continue
            case nil: return .compare(stubs, functionName)
            }
        }
        guard let withoutArguments else { return .none }
        return .chosen(withoutArguments)
    }
}
