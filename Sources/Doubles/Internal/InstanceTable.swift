/// The states of a shard's fake instances, by identity: an open-addressing table with linear probing. A fake's
/// first call, and every call on a fake that is not the one its shard saw last, looks its state up here, so
/// the lookup is one multiplication and a probe or two instead of `Dictionary`'s seeded hash.
///
/// Guarded by the shard's lock, like everything in ``Shard``.
struct InstanceTable {
    /// One entry: a key, and its state. Held side by side, so a probe reads a key and its state from one cache
    /// line, where two arrays took two; the table of a suite's fakes does not stay in the cache.
    private struct Slot {
        var key: UInt
        var state: FakeState?
    }

    private var slots: [Slot]
    /// How many entries the table holds.
    private(set) var count = 0

    /// Key of an empty slot: no object lives at address 0.
    private static let empty: UInt = 0

    init() {
        slots = Array(repeating: Slot(key: Self.empty, state: nil), count: 8)
    }

    private var mask: Int { slots.count - 1 }

    /// The slot a key probes first. Fibonacci hashing of the address without its alignment bits spreads
    /// neighbouring objects apart.
    private func home(of key: UInt) -> Int {
        Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    /// The slot where `key` is, or the empty slot where it would go.
    private func slot(of key: UInt) -> Int {
        var index = home(of: key)
        while slots[index].key != Self.empty && slots[index].key != key {
            index = (index + 1) & mask
        }
        return index
    }

    subscript(key: ObjectIdentifier) -> FakeState? {
        let slot = slot(of: UInt(bitPattern: key))
        return slots[slot].key == Self.empty ? nil : slots[slot].state
    }

    /// Whether the table holds `state`, lent without a retain, for `key`.
    func holds(_ state: Unmanaged<FakeState>, forKey key: ObjectIdentifier) -> Bool {
        let slot = slot(of: UInt(bitPattern: key))
        guard slots[slot].key != Self.empty, let held = slots[slot].state else { return false }
        return Unmanaged.passUnretained(held).toOpaque() == state.toOpaque()
    }

    /// Stores `state` for `key`, and returns the state it replaces, for the caller to release after the lock.
    mutating func updateValue(_ state: FakeState, forKey key: ObjectIdentifier) -> FakeState? {
        let address = UInt(bitPattern: key)
        var index = slot(of: address)
        if slots[index].key == address {
            let old = slots[index].state
            slots[index].state = state
            return old
        }
        if (count + 1) * 4 > slots.count * 3 {
            grow()
            index = slot(of: address)
        }
        slots[index] = Slot(key: address, state: state)
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
        guard slots[index].key != Self.empty else { return nil }
        let removed = slots[index].state
        slots[index] = Slot(key: Self.empty, state: nil)
        count -= 1
        // Backward-shift deletion: move later entries of the same run into the gap, so probes stay unbroken.
        var next = (index + 1) & mask
        while slots[next].key != Self.empty {
            let home = home(of: slots[next].key)
            // Move the entry when its home is not in the cyclic range (index, next].
            let movable = index <= next ? (home <= index || home > next) : (home <= index && home > next)
            if movable {
                slots.swapAt(index, next)
                index = next
            }
            next = (next + 1) & mask
        }
        return removed
    }

    /// Removes the entries whose fake is gone, keeping their states in `leftovers`.
    mutating func removeReleased(into leftovers: inout Leftovers) {
        var released: [UInt] = []
        for index in slots.indices where slots[index].key != Self.empty && slots[index].state?.isReleased ?? true {
            released.append(slots[index].key)
        }
        for address in released { leftovers.keep(removeValue(forAddress: address)) }
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(key: Self.empty, state: nil), count: old.count * 2)
        for entry in old where entry.key != Self.empty {
            slots[slot(of: entry.key)] = entry
        }
    }
}
