import DoublesAtomics

/// Owns every fake's calls and stubs, found by the fake's identity in a shard; an entry whose instance has gone is
/// never handed to a new instance at the same address. Each shard has its own lock, none held while user code runs:
/// comparing arguments (`==`, `Argument.pass`), captors and stub actions run after it is given back, and what a
/// change lets go of is released after it (``Leftovers``). All calls share one atomic sequence, ordering them.
@usableFromInline
final class Registry: @unchecked Sendable {
    @usableFromInline static let shared = Registry()
    /// `shared`'s tables for the inline paths, sparing a debug build a retain of `shared`, whose count every thread
    /// writes. `nonisolated(unsafe)`: the shard references never change after `init`, and the sequence is atomic.
    @usableFromInline nonisolated(unsafe) static let sharedTables = shared.tables

    /// How many shards there are: `1 << shardBits`.
    @usableFromInline static let shardCount = 1 << shardBits
    @usableFromInline static let shardBits = 6

    let shards: [Shard]
    /// The shards and the call sequence, held by value for the call paths.
    @usableFromInline let tables: Tables

    /// A registry's shards, unretained, and its call sequence, with what the call paths do with them.
    @usableFromInline
    struct Tables {
        /// Unretained: a retain per call would cost more than finding the shard, and threads would write its count.
        @usableFromInline let shards: UnsafeMutablePointer<Unmanaged<Shard>>
        /// The next call's sequence number, alone on its cache line so that counting does not slow the shards.
        @usableFromInline let sequence: UnsafeMutablePointer<Int>
        /// Picks a fake's shard by its address.
        @usableFromInline let shardHash = FibonacciHash<UInt>(bits: Registry.shardBits)

        /// The shard for this identity, unretained: the registry holds every shard for good.
        @usableFromInline
        func shardReference(for identity: ObjectIdentifier) -> Unmanaged<Shard> {
            // Every bit of the address (``FibonacciHash``): a hash of a few bits often put a test's two fakes in one
            // shard, where they took its cache from each other on every call.
            let address = UInt(bitPattern: identity)
            return shards[Int(truncatingIfNeeded: shardHash.index(of: address))]
        }

        /// ``StubEntry/takeNext(heldAs:converting:)``, also marking the stub used, and whether the call is `recorded`.
        /// Call with the shard lock held.
        @inlinable
        func takeNextValue(
            of stub: StubEntry, heldAs holder: StubbedValue.Type, converting convert: (StubbedValue) -> StubbedValue?,
            recorded: Bool
        ) -> StubbedValue? {
            guard let value = stub.takeNext(heldAs: holder, converting: convert) else { return nil }
            // Written only once: a write on every call would keep taking the cache line from other threads.
            if !stub.used { stub.used = true }
            if !recorded, !stub.answeredUnrecorded { stub.answeredUnrecorded = true }
            return value
        }

        /// `target`'s shard, unretained: the registry's, or for a type the bound isolation scope's, which holds it.
        func home(of target: FakeTarget) -> Unmanaged<Shard> {
            switch target {
            case .instance(let object):
                return shardReference(for: ObjectIdentifier(object))
            case .type(let type):
                if let scope = DoublesIsolation.current { return Unmanaged.passUnretained(scope.shard) }
                return shardReference(for: ObjectIdentifier(type))
            }
        }

        /// The one place that records a call, numbered from ``sequence``. Call with the state's shard lock held.
        @usableFromInline
        func append(_ functionName: String, _ arguments: consuming [Any?], to state: FakeState) {
            let number = UInt64(truncatingIfNeeded: doubles_atomic_increment_relaxed(sequence))
            state.calls.append(RecordedCall(functionName: functionName, arguments: arguments, sequenceNumber: number))
        }

        /// `target`'s state in its home `shard`, from the cache first, created on first use. Call with the lock held.
        func state(of target: FakeTarget, in shard: Shard, _ leftovers: inout Leftovers) -> FakeState {
            if let identity = target.instanceIdentity, let cached = cachedState(in: shard, for: identity) {
                return cached.takeUnretainedValue()
            }
            return shard.lookUpState(for: target, &leftovers)
        }

