#if os(Linux) && canImport(Runtime)
import DoublesAtomics
@_spi(Internal) @_spi(Contexts) @_spi(MemoryReaders) import Runtime
#endif

/// Where a fake's slip was called from: the first frame after the fake's member in a backtrace, where `Runtime` can
/// symbolicate one (Linux, with debug information). Asked only for a reported slip: symbolicating takes 100 ms or
/// more, so each place's note is kept.
enum CallerLocation {
    /// How many frames are captured: Doubles' own and the fake's member take about a dozen.
    static let frameLimit = 40

    #if os(Linux) && canImport(Runtime)
    /// The notes worked out so far, by the addresses of the frames captured: a slip made again from the same place,
    /// as in a loop or a polled check, costs a capture, not another symbolication. Emptied when full.
    private static let notes = _Locked<[Key: String?]>([:])

    private struct Key: Hashable {
        let addresses: [Backtrace.Address]
        let fakeFile: String
        let fakeLine: UInt
    }
    #endif

    /// `(The call came from Booking/Booking.swift:42, in Booking.reserve(_:).)`, or `nil` where no frame can be read.
    static func note(fakeFile: String, fakeLine: UInt) -> String? {
        #if os(Linux) && canImport(Runtime)
        guard let backtrace = capture() else { return nil }
        let key = Key(addresses: backtrace.frames.map(\.adjustedProgramCounter), fakeFile: fakeFile, fakeLine: fakeLine)
        if let known = notes.withLock({ $0[key] }) { return known }
        let note = note(backtrace, fakeFile: fakeFile, fakeLine: fakeLine)
        notes.withLock { notes in
            if notes.count >= 256 { notes.removeAll() }
            notes[key] = note
        }
        return note
        #else
        return nil
        #endif
    }

    #if os(Linux) && canImport(Runtime)
    /// The frames of this thread, read through ``CheckedMemoryReader``: `Backtrace.capture` reads them as pointers,
    /// and a chain of frames that some code breaks made it read address 0 and stop the process (a fake's slip in
    /// `#expect(fake.makeVerifier(…)(…))`).
    private static func capture() -> Backtrace? {
        // Where the kernel refuses the read (a seccomp profile that denies `process_vm_readv`), the walk would stop
        // at once: the Runtime's own capture then reads the frames, as it did before.
        guard kernelReadsMemory else { return try? Backtrace.capture(limit: frameLimit) }
        return try? HostContext.withCurrentContext { context in
            try Backtrace.capture(
                from: context, using: CheckedMemoryReader(), images: ImageMap.capture(), algorithm: .auto,
                limit: frameLimit
            )
        }
    }

    /// Whether the kernel reads this process's memory for ``CheckedMemoryReader``, tried once on a word of its own.
    private static let kernelReadsMemory: Bool = {
        var word: UInt64 = 0x5EED
        var copy: UInt64 = 0
        let read = withUnsafePointer(to: &word) { source in
            doubles_read_memory(UInt64(UInt(bitPattern: source)), &copy, MemoryLayout<UInt64>.size)
        }
        return read == 0 && copy == word
    }()

    /// Reads this process's memory through the kernel, which refuses an address that cannot be read, ending the
    /// walk of the frames there, where a load would stop the process.
    private struct CheckedMemoryReader: MemoryReader {
        struct Unreadable: Error {}

        func fetch(from address: Address, into buffer: UnsafeMutableRawBufferPointer) throws {
            guard let start = buffer.baseAddress, buffer.count > 0 else { return }
            guard doubles_read_memory(address, start, buffer.count) == 0 else { throw Unreadable() }
        }
    }

    /// A symbolicated frame: its function, its file and line where known, and whether it is an async resume point.
    private typealias Frame = (name: String, path: String?, line: Int, resumed: Bool)

    private static func note(_ backtrace: Backtrace, fakeFile: String, fakeLine: UInt) -> String? {
        guard let symbolicated = backtrace.symbolicated() else { return nil }
        // An async function's frame after an `await` is where it resumes, which is no line of the call's.
        let frames = symbolicated.frames.compactMap { frame -> Frame? in
            guard let symbol = frame.symbol else { return nil }
            let location = symbol.sourceLocation.flatMap { $0.line > 0 ? $0 : nil }
            guard case .asyncResumePoint = frame.captured else { return (symbol.name, location?.path, location?.line ?? 0, false) }
            return (symbol.name, location?.path, location?.line ?? 0, true)
        }
        let inDoubles = { (path: String?) in path?.contains("/Sources/Doubles/") == true }
        // The first frame after the fake's member that is neither Doubles' (`NonEscaping.lend`) nor the member's own
        // (its closures); where the member was inlined away, the first outside Doubles and the fake's file.
        let after: ArraySlice<Frame>
        if let member = frames.firstIndex(where: { $0.path == fakeFile && $0.line == Int(fakeLine) }) {
            let function = enclosingFunction(frames[member].name)
            after = frames.dropFirst(member + 1).drop { inDoubles($0.path) || enclosingFunction($0.name) == function }
        } else {
            after = frames.drop { $0.path == nil || inDoubles($0.path) || $0.path == fakeFile }
        }
        // A library's frames have no line; an implicit closure, such as an assertion's argument, has none either.
        guard let caller = after.first(where: { $0.path != nil || $0.name.hasPrefix("implicit closure") }) else {
            return nil
        }
        guard let path = caller.path else {
            return "(The call came from an implicit closure, such as an assertion's argument, in "
                + "\(enclosingFunction(caller.name)).)"
        }
        if caller.resumed {
            let file = path.split(separator: "/").suffix(2).joined(separator: "/")
            return "(The call came from \(caller.name), in \(file), after an await: the stack does not tell its line.)"
        }
        // Macro-written code, such as `#expect`'s closure, is in a buffer whose name holds the macro's line.
        if isMacroExpansion(path) {
            let line = macroLine(path).map { " on line \($0)" } ?? ""
            return "(The call came from a macro's code, such as #expect's,\(line), in \(caller.name).)"
        }
        let file = path.split(separator: "/").suffix(2).joined(separator: "/")
        return "(The call came from \(file):\(caller.line), in \(caller.name).)"
    }
    #endif

    /// The function a frame's symbol is in: the name without the closures and thunks it is wrapped in
    /// (`closure #1 in implicit closure #2 in Shop.checkout()` is in `Shop.checkout()`).
    static func enclosingFunction(_ name: String) -> Substring {
        var rest = Substring(name)
        while true {
            if let prefix = ["partial apply for ", "thunk for "].first(where: { rest.hasPrefix($0) }) {
                rest = rest.dropFirst(prefix.count)
            } else if rest.hasPrefix("closure #") || rest.hasPrefix("implicit closure #"),
                      let marker = rest.range(of: " in ") {
                rest = rest[marker.upperBound...]
            } else {
                return rest
            }
        }
    }

    /// Whether `path` names a buffer the compiler made for a macro's expansion rather than a source file.
    static func isMacroExpansion(_ path: String) -> Bool {
        path.contains("@__swiftmacro_")
    }

    /// The line a macro was written on: after `MX` in its buffer's name, from 0 (`…fMX184_12_…`: line 185, column 13).
    static func macroLine(_ path: String) -> Int? {
        guard let marker = path.range(of: "MX", options: .backwards),
              let line = Int(path[marker.upperBound...].prefix { $0.isNumber })
        else { return nil }
        return line + 1
    }
}
