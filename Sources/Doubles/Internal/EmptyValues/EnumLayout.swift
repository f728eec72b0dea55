/// The cases of an enum type, read from its runtime metadata, so that a case can be made for an enum known only at
/// run time. The layouts read are Swift's stable ABI. An enum's metadata is its kind (`0x201`), its descriptor,
/// then its generic arguments; its field descriptor lists the cases in tag order, payload cases first
/// (``TypeMetadata/fieldRecords()``). A case is made with the enum's value witness `destructiveInjectEnumTag`, the
/// function Swift itself uses.
struct EnumLayout {
    struct Case {
        let name: String
        /// The payload's type (a tuple for several values), or `nil` for a case that carries nothing.
        let payload: Any.Type?
        let isIndirect: Bool
        /// The case's tag: its place in the field descriptor, which cases left out do not change.
        let tag: Int
    }

    let metadata: TypeMetadata
    /// Every case, in tag order, but those whose payload type the runtime cannot find.
    let cases: [Case]

    init?(_ type: Any.Type) {
        let metadata = TypeMetadata(type)
        guard metadata.kind == .enum, let records = metadata.fieldRecords() else { return nil }
        self.metadata = metadata
        // A payload type the runtime cannot find leaves the case out; the others keep their tags.
        cases = records.enumerated().filter { $0.element.type != nil || !$0.element.hasType }.map {
            Case(name: $0.element.name, payload: $0.element.type, isIndirect: $0.element.isIndirect, tag: $0.offset)
        }
    }

    /// The cases in the order an empty value is looked for: those that carry nothing, then the others, as declared.
    var preferredCases: [(tag: Int, case: Case)] {
        let tagged = cases.map { (tag: $0.tag, case: $0) }
        return tagged.filter { $0.case.payload == nil } + tagged.filter { $0.case.payload != nil }
    }

    /// The first of ``preferredCases`` that can be made; an `indirect` case's payload is in a box, and a function in
    /// a payload is stored in its own convention (``TypeMetadata/holdsFunction(_:)``), so neither is made here.
    func emptyValue(depth: Int) -> Any? {
        for (tag, candidate) in preferredCases
        where !candidate.isIndirect && !(candidate.payload.map(TypeMetadata.holdsFunction) ?? false) {
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
                    raw.initializeMemory(as: Payload.self, to: Answering.cast(payload.value, to: Payload.self)!)
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