        /// This instance's state if `shard` has it cached (see ``Shard``), unretained. Call with the shard's lock held.
        @usableFromInline
        func cachedState(in shard: Shard, for identity: ObjectIdentifier) -> Unmanaged<FakeState>? {
            if case identity? = shard.lastKey { return shard.lastStateReference }
            if case identity? = shard.previousKey { return shard.previousStateReference }
            return nil
        }
    }

    /// - Parameter cachesInstances: whether a shard may cache an instance of a class; see ``Shard``.
    init(cachesInstances: @escaping @Sendable (AnyClass) -> Bool = ObjectMemory.unownedKeepsMemory(of:)) {
        shards = (0..<Registry.shardCount).map { _ in Shard(cachesInstances: cachesInstances) }
        let references = UnsafeMutablePointer<Unmanaged<Shard>>.allocate(capacity: Registry.shardCount)
        references.initialize(from: shards.map { Unmanaged.passUnretained($0) }, count: Registry.shardCount)
        let line = UnsafeMutableRawPointer.allocate(byteCount: 128, alignment: 128)
        let sequence = line.initializeMemory(as: Int.self, repeating: 0, count: 128 / MemoryLayout<Int>.stride)
        tables = Tables(shards: references, sequence: sequence)
    }

    deinit {
        tables.sequence.deallocate()
        tables.shards.deallocate()
    }

    func shard(for identity: ObjectIdentifier) -> Shard {
        tables.shardReference(for: identity).takeUnretainedValue()
    }

    /// Runs `body` with `target`'s state under its shard's lock, then releases the leftovers. Locks by hand: in a debug
    /// build a closure cost each stub and check a few hundred instructions; an optimized build does not inline `defer`.
    private func withState<Result>(
        _ target: FakeTarget, _ body: (FakeState, inout Leftovers) -> Result
    ) -> Result {
        var leftovers = Leftovers()
        let shard = tables.home(of: target).takeUnretainedValue()
        shard.lock.lock()
        let result = body(tables.state(of: target, in: shard, &leftovers), &leftovers)
        shard.lock.unlock()
        leftovers.release()
        return result
    }

    /// What the registry found for a call.
    @usableFromInline
    enum StubAnswer {
        /// No stub matches: the fake's stubs, whether the call's name was already found in the fake's enum, and whether
        /// the call is still to be recorded, once its slip is reported
        /// (``answer(_:functionName:arguments:record:reportsMissing:)``).
        case missing([StubEntry], nameIsKnown: Bool, recordPending: Bool)
        /// The chosen stub, whose action answers (an `andDo` runs with no lock held), and for an `andReturn` stub the
        /// position of this call's value.
        case chosen(StubEntry, Int)

        /// Where the stub that answers was made.
        @usableFromInline var stubLocation: CodeLocation? {
            guard case .chosen(let stub, _) = self else { return nil }
            return stub.location
        }
    }

    /// Records the call if `record` and chooses the answering stub. When the name has stubs with `with(...)`
    /// arguments, they are compared with no lock held (user code), and then the call is recorded, the captors capture
    /// and the stub gives its answer under the lock again, together, so that the recorded calls, the captured values
    /// and an `andReturn` sequence keep one order when threads call at once. When no stub answers a call that has no
    /// fallback and returns a value (`reportsMissing`), which is a slip unless its fake is relaxed, the call is left
    /// for ``Answering/outcome(of:_:returnType:)`` to record once the slip is reported, so that a
    /// check that waits for the call, such as `toEventually`, cannot pass before the test hears of the slip.
    @usableFromInline
    func answer(
        _ target: FakeTarget, functionName: String, arguments: [Any?], record: Bool, reportsMissing: Bool
    ) -> StubAnswer {
        enum Found {
            case answered(StubAnswer)
            case compare(StubCandidates)
        }
        let origin = target.origin
        let found: Found = withState(target) { state, _ in
            let candidates = state.candidates(for: functionName)
            switch candidates {
            case .compare:
                return .compare(candidates)
            case .chosen(let stub):
                if record { append(functionName, arguments, of: target, origin: origin, to: state) }
                return .answered(stub.answerLocked(recorded: record))
            case .none:
                return .answered(missing(
                    functionName, arguments, of: target, origin: origin, in: state, record: record,
                    reportsMissing: reportsMissing
                ))
            }
        }
        switch found {
        case .answered(let answer):
            return answer
        case .compare(let candidates):
            let chosen = candidates.choose(for: arguments, fakeName: target.fakeName)
            return withState(target) { state, _ in
                guard let chosen else {
                    return missing(
                        functionName, arguments, of: target, origin: origin, in: state, record: record,
                        reportsMissing: reportsMissing
                    )
                }
                if record { append(functionName, arguments, of: target, origin: origin, to: state) }
                if let captors = chosen.captors {
                    for (position, captor) in captors { captor.capture(arguments[position]) }
                }
                // A stub removed while it was compared (`stubAgain` on another thread) left its mark behind already.
                if !record, !state.stubs.contains(where: { $0 === chosen }) {
                    state.unrecordedNames.insert(functionName)
                }
                return chosen.answerLocked(recorded: record)
            }
        }
    }

