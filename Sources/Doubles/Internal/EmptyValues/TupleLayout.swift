/// The elements of a tuple type, read from its runtime metadata, so that a tuple of empty values can be built
/// for a type known only at run time. Swift has no API that makes a tuple from a metatype.
///
/// The layout read here is part of Swift's stable ABI, the same on every platform: a tuple's metadata is its
/// kind (`0x301`), its element count and a pointer to its labels, followed by one (type, offset) pair per
/// element, each two words. The offset is a word on Apple platforms and 32 bits followed by padding elsewhere,
/// so its low 32 bits are read, which are its first four bytes on every little-endian platform Swift runs on.
struct TupleLayout {
    /// Each element's type and its byte offset in the tuple.
    let elements: [(type: Any.Type, offset: Int)]
    /// The tuple type.
    let type: Any.Type

    /// The metadata kind of a tuple type.
    private static let tupleKind = 0x301

    /// The layout of `type`, or `nil` when it is not a tuple.
    init?(_ type: Any.Type) {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let word = MemoryLayout<Int>.size
        guard metadata.load(as: Int.self) == Self.tupleKind else { return nil }
        let count = metadata.load(fromByteOffset: word, as: Int.self)
        // Kind, count and labels come first; then a (type, offset) pair per element.
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
