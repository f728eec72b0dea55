/// One part of the table of fakes' states, with a lock of its own. A fake's identity picks its shard, so fakes
/// in different shards share no lock, and parallel tests, each with fakes of their own, rarely meet on one.
/// An isolation scope (``withIsolatedDoubles(_:)``) has a shard of its own for static state.
///
/// Everything here is guarded by ``lock``, which is why the properties skip the runtime's exclusivity checks.
/// The lock is never held while user code runs. That includes the `deinit` of a recorded argument or a stubbed
/// value: whatever a change lets go of is moved into a ``Leftovers`` first, and released once the lock is free.
///
/// The shard remembers the two instances looked up last, so calls on a test's fakes skip the table even when
/// two of them share the shard and are called in turn. That saves, in time, in a debug build (fastest of 7
/// paired runs, without → with, both without the inline paths, which need it): a stubbed call 1,122 → 912 ns, two
/// members in turn 1,359 → 1,231 ns, two fakes in turn 1,570 → 1,416 ns, the whole test 57,069 → 50,525 ns
/// (medians of the ratios: 0.86, 0.89, 0.91, 0.92). Its invariants:
/// - Each entry's `key`, `state` and `stateReference` are set together, by
///   ``cache(_:_:_:)``, and cleared together, by ``invalidateCache(_:)``. `lastKey`/`lastStateReference` mirror
///   the newest entry and `previousKey`/`previousStateReference` the other, for the inline paths.
/// - The table holds every cached state whose entry is not marked `isGone`: a state leaves the table only when
///   ``removeIfGone(_:_:)`` marks its entry, or after a sweep has cleared both entries. So replacing an entry
///   lets go of a state's last reference only for a marked entry, whose state goes to the leftovers.
/// - The instance's memory is not handed to a new object while it is cached, even once the instance is gone, so
///   a call whose identity matches a cached key comes from that very instance, and needs no check that it still
///   exists. The entry's `state` sees to it: its ``InstanceOwner`` holds a cached instance `unowned`. Only
///   instances whose memory an `unowned` reference keeps are cached (``ObjectMemory``): an `NSObject` fake never
///   is, and each of its calls is looked up in the table, which checks that the entry's instance is the caller.
/// - `stateReference` is `state`, lent without a retain to the inline paths and to the checks of whether the
///   cached instances are gone: `state` keeps it alive.
@usableFromInline
final class Shard: @unchecked Sendable {
    @usableFromInline let lock = Lock()

    @exclusivity(unchecked) private var instances = InstanceTable()
    @exclusivity(unchecked) private var types: [ObjectIdentifier: FakeState] = [:]
    /// For each fake class, the names that fakes of it in this shard found in its enum: a new fake's state starts
    /// knowing them (``FakeState/knownNames``), so its first calls skip looking them up in the enum, which costs
    /// more than the rest of a call. A class's enum never changes, so these never become wrong.
    ///
    /// Two arrays side by side, searched in turn, rather than a dictionary: a shard meets a few fake classes, and
    /// a debug build hashed the key and probed a dictionary through generic code, for every new fake.
    @exclusivity(unchecked) private var knownClasses: [ObjectIdentifier] = []
    @exclusivity(unchecked) private var knownNamesOfClass: [[String]] = []
    @exclusivity(unchecked) private var sweepThreshold = Shard.minimumSweepThreshold

    /// The two instances looked up last; `firstIsNewest` says which of them was looked up last. An entry is
    /// overwritten in place rather than moved, since moving one costs a retain and a release of each reference.
    @exclusivity(unchecked) private var first = CachedInstance()
    @exclusivity(unchecked) private var second = CachedInstance()
    @exclusivity(unchecked) private var firstIsNewest = false
    @usableFromInline @exclusivity(unchecked) var lastKey: ObjectIdentifier?
    @usableFromInline @exclusivity(unchecked) var lastStateReference: Unmanaged<FakeState>?
    @usableFromInline @exclusivity(unchecked) var previousKey: ObjectIdentifier?
    @usableFromInline @exclusivity(unchecked) var previousStateReference: Unmanaged<FakeState>?

    /// Small, since released fakes are spread over every shard: the table holds at most this many of them per
    /// shard, besides twice the live fakes.
    static let minimumSweepThreshold = 2

    /// Whether an instance of a class may be cached, that is, recognised by its address alone.
    private let cachesInstances: @Sendable (AnyClass) -> Bool

    /// - Parameter cachesInstances: whether an instance of a class may be cached; tests replace the rule of
    ///   ``ObjectMemory`` to cover, on every platform, the path that `NSObject` fakes take on Apple platforms.
    init(cachesInstances: @escaping @Sendable (AnyClass) -> Bool = ObjectMemory.unownedKeepsMemory(of:)) {
        self.cachesInstances = cachesInstances
    }

    /// The state of `target` when it is not one of the two instances looked up last, created on first use
    /// (``Registry/Tables/state(of:in:_:)`` asks the cache first). Call with ``lock`` held.
    func lookUpState(for target: FakeTarget, _ leftovers: inout Leftovers) -> FakeState {
        switch target {
        case .instance(let object):
            let key = ObjectIdentifier(object)
            // A test that makes a fake, uses it and lets it go frees its calls here, not at the next sweep.
            removeIfGone(&first, &leftovers)
            removeIfGone(&second, &leftovers)
            if let state = instances[key], state.owner?.isInstance(object) == true {
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

    /// Remembers that the enum of `target`'s fake lists `functionName`, for `state` and for every new fake of
    /// its class in this shard. Call with ``lock`` held.
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

    /// Makes `instance` the one looked up last, in place of the one looked up before the last. The replaced
    /// entry's state goes to `leftovers` when its instance is gone, since the table no longer holds it; otherwise
    /// the table does, and letting go of it frees nothing under the lock.
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

    /// Forgets both cached instances.
    private func invalidateCache(_ leftovers: inout Leftovers) {
        // As in `cache`: only a state out of the table could be freed here, so only it goes to the leftovers.
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

/// An instance a ``Shard`` looked up recently: its identity and its state, whose owner keeps the instance's
/// memory from being reused while cached.
private struct CachedInstance {
    var key: ObjectIdentifier?
    var state: FakeState?
    /// `state`, lent without a retain.
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

/// What a change to Doubles' tables lets go of: recorded calls, stubs, a fake's whole state. It is kept here
/// while the lock is held and released after, since releasing a recorded value runs its `deinit`, which may
/// call a fake.
struct Leftovers {
    /// The first two fakes' states kept, held in place: a lookup that lets go of the states of the two fakes
    /// the tests before it used, one from the table and one from the cache, as a test's first use of a fake
    /// does, then needs no array.
    private var state: FakeState?
    private var otherState: FakeState?
    /// The rest; `nil` rather than empty, since a debug build made and let go of an empty array on every change
    /// to the tables (an allocation of one costs it the array type's metadata from the runtime).
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

    /// Keeps `value` until the leftovers are released; `nil` is nothing to keep.
    mutating func keep<Value>(_ value: Value?) {
        if let value { keepValue(value) }
    }

    private mutating func keepValue(_ value: Any) {
        if values == nil { values = [value] } else { values!.append(value) }
    }

    /// Releases what was kept, by ending the leftovers' life here. Call with no lock held.
    consuming func release() {}
}