    /// The answer when no stub matches: records the call now if `record`, unless `reportsMissing`; notes a call through
    /// `stubbedValue()` answered with no report (a `Void` member's, or one with a fallback). Call with the lock held.
    private func missing(
        _ functionName: String, _ arguments: [Any?], of target: FakeTarget, origin: TestOrigin?, in state: FakeState,
        record: Bool, reportsMissing: Bool
    ) -> StubAnswer {
        if record, !reportsMissing { append(functionName, arguments, of: target, origin: origin, to: state) }
        if !record, !reportsMissing { state.unrecordedNames.insert(functionName) }
        return .missing(state.stubs, nameIsKnown: state.isKnown(functionName), recordPending: record && reportsMissing)
    }

    /// The common call, inline: on an instance its shard cached, whose name has a plain stub (``FakeState/plainStubs``)
    /// with its next value held as `holder`, the return type's ``TypedValue``, or converted to it by `convert`
    /// (``StubEntry/takeNext(heldAs:converting:)``). Records the call if `record` (retaining
    /// `arguments`) and returns the value; else changes nothing and returns `nil`. Static: the fakes pass
    /// ``sharedTables``, tests their own. Saves, debug build (`Scripts/compare-builds.py`, fastest of 7 paired runs,
    /// without → with): a stubbed call 1,139 → 602 ns, two members in turn 1,566 → 789 ns, two fakes in turn 1,441 →
    /// 701 ns, the benchmark's whole test 44,423 → 29,528 ns (median of the runs' ratios: 0.75).
    @inlinable @inline(__always)
    static func plainValue(
        _ target: FakeTarget, functionName: String, arguments: [Any?], record: Bool, heldAs holder: StubbedValue.Type,
        converting convert: (StubbedValue) -> StubbedValue?, in tables: Tables
    ) -> StubbedValue? {
        guard let identity = target.instanceIdentity else { return nil }
        // Inlined always, as is what it calls: otherwise an optimized build's stubbed call took 512 instructions, not
        // 467 (callgrind). No `defer`, which was not inlined: 27 instructions a call. Repeated in `recordPlainCall`
        // rather than shared through a helper taking a closure, which cost a call 72 to 127 instructions more.
        let shard = tables.shardReference(for: identity).takeUnretainedValue()
        shard.lock.lock()
        // The state and the stub are lent, not retained: the shard holds both while its lock is held.
        guard let state = tables.cachedState(in: shard, for: identity),
              let plainStub = state._withUnsafeGuaranteedRef({ $0.plainStub(for: functionName, arguments: arguments) }),
              let value = plainStub._withUnsafeGuaranteedRef({
                  tables.takeNextValue(of: $0, heldAs: holder, converting: convert, recorded: record)
              })
        else {
            shard.lock.unlock()
            return nil
        }
        if record { state._withUnsafeGuaranteedRef { tables.append(functionName, arguments, to: $0) } }
        shard.lock.unlock()
        return value
    }

