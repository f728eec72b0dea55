import Testing
@testable import Doubles

/// The hashing that picks a fake's shard, run at 32 bits (`UInt` on watchOS's
/// arm64_32 and armv7k) and at 64, on the addresses an allocator hands out: runs of objects a size class apart.
@Suite(.tags(.storage)) struct FibonacciHashTests {
    /// Objects of one size class, side by side, from a heap address typical of the width.
    static func addresses<Word: FixedWidthInteger & UnsignedInteger>(
        _: Word.Type, stride: Int, count: Int = 256
    ) -> [Word] {
        let base: UInt64 = Word.bitWidth == 32 ? 0x0010_2340 : 0x6000_00C8_C0A0
        return (0..<count).map { Word(truncatingIfNeeded: base + UInt64($0 * stride)) }
    }

    static let strides = [16, 32, 48, 64, 96, 128, 256]

    @Test func multiplier_isTheGoldenRatioAtEachWidth() {
        #expect(FibonacciHash<UInt32>(bits: 6).multiplier == 0x9E37_79B9)
        #expect(FibonacciHash<UInt64>(bits: 6).multiplier == 0x9E37_79B9_7F4A_7C15 as UInt64)
        #expect(UInt64(Registry.shared.tables.shardHash.multiplier) == FibonacciHash<UInt64>(bits: 6).multiplier
            >> UInt64(64 - UInt.bitWidth))
        #expect(FibonacciHash<UInt32>(bits: 6).shift == 26)
        #expect(FibonacciHash<UInt64>(bits: 6).shift == 58)
    }

    @Test(arguments: strides)
    func shardIndex_at32Bits_spreadsAlignedAddressesOverTheShards(stride: Int) {
        expectSpread(Self.addresses(UInt32.self, stride: stride).map {
            Int(FibonacciHash<UInt32>(bits: Registry.shardBits).index(of: $0))
        }, over: Registry.shardCount, stride: stride)
    }

    @Test(arguments: strides)
    func shardIndex_at64Bits_spreadsAlignedAddressesOverTheShards(stride: Int) {
        expectSpread(Self.addresses(UInt64.self, stride: stride).map {
            Int(FibonacciHash<UInt64>(bits: Registry.shardBits).index(of: $0))
        }, over: Registry.shardCount, stride: stride)
    }

    /// Every bit of the address counts: addresses apart in their high bits only land apart too.
    @Test func highBitsAlone_moveTheIndex() {
        let low32: UInt32 = 0x0010_2340
        let high32 = (0..<8).map { FibonacciHash<UInt32>(bits: 6).index(of: low32 | UInt32($0) << 28) }
        #expect(Set(high32).count == 8)
        let low64: UInt64 = 0x6000_00C8_C0A0
        let high64 = (0..<8).map { FibonacciHash<UInt64>(bits: 6).index(of: low64 | UInt64($0) << 56) }
        #expect(Set(high64).count == 8)
    }

    /// The registry picks a fake's shard with this hash at the platform's width.
    @Test func registry_picksTheShardOfTheHash() {
        let tables = Registry.shared.tables
        let objects = (0..<32).map { _ in FakeStringService() }
        for object in objects {
            let address = UInt(bitPattern: ObjectIdentifier(object))
            let expected = Int(FibonacciHash<UInt64>(bits: Registry.shardBits).index(of: UInt64(address)))
            #expect(tables.shardReference(for: ObjectIdentifier(object)).toOpaque()
                == tables.shards[expected].toOpaque())
        }
    }

    /// All indices in `0 ..< buckets`; at least 3 in 4 buckets used, and none holding more than twice its share
    /// and two.
    private func expectSpread(_ indices: [Int], over buckets: Int, stride: Int,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(indices.allSatisfy { (0..<buckets).contains($0) }, "stride \(stride)", sourceLocation: sourceLocation)
        var counts = [Int](repeating: 0, count: buckets)
        for index in indices where (0..<buckets).contains(index) { counts[index] += 1 }
        let used = counts.filter { $0 > 0 }.count
        let share = indices.count / buckets
        #expect(used * 4 >= buckets * 3, "stride \(stride): \(used) of \(buckets) used",
                sourceLocation: sourceLocation)
        #expect(counts.max()! <= 2 * share + 2, "stride \(stride): \(counts.max()!) in one of \(buckets)",
                sourceLocation: sourceLocation)
    }
}
