/// The calls and stubs of one fake instance or one fake type. Only touched under the lock of the ``Shard`` that
/// holds it, which is why its properties skip the runtime's exclusivity checks.
///
/// The inline paths read two caches here. Each is cleared by its own `invalidate` function:
/// - `plainStub` and `plainStubName`: the stub that answered the last call of that name without any argument
///   matching. Valid while `stubs` is unchanged (``invalidatePlainStub()`` runs on every change).
/// - `lastKnownName`: a name found in the fake's enum. Never invalid, since the enum does not change.
@usableFromInline
final class FakeState {
    /// The instance this state belongs to; `nil` for a type, or once the instance is gone.
    weak var owner: AnyObject?
    @usableFromInline @exclusivity(unchecked) var calls: [RecordedCall] = []
    @exclusivity(unchecked) var stubs: [StubEntry] = [] {
        didSet { invalidatePlainStub() }
    }
    /// The stub that answered the last call to `functionName` without any argument matching: no stub for that
    /// name takes `with(...)` arguments, so the newest one answers every call to it, and it answers with
    /// `andReturn` values. ``Registry/plainValue(_:functionName:arguments:record:as:)`` answers the next call
    /// with that name from here without walking the stubs. Forgotten whenever the stubs change.
    /// The stub is not retained here: `stubs` holds it for as long as it is the plain stub.
    @usableFromInline @exclusivity(unchecked) var plainStub: Unmanaged<StubEntry>?
    /// The name of the calls `plainStub` answers; read only while `plainStub` is set.
    @usableFromInline @exclusivity(unchecked) var plainStubName = ""
    /// Positions in `calls` of the calls that a successful check matched.
    @exclusivity(unchecked) var verified = PositionSet()
    /// Function names already found in the fake's enum, so a name is looked up there once, not on every call.
    @exclusivity(unchecked) var knownNames: [String] = []

    init(owner: AnyObject?) {
        self.owner = owner
    }

    /// The name this fake last found among its enum's cases, which the inlined recording path checks first.
    @usableFromInline @exclusivity(unchecked) var lastKnownName = ""

    func invalidatePlainStub() {
        plainStub = nil
    }

    /// Whether `functionName` was found in the fake's enum before; if so it becomes ``lastKnownName``.
    func isKnown(_ functionName: String) -> Bool {
        guard knownNames.contains(functionName) else { return false }
        lastKnownName = functionName
        return true
    }

    /// Remembers that the fake's enum lists `functionName`.
    func addKnown(_ functionName: String) {
        if !knownNames.contains(functionName) { knownNames.append(functionName) }
        lastKnownName = functionName
    }

    /// The stubs that may answer a call to `functionName`, newest first, before any argument is compared: the
    /// stub itself when none of them takes `with(...)` arguments (the newest answers), else every stub of the
    /// name, for ``StubCandidates/choose(for:)`` to compare outside the lock, since comparing runs user code.
    ///
    /// A stub that answers without comparison and returns values becomes the ``plainStub``.
    func candidates(for functionName: String) -> StubCandidates {
        var newestPlain: StubEntry?
        var index = stubs.count
        while index > 0 {
            index -= 1
            let stub = stubs[index]
            guard stub.functionName == functionName else { continue }
            if stub.expected != nil {
                return .compare(stubs.reversed().filter { $0.functionName == functionName })
            }
            if newestPlain == nil { newestPlain = stub }
        }
        guard let newestPlain else { return .none }
        if case .values = newestPlain.action {
            plainStub = Unmanaged.passUnretained(newestPlain)
            plainStubName = functionName
        }
        return .chosen(newestPlain)
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

/// A set of small non-negative integers, one bit each.
struct PositionSet {
    private var words: [UInt64] = []

    mutating func insert(_ position: Int) {
        let word = position / 64
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
        words[word] |= 1 << UInt64(position % 64)
    }

    func contains(_ position: Int) -> Bool {
        let word = position / 64
        return word < words.count && words[word] & (1 << UInt64(position % 64)) != 0
    }

    mutating func removeAll() {
        words.removeAll()
    }
}
