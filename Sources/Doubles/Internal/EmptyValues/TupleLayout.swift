/// The elements of a tuple type, read from its runtime metadata: Swift has no API that makes a tuple from a
/// metatype. The layout is Swift's stable ABI: kind (`0x301`), element count, a pointer to the labels, then a
/// two-word (type, offset) pair per element. The offset is a word on Apple platforms and 32 bits then padding
/// elsewhere, so its low 32 bits are read: its first four bytes on every little-endian platform Swift runs on.
struct TupleLayout {
    /// Each element's type and its byte offset in the tuple.
    let elements: [(type: Any.Type, offset: Int)]
    let type: Any.Type

    private static let tupleKind = 0x301

    init?(_ type: Any.Type) {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let word = MemoryLayout<Int>.size
        guard metadata.load(as: Int.self) == Self.tupleKind else { return nil }
        let count = metadata.load(fromByteOffset: word, as: Int.self)
        elements = (0..<count).map { index in
            let element = 3 * word + index * 2 * word
            return (
                metadata.load(fromByteOffset: element, as: Any.Type.self),
                Int(metadata.load(fromByteOffset: element + word, as: UInt32.self))
            )
        }
        self.type = type
    }

    /// A tuple of its elements' empty values, or `nil` when one of them has none.
    func emptyValue(depth: Int) -> Any? {
        var values: [Any?] = []
        for element in elements {
            guard let value = EmptyValue.of(element.type, depth: depth) else { return nil }
            values.append(value)
        }
        // `Any.Type` is not opened implicitly; `_openExistential` hands the tuple type to a generic function.
        func make<Tuple>(_ tupleType: Tuple.Type) -> Any { self.make(Tuple.self, from: values) }
        return _openExistential(type, do: make)
    }

    /// A value of `Tuple` whose elements are `values`, each of its element's type.
    private func make<Tuple>(_ tupleType: Tuple.Type, from values: [Any?]) -> Any {
        let memory = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<Tuple>.size, alignment: MemoryLayout<Tuple>.alignment
        )
        defer { memory.deallocate() }
        for (element, value) in zip(elements, values) {
            func store<Element>(_ elementType: Element.Type) {
                (memory + element.offset).initializeMemory(as: Element.self, to: value as! Element)
            }
            _openExistential(element.type, do: store)
        }
        return memory.assumingMemoryBound(to: Tuple.self).move()
    }
}
