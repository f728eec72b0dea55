import DoublesAtomics

/// The calls and stubs of one fake instance or fake type, touched only under its ``Shard``'s lock, which is why its
/// properties skip the runtime's exclusivity checks. The inline paths read its ``plainStubs`` and ``knownNames``.
/// In a debug build `isEmpty` (from `Collection`, through the witnesses of start and end) and `== nil` are generic
/// calls, so on the paths of every stub and call this file writes `count == 0` and `case .none` instead.
@usableFromInline
final class FakeState {
    /// The instance this state belongs to, and whether it is still alive; all three `nil` for a type's state. A native
    /// Swift object (every fake on Linux, most elsewhere) is held `unowned`, so its memory cannot go to a new object
    /// while the state exists: a matching address is that very instance, and the runtime says whether it has begun to
    /// deinitialize. A weak reference would give it a side table, sending every retain and release of the fake down
    /// the runtime's slow path (callgrind, against a weak reference: a stub on a fresh fake 15,739 → 12,959
    /// instructions in a debug build, 6,773 → 4,343 in a release build). An object whose memory `unowned` does not
    /// keep (an `NSObject` on Apple platforms; ``ObjectMemory``) is held weakly, as tests do via `init(owner:weakly:)`.
    /// Stored here rather than in a struct of their own, whose every read copied its `unowned` and `weak` references
    /// (callgrind, release build, struct → fields: a stub on a fresh fake 5,950 → 5,141 instructions, a second stub
    /// 3,236 → 2,608, a first call 4,332 → 3,527).
    private unowned(safe) let native: AnyObject?
    /// The native instance's address; `nil` for an instance held weakly, and for a type.
    private let address: UnsafeMutableRawPointer?
    @exclusivity(unchecked) private weak var held: AnyObject?
    @usableFromInline @exclusivity(unchecked) var calls: [RecordedCall] = []
    /// Changed only by ``add(_:)``, ``addStub(_:removingAt:)`` and ``removeAllStubs(resetBy:)``, keeping `plainStubs`
    /// current.
    @usableFromInline @exclusivity(unchecked) private(set) var stubs: [StubEntry] = []
    /// How the inline path answers each of the last four names stubbed or called (see ``PlainStub``), so calling a few
    /// members in turn stays inline. Redone only for a name whose stubs change, as its answers depend on them alone.
    /// The stubs are not retained here: `stubs` holds them for as long as they are remembered.
    @usableFromInline @exclusivity(unchecked) var plainStubs = PlainStubs()
    /// For a type, the test each call in `calls` was made in, position for position, so that messages can say how
    /// many calls other tests made to the shared static members; empty for an instance.
    @exclusivity(unchecked) var origins: [TestOrigin?] = []
    /// Names whose calls a reset took away: a check of one that now sees none does not mean the member records none.
    @exclusivity(unchecked) var resetNames: Set<String> = []
    /// Positions in `calls` of the calls that a successful check matched.
    @exclusivity(unchecked) var verified = PositionSet()
    /// The tests that relaxed the fake (``Stubbable/relax()``), whose missing stubs are answered with the empty value
    /// and no failure; `nil` where no test is known, and for an instance, which counts for every test.
    @exclusivity(unchecked) var relaxedIn: Set<TestOrigin?> = []
    /// For a type, the Swift Testing tests whose static calls or stubs a reset in another test removed, which may have
    /// been running: their checks and missing stubs say so (``TestOrigin/resetAwayNote(fakeName:)``).
    @exclusivity(unchecked) var resetAway: Set<TestOrigin> = []
    /// Names called through `stubbedValue` (which records no call) that no stub answered, with no report (a `Void`
    /// member needs none, and a member with a fallback takes it), or that a stub answered before it was removed (its
    /// ``StubEntry/answeredUnrecorded`` mark). A check of one sees nothing (``answeredWithoutRecording(_:)``); only a
    /// reset of the calls forgets them.
    @exclusivity(unchecked) var unrecordedNames: Set<String> = []
    /// Names found in the fake's enum (it never changes), each looked up once; the shard seeds a new, stub-less state.
    @usableFromInline @exclusivity(unchecked) var knownNames: [String] = []

