/// The states of a shard's fake instances, by identity: open addressing with linear probing, guarded by the shard's
/// lock. A fake's first call, and any on a fake its shard has not cached, looks up here: one multiplication and a
/// probe or two, not `Dictionary`'s seeded hash. The slots are the table's own memory, not an array, whose element a
/// debug build reads through a generic call copying the slot (retaining its state); a pointer's subscript compiles
/// in place. With one-probe removal of a released fake's state, a debug build's stub on a fresh fake cost 2,900
/// instructions less (callgrind: 16,982 against 14,059).
struct InstanceTable: ~Copyable {
    /// A key beside its state, so a probe reads both from one cache line; a suite's table does not stay in the cache.
    private struct Slot {
        var key: UInt
        var state: FakeState?
    }

    private var slots: UnsafeMutablePointer<Slot>
    /// How many slots there are, a power of two: `1 << capacityBits`.
    private var capacity: Int
    private var capacityBits: Int
    private var hash: FibonacciHash<UInt>
    private(set) var count = 0

    /// Key of an empty slot: no object lives at address 0.
    private static let empty: UInt = 0

    init() {
        capacityBits = 3
        capacity = 1 << capacityBits
        hash = FibonacciHash(bits: capacityBits)
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(key: Self.empty, state: nil), count: capacity)
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    /// The bits of an identity: `UInt(bitPattern:)` is a call in a debug build.
    private static func address(of key: ObjectIdentifier) -> UInt {
        UInt(bitPattern: key)
    }

    private var mask: Int {
        get { capacity - 1 }
    }

    private func home(of key: UInt) -> Int {
        Self.home(of: key, hash: hash)
    }

    /// The slot `key` probes first with `hash`: Fibonacci hashing of the address without its alignment bits, at
    /// `Word`'s width (`UInt` here; 32 or 64 bits in tests). Its top bits, which every bit of the key reaches, spread
    /// 256 objects 48 bytes apart over all 64 slots; the product's bits 40 to 45, used before, left 36 of them empty.
    @_transparent
    static func home<Word>(of key: Word, hash: FibonacciHash<Word>) -> Int {
        Int(truncatingIfNeeded: hash.index(of: key &>> 4))
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
        let slot = slot(of: Self.address(of: key))
        return slots[slot].key == Self.empty ? nil : slots[slot].state
    }

    /// Stores `state` for `key`, and returns the state it replaces, for the caller to release after the lock.
    mutating func updateValue(_ state: FakeState, forKey key: ObjectIdentifier) -> FakeState? {
        let address = Self.address(of: key)
        var index = slot(of: address)
        if slots[index].key == address {
            let old = slots[index].state
            slots[index].state = state
            return old
        }
        if (count + 1) * 4 > capacity * 3 {
            grow()
            index = slot(of: address)
        }
        slots[index] = Slot(key: address, state: state)
        count += 1
        return nil
    }

    mutating func removeValue(forKey key: ObjectIdentifier) -> FakeState? {
        removeValue(at: slot(of: Self.address(of: key)))
    }

    /// Removes `key`'s state if it is `state` (unretained) and returns it; else changes nothing and returns `nil`.
    mutating func removeValue(forKey key: ObjectIdentifier, ifHolding state: Unmanaged<FakeState>) -> FakeState? {
        let index = slot(of: Self.address(of: key))
        guard slots[index].key != Self.empty, let held = slots[index].state,
              Unmanaged.passUnretained(held).toOpaque() == state.toOpaque()
        else { return nil }
        return removeValue(at: index)
    }

    /// Removes the state in the slot at `index`, the slot `slot(of:)` found for its key, and returns it.
    private mutating func removeValue(at index: Int) -> FakeState? {
        var index = index
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
                swap(&slots[index], &slots[next])
                index = next
            }
            next = (next + 1) & mask
        }
        return removed
    }

    /// Removes the entries whose fake is gone, keeping their states in `leftovers`.
    mutating func removeReleased(into leftovers: inout Leftovers) {
        var released: [UInt] = []
        for index in 0..<capacity where slots[index].key != Self.empty && slots[index].state?.isReleased ?? true {
            released.append(slots[index].key)
        }
        for address in released { leftovers.keep(removeValue(at: slot(of: address))) }
    }

    private mutating func grow() {
        let old = slots, oldCapacity = capacity
        capacityBits += 1
        capacity = 1 << capacityBits
        hash = FibonacciHash(bits: capacityBits)
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(key: Self.empty, state: nil), count: capacity)
        for index in 0..<oldCapacity where old[index].key != Self.empty {
            slots[slot(of: old[index].key)] = old[index]
        }
        old.deinitialize(count: oldCapacity)
        old.deallocate()
    }
}
