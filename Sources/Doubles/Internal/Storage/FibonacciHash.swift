/// Fibonacci hashing, for the registry's choice of a shard and the instance table's choice of a slot: a key times
/// 2^w divided by the golden ratio, for a w-bit word, whose top `bits` bits make the index, so that every bit of
/// the key counts. The allocator hands a test's fakes the addresses its previous test freed; a hash of a few of
/// their bits put both fakes of a test in one shard in half the tests of a benchmark.
///
/// Generic over the word, so that one body serves `UInt` at the width of every platform (64 bits, and 32 on
/// watchOS's arm64_32 and armv7k), and tests run it at both widths. The multiplier and the shift are worked out
/// once, in `init`: a debug build calls the generic operations of a word through its protocol witnesses, and
/// ``index(of:)`` keeps to two of them. Callgrind, debug, a stubbed call: 2,923 instructions with the hash
/// written for a 64-bit `UInt` alone, 3,041 with this one, 3,570 with the multiplier and shift worked out at
/// each call.
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
