/// A type's runtime metadata, read to make empty values and to tell kinds of types apart in messages: its kind,
/// words and 32-bit relative pointers. Every layout read is Swift's stable ABI, the same on every platform, with a
/// pointer's width as its word.
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

    /// Whether `type` is a function, or a tuple holding one at any depth: a struct's property or an enum's payload of
    /// that type is stored in the function's own convention, which generic code cannot write.
    static func holdsFunction(_ type: Any.Type) -> Bool {
        switch TypeMetadata(type).kind {
        case .function: return true
        case .tuple: return StoredLayout(type)?.parts.contains { holdsFunction($0.type) } ?? false
        default: return false
        }
    }

    /// A stored property of a struct or a case of an enum, as its type's field descriptor lists it.
    struct FieldRecord {
        let name: String
        /// The type (a tuple for a case's several values); `nil` for a case that carries nothing, and for a type the
        /// runtime cannot find.
        let type: Any.Type?
        /// Whether the type's mangled name is given: a case that carries nothing has none.
        let hasType: Bool
        let isIndirect: Bool
        /// Whether the property is `weak` or `unowned`: its mangled type ends in `Xw`, `Xo` or `Xu`.
        let holdsReferenceOwnership: Bool
    }

    /// The stored properties of a struct or the cases of an enum, in order; `nil` where the runtime lists none. The
    /// descriptor (word 1) holds at byte 16 a relative pointer to its field descriptor: 12-byte records from byte 16,
    /// each flags (bit 0: `indirect`), then relative pointers to the mangled type name (null for none) and the name.
    /// A mangled name is resolved with the type's generic arguments, which follow the descriptor.
    func fieldRecords() -> [FieldRecord]? {
        let descriptor = word(1)
        guard let fields = Self.relative(descriptor, 16) else { return nil }
        let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
        let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
        return (0..<count).map { index in
            let record = fields + 16 + index * recordSize
            var type: Any.Type?
            var ownership = false
            let mangled = Self.relative(record, 4)
            if let mangled {
                let (length, last) = Self.length(ofMangledName: mangled)
                type = _getTypeByMangledNameInContext(
                    mangled.assumingMemoryBound(to: UInt8.self), UInt(length),
                    genericContext: descriptor, genericArguments: pointer + 2 * Self.word
                )
                ownership = last.count == 2 && last[0] == UInt8(ascii: "X") && "wou".utf8.contains(last[1])
            }
            return FieldRecord(
                name: Self.relative(record, 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "",
                type: type, hasType: mangled != nil,
                isIndirect: record.load(as: UInt32.self) & 1 != 0, holdsReferenceOwnership: ownership
            )
        }
    }

    /// The bytes of a mangled name, up to its terminating zero, and its last two bytes outside symbolic references
    /// (a byte from 1 to 0x17, or from 0x18 to 0x1f, followed by a 4-byte or pointer-sized operand that may hold
    /// zeros).
    private static func length(ofMangledName name: UnsafeRawPointer) -> (length: Int, last: [UInt8]) {
        var length = 0
        var last: [UInt8] = []
        while true {
            let byte = name.load(fromByteOffset: length, as: UInt8.self)
            switch byte {
            case 0: return (length, last)
            case 0x01...0x17: length += 1 + 4; last = []
            case 0x18...0x1f: length += 1 + word; last = []
            default: length += 1; last = (last + [byte]).suffix(2)
            }
        }
    }

    /// The address a 32-bit relative pointer at `base + offset` points to, or `nil` for a null one.
    static func relative(_ base: UnsafeRawPointer, _ offset: Int) -> UnsafeRawPointer? {
        let distance = base.load(fromByteOffset: offset, as: Int32.self)
        guard distance != 0 else { return nil }
        return base + offset + Int(distance)
    }
}
