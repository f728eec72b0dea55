/// The stored parts of a tuple or a struct type, each with its type and byte offset, read from the runtime metadata:
/// Swift has no API that makes either from a metatype. The layouts read are Swift's stable ABI.
/// - A tuple's metadata is its kind (`0x301`), element count, a pointer to the labels (each followed by a space, an
///   unlabeled element by the space alone; null when none has one), then a two-word (type, offset) pair per element.
///   The offset is a word on Apple platforms and 32 bits then padding elsewhere, so its low 32 bits are read: its
///   first four bytes on every little-endian platform Swift runs on.
/// - A struct's metadata is its kind (`0x200`), its descriptor, then its generic arguments. The descriptor holds its
///   stored properties (``TypeMetadata/fieldRecords()``), at byte 20 their count and at byte 24 where in the metadata,
///   in words, their offsets are listed, 32 bits each.
struct StoredLayout {
    /// Each part's type and its byte offset in the value.
    let parts: [(type: Any.Type, offset: Int)]
    /// A tuple's element labels, `nil` for an element without one; empty for a struct.
    private(set) var labels: [String?] = []
    let type: Any.Type

    init?(_ type: Any.Type) {
        let metadata = TypeMetadata(type)
        let word = TypeMetadata.word
        switch metadata.kind {
        case .tuple:
            let count = metadata.pointer.load(fromByteOffset: word, as: Int.self)
            parts = (0..<count).map { index in
                let element = 3 * word + index * 2 * word
                return (metadata.type(at: element / word), Int(metadata.uint32(at: element + word)))
            }
            let names = metadata.pointer.load(fromByteOffset: 2 * word, as: UnsafePointer<CChar>?.self)
                .map { String(cString: $0).split(separator: " ", omittingEmptySubsequences: false).map(String.init) }
            labels = (0..<count).map { index in
                guard let names, index < names.count, !names[index].isEmpty else { return nil }
                return names[index]
            }
        case .struct:
            // A struct whose properties the runtime does not list, fully or at all, is not read; nor one with no
            // offsets (an offset vector at 0).
            let descriptor = metadata.word(1)
            let count = Int(descriptor.load(fromByteOffset: 20, as: UInt32.self))
            let offsets = Int(descriptor.load(fromByteOffset: 24, as: UInt32.self)) * word
            guard let records = metadata.fieldRecords(), records.count == count, offsets != 0 || count == 0 else {
                return nil
            }
            var parts: [(type: Any.Type, offset: Int)] = []
            for (index, record) in records.enumerated() {
                // A `weak` or `unowned` property is stored as its reference, not as the type the runtime gives; a
                // function, as its declared type's convention, not the generic one `make` would write it in.
                guard let fieldType = record.type, !record.holdsReferenceOwnership,
                      !TypeMetadata.holdsFunction(fieldType)
                else { return nil }
                parts.append((fieldType, Int(metadata.uint32(at: offsets + 4 * index))))
            }
            self.parts = parts
        default:
            return nil
        }
        self.type = type
    }

    /// A value made of its parts' empty values, or `nil` when one of them has none. A struct made so skips its
    /// initializers: it is returned only after a reported slip, so that the run goes on.
    func emptyValue(depth: Int) -> Any? {
        var values: [Any?] = []
        for part in parts {
            guard let value = EmptyValue.of(part.type, depth: depth + 1) else { return nil }
            values.append(value)
        }
        return make(from: values)
    }

    /// A value whose parts are `values`, each of its part's type.
    func make(from values: [Any?]) -> Any {
        // `Any.Type` is not opened implicitly; `_openExistential` hands the type to a generic function.
        func make<Value>(_ valueType: Value.Type) -> Any { self.make(Value.self, from: values) }
        return _openExistential(type, do: make)
    }

    /// A value of `Value` whose parts are `values`, each of its part's type, written by generic code: a tuple's
    /// elements, as a tuple in an `Any` holds them; a struct's, which holds no function (see `init`).
    private func make<Value>(_ valueType: Value.Type, from values: [Any?]) -> Any {
        let memory = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        defer { memory.deallocate() }
        for (part, value) in zip(parts, values) {
            func store<Part>(_ partType: Part.Type) {
                (UnsafeMutableRawPointer(memory) + part.offset)
                    .initializeMemory(as: Part.self, to: Answering.cast(value, to: Part.self)!)
            }
            _openExistential(part.type, do: store)
        }
        return memory.move()
    }
}