    convenience init(owner: AnyObject?) {
        self.init(owner: owner, weakly: owner.map { !ObjectMemory.unownedKeepsMemory(of: type(of: $0)) } ?? false)
    }

    /// - Parameter weakly: whether to hold the instance weakly, as an object whose memory `unowned` does not keep is.
    init(owner: AnyObject?, weakly: Bool) {
        if let owner, !weakly {
            native = owner
            address = Unmanaged.passUnretained(owner).toOpaque()
        } else {
            native = nil
            address = nil
            held = owner
        }
    }

    /// Whether `candidate` is the instance this state belongs to.
    func isInstance(_ candidate: AnyObject) -> Bool {
        if let address { return address == Unmanaged.passUnretained(candidate).toOpaque() }
        return held === candidate
    }

    /// Whether this is a type's state, or its instance has begun to deinitialize or is gone: the table no longer
    /// needs it.
    var isReleased: Bool {
        if let address { return doubles_is_deallocating(address) }
        return held == nil
    }

    /// The instance, unless it has begun to deinitialize or is gone; `nil` for a type.
    var liveInstance: AnyObject? {
        if address != nil { return isReleased ? nil : native }
        return held
    }

    /// Reserves room for 16 calls at once when none is recorded: on adding a stub and on the general path, which a
    /// stub-less fake's first call takes; the inline path need not.
    func reserveRoomForCalls() {
        if calls.count == 0 { calls.reserveCapacity(16) }
    }

    /// What ``add(_:)`` did.
    enum StubAddition {
        /// Added the stub, having removed the one it replaces, if any.
        case added(replaced: StubEntry?)
        /// The stubs to compare with the new one with no lock held (user code), before ``addStub(_:removingAt:)``.
        case compare([StubEntry])
    }

    /// Adds `stub`, replacing its name's newest stub without `with(...)` arguments if it has none either, and updates
    /// ``plainStubs``; if it has arguments and a stub of its name has as many, returns the stubs to compare instead.
    func add(_ stub: StubEntry) -> StubAddition {
        let functionName = stub.functionName
        let argumentCount = stub.argumentCount
        var replaced = -1
        // A `while` loop: in a debug build `lastIndex(where:)` goes through the standard library's generic code.
        var index = stubs.count - 1
        while index >= 0 {
            let other = stubs[index]
            if other.functionName == functionName {
                // The array itself, not a copy: a later change to the stubs copies it then.
                if other.argumentCount >= 0, other.argumentCount == argumentCount { return .compare(stubs) }
                if other.argumentCount < 0, argumentCount < 0, replaced < 0 { replaced = index }
            }
            index -= 1
        }
        return .added(replaced: addStub(stub, removingAt: replaced >= 0 ? replaced : nil))
    }

    /// Adds `stub` after a comparison outside the lock, removing and returning the stub at `index`, if any.
    func addStub(_ stub: StubEntry, removingAt index: Int?) -> StubEntry? {
        let removed = insert(stub, removingAt: index)
        plainStubs.set(survey(of: stub.functionName).plainStub, for: stub.functionName)
        return removed
    }

    /// Appends `stub`, removing and returning the stub at `index`, if any; reserves room for stubs and calls at first.
    private func insert(_ stub: StubEntry, removingAt index: Int?) -> StubEntry? {
        var removed: StubEntry?
        if let index {
            let stub = stubs.remove(at: index)
            keepUnrecordedMark(of: stub)
            removed = stub
        }
        if stubs.count == 0 { stubs.reserveCapacity(4) }
        stubs.append(stub)
        reserveRoomForCalls()
        return removed
    }

    /// Removes every stub, and returns them, for release with no lock held; notes the running tests whose stubs a
    /// reset by the test `resetting` took away (``resetAway``).
    func removeAllStubs(resetBy resetting: TestOrigin?) -> [StubEntry] {
        noteResetAway(stubs.lazy.map(\.origin), by: resetting)
        for stub in stubs { keepUnrecordedMark(of: stub) }
        let removed = stubs
        stubs = []
        plainStubs.removeAll()
        return removed
    }

    /// Keeps, by name, that `stub`, leaving the stubs, answered calls that were not recorded: a check of its member
    /// still sees none of them, until a reset of the calls.
    private func keepUnrecordedMark(of stub: StubEntry) {
        if stub.answeredUnrecorded { unrecordedNames.insert(stub.functionName) }
    }