    /// A call that is only recorded, inline: on an instance its shard cached, whose name the fake found in its enum
    /// (``FakeState/knownNames``) and, when `stubsApply` (a `Void` member's `spryify`), no stub of the name answers.
    /// When it applies, records the call and returns `true`; else changes nothing. Saves, debug build (fastest of 11
    /// paired runs, without → with): a `recordCall` 786 → 369 ns, a spy's test 5,015 → 4,522 ns, the whole test
    /// 29,585 → 26,005 ns (medians of the ratios: 0.47, 0.89 and 0.80). A fake's first call pays for the try: 14,734
    /// → 15,602 instructions (callgrind).
    @inlinable @inline(__always)
    static func recordPlainCall(
        _ target: FakeTarget, functionName: String, arguments: [Any?], stubsApply: Bool,
        in tables: Tables
    ) -> Bool {
        guard let identity = target.instanceIdentity else { return false }
        let shard = tables.shardReference(for: identity).takeUnretainedValue()
        shard.lock.lock()
        guard let state = tables.cachedState(in: shard, for: identity),
              state._withUnsafeGuaranteedRef({ stubsApply ? $0.onlyRecords(functionName) : $0.isKnown(functionName) })
        else {
            shard.lock.unlock()
            return false
        }
        state._withUnsafeGuaranteedRef { tables.append(functionName, arguments, to: $0) }
        shard.lock.unlock()
        return true
    }

    /// Remembers that the enum of `target`'s fake lists `functionName`.
    func addKnown(_ functionName: String, to target: FakeTarget) {
        var leftovers = Leftovers()
        tables.home(of: target)._withUnsafeGuaranteedRef { shard in
            shard.lock.lock()
            shard.addKnown(functionName, to: tables.state(of: target, in: shard, &leftovers), of: target)
            shard.lock.unlock()
        }
        leftovers.release()
    }

    /// Records a call and says whether its name is in the fake's enum, asking `isKnown`, unlocked, until the name is
    /// found.
    func record(_ target: FakeTarget, functionName: String, arguments: [Any?], isKnown: () -> Bool) -> Bool {
        let origin = target.origin
        let seenBefore = withState(target) { state, _ in
            append(functionName, arguments, of: target, origin: origin, to: state)
            return state.isKnown(functionName)
        }
        if seenBefore { return true }
        guard isKnown() else { return false }
        addKnown(functionName, to: target)
        return true
    }

    /// Records a call once its slip is reported (``StubAnswer/missing(_:nameIsKnown:recordPending:)``).
    func recordAfterSlip(_ target: FakeTarget, functionName: String, arguments: [Any?]) {
        let origin = target.origin
        withState(target) { state, _ in append(functionName, arguments, of: target, origin: origin, to: state) }
    }

    /// ``Tables/append(_:_:to:)``, also reserving room for calls and keeping a type's `origin`, found before locking.
    private func append(
        _ functionName: String, _ arguments: [Any?], of target: FakeTarget, origin: TestOrigin?, to state: FakeState
    ) {
        state.reserveRoomForCalls()
        tables.append(functionName, arguments, to: state)
        if target.isType { state.origins.append(origin) }
    }

    /// A check whose expected arguments run no user code, in one pass under the lock: counts the calls of
    /// `functionName` that `expected` matches in place (all when `nil`) and a check by the test `checking` counts
    /// (``FakeState/isChecked(_:by:)``), marking them verified if `countSpecifier` passes. `nil`, changing nothing,
    /// when an argument's type is not its plain value's, for the general path.
    func checkInPlace(
        _ target: FakeTarget, functionName: String, expected: ExpectedArguments?, countSpecifier: CountSpecifier,
        checking: TestOrigin?
    ) -> (matching: Int, calls: [RecordedCall], answeredUnrecorded: Bool)? {
        // Read before locking: a negated check's success verifies nothing (``Negation``), and one inside a compound
        // matcher's scope verifies only if the compound passes (``PendingVerification``).
        let negated = Negation.isActive
        let pending = PendingVerification.active
        var held: [UInt64] = []
        let found: (matching: Int, calls: [RecordedCall], answeredUnrecorded: Bool)? = withState(target) { state, _ in
            guard var matches = state.calls.positions(of: functionName, matching: { arguments in
                guard let expected else { return true }
                return expected.matchInPlace(arguments)
            }) else { return nil }
            if checking != nil { matches = matches.filter { state.isChecked($0, by: checking) } }
            if countSpecifier.isSatisfied(by: matches.count), !negated {
                if case .none = pending {
                    state.verified.formUnion(matches)
                } else {
                    held = state.calls.sequenceNumbers(at: matches)
                }
            }
            let unrecorded = matches.count == 0 && state.answeredWithoutRecording(functionName)
            return (matches.count, state.calls, unrecorded)
        }
        PendingVerification.mark(held, on: target, in: pending)
        return found
    }

