import Testing
@testable import Doubles
import DoublesTestSupport

/// The shards' table of instance states, checked against a `Dictionary` doing the same work.
@Suite(.tags(.storage)) struct InstanceTableTests {
    @Test func insertsLooksUpReplacesAndRemoves_likeADictionary() {
        var table = InstanceTable()
        var model: [ObjectIdentifier: FakeState] = [:]
        let owners = (0..<300).map { _ in FakeStringService() }
        var generator = SplitMix(seed: 7)
        for step in 0..<20_000 {
            let owner = owners[Int(generator.next() % UInt64(owners.count))]
            let key = ObjectIdentifier(owner)
            switch generator.next() % 3 {
            case 0, 1:
                let state = FakeState(owner: owner)
                let replaced = table.updateValue(state, forKey: key)
                #expect(replaced === model.updateValue(state, forKey: key), "step \(step)")
            default:
                #expect(table.removeValue(forKey: key) === model.removeValue(forKey: key), "step \(step)")
            }
            #expect(table.count == model.count)
        }
        for owner in owners {
            let key = ObjectIdentifier(owner)
            #expect(table[key] === model[key])
            // Removing a key's state only if it is a given one removes only the state the table holds.
            let other = FakeState(owner: owner)
            withExtendedLifetime(other) {
                #expect(table.removeValue(forKey: key, ifHolding: Unmanaged.passUnretained(other)) == nil)
            }
            #expect(table[key] === model[key])
            if let state = model[key] {
                #expect(table.removeValue(forKey: key, ifHolding: Unmanaged.passUnretained(state)) === state)
                model[key] = nil
                #expect(table[key] == nil)
                #expect(table.count == model.count)
            }
        }
        #expect(table.count == 0)
    }

    /// Entries whose probe runs wrap around the end of the table, removed in every order: keys made up so that
    /// their home slots are the table's last and first, which real addresses reach only by chance.
    @Test func removing_fromRunsThatWrapAround_keepsEveryOtherEntryFindable() {
        let hash = FibonacciHash<UInt>(bits: 3)  // a new table's 8 slots
        // Five keys for each home slot: addresses 16 bytes apart, never dereferenced.
        var keysForHome: [Int: [UInt]] = [:]
        var address: UInt = 0x10_0000
        while keysForHome.values.reduce(0, { $0 + min($1.count, 5) }) < 8 * 5 {
            keysForHome[InstanceTable.home(of: address, hash: hash), default: []].append(address)
            address += 16
        }
        var generator = SplitMix(seed: 11)
        for round in 0..<500 {
            var table = InstanceTable()
            var model: [ObjectIdentifier: FakeState] = [:]
            // Two to five keys, with homes among the last two slots and the first two, so that runs wrap.
            var keys: [ObjectIdentifier] = []
            var taken: [Int: Int] = [:]
            for _ in 0..<Int(generator.next() % 4) + 2 {
                let home = [6, 7, 0, 1][Int(generator.next() % 4)]
                keys.append(unsafeBitCast(keysForHome[home]![taken[home, default: 0]], to: ObjectIdentifier.self))
                taken[home, default: 0] += 1
            }
            for key in keys {
                let state = FakeState(owner: nil)
                _ = table.updateValue(state, forKey: key)
                model[key] = state
            }
            for key in keys.shuffled(using: &generator) {
                #expect(table.removeValue(forKey: key) === model.removeValue(forKey: key), "round \(round)")
                for other in model.keys { #expect(table[other] === model[other], "round \(round)") }
            }
        }
    }

    @Test func removeReleased_dropsOnlyTheStatesOfFakesThatAreGone() {
        var table = InstanceTable()
        let kept = (0..<50).map { _ in FakeStringService() }
        for owner in kept { _ = table.updateValue(FakeState(owner: owner), forKey: ObjectIdentifier(owner)) }
        var releasedKeys: [ObjectIdentifier] = []
        for _ in 0..<50 {
            let owner = FakeStringService()
            releasedKeys.append(ObjectIdentifier(owner))
            _ = table.updateValue(FakeState(owner: owner), forKey: ObjectIdentifier(owner))
        }
        var leftovers = Leftovers()
        table.removeReleased(into: &leftovers)
        leftovers.release()
        #expect(table.count == 50)
        for owner in kept { #expect(table[ObjectIdentifier(owner)]?.isInstance(owner) == true) }
    }
}

/// A small, seeded random number generator, so a failing step can be replayed.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
