/// ``FakeState/plainStubs``: up to four entries, in place, not in an array, so a first stubbed call allocates nothing.
@usableFromInline
struct PlainStubs {
    /// Each entry, or an empty one (``PlainStub/init()``) where there is none.
    @usableFromInline var first = PlainStub(), second = PlainStub(), third = PlainStub(), fourth = PlainStub()
    /// How many entries were added; with no empty place, the next replaces the one at this count modulo 4.
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

    /// Makes `entry` the entry of `functionName`, in that entry's place if it has one; an empty `entry` empties it.
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
    /// Kept here so that ``isFor(_:)`` reads it without a closure into the stub, which a debug build pays for.
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