    /// A snapshot of the target's recorded calls; reading it needs no lock.
    func calls(_ target: FakeTarget) -> [RecordedCall] {
        withState(target) { state, _ in state.calls }
    }

    /// The recorded calls a check by the test `checking` counts (``FakeTarget/origin``): all when it is `nil`.
    func checkedCalls(_ target: FakeTarget, checking: TestOrigin?) -> [RecordedCall] {
        callsByOrigin(target, checking: checking).counted
    }

    /// The recorded calls a check by the test `checking` counts, and those it does not (other tests'), from one look
    /// at the state.
    func callsByOrigin(
        _ target: FakeTarget, checking: TestOrigin?
    ) -> (counted: [RecordedCall], uncounted: [RecordedCall]) {
        withState(target) { state, _ in
            guard checking != nil else { return (state.calls, []) }
            var split: (counted: [RecordedCall], uncounted: [RecordedCall]) = ([], [])
            for index in state.calls.indices {
                if state.isChecked(index, by: checking) {
                    split.counted.append(state.calls[index])
                } else {
                    split.uncounted.append(state.calls[index])
                }
            }
            return split
        }
    }

    /// The sequence numbers of the target's calls made where no test was known (a detached task, a queue, a thread),
    /// which every test's check counts; none for an instance.
    func callsOfNoTest(_ target: FakeTarget) -> Set<UInt64> {
        withState(target) { state, _ in
            Set(zip(state.calls, state.origins).filter { $1 == nil }.map { $0.0.sequenceNumber })
        }
    }

    /// The target's stubs, oldest first.
    func stubs(_ target: FakeTarget) -> [StubEntry] {
        withState(target) { state, _ in state.stubs }
    }

    /// The target's stubs that have answered no call, oldest first; only those made in the test `checking`, or where
    /// no test is known, when it is not `nil` (``TestOrigin/counts(_:for:)``).
    func unusedStubs(_ target: FakeTarget, checking: TestOrigin?) -> [StubEntry] {
        withState(target) { state, _ in
            state.stubs.filter { !$0.used && TestOrigin.counts($0.origin, for: checking) }
        }
    }

    /// ``FakeState/answeredWithoutRecording(_:)``.
    func answeredWithoutRecording(_ target: FakeTarget, named functionName: String) -> Bool {
        withState(target) { state, _ in state.answeredWithoutRecording(functionName) }
    }

    /// Notes a call through `stubbedValue()` that a relaxed fake answered with the empty value, with no report
    /// (``FakeState/unrecordedNames``).
    func noteUnrecorded(_ target: FakeTarget, named functionName: String) {
        withState(target) { state, _ in _ = state.unrecordedNames.insert(functionName) }
    }

    /// ``FakeState/methodsAnsweredWithoutRecording``.
    func methodsAnsweredWithoutRecording(_ target: FakeTarget) -> [String] {
        withState(target) { state, _ in state.methodsAnsweredWithoutRecording }
    }

    /// Whether `stub` is still one of the target's stubs, and whether it has answered a call.
    func status(of stub: StubEntry, of target: FakeTarget) -> (held: Bool, used: Bool) {
        withState(target) { state, _ in (state.stubs.contains { $0 === stub }, stub.used) }
    }

    /// Whether a stub of `functionName` has answered a call (``FakeState/answeredNames``).
    func hasAnswered(_ target: FakeTarget, named functionName: String) -> Bool {
        withState(target) { state, _ in state.answeredNames.contains(functionName) }
    }

    /// The target's stubs as a test sees them, oldest first; only those made in the test `checking`, or where no test
    /// is known, when it is not `nil` (``TestOrigin/counts(_:for:)``). Described with no lock held.
    func stubRecords(_ target: FakeTarget, checking: TestOrigin? = nil) -> [StubRecord] {
        let (snapshot, answeredNames) = withState(target) { state, _ in
            (state.stubs.filter { TestOrigin.counts($0.origin, for: checking) }.map { ($0, $0.used) },
             state.answeredNames)
        }
        let calls = snapshot.contains { !$1 } ? checkedCalls(target, checking: checking) : []
        return snapshot.map { stub, used in
            stub.record(wasUsed: used, calls: calls, nameAnswered: answeredNames.contains(stub.functionName))
        }
    }

