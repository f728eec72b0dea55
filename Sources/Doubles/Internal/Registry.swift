/// The lock that guards all shared state in Doubles.
let sharedLock = Lock()

/// One recorded call: the member's `#function` name, its arguments, and its place in the sequence of all
/// calls on all fakes.
public struct RecordedCall: CustomStringConvertible {
    /// The member's name as `#function` gives it, for example `giveMeAString(arg1:arg2:)`.
    public let functionName: String
    /// The arguments, in order.
    public let arguments: [Any?]
    /// The call's position among all calls recorded on any fake; later calls have larger numbers.
    public let sequenceNumber: UInt64

    /// `giveMeAString(arg1:arg2:) with <false>, <"wanted">`, or the bare name for a call without arguments.
    public var description: String {
        arguments.isEmpty ? functionName : "\(functionName) with \(_describeArguments(arguments))"
    }
}

/// Where a fake's state belongs: an instance, or a type (for static members).
@usableFromInline
enum FakeTarget {
    case instance(AnyObject)
    case type(Any.Type)

    var fakeName: String {
        switch self {
        case .instance(let object): return String(describing: Swift.type(of: object))
        case .type(let type): return String(describing: type)
        }
    }

    /// The identity of the instance or the type.
    var identity: ObjectIdentifier {
        switch self {
        case .instance(let object): return ObjectIdentifier(object)
        case .type(let type): return ObjectIdentifier(type)
        }
    }

    /// How a test refers to the fake in a suggested fix: `fake` or `FakeName`.
    var receiverInFix: String {
        switch self {
        case .instance: return "fake"
        case .type(let type): return String(describing: type)
        }
    }
}

/// A stub that is ready to answer calls. Immutable once registered, except for its position in a
/// sequence of return values, which only changes under `sharedLock`.
final class StubEntry: @unchecked Sendable {
    enum Action {
        case values([Any?])
        case closure(([Any?]) throws -> Any?)
        case asyncClosure(([Any?]) async throws -> Any?)
        case error(Error)
    }

    let functionName: String
    let arguments: [SpryEquatable?]?
    let action: Action
    let location: CodeLocation
    // Guarded by `sharedLock`.
    private var nextValueIndex = 0
    // Guarded by `sharedLock`.
    private var used = false

    /// The captors among the `with(...)` arguments, with their positions, found once when the stub is made.
    let captors: [(position: Int, captor: ArgumentCaptor)]

    init(functionName: String, arguments: [SpryEquatable?]?, action: Action, location: CodeLocation) {
        self.functionName = functionName
        self.arguments = arguments
        self.action = action
        self.location = location
        captors = (arguments ?? []).enumerated().compactMap { position, argument in
            (argument as? ArgumentCaptor).map { (position, $0) }
        }
    }

    /// Marks the stub used and returns the next value of its `andReturn` sequence: each value once, then the
    /// last one forever. Call with `sharedLock` held, for a stub whose action is `values`.
    func nextValueLocked(from values: [Any?]) -> Any? {
        used = true
        let index = nextValueIndex
        if index < values.count - 1 { nextValueIndex += 1 }
        return values[index]
    }

    /// Marks the stub used. Call with `sharedLock` held.
    func markUsedLocked() {
        used = true
    }

    /// A public description of the stub.
    var record: StubRecord {
        StubRecord(
            functionName: functionName,
            argumentsDescription: arguments.map(_describeExpectedArguments),
            wasUsed: sharedLock.withLock { used },
            location: location,
            description: description
        )
    }

    var description: String {
        var text = functionName
        if let arguments { text += " with \(_describeExpectedArguments(arguments))" }
        switch action {
        case .values(let values): text += " -> andReturn(\(values.map(_describeArgument).joined(separator: ", ")))"
        case .closure, .asyncClosure: text += " -> andDo { … }"
        case .error(let error): text += " -> andThrow(\(error))"
        }
        return text
    }
}

/// The calls and stubs of one fake instance or one fake type. Only touched under `sharedLock`.
final class FakeState {
    /// The instance this state belongs to; `nil` for a type, or once the instance is gone.
    weak var owner: AnyObject?
    var calls: [RecordedCall] = []
    var stubs: [StubEntry] = []
    /// Sequence numbers of the calls that a successful check matched.
    var verified: Set<UInt64> = []

    init(owner: AnyObject?) {
        self.owner = owner
    }
}

/// Owns every fake's recorded calls and stubs. A fake needs no stored property: its state is found by
/// identity, and an entry whose instance has gone away is never handed to a new instance at the same address.
final class Registry: @unchecked Sendable {
    static let shared = Registry()

    // All guarded by `sharedLock`.
    private var instances: [ObjectIdentifier: FakeState] = [:]
    private var types: [ObjectIdentifier: FakeState] = [:]
    private var sweepThreshold = Registry.minimumSweepThreshold
    private var nextSequenceNumber: UInt64 = 0
    /// The instance looked up last, so repeated calls on one fake skip the table.
    private var lastInstance: (key: ObjectIdentifier, state: FakeState)?

    static let minimumSweepThreshold = 64

