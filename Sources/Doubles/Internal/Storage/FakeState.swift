/// The calls and stubs of one fake instance or one fake type. Only touched under the lock of the ``Shard`` that
/// holds it, which is why its properties skip the runtime's exclusivity checks.
///
/// The inline paths read two caches here:
/// - `plainStubs`: for each of the last few names stubbed or called, the stub that answers its calls without
///   any argument matching, or whether its stubs compare plain arguments in place. Kept current as the stubs
///   change: ``add(_:)`` and ``addStub(_:removingAt:)`` work out the entry of the stub's name again,
///   ``removeAllStubs()`` empties them all.
/// - `knownNames`: names found in the fake's enum. Never invalid, since the enum does not change.
@usableFromInline
final class FakeState {
    /// The instance this state belongs to; `nil` for a type.
    let owner: InstanceOwner?
    @usableFromInline @exclusivity(unchecked) var calls: [RecordedCall] = []
    /// Changed only by ``add(_:)``, ``addStub(_:removingAt:)`` and ``removeAllStubs()``, which keep `plainStubs`
    /// current.
    @usableFromInline @exclusivity(unchecked) private(set) var stubs: [StubEntry] = []
    /// For each of the last four names stubbed or called, how the inline path answers it without walking the
    /// stubs or leaving the lock (see ``PlainStub``). ``Registry/plainValue(_:functionName:arguments:record:heldAs:in:)``
    /// answers the next call with that name from here, so a test that calls a few members in turn stays on the
    /// inline path. A name's entry is worked out again whenever its stubs change, and only its own: a name's
    /// answers depend on its stubs alone. The stubs are not retained here: `stubs` holds them for as long as
    /// they are remembered.
    @usableFromInline @exclusivity(unchecked) var plainStubs = PlainStubs()
    /// For a fake type's state, the test each call in `calls` was made in, position for position; empty for an
    /// instance's state. Static members are shared between tests, and messages say how many calls other tests
    /// made.
    @exclusivity(unchecked) var origins: [TestOrigin?] = []
    /// Positions in `calls` of the calls that a successful check matched.
    @exclusivity(unchecked) var verified = PositionSet()
    /// Whether a missing stub is answered with the empty value and no failure (``Stubbable/relax()``).
    @exclusivity(unchecked) var relaxed = false
    /// Function names already found in the fake's enum, so a name is looked up there once, not on every call.
    /// Set by the shard on a new state, which has no stubs yet, and added to by ``addKnown(_:)``.
    @usableFromInline @exclusivity(unchecked) var knownNames: [String] = []
    /// What ``onlyRecords(_:)`` found for `knownNames[i]`, for `i` below 64: bit `i` of `knownNamesChecked` says
    /// it walked the stubs for that name, and bit `i` of `knownNamesWithStubs` that it found one, so that later
    /// calls need not walk them. Every change to the stubs forgets what was found (``insert(_:removingAt:)`` and
    /// ``removeAllStubs()``), and a name added to `knownNames` starts unchecked.
    @usableFromInline @exclusivity(unchecked) var knownNamesChecked: UInt64 = 0
    @usableFromInline @exclusivity(unchecked) var knownNamesWithStubs: UInt64 = 0

    init(owner: AnyObject?) {
        if let owner { self.owner = InstanceOwner(owner) } else { self.owner = nil }
    }

    /// Whether this is a type's state, or its instance has gone: the table no longer needs it.
    var isReleased: Bool {
        owner?.isGone ?? true
    }

    /// Makes room for a test's worth of calls at once, rather than growing through 1, 2, 4, 8 and 16, when none
    /// is recorded yet. Adding a stub does this, and so does a call on the general path, which a fake with no
    /// stub takes first; the inline path does not.
    ///
    /// Here and below, `count == 0` rather than `isEmpty`, which an array takes from `Collection`: a generic
    /// call in a debug build, through the witnesses of its start and end, at every stub and general call.
    func reserveRoomForCalls() {
        if calls.count == 0 { calls.reserveCapacity(16) }
    }