    /// Forgets every call, and returns them, for release with no lock held; notes the running tests whose calls a
    /// reset by the test `resetting` took away (``resetAway``).
    func removeAllCalls(resetBy resetting: TestOrigin?) -> [RecordedCall] {
        noteResetAway(origins, by: resetting)
        for call in calls { resetNames.insert(call.functionName) }
        // Unrecorded calls are forgotten too: a check after the reset may not see one from before it.
        unrecordedNames = []
        for stub in stubs { stub.answeredUnrecorded = false }
        let removed = calls
        calls = []
        origins = []
        verified.removeAll()
        return removed
    }

    /// Adds to ``resetAway`` the tests among `removed` that a reset by `resetting` took from; the resetting test is
    /// no longer among them, as it knows what it reset.
    private func noteResetAway(_ removed: some Sequence<TestOrigin?>, by resetting: TestOrigin?) {
        if let resetting { resetAway.remove(resetting) }
        for origin in removed where TestOrigin.isTakenFromAnotherTest(origin, by: resetting) {
            resetAway.insert(origin!)
        }
    }

    /// The stub answering this call if the inline path can tell: the remembered one, or one chosen in place.
    @inlinable @inline(__always)
    func plainStub(for functionName: String, arguments: [Any?]) -> Unmanaged<StubEntry>? {
        // Entry by entry, reading only the fields it needs: copying an entry out costs the one-member loop.
        if plainStubs.first.isFor(functionName) {
            return plainStubs.first.comparesArguments ? chooseInPlace(functionName, arguments) : plainStubs.first.stub
        }
        if plainStubs.second.isFor(functionName) {
            return plainStubs.second.comparesArguments ? chooseInPlace(functionName, arguments) : plainStubs.second.stub
        }
        if plainStubs.third.isFor(functionName) {
            return plainStubs.third.comparesArguments ? chooseInPlace(functionName, arguments) : plainStubs.third.stub
        }
        if plainStubs.fourth.isFor(functionName) {
            return plainStubs.fourth.comparesArguments ? chooseInPlace(functionName, arguments) : plainStubs.fourth.stub
        }
        return nil
    }

    /// The stub chosen in place by ``StubCandidates/choose(among:named:arguments:count:inPlace:)``, the one choice
    /// rule, for a name whose `with(...)` stubs all expect plain values. `nil` when an argument's type is not its
    /// plain value's, which only the general rule decides, or when the stub returns no values.
    @usableFromInline
    func chooseInPlace(_ functionName: String, _ arguments: [Any?]) -> Unmanaged<StubEntry>? {
        let choice = StubCandidates.choose(
            among: stubs, named: functionName, arguments: arguments, count: arguments.count, inPlace: true
        )
        guard case .chosen(let chosen) = choice, chosen.returnsValues else { return nil }
        return Unmanaged.passUnretained(chosen)
    }

    /// Whether a call to `functionName` needs nothing but recording: the enum lists the name and no stub answers it.
    /// Asked by a stub-less `Void` member's inline path.
    @inlinable @inline(__always)
    func onlyRecords(_ functionName: String) -> Bool {
        knownIndex(of: functionName) >= 0 && !hasStub(named: functionName)
    }

    /// Whether `functionName` has a stub, by a walk over the stubs (``survey(of:)``).
    @usableFromInline
    func hasStub(named functionName: String) -> Bool {
        guard case .some = survey(of: functionName).newest else { return false }
        return true
    }

    /// Whether `functionName` was found in the fake's enum before; asked on every inline call.
    @inlinable @inline(__always)
    func isKnown(_ functionName: String) -> Bool {
        knownIndex(of: functionName) >= 0
    }

    /// Where `functionName` is in ``knownNames``; -1 when it is not there. A loop, not `contains`, which in a debug
    /// build looks up the metadata of `Optional<Element>` on each call: 1,600 instructions of a `Void` member's 6,300.
    @inlinable @inline(__always)
    func knownIndex(of functionName: String) -> Int {
        var index = 0
        while index < knownNames.count {
            if knownNames[index] == functionName { return index }
            index += 1
        }
        return -1
    }