    /// The state of `target`, created on first use. Call with `sharedLock` held.
    private func state(for target: FakeTarget) -> FakeState {
        switch target {
        case .instance(let object):
            let key = ObjectIdentifier(object)
            if let last = lastInstance, last.key == key, last.state.owner === object { return last.state }
            if let state = instances[key], state.owner === object {
                lastInstance = (key, state)
                return state
            }
            if instances.count >= sweepThreshold { sweepReleasedInstances() }
            let state = FakeState(owner: object)
            instances[key] = state
            lastInstance = (key, state)
            return state
        case .type(let type):
            let key = ObjectIdentifier(type)
            if let scope = DoublesIsolation.current { return scope.state(for: key) }
            if let state = types[key] { return state }
            let state = FakeState(owner: nil)
            types[key] = state
            return state
        }
    }

    /// Drops the state of instances that no longer exist. Runs when the table has doubled since the last
    /// sweep, so its cost spreads to O(1) per new fake and the table stays within twice the live fakes.
    private func sweepReleasedInstances() {
        instances = instances.filter { $0.value.owner != nil }
        lastInstance = nil
        sweepThreshold = max(Registry.minimumSweepThreshold, instances.count * 2)
    }

    /// What the registry found for a call.
    enum StubAnswer {
        /// No stub matches; these are the stubs the fake has.
        case missing([StubEntry])
        /// The next value of the chosen `andReturn` stub.
        case value(Any?)
        /// The chosen stub's implementation or error, to run outside the lock.
        case action(StubEntry.Action)
    }

    /// Records the call (when `record` is set), chooses the stub that answers it, lets its captors capture,
    /// marks it used and takes its next value: all in one pass under the lock. Argument matching runs user
    /// code (`==`, `Argument.pass`); the lock is recursive, so that code may itself use a fake.
    func answer(_ target: FakeTarget, functionName: String, arguments: [Any?], record: Bool) -> StubAnswer {
        sharedLock.withLock {
            let state = state(for: target)
            if record { append(functionName, arguments, to: state) }
            guard let stub = FakeCore.chooseStub(from: state.stubs, functionName: functionName, arguments: arguments)
            else { return .missing(state.stubs) }
            FakeCore.capture(arguments, for: stub)
            if case .values(let values) = stub.action { return .value(stub.nextValueLocked(from: values)) }
            stub.markUsedLocked()
            return .action(stub.action)
        }
    }

    /// Records a call.
    func record(_ target: FakeTarget, functionName: String, arguments: [Any?]) {
        sharedLock.withLock { append(functionName, arguments, to: state(for: target)) }
    }

    /// Call with `sharedLock` held.
    private func append(_ functionName: String, _ arguments: [Any?], to state: FakeState) {
        state.calls.append(
            RecordedCall(functionName: functionName, arguments: arguments, sequenceNumber: nextSequenceNumber)
        )
        nextSequenceNumber &+= 1
    }

    /// A snapshot of the target's recorded calls; reading it needs no lock.
    func calls(_ target: FakeTarget) -> [RecordedCall] {
        sharedLock.withLock { state(for: target).calls }
    }

    /// A snapshot of the target's stubs, oldest first.
    func stubs(_ target: FakeTarget) -> [StubEntry] {
        sharedLock.withLock { state(for: target).stubs }
    }

    /// Adds a stub, first removing one whose function and arguments are the same. Returns the removed stub.
    func add(_ stub: StubEntry, to target: FakeTarget) -> StubEntry? {
        sharedLock.withLock {
            let state = state(for: target)
            var replaced: StubEntry?
            if let index = state.stubs.firstIndex(where: { Self.sameSpecification($0, stub) }) {
                replaced = state.stubs.remove(at: index)
            }
            state.stubs.append(stub)
            return replaced
        }
    }

    func resetCalls(_ target: FakeTarget) {
        sharedLock.withLock {
            let state = state(for: target)
            state.calls.removeAll()
            state.verified.removeAll()
        }
    }

    /// Marks calls as covered by a successful check.
    func markVerified(_ sequenceNumbers: [UInt64], on target: FakeTarget) {
        guard !sequenceNumbers.isEmpty else { return }
        sharedLock.withLock { state(for: target).verified.formUnion(sequenceNumbers) }
    }

    /// The calls no successful check has matched, oldest first.
    func unverifiedCalls(_ target: FakeTarget) -> [RecordedCall] {
        sharedLock.withLock {
            let state = state(for: target)
            return state.calls.filter { !state.verified.contains($0.sequenceNumber) }
        }
    }

    func resetStubs(_ target: FakeTarget) {
        sharedLock.withLock { state(for: target).stubs.removeAll() }
    }

    /// How many instance entries the table holds, live or not yet swept. For tests of memory behaviour.
    var instanceEntryCount: Int {
        sharedLock.withLock { instances.count }
    }

    private static func sameSpecification(_ lhs: StubEntry, _ rhs: StubEntry) -> Bool {
        guard lhs.functionName == rhs.functionName else { return false }
        switch (lhs.arguments, rhs.arguments) {
        case (nil, nil):
            return true
        case let (lhsArguments?, rhsArguments?):
            return lhsArguments.count == rhsArguments.count
                && zip(lhsArguments, rhsArguments).allSatisfy { Argument.sameSpecification($0, $1) }
        default:
            return false
        }
    }
}
