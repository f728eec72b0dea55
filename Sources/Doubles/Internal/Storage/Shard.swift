/// One part of the table of fakes' states, with its own lock; a fake's identity picks its shard, so parallel tests
/// rarely share a lock. An isolation scope (``withIsolatedDoubles(_:)``) has its own shard for static state.
/// Everything is guarded by ``lock`` (hence no exclusivity checks), which is never held while user code runs, a
/// released value's `deinit` included (``Leftovers``).
/// The shard caches the two instances looked up last, so a test's fakes skip the table even when two share the
/// shard. Saves, debug build (fastest of 7 paired runs, without → with, both without the inline paths, which need
/// it): a stubbed call 1,122 → 912 ns, two members in turn 1,359 → 1,231 ns, two fakes in turn 1,570 → 1,416 ns,
/// the whole test 57,069 → 50,525 ns (medians of the ratios: 0.86, 0.89, 0.91, 0.92). Invariants:
/// - An entry's `key`, `state` and `stateReference` (`state` unretained) are set together (``cache(_:_:_:)``) and
///   cleared together (``invalidateCache(_:)``); `lastKey`/`lastStateReference` and `previousKey`/
///   `previousStateReference` mirror the newest and the other entry for the inline paths.
/// - The table holds every cached state whose entry is not marked `isGone` (``removeIfGone(_:_:)`` marks it as it
///   removes the state; a sweep clears both entries first), so only replacing a marked entry frees a state, which
///   then goes to the leftovers.
/// - A cached instance's memory is not reused even once it is gone (its ``FakeState`` holds it `unowned`), so a
///   matching key is that very instance. Only instances whose memory `unowned` keeps are cached (``ObjectMemory``).
@usableFromInline
final class Shard: @unchecked Sendable {
    @usableFromInline let lock = Lock()

    @exclusivity(unchecked) private var instances = InstanceTable()
    @exclusivity(unchecked) private var types: [ObjectIdentifier: FakeState] = [:]
    /// For each fake class, the names its fakes here found in its enum, which never changes, so a new fake's state
    /// starts with them (``FakeState/knownNames``) and skips lookups costing more than the rest of a call. Two arrays,
    /// not a dictionary, which a debug build hashed and probed through generic code; a shard meets few classes.
    /// Saves, debug, fastest of 15 paired runs (without → with): a first call 4,652 → 2,621 ns, a spy's test 5,977 →
    /// 5,208 ns, the whole test 31,921 → 30,287 ns (medians of the ratios: 0.68, 0.84, 0.88).
    @exclusivity(unchecked) private var knownClasses: [ObjectIdentifier] = []
    @exclusivity(unchecked) private var knownNamesOfClass: [[String]] = []
    @exclusivity(unchecked) private var sweepThreshold = Shard.minimumSweepThreshold

    /// The two last looked up, the newer per `firstIsNewest`; overwritten in place, as moving retains and releases.
    @exclusivity(unchecked) private var first = CachedInstance()
    @exclusivity(unchecked) private var second = CachedInstance()
    @exclusivity(unchecked) private var firstIsNewest = false
    @usableFromInline @exclusivity(unchecked) var lastKey: ObjectIdentifier?
    @usableFromInline @exclusivity(unchecked) var lastStateReference: Unmanaged<FakeState>?
    @usableFromInline @exclusivity(unchecked) var previousKey: ObjectIdentifier?
    @usableFromInline @exclusivity(unchecked) var previousStateReference: Unmanaged<FakeState>?

    /// Small, as released fakes spread over every shard: a table holds at most this many besides twice the live fakes.
    static let minimumSweepThreshold = 2

    /// Whether an instance of a class may be cached, that is, recognised by its address alone.
    private let cachesInstances: @Sendable (AnyClass) -> Bool

    /// - Parameter cachesInstances: tests replace ``ObjectMemory``'s rule to take the `NSObject` path everywhere.
    init(cachesInstances: @escaping @Sendable (AnyClass) -> Bool = ObjectMemory.unownedKeepsMemory(of:)) {
        self.cachesInstances = cachesInstances
    }

    /// `target`'s state from the table, created on first use; callers ask the cache first. Call with ``lock`` held.
    func lookUpState(for target: FakeTarget, _ leftovers: inout Leftovers) -> FakeState {
        switch target {
        case .instance(let object):
            let key = ObjectIdentifier(object)
            // A test that makes a fake, uses it and lets it go frees its calls here, not at the next sweep.
            removeIfGone(&first, &leftovers)
            removeIfGone(&second, &leftovers)
            if let state = instances[key], state.isInstance(object) {
                if cachesInstances(Swift.type(of: object)) { cache(key, state, &leftovers) }
                return state
            }
            if instances.count >= sweepThreshold { sweepReleasedInstances(&leftovers) }
            let state = FakeState(owner: object)
            let known = knownClassIndex(of: object)
            if known >= 0 { state.knownNames = knownNamesOfClass[known] }
            // The entry of a released fake whose address this one now has.
            leftovers.keep(instances.updateValue(state, forKey: key))
            if cachesInstances(Swift.type(of: object)) { cache(key, state, &leftovers) }
            return state
        case .type(let type):
            let key = ObjectIdentifier(type)
            if let state = types[key] { return state }
            let state = FakeState(owner: nil)
            types[key] = state
            return state
        }
    }

