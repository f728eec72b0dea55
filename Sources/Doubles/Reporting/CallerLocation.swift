#if os(Linux) && canImport(Runtime)
import Runtime
#endif

/// Where the call a fake's slip came from: the first frame of the stack after the fake's member, read from a
/// backtrace where the toolchain's `Runtime` module can symbolicate one (Linux, with debug information, as
/// `swift test` builds). Asked only when a slip is reported, never on a call that succeeds: symbolicating takes
/// a tenth of a second or more.
enum CallerLocation {
    /// How many frames are captured: Doubles' own and the fake's member take about a dozen.
    static let frameLimit = 40

    /// `(The call came from Booking/Booking.swift:42, in Booking.reserve(_:).)` for a slip in the fake's member at
    /// `fakeFile` and `fakeLine`, or `nil` where no frame can be read.
    static func note(fakeFile: String, fakeLine: UInt) -> String? {
        #if os(Linux) && canImport(Runtime)
        guard let backtrace = try? Backtrace.capture(limit: frameLimit),
              let symbolicated = backtrace.symbolicated()
        else { return nil }
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
        // Code a macro wrote, such as the closure `#expect` makes, is in a buffer of its own, whose name holds
        // the line the macro was written on.
        if isMacroExpansion(caller.path) {
            let line = macroLine(caller.path).map { " on line \($0)" } ?? ""
            return "(The call came from a macro's code, such as #expect's,\(line), in \(caller.name).)"
        }
        let file = caller.path.split(separator: "/").suffix(2).joined(separator: "/")
        return "(The call came from \(file):\(caller.line), in \(caller.name).)"
        #else
        return nil
        #endif
    }

    /// Whether `path` names a buffer the compiler made for a macro's expansion rather than a source file.
    static func isMacroExpansion(_ path: String) -> Bool {
        path.contains("@__swiftmacro_")
    }

    /// The line a macro was written on, from the name of its expansion's buffer, which holds it after `MX`
    /// counting from 0 (`…fMX184_12_…`: line 185, column 13).
    static func macroLine(_ path: String) -> Int? {
        guard let marker = path.range(of: "MX", options: .backwards),
              let line = Int(path[marker.upperBound...].prefix { $0.isNumber })
        else { return nil }
        return line + 1
    }
}