    /// What ``add(_:)`` did.
    enum StubAddition {
        /// Added the stub, having removed the one it replaces, if any.
        case added(replaced: StubEntry?)
        /// Found a stub of the name with as many `with(...)` arguments: these stubs are to be compared with the
        /// new one with no lock held, since comparing runs user code, before ``addStub(_:removingAt:)`` adds it.
        case compare([StubEntry])
    }

    /// Adds `stub`, replacing the stub of its name without `with(...)` arguments when it has none either; when it
    /// has arguments and a stub of its name has as many, adds nothing and returns the stubs to compare.
    ///
    /// A walk over the stubs, newest first, finds the stub to replace; ``addStub(_:removingAt:)`` then works out
    /// how the name's calls are answered, so that the member's first call takes the inline path too
    /// (``plainStubs``).
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

    /// Adds `stub` after a comparison outside the lock, first removing the stub at `index` when there is one,
    /// and returns the removed stub; works out the name's plain stub again, as ``add(_:)`` does.
    func addStub(_ stub: StubEntry, removingAt index: Int?) -> StubEntry? {
        let removed = insert(stub, removingAt: index)
        plainStubs.set(survey(of: stub.functionName).plainStub, for: stub.functionName)
        return removed
    }

    /// Appends `stub`, first removing the stub at `index` when there is one, and returns the removed stub. Makes
    /// room for a test's worth of stubs, and of calls, when there is none yet.
    private func insert(_ stub: StubEntry, removingAt index: Int?) -> StubEntry? {
        var removed: StubEntry?
        if let index { removed = stubs.remove(at: index) }
        if stubs.count == 0 { stubs.reserveCapacity(4) }
        stubs.append(stub)
        reserveRoomForCalls()
        knownNamesChecked = 0
        return removed
    }

    /// Removes every stub, and every plain stub with them, and returns the stubs removed.
    func removeAllStubs() -> [StubEntry] {
        let removed = stubs
        stubs = []
        plainStubs.removeAll()
        knownNamesChecked = 0
        return removed
    }

    /// The stub that answers a call to `functionName` with `arguments`, when the inline path can tell: the
    /// remembered stub, or the one chosen by comparing plain arguments in place. `nil` when the path cannot tell.
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

    /// The stub that answers a call to `functionName` with `arguments`, for a name whose stubs with `with(...)`
    /// arguments all expect plain values (``ExpectedArguments/runsNoUserCode``), chosen by the one choice rule
    /// (``StubCandidates/choose(among:named:arguments:count:inPlace:)``) with the arguments compared in place.
    /// `nil` when an argument is of another type than its plain value, which only the general rule can decide,
    /// or when the chosen stub does not return values.
    @usableFromInline
    func chooseInPlace(_ functionName: String, _ arguments: [Any?]) -> Unmanaged<StubEntry>? {
        let choice = StubCandidates.choose(
            among: stubs, named: functionName, arguments: arguments, count: arguments.count, inPlace: true
        )
        guard case .chosen(let chosen) = choice, chosen.returnsValues else { return nil }
        return Unmanaged.passUnretained(chosen)
    }

    /// Whether a call to `functionName` needs nothing but recording: the enum lists the name, and no stub
    /// answers it. The inline path of a `Void` member with no stub asks this.
    ///
    /// The stubs are walked once for a name until they change (``knownNamesChecked``): walking them cost each
    /// such call a retain, a release and a generic read of every stub in a debug build.
    @inlinable @inline(__always)
    func onlyRecords(_ functionName: String) -> Bool {
        let known = knownIndex(of: functionName)
        guard known >= 0 else { return false }
        guard known < 64 else { return !hasStub(named: functionName) }
        let bit: UInt64 = 1 << UInt64(known)
        if knownNamesChecked & bit == 0 {
            knownNamesChecked |= bit
            if hasStub(named: functionName) { knownNamesWithStubs |= bit } else { knownNamesWithStubs &= ~bit }
        }
        return knownNamesWithStubs & bit == 0
    }

    /// Whether a stub of `functionName` was added and not removed: the walk over a name's stubs
    /// (``survey(of:)``), asked once per name after each change to the stubs.
    @usableFromInline
    func hasStub(named functionName: String) -> Bool {
        guard case .some = survey(of: functionName).newest else { return false }
        return true
    }

