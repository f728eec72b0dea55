import Foundation

/// Writes diagnostics that have no test to go to.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