    /// Remembers `functionName` as in `target`'s enum, for `state` and new fakes of its class. Call with ``lock`` held.
    func addKnown(_ functionName: String, to state: FakeState, of target: FakeTarget) {
        state.addKnown(functionName)
        guard case .instance(let object) = target else { return }
        let known = knownClassIndex(of: object)
        if known < 0 {
            knownClasses.append(ObjectIdentifier(Swift.type(of: object)))
            knownNamesOfClass.append([functionName])
        } else if !knownNamesOfClass[known].contains(functionName) {
            knownNamesOfClass[known].append(functionName)
        }
    }

    /// Where the class of `object` is in `knownClasses`; -1 when it is not there.
    private func knownClassIndex(of object: AnyObject) -> Int {
        let fakeClass = ObjectIdentifier(Swift.type(of: object))
        var index = 0
        while index < knownClasses.count {
            if knownClasses[index] == fakeClass { return index }
            index += 1
        }
        return -1
    }

    /// Once a cached instance is gone, removes its state from the table, keeping the table's reference in
    /// `leftovers`, and marks the entry, whose own reference ``cache(_:_:_:)`` lets go of when it replaces it.
    private func removeIfGone(_ entry: inout CachedInstance, _ leftovers: inout Leftovers) {
        // Lent without a retain: the cache holds it.
        guard !entry.isGone, let key = entry.key, let state = entry.stateReference,
              state._withUnsafeGuaranteedRef({ $0.isReleased })
        else { return }
        leftovers.keep(instances.removeValue(forKey: key, ifHolding: state))
        entry.isGone = true
    }

    /// Caches this instance as the newest, replacing the older entry, whose state goes to `leftovers` if marked gone
    /// (out of the table); otherwise the table holds it, and letting go of it frees nothing under the lock.
    private func cache(_ key: ObjectIdentifier, _ state: FakeState, _ leftovers: inout Leftovers) {
        if firstIsNewest {
            if second.isGone { leftovers.keep(second.state) }
            second.hold(key, state)
        } else {
            if first.isGone { leftovers.keep(first.state) }
            first.hold(key, state)
        }
        firstIsNewest.toggle()
        mirrorCache()
    }

    private func invalidateCache(_ leftovers: inout Leftovers) {
        if first.isGone { leftovers.keep(first.state) }
        if second.isGone { leftovers.keep(second.state) }
        first.clear()
        second.clear()
        mirrorCache()
    }

    /// Copies the cached keys and states to the fields the inline paths read.
    private func mirrorCache() {
        // Field by field: copying an entry would retain and release its references.
        if firstIsNewest {
            (lastKey, lastStateReference) = (first.key, first.stateReference)
            (previousKey, previousStateReference) = (second.key, second.stateReference)
        } else {
            (lastKey, lastStateReference) = (second.key, second.stateReference)
            (previousKey, previousStateReference) = (first.key, first.stateReference)
        }
    }

    /// Drops the state of instances that no longer exist. Runs when the table has doubled since the last
    /// sweep, so its cost spreads to O(1) per new fake and the table stays within twice the live fakes.
    private func sweepReleasedInstances(_ leftovers: inout Leftovers) {
        invalidateCache(&leftovers)
        instances.removeReleased(into: &leftovers)
        sweepThreshold = max(Shard.minimumSweepThreshold, instances.count * 2)
    }

    /// How many instance entries the shard holds, live or not yet swept. Call with ``lock`` held.
    var instanceEntryCount: Int { instances.count }
}

/// An instance a ``Shard`` cached; its ``FakeState`` holds it `unowned`, keeping its memory from reuse meanwhile.
private struct CachedInstance {
    var key: ObjectIdentifier?
    var state: FakeState?
    /// `state`, lent without a retain to the inline paths and ``Shard/removeIfGone(_:_:)``; `state` keeps it alive.
    var stateReference: Unmanaged<FakeState>?
    /// Whether the instance is gone and its state out of the table (``Shard/removeIfGone(_:_:)``).
    var isGone = false

    mutating func hold(_ key: ObjectIdentifier, _ state: FakeState) {
        self.key = key
        self.state = state
        stateReference = Unmanaged.passUnretained(state)
        isGone = false
    }

    mutating func clear() {
        key = nil
        state = nil
        stateReference = nil
        isGone = false
    }
}

/// What a change to Doubles' tables lets go of (calls, stubs, a fake's whole state), kept while the lock is held
/// and released after, since releasing a recorded value runs its `deinit`, which may call a fake.
struct Leftovers {
    /// The first two, held in place, so a test's first lookup, letting go of two earlier fakes' states, needs no array.
    /// Saves, debug: a spy's test 5,162 → 4,657 ns (fastest of 21 paired runs; median of the ratios 0.87), and in
    /// instructions a stub on a fresh fake 20,578 → 18,857 and a first call 19,071 → 17,128 (callgrind); in time those
    /// two moved less than the runs' noise.
    private var state: FakeState?
    private var otherState: FakeState?
    /// The rest; `nil`, not empty: a debug build made an empty array on every change, costing the array's metadata.
    private var values: [Any]?

    /// Keeps `state` until the leftovers are released; `nil` is nothing to keep.
    mutating func keep(_ state: FakeState?) {
        guard let state else { return }
        if self.state == nil {
            self.state = state
        } else if otherState == nil {
            otherState = state
        } else {
            keepValue(state)
        }
    }

    /// As above, for any value.
    mutating func keep<Value>(_ value: Value?) {
        if let value { keepValue(value) }
    }

    private mutating func keepValue(_ value: Any) {
        if values == nil { values = [value] } else { values!.append(value) }
    }

    /// Releases what was kept, by ending the leftovers' life here. Call with no lock held.
    consuming func release() {}
}
