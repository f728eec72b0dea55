/// The calls and stubs of one fake instance or one fake type. Only touched under `sharedLock`, which is why
/// its properties skip the runtime's exclusivity checks.
@usableFromInline
final class FakeState {
    /// The instance this state belongs to; `nil` for a type, or once the instance is gone.
    weak var owner: AnyObject?
    @usableFromInline @exclusivity(unchecked) var calls: [RecordedCall] = []
    @exclusivity(unchecked) var stubs: [StubEntry] = [] {
        didSet { plainStub = nil }
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

    /// Whether `functionName` is one of the fake's enum cases: remembered once `isKnown` says so.
    func isKnown(_ functionName: String, _ isKnown: () -> Bool) -> Bool {
        if !knownNames.contains(functionName) {
            guard isKnown() else { return false }
            knownNames.append(functionName)
        }
        lastKnownName = functionName
        return true
    }

    /// The stub that answers a call: the newest whose `with(...)` arguments match, else the newest without
    /// arguments. The walk reads `stubs` afresh at each step instead of holding a copy of the array: matching
    /// runs user code (`==`, `Argument.pass`), which may add a stub, and a held copy would cost a retain on
    /// every call.
    ///
    /// When no stub for the name takes arguments and the answer returns values, it becomes the `plainStub`.
    func stub(answering functionName: String, arguments: [Any?]) -> StubEntry? {
        var fallback: StubEntry?
        var matchedArguments = false
        var index = stubs.count
        while index > 0 {
            index -= 1
            guard index < stubs.count, stubs[index].functionName == functionName else { continue }
            let stub = stubs[index]
            guard let expected = stub.expected else {
                if fallback == nil { fallback = stub }
                continue
            }
            if expected.match(arguments) { return stub }
            matchedArguments = true
        }
        if let fallback, !matchedArguments, case .values = fallback.action {
            plainStub = Unmanaged.passUnretained(fallback)
            plainStubName = functionName
        }
        return fallback
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
