import DoublesAtomics

/// How many scopes of one kind are open across all tasks (gatherers, stub watches, isolation scopes), so that work
/// outside every scope, nearly all of it, skips a task-local lookup, and a message can tell that a call ran outside
/// one. One word, only ever reached through atomic operations.
struct OpenCount: @unchecked Sendable {
    private let word: UnsafeMutablePointer<Int>

    init() {
        word = .allocate(capacity: 1)
        word.initialize(to: 0)
    }

    var isAnyOpen: Bool { doubles_atomic_load_relaxed(word) > 0 }

    /// Counts a scope in, before what it installs is seen.
    func opened() { doubles_atomic_add_relaxed(word, 1) }

    /// Counts a scope out, after its body has returned.
    func closed() { doubles_atomic_add_relaxed(word, -1) }
}
