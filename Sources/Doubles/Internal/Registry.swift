/// The lock that guards all shared state in Doubles.
@usableFromInline let sharedLock = Lock()

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

    @usableFromInline
    init(functionName: String, arguments: [Any?], sequenceNumber: UInt64) {
        self.functionName = functionName
        self.arguments = arguments
        self.sequenceNumber = sequenceNumber
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

    /// The instance's identity; `nil` for a type.
    @usableFromInline
    var instanceIdentity: ObjectIdentifier? {
        @inline(__always) get {
            guard case .instance(let object) = self else { return nil }
            return ObjectIdentifier(object)
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

/// Owns every fake's recorded calls and stubs. A fake needs no stored property: its state is found by
/// identity, and an entry whose instance has gone away is never handed to a new instance at the same address.
@usableFromInline
final class Registry: @unchecked Sendable {
    @usableFromInline static let shared = Registry()

    /// `sharedLock`, kept here so the inlined paths reach it without a second global's lazy initialization.
    @usableFromInline let lock = sharedLock

    // All guarded by `sharedLock`, which is why they skip the runtime's exclusivity checks.
    @exclusivity(unchecked) private var instances: [ObjectIdentifier: FakeState] = [:]
    @exclusivity(unchecked) private var types: [ObjectIdentifier: FakeState] = [:]
    @exclusivity(unchecked) private var sweepThreshold = Registry.minimumSweepThreshold
    @usableFromInline @exclusivity(unchecked) var nextSequenceNumber: UInt64 = 0
    /// The instance looked up last, its identity and its state, so repeated calls on one fake skip the table.
    /// The `unowned` reference keeps the instance's memory from being handed to a new object while it is
    /// cached, even once the instance is gone, so a call whose identity matches `lastKey` comes from this very
    /// instance: the fast path needs no check that the instance still exists, which would cost more than the
    /// rest of the lookup.
    @exclusivity(unchecked) private unowned var lastInstance: AnyObject?
    @usableFromInline @exclusivity(unchecked) var lastKey: ObjectIdentifier?
    @exclusivity(unchecked) private var lastState: FakeState?
    /// `lastState` again, lent to the fast path without retaining it. `lastState` keeps it alive, and the
    /// table keeps it while its instance exists, so it outlives any call on that instance.
    @usableFromInline @exclusivity(unchecked) var lastStateReference: Unmanaged<FakeState>?

    static let minimumSweepThreshold = 64

    /// Runs `body` with the state of `target`, created on first use. Call with `sharedLock` held. A call on the
    /// last fake used borrows its state without retaining it: the retain and release would cost more than the
    /// rest of the lookup.
    @inline(__always)
    private func withState<Result>(for target: FakeTarget, _ body: (FakeState) -> Result) -> Result {
        if let lastKey, target.instanceIdentity == lastKey, let lastStateReference {
            return lastStateReference._withUnsafeGuaranteedRef(body)
        }
        return body(lookUpState(for: target))
    }

    /// The state of `target`, created on first use. Call with `sharedLock` held.
    private func state(for target: FakeTarget) -> FakeState {
        withState(for: target) { $0 }
    }

    /// The state of `target` when it is not the last fake used.
    private func lookUpState(for target: FakeTarget) -> FakeState {
        switch target {
        case .instance(let object):
            let key = ObjectIdentifier(object)
            // A test that makes a fake, uses it and lets it go frees its calls here, not at the next sweep.
            if let lastKey, let lastState, lastState.owner == nil, instances[lastKey] === lastState {
                instances[lastKey] = nil
            }
            if let state = instances[key], state.owner === object {
                cacheLast(object, key, state)
                return state
            }
            if instances.count >= sweepThreshold { sweepReleasedInstances() }
            let state = FakeState(owner: object)
            instances[key] = state
            cacheLast(object, key, state)
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

    private func cacheLast(_ instance: AnyObject?, _ key: ObjectIdentifier?, _ state: FakeState?) {
        lastInstance = instance
        lastKey = key
        lastState = state
        lastStateReference = state.map { Unmanaged.passUnretained($0) }
    }

    /// Drops the state of instances that no longer exist. Runs when the table has doubled since the last
    /// sweep, so its cost spreads to O(1) per new fake and the table stays within twice the live fakes.
    private func sweepReleasedInstances() {
        instances = instances.filter { $0.value.owner != nil }
        cacheLast(nil, nil, nil)
        sweepThreshold = max(Registry.minimumSweepThreshold, instances.count * 2)
    }

    /// What the registry found for a call.
    @usableFromInline
    enum StubAnswer {
        /// No stub matches; these are the stubs the fake has.
        case missing([StubEntry])
        /// The chosen `andReturn` stub and the position in its `values` of the value for this call.
        case value(StubEntry, Int)
        /// The chosen stub's implementation or error, to run outside the lock.
        case action(StubEntry.Action)
    }

    /// Records the call (when `record` is set), chooses the stub that answers it, lets its captors capture,
    /// marks it used and takes its next value: all in one pass under the lock. Argument matching runs user
    /// code (`==`, `Argument.pass`); the lock is recursive, so that code may itself use a fake.
    @usableFromInline
    func answer(_ target: FakeTarget, functionName: String, arguments: [Any?], record: Bool) -> StubAnswer {
        sharedLock.withLock {
            withState(for: target) { state in
                if record { append(functionName, arguments, to: state) }
                guard let stub = state.stub(answering: functionName, arguments: arguments) else {
                    return .missing(state.stubs)
                }
                FakeCore.capture(arguments, for: stub)
                if case .values = stub.action { return .value(stub, stub.nextValuePositionLocked()) }
                stub.markUsedLocked()
                return .action(stub.action)
            }
        }
    }

    /// The common call, handled inline in the fake's member: a call on the fake used last, answered by the stub
    /// that answered its previous call with the same name (``FakeState/plainStub``), whose next value is a `T`.
    /// Records the call (when `record` is set) and returns that value. In every other case it changes nothing
    /// and returns `nil`, and ``answer(_:functionName:arguments:record:)`` does the whole work.
    ///
    /// The record keeps a reference to `arguments`, so the faked member's array is retained, not copied.
    @inlinable @inline(__always)
    func plainValue<T>(
        _ target: FakeTarget, functionName: String, arguments: [Any?], record: Bool, as type: T.Type
    ) -> T? {
        // Spelled out rather than shared with `recordKnownCall` through a helper taking a closure: that helper
        // measured some 50 instructions more per call, with an extra retain.
        lock.withLock {
            guard let lastKey, target.instanceIdentity == lastKey, let lastStateReference else { return nil }
            return lastStateReference._withUnsafeGuaranteedRef { state in
                guard let plainStub = state.plainStub, state.plainStubName == functionName,
                      let value = plainStub._withUnsafeGuaranteedRef({ $0.takeNextValue(as: T.self) })
                else { return nil }
                if record { append(functionName, arguments, to: state) }
                return value
            }
        }
    }

    /// Records a call on the fake used last whose name is the one that fake last found in its enum
    /// (``FakeState/lastKnownName``), and says whether it did. Otherwise it changes nothing, and
    /// ``record(_:functionName:arguments:isKnown:)`` does the work.
    @inlinable @inline(__always)
    func recordKnownCall(_ target: FakeTarget, functionName: String, arguments: [Any?]) -> Bool {
        lock.withLock {
            guard let lastKey, target.instanceIdentity == lastKey, let lastStateReference else { return false }
            return lastStateReference._withUnsafeGuaranteedRef { state in
                guard state.lastKnownName == functionName else { return false }
                append(functionName, arguments, to: state)
                return true
            }
        }
    }

    /// Records a call, and says whether its name is one of the fake's enum cases, asking `isKnown` only the
    /// first time the fake records that name.
    func record(_ target: FakeTarget, functionName: String, arguments: [Any?], isKnown: () -> Bool) -> Bool {
        sharedLock.withLock {
            withState(for: target) { state in
                append(functionName, arguments, to: state)
                return state.isKnown(functionName, isKnown)
            }
        }
    }

    /// Call with `sharedLock` held.
    @inlinable
    func append(_ functionName: String, _ arguments: consuming [Any?], to state: FakeState) {
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

    /// Marks calls as covered by a successful check. `sequenceNumbers` are in increasing order; calls
    /// forgotten since the check read them are skipped.
    func markVerified(_ sequenceNumbers: [UInt64], on target: FakeTarget) {
        guard !sequenceNumbers.isEmpty else { return }
        sharedLock.withLock { state(for: target).markVerified(sequenceNumbers) }
    }

    /// The calls no successful check has matched, oldest first.
    func unverifiedCalls(_ target: FakeTarget) -> [RecordedCall] {
        sharedLock.withLock {
            let state = state(for: target)
            return state.calls.indices.filter { !state.verified.contains($0) }.map { state.calls[$0] }
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
