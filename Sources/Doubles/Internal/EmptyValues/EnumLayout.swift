/// The cases of an enum type, read from its runtime metadata, so that a case can be made for an enum known only at
/// run time. The layouts read are Swift's stable ABI. An enum's metadata is its kind (`0x201`), its descriptor,
/// then its generic arguments; the descriptor holds at byte 16 a relative pointer to its field descriptor, which
/// lists the cases in tag order, payload cases first: 12-byte records from byte 16, each flags (bit 0: `indirect`),
/// then relative pointers to the payload's mangled type name (null for none) and to the case's name. A case is
/// made with the enum's value witness `destructiveInjectEnumTag`, the function Swift itself uses.
struct EnumLayout {
    struct Case {
        let name: String
        /// The payload's type (a tuple for several values), or `nil` for a case that carries nothing.
        let payload: Any.Type?
        let isIndirect: Bool
    }

    let metadata: TypeMetadata
    /// Every case, in tag order.
    let cases: [Case]

    init?(_ type: Any.Type) {
        let metadata = TypeMetadata(type)
        guard metadata.kind == .enum else { return nil }
        let descriptor = metadata.word(1)
        guard let fields = TypeMetadata.relative(descriptor, 16) else { return nil }
        let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
        let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
        var cases: [Case] = []
        for index in 0..<count {
            let record = fields + 16 + index * recordSize
            guard let name = TypeMetadata.relative(record, 8) else { return nil }
            var payload: Any.Type?
            if let mangled = TypeMetadata.relative(record, 4) {
                payload = _getTypeByMangledNameInContext(
                    mangled.assumingMemoryBound(to: UInt8.self), UInt(Self.length(ofMangledName: mangled)),
                    genericContext: descriptor, genericArguments: metadata.pointer + 2 * TypeMetadata.word
                )
                // A payload type the runtime cannot find leaves the case out.
                guard payload != nil else { continue }
            }
            cases.append(Case(
                name: String(cString: name.assumingMemoryBound(to: CChar.self)), payload: payload,
                isIndirect: record.load(as: UInt32.self) & 1 != 0
            ))
        }
        self.metadata = metadata
        self.cases = cases
    }

    /// The bytes of a mangled name: up to its terminating zero, where a symbolic reference (a byte from 1 to
    /// 0x17, or from 0x18 to 0x1f) is followed by a 4-byte or pointer-sized operand that may hold zeros.
    private static func length(ofMangledName name: UnsafeRawPointer) -> Int {
        var length = 0
        while true {
            let byte = name.load(fromByteOffset: length, as: UInt8.self)
            switch byte {
            case 0: return length
            case 0x01...0x17: length += 1 + 4
            case 0x18...0x1f: length += 1 + TypeMetadata.word
            default: length += 1
            }
        }
    }

    /// The cases in the order an empty value is looked for: those that carry nothing, then the others, as declared.
    var preferredCases: [(tag: Int, case: Case)] {
        let tagged = cases.enumerated().map { (tag: $0.offset, case: $0.element) }
        return tagged.filter { $0.case.payload == nil } + tagged.filter { $0.case.payload != nil }
    }

    /// The first of ``preferredCases`` that can be made; an `indirect` case's payload is in a box, not made here.
    func emptyValue(depth: Int) -> Any? {
        for (tag, candidate) in preferredCases where !candidate.isIndirect {
            guard let payloadType = candidate.payload else { return make(tag: tag, payload: nil) }
            if let payload = EmptyValue.of(payloadType, depth: depth + 1) {
                return make(tag: tag, payload: (payloadType, payload))
            }
        }
        return nil
    }

    /// A value of the enum with this tag, whose payload, if any, is stored first, where Swift lays it out.
    private func make(tag: Int, payload: (type: Any.Type, value: Any?)?) -> Any {
        func make<Enum>(_ enumType: Enum.Type) -> Any {
            let memory = UnsafeMutablePointer<Enum>.allocate(capacity: 1)
            defer { memory.deallocate() }
            let raw = UnsafeMutableRawPointer(memory)
            if let payload {
                func store<Payload>(_ payloadType: Payload.Type) {
                    raw.initializeMemory(as: Payload.self, to: payload.value as! Payload)
                }
                _openExistential(payload.type, do: store)
            }
            injectTag(UInt32(tag), into: raw)
            return memory.move()
        }
        return _openExistential(metadata.type, do: make)
    }

    /// The signature of the `destructiveInjectEnumTag` value witness: the value, the tag, the enum's metadata.
    private typealias InjectTag = @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

    /// Makes `value`, holding the payload of the case with `tag` (or nothing), a value of the enum. The witness table
    /// is just before the metadata; `destructiveInjectEnumTag` follows the eight common witnesses, size and stride
    /// (words), flags and extra inhabitant count (32 bits each), `getEnumTag` and `destructiveProjectEnumData`.
    private func injectTag(_ tag: UInt32, into value: UnsafeMutableRawPointer) {
        let word = TypeMetadata.word
        let witnesses = metadata.pointer.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
        let inject = witnesses.load(fromByteOffset: 12 * word + 8, as: InjectTag.self)
        inject(value, tag, metadata.pointer)
    }
}
