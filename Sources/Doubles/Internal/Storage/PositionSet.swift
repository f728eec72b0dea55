/// A set of small non-negative integers, one bit each; the first 64 in place, so a test's fake needs no allocation.
/// Saves, debug, fastest of 15 paired runs (`Set<Int>` → this): a passing `didCall` 2,898 → 2,661 ns, a spy's test
/// 5,348 → 4,822 ns, the whole test 30,406 → 28,063 ns (medians of the ratios: 0.92, 0.94, 0.92).
struct PositionSet {
    private var first: UInt64 = 0
    private var rest: [UInt64] = []

    mutating func insert(_ position: Int) {
        guard position >= 64 else {
            first |= 1 << UInt64(position)
            return
        }
        let word = position / 64 - 1
        if word >= rest.count { rest.append(contentsOf: repeatElement(0, count: word - rest.count + 1)) }
        rest[word] |= 1 << UInt64(position % 64)
    }

    func contains(_ position: Int) -> Bool {
        guard position >= 64 else { return first & (1 << UInt64(position)) != 0 }
        let word = position / 64 - 1
        return word < rest.count && rest[word] & (1 << UInt64(position % 64)) != 0
    }

    var count: Int {
        var count = first.nonzeroBitCount
        var index = 0
        while index < rest.count {
            count += rest[index].nonzeroBitCount
            index += 1
        }
        return count
    }

    mutating func formUnion(_ other: PositionSet) {
        first |= other.first
        if rest.count < other.rest.count {
            rest.append(contentsOf: repeatElement(0, count: other.rest.count - rest.count))
        }
        for word in other.rest.indices { rest[word] |= other.rest[word] }
    }

    mutating func removeAll() {
        first = 0
        rest.removeAll()
    }

    /// The positions that `isIncluded` keeps. Walks every position up to the highest that can be held.
    func filter(_ isIncluded: (Int) -> Bool) -> PositionSet {
        var kept = PositionSet()
        for position in 0..<(64 * (rest.count + 1)) where contains(position) && isIncluded(position) {
            kept.insert(position)
        }
        return kept
    }
}
