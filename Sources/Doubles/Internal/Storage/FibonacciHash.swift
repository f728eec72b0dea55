/// Fibonacci hashing, for the registry's shards: the key times 2^w over the golden
/// ratio (w-bit words), whose top `bits` bits are the index, so every bit of the key counts. The allocator gives a
/// test's fakes the addresses the previous test freed; a hash of a few of their bits put both fakes of a test in
/// one shard in half the tests of a benchmark. Generic so one body serves `UInt` on every platform (64 bits; 32 on
/// watchOS's arm64_32 and armv7k) and tests run both widths. Multiplier and shift are worked out in `init`, so
/// ``index(of:)`` makes only two generic calls (through witnesses in a debug build). Callgrind, debug, a stubbed
/// call: 2,923 instructions with a hash for a 64-bit `UInt` alone, 3,041 with this one, 3,570 working out
/// multiplier and shift at each call.
@usableFromInline
struct FibonacciHash<Word: FixedWidthInteger & UnsignedInteger & Sendable>: Sendable {
    /// 2^w divided by the golden ratio, odd: the top w bits of the 64-bit constant (`0x9E37_79B9` at 32 bits).
    @usableFromInline let multiplier: Word
    /// How far the product moves right to leave its top `bits` bits: w - `bits`.
    @usableFromInline let shift: Word

    /// A hash into `1 << bits` indices, for `bits` from 1 to the word's width, of at most 64 bits.
    init(bits: Int) {
        precondition(Word.bitWidth <= 64 && (1...Word.bitWidth).contains(bits))
        multiplier = Word(truncatingIfNeeded: (0x9E37_79B9_7F4A_7C15 as UInt64) >> UInt64(64 - Word.bitWidth))
        shift = Word(Word.bitWidth - bits)
    }

    /// The index of `key`, in `0 ..< 1 << bits`.
    @usableFromInline @_transparent
    func index(of key: Word) -> Word {
        (key &* multiplier) &>> shift
    }
}
