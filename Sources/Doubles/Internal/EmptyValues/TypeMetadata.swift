/// A type's runtime metadata, read only to make empty values: its kind, words and 32-bit relative pointers. Every
/// layout read is Swift's stable ABI, the same on every platform, with a pointer's width as its word.
struct TypeMetadata {
    /// The metadata kinds that the empty-value rules tell apart.
    enum Kind: Int {
        case `struct` = 0x200
        case `enum` = 0x201
        case optional = 0x202
        case tuple = 0x301
        case function = 0x302
        case existential = 0x303
        case metatype = 0x304
        case existentialMetatype = 0x306
    }

    let type: Any.Type
    let pointer: UnsafeRawPointer

    init(_ type: Any.Type) {
        self.type = type
        // The metatype's value is the address of its metadata; a pointer is read from it, never a value.
        pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
    }

    static let word = MemoryLayout<Int>.size

    /// The kind, or `nil` for a class and any kind no rule reads (a class's first word is its isa pointer).
    var kind: Kind? {
        Kind(rawValue: pointer.load(as: Int.self))
    }

    func word(_ index: Int) -> UnsafeRawPointer {
        pointer.load(fromByteOffset: index * Self.word, as: UnsafeRawPointer.self)
    }

    /// The type whose metadata pointer is the word at `index`.
    func type(at index: Int) -> Any.Type {
        pointer.load(fromByteOffset: index * Self.word, as: Any.Type.self)
    }

    /// The 32-bit value at `offset` bytes.
    func uint32(at offset: Int) -> UInt32 {
        pointer.load(fromByteOffset: offset, as: UInt32.self)
    }

    /// The address a 32-bit relative pointer at `base + offset` points to, or `nil` for a null one.
    static func relative(_ base: UnsafeRawPointer, _ offset: Int) -> UnsafeRawPointer? {
        let distance = base.load(fromByteOffset: offset, as: Int32.self)
        guard distance != 0 else { return nil }
        return base + offset + Int(distance)
    }
}