    /// Whether `functionName` was found in the fake's enum before. The inline paths ask it of every call.
    ///
    /// A loop of its own, like ``onlyRecords(_:)``: in a debug build, `contains` looks up the metadata of
    /// `Optional<Element>` on each call, which cost a `Void` member's call 1,600 instructions of 6,300.
    @inlinable @inline(__always)
    func isKnown(_ functionName: String) -> Bool {
        knownIndex(of: functionName) >= 0
    }

    /// Where `functionName` is in ``knownNames``; -1 when it is not there.
    @inlinable @inline(__always)
    func knownIndex(of functionName: String) -> Int {
        var index = 0
        while index < knownNames.count {
            if knownNames[index] == functionName { return index }
            index += 1
        }
        return -1
    }

    /// Remembers that the fake's enum lists `functionName`.
    func addKnown(_ functionName: String) {
        guard !isKnown(functionName) else { return }
        knownNames.append(functionName)
    }

    /// The stub that answers a call to `functionName`, or the stubs to compare with its arguments: the newest
    /// stub when none of the name takes `with(...)` arguments; else every stub of the name, for
    /// ``StubCandidates/choose(for:fakeName:)`` to compare outside the lock, since comparing runs user code.
    ///
    /// A stub that answers without comparison and returns values becomes a plain stub (see ``plainStubs``), and
    /// so does the newest of a name whose stubs compare in place, for the inline path's next call.
    func candidates(for functionName: String) -> StubCandidates {
        let found = survey(of: functionName)
        let entry = found.plainStub
        // The name's entry is kept current as its stubs change, so when there is one it is this entry already.
        if !entry.isEmpty { plainStubs.set(entry, for: functionName) }
        if found.comparesArguments {
            // The array itself, not a copy: a later change to the stubs copies it then.
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

    /// Marks the calls with these numbers, given in increasing order, as verified. Calls are kept in the order
    /// of their numbers, so one walk through them finds every number; a number no longer recorded is skipped.
    func markVerified(_ sequenceNumbers: [UInt64]) {
        var position = 0
        for number in sequenceNumbers {
            while position < calls.count, calls[position].sequenceNumber < number { position += 1 }
            guard position < calls.count else { return }
            if calls[position].sequenceNumber == number { verified.insert(position) }
        }
    }
}

/// The stubs of one name as a walk over them, newest first, finds them: what choosing among them needs before
/// any argument is compared, and how the inline path answers the name (``plainStub``).
private struct NameSurvey {
    var newest: StubEntry?
    var newestWithoutArguments: StubEntry?
    /// Whether any takes `with(...)` arguments.
    var comparesArguments = false
    /// Whether all that take arguments expect plain values only (``ExpectedArguments/runsNoUserCode``).
    var comparesInPlace = true

    /// Takes in `stub`, the next of the name, newest first.
    mutating func include(_ stub: StubEntry) {
        // `case .none`, not `== nil`, which is a generic call in a debug build.
        if case .none = newest { newest = stub }
        if stub.argumentCount >= 0 {
            comparesArguments = true
            if !stub.expectsPlainValues { comparesInPlace = false }
        } else if case .none = newestWithoutArguments {
            newestWithoutArguments = stub
        }
    }

    /// How the inline path answers the name: the newest stub when none takes `with(...)` arguments and it returns
    /// values; the newest, comparing in place, when all that do expect plain values; otherwise no entry, and the
    /// general path answers (an empty entry).
    var plainStub: PlainStub {
        if comparesArguments {
            guard comparesInPlace, let newest else { return PlainStub() }
            return PlainStub(newest, comparesArguments: true)
        }
        guard let newestWithoutArguments, newestWithoutArguments.returnsValues else { return PlainStub() }
        return PlainStub(newestWithoutArguments, comparesArguments: false)
    }
}

/// ``FakeState/plainStubs``: up to four entries, held in place rather than in an array, so that a fake's first
/// stubbed call allocates nothing for them. A new entry takes an empty place, or else each place in turn.
@usableFromInline
struct PlainStubs {
    /// Each entry, or an empty one (``PlainStub/init()``) where there is none.
    @usableFromInline var first = PlainStub(), second = PlainStub(), third = PlainStub(), fourth = PlainStub()
    /// How many entries were added; when no place is empty, the next one replaces the entry at this count
    /// modulo 4.
    private var added = 0

    @usableFromInline init() {}

    /// Adds `entry` in an empty place, or else in each place in turn (the oldest, while no entry was emptied).
    mutating func add(_ entry: PlainStub) {
        if first.isEmpty {
            first = entry
        } else if second.isEmpty {
            second = entry
        } else if third.isEmpty {
            third = entry
        } else if fourth.isEmpty {
            fourth = entry
        } else {
            switch added % 4 {
            case 0: first = entry
            case 1: second = entry
            case 2: third = entry
            default: fourth = entry
            }
        }
        added += 1
    }

    /// Makes `entry` the entry of `functionName`, in the place of the name's entry if it has one; an empty
    /// entry empties the name's. One walk, where forgetting the entry and then adding one took two.
    mutating func set(_ entry: PlainStub, for functionName: String) {
        if first.isFor(functionName) {
            first = entry
        } else if second.isFor(functionName) {
            second = entry
        } else if third.isFor(functionName) {
            third = entry
        } else if fourth.isFor(functionName) {
            fourth = entry
        } else if !entry.isEmpty {
            add(entry)
        }
    }

    mutating func removeAll() {
        if added > 0 { self = PlainStubs() }
    }
}

/// How the inline path answers calls to one name (see ``FakeState/plainStubs``).
@usableFromInline
struct PlainStub {
    /// The name, kept here so that asking needs no closure to read it from the stub, which a debug build pays
    /// for on each entry asked.
    @usableFromInline let functionName: String
    /// The stub that answers every call to the name; when `comparesArguments` is set, the newest stub of the
    /// name, which only names it. `nil` in an empty entry.
    @usableFromInline let stub: Unmanaged<StubEntry>?
    /// Whether stubs of the name take `with(...)` arguments, all plain values: each call's arguments are then
    /// compared with them in place (``FakeState/chooseInPlace(_:_:)``), which runs no user code.
    @usableFromInline let comparesArguments: Bool

    init(_ stub: StubEntry, comparesArguments: Bool) {
        functionName = stub.functionName
        self.stub = Unmanaged.passUnretained(stub)
        self.comparesArguments = comparesArguments
    }

    /// An empty entry, which answers no call.
    @usableFromInline init() {
        functionName = ""
        stub = nil
        comparesArguments = false
    }

    /// Whether this is an empty entry.
    var isEmpty: Bool {
        guard case .some = stub else { return true }  // not `== nil`, a generic call in a debug build
        return false
    }

    /// Whether the entry answers calls to `functionName`.
    @usableFromInline
    func isFor(_ functionName: String) -> Bool {
        guard case .some = stub else { return false }  // not `!= nil`, a generic call in a debug build
        return self.functionName == functionName
    }
}

/// A set of small non-negative integers, one bit each. The first 64 are held in place, so a test's fake, which
/// seldom records more calls, needs no allocation for them.
struct PositionSet {
    private var first: UInt64 = 0
    private var rest: [UInt64] = []

    mutating func insert(_ position: Int) {
        guard position >= 64 else {
            first |= 1 << UInt64(position)
            return
        }
        let word = position / 64 - 1
        if word >= rest.count { rest.append(contentsOf: repeatElement(0, count: word - rest.count + 1)) }
        rest[word] |= 1 << UInt64(position % 64)
    }

    func contains(_ position: Int) -> Bool {
        guard position >= 64 else { return first & (1 << UInt64(position)) != 0 }
        let word = position / 64 - 1
        return word < rest.count && rest[word] & (1 << UInt64(position % 64)) != 0
    }

    /// How many positions the set holds.
    var count: Int {
        var count = first.nonzeroBitCount
        var index = 0
        while index < rest.count {
            count += rest[index].nonzeroBitCount
            index += 1
        }
        return count
    }

    mutating func formUnion(_ other: PositionSet) {
        first |= other.first
        if rest.count < other.rest.count {
            rest.append(contentsOf: repeatElement(0, count: other.rest.count - rest.count))
        }
        for word in other.rest.indices { rest[word] |= other.rest[word] }
    }

    mutating func removeAll() {
        first = 0
        rest.removeAll()
    }
}
