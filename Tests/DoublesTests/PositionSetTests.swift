import Testing
@testable import Doubles

/// The set of verified call positions: the first 64 in place, the rest in words after them.
@Suite struct PositionSetTests {
    @Test func positionsOnBothSidesOfTheFirstWord_areKeptAndCounted() {
        var set = PositionSet()
        for position in [0, 5, 63, 64, 130] { set.insert(position) }
        #expect(set.count == 5)
        #expect((0..<200).filter(set.contains) == [0, 5, 63, 64, 130])
        set.removeAll()
        #expect(set.count == 0)
        #expect(!set.contains(64))
    }

    @Test func aUnion_keepsThePositionsOfBoth() {
        var set = PositionSet()
        set.insert(1)
        set.insert(70)
        var other = PositionSet()
        other.insert(2)
        other.insert(200)
        set.formUnion(other)
        #expect((0..<256).filter(set.contains) == [1, 2, 70, 200])
        #expect(set.count == 4)
        var empty = PositionSet()
        empty.formUnion(set)
        #expect((0..<256).filter(empty.contains) == [1, 2, 70, 200])
    }
}