    func addKnown(_ functionName: String) {
        guard !isKnown(functionName) else { return }
        knownNames.append(functionName)
    }

    /// The newest stub of `functionName` if none takes `with(...)` arguments, else all of them, for
    /// ``StubCandidates/choose(for:fakeName:)`` to compare unlocked (user code). Updates the name's ``plainStubs``.
    func candidates(for functionName: String) -> StubCandidates {
        let found = survey(of: functionName)
        let entry = found.plainStub
        // An existing entry is this one already (kept current as the stubs change); this adds a missing one.
        if !entry.isEmpty { plainStubs.set(entry, for: functionName) }
        if found.comparesArguments {
            return .compare(stubs, functionName)
        }
        guard let newestWithoutArguments = found.newestWithoutArguments else { return .none }
        return .chosen(newestWithoutArguments)
    }

    /// What the stubs of `functionName` are (``NameSurvey``), in one walk over them, newest first.
    private func survey(of functionName: String) -> NameSurvey {
        var found = NameSurvey()
        var index = stubs.count
        while index > 0 {
            index -= 1
            let stub = stubs[index]
            if stub.functionName == functionName { found.include(stub) }
        }
        return found
    }

    /// Whether calls of `functionName` were answered, by a stub or without one, but not recorded, and none is, nor was
    /// before a reset: its member answers through `stubbedValue()` alone. Asked by a check that matched no call.
    func answeredWithoutRecording(_ functionName: String) -> Bool {
        !calls.contains { $0.functionName == functionName } && !resetNames.contains(functionName)
            && (unrecordedNames.contains(functionName)
                || stubs.contains { $0.functionName == functionName && $0.answeredUnrecorded })
    }

    /// The methods that ``answeredWithoutRecording(_:)``, by name: a check of every call cannot see theirs.
    var methodsAnsweredWithoutRecording: [String] {
        let names = unrecordedNames.union(stubs.lazy.filter(\.answeredUnrecorded).map(\.functionName))
        return names.filter { FunctionName.isMethod($0) && answeredWithoutRecording($0) }.sorted()
    }

    /// The names with a stub that has answered a call, for why an unused stub answered none.
    var answeredNames: Set<String> {
        Set(stubs.filter(\.used).map(\.functionName))
    }

    /// Whether a check by the test `checking` counts the call at `position` (``TestOrigin/counts(_:for:)``).
    func isChecked(_ position: Int, by checking: TestOrigin?) -> Bool {
        position >= origins.count || TestOrigin.counts(origins[position], for: checking)
    }

    /// Marks the calls with these increasing numbers as verified, in one walk: calls are kept in number order.
    func markVerified(_ sequenceNumbers: [UInt64]) {
        var position = 0
        for number in sequenceNumbers {
            while position < calls.count, calls[position].sequenceNumber < number { position += 1 }
            guard position < calls.count else { return }
            if calls[position].sequenceNumber == number { verified.insert(position) }
        }
    }
}

/// One walk over a name's stubs, newest first: what choosing needs before comparing, and ``plainStub``.
private struct NameSurvey {
    var newest: StubEntry?
    var newestWithoutArguments: StubEntry?
    /// Whether any takes `with(...)` arguments.
    var comparesArguments = false
    /// Whether all that take arguments expect plain values only (``ExpectedArguments/runsNoUserCode``).
    var comparesInPlace = true

    /// Takes in `stub`, the next of the name, newest first.
    mutating func include(_ stub: StubEntry) {
        if case .none = newest { newest = stub }
        if stub.argumentCount >= 0 {
            comparesArguments = true
            if !stub.expectsPlainValues { comparesInPlace = false }
        } else if case .none = newestWithoutArguments {
            newestWithoutArguments = stub
        }
    }

    /// How the inline path answers the name: the newest stub if none takes `with(...)` arguments and it returns
    /// values; the newest, comparing in place, if all that do expect plain values; else an empty entry.
    var plainStub: PlainStub {
        if comparesArguments {
            guard comparesInPlace, let newest else { return PlainStub() }
            return PlainStub(newest, comparesArguments: true)
        }
        guard let newestWithoutArguments, newestWithoutArguments.returnsValues else { return PlainStub() }
        return PlainStub(newestWithoutArguments, comparesArguments: false)
    }
}
