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
                guard let state = model[key] else { continue }
                let removed = table.removeValue(forKey: key, ifHolding: Unmanaged.passUnretained(state))
                #expect(removed === model.removeValue(forKey: key), "step \(step)")
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
