#if os(Linux) && canImport(Runtime)
import Runtime
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
        guard let backtrace = try? Backtrace.capture(limit: frameLimit) else { return nil }
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
    private static func note(_ backtrace: Backtrace, fakeFile: String, fakeLine: UInt) -> String? {
        guard let symbolicated = backtrace.symbolicated() else { return nil }
        let frames = symbolicated.frames.compactMap { frame -> (name: String, path: String, line: Int)? in
            guard let symbol = frame.symbol, let location = symbol.sourceLocation, location.line > 0 else { return nil }
            return (symbol.name, location.path, location.line)
        }
        // The frame after the fake's member; where that was inlined away, the first outside Doubles and the fake.
        let member = frames.firstIndex { $0.path == fakeFile && $0.line == Int(fakeLine) }
        let after = member.map { frames.dropFirst($0 + 1) } ?? frames.drop {
            $0.path.contains("/Sources/Doubles/") || $0.path == fakeFile
        }
        guard let caller = after.first else { return nil }
        // Macro-written code, such as `#expect`'s closure, is in a buffer whose name holds the macro's line.
        if isMacroExpansion(caller.path) {
            let line = macroLine(caller.path).map { " on line \($0)" } ?? ""
            return "(The call came from a macro's code, such as #expect's,\(line), in \(caller.name).)"
        }
        let file = caller.path.split(separator: "/").suffix(2).joined(separator: "/")
        return "(The call came from \(file):\(caller.line), in \(caller.name).)"
    }
    #endif

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