    /// Adds a stub, replacing one with the same function and arguments (compared unlocked), and returns the replaced
    /// stub, for the caller to release with no lock held.
    func add(_ stub: StubEntry, to target: FakeTarget) -> StubEntry? {
        let stubs: [StubEntry]
        switch withState(target, { state, _ in
            // Under the lock: a call of the fake recorded after it, which numbers it higher, sees the stub.
            stub.firstLaterCall = UInt64(truncatingIfNeeded: doubles_atomic_load_relaxed(tables.sequence))
            return state.add(stub)
        }) {
        case .added(let replaced): return replaced
        case .compare(let others): stubs = others
        }
        let duplicate = stubs.last { Self.sameSpecification($0, stub) }
        return withState(target) { state, _ in
            stub.firstLaterCall = UInt64(truncatingIfNeeded: doubles_atomic_load_relaxed(tables.sequence))
            var index: Int?
            if let duplicate { index = state.stubs.lastIndex(where: { $0 === duplicate }) }
            return state.addStub(stub, removingAt: index)
        }
    }

    func resetCalls(_ target: FakeTarget) {
        let resetting = target.origin
        withState(target) { state, leftovers in leftovers.keep(state.removeAllCalls(resetBy: resetting)) }
    }

    /// Whether a reset in another test took static calls or stubs away from the test `origin`, by default the running
    /// one (``FakeState/resetAway``).
    func wasResetAway(_ target: FakeTarget, origin: TestOrigin? = nil) -> Bool {
        guard target.isType, let origin = origin ?? target.origin else { return false }
        return withState(target) { state, _ in state.resetAway.contains(origin) }
    }

    /// Makes a missing stub of `target` answer with the empty value and no failure: for a type, in the running test.
    func relax(_ target: FakeTarget) {
        let origin = target.origin
        withState(target) { state, _ in _ = state.relaxedIn.insert(origin) }
    }

    /// Whether `target` is relaxed for the running test (``TestOrigin/counts(_:for:)``), and whether only another test
    /// relaxed it. Asked only when no stub answers a call.
    func relaxation(_ target: FakeTarget) -> (relaxed: Bool, byAnotherTest: Bool) {
        let checking = target.origin
        return withState(target) { state, _ in
            let relaxed = state.relaxedIn.contains { TestOrigin.counts($0, for: checking) }
            return (relaxed, !relaxed && !state.relaxedIn.isEmpty)
        }
    }

    func resetStubs(_ target: FakeTarget) {
        let resetting = target.origin
        withState(target) { state, leftovers in leftovers.keep(state.removeAllStubs(resetBy: resetting)) }
    }

    /// Marks calls, given by increasing sequence number, as verified; calls forgotten since the check are skipped.
    func markVerified(_ sequenceNumbers: [UInt64], on target: FakeTarget) {
        guard !sequenceNumbers.isEmpty else { return }
        withState(target) { state, _ in state.markVerified(sequenceNumbers) }
    }

    /// The calls no successful check has matched, oldest first; those a check in an open compound matched
    /// (``PendingVerification/held(on:)``) count as matched.
    func unverifiedCalls(_ target: FakeTarget) -> [RecordedCall] {
        let checking = target.origin
        let unverified = withState(target) { state, _ in
            state.calls.indices.filter { !state.verified.contains($0) && state.isChecked($0, by: checking) }
                .map { state.calls[$0] }
        }
        guard PendingVerification.isAnyOpen else { return unverified }
        let held = PendingVerification.held(on: target)
        return unverified.filter { !held.contains($0.sequenceNumber) }
    }

    /// How many instance entries the shards hold, live or not yet swept. For tests of memory behaviour.
    var instanceEntryCount: Int {
        shards.reduce(0) { total, shard in total + shard.lock.withLock { shard.instanceEntryCount } }
    }

    /// Whether two stubs answer the same calls. Runs user code (`==`), so call it with no lock held.
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
