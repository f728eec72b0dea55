/// The states of a shard's fake instances, by identity: an open-addressing table with linear probing. A fake's
/// first call, and every call on a fake that is not the one its shard saw last, looks its state up here, so
/// the lookup is one multiplication and a probe or two instead of `Dictionary`'s seeded hash.
///
/// Guarded by the shard's lock, like everything in ``Shard``.
struct InstanceTable {
    private var keys: [UInt]
    private var states: [FakeState?]
    /// How many entries the table holds.
    private(set) var count = 0

    /// Key of an empty slot: no object lives at address 0.
    private static let empty: UInt = 0

    init() {
        keys = Array(repeating: Self.empty, count: 8)
        states = Array(repeating: nil, count: 8)
    }

    private var mask: Int { keys.count - 1 }

    /// The slot a key probes first. Fibonacci hashing of the address without its alignment bits spreads
    /// neighbouring objects apart.
    private func home(of key: UInt) -> Int {
        Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    /// The slot where `key` is, or the empty slot where it would go.
    private func slot(of key: UInt) -> Int {
        var index = home(of: key)
        while keys[index] != Self.empty && keys[index] != key {
            index = (index + 1) & mask
        }
        return index
    }

    subscript(key: ObjectIdentifier) -> FakeState? {
        let slot = slot(of: UInt(bitPattern: key))
        return keys[slot] == Self.empty ? nil : states[slot]
    }

    /// Stores `state` for `key`, and returns the state it replaces, for the caller to release after the lock.
    mutating func updateValue(_ state: FakeState, forKey key: ObjectIdentifier) -> FakeState? {
        let address = UInt(bitPattern: key)
        var index = slot(of: address)
        if keys[index] == address {
            let old = states[index]
            states[index] = state
            return old
        }
        if (count + 1) * 4 > keys.count * 3 {
            grow()
            index = slot(of: address)
        }
        keys[index] = address
        states[index] = state
        count += 1
        return nil
    }

    /// Removes `key`'s state and returns it, for the caller to release after the lock.
    mutating func removeValue(forKey key: ObjectIdentifier) -> FakeState? {
        removeValue(forAddress: UInt(bitPattern: key))
    }

    /// Removes the state whose key is `address` and returns it.
    private mutating func removeValue(forAddress address: UInt) -> FakeState? {
        var index = slot(of: address)
        guard keys[index] != Self.empty else { return nil }
        let removed = states[index]
        keys[index] = Self.empty
        states[index] = nil
        count -= 1
        // Backward-shift deletion: move later entries of the same run into the gap, so probes stay unbroken.
        var next = (index + 1) & mask
        while keys[next] != Self.empty {
            let home = home(of: keys[next])
            // Move the entry when its home is not in the cyclic range (index, next].
            let movable = index <= next ? (home <= index || home > next) : (home <= index && home > next)
            if movable {
                keys[index] = keys[next]
                states[index] = states[next]
                keys[next] = Self.empty
                states[next] = nil
                index = next
            }
            next = (next + 1) & mask
        }
        return removed
    }

    /// Removes the entries whose fake is gone, keeping their states in `leftovers`.
    mutating func removeReleased(into leftovers: inout Leftovers) {
        var released: [UInt] = []
        for index in keys.indices where keys[index] != Self.empty && states[index]?.isReleased ?? true {
            released.append(keys[index])
        }
        for address in released { leftovers.keep(removeValue(forAddress: address)) }
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldStates = states
        keys = Array(repeating: Self.empty, count: oldKeys.count * 2)
        states = Array(repeating: nil, count: oldKeys.count * 2)
        for index in oldKeys.indices where oldKeys[index] != Self.empty {
            let slot = slot(of: oldKeys[index])
            keys[slot] = oldKeys[index]
            states[slot] = oldStates[index]
        }
    }
}
