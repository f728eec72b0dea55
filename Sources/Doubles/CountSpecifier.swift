/// How many matching calls a verification expects.
///
/// ```swift
/// fake.didCall(.save, countSpecifier: .exactly(2)).success
/// expect(fake).to(haveReceived(.save, countSpecifier: .atMost(1)))
/// ```
public enum CountSpecifier: Sendable, Hashable, CustomStringConvertible {
    /// Exactly `count` matching calls.
    case exactly(Int)
    /// `count` or more matching calls.
    case atLeast(Int)
    /// `count` or fewer matching calls.
    case atMost(Int)

    /// No matching call at all: the same as `.exactly(0)`.
    public static var never: CountSpecifier { .exactly(0) }

    /// Whether `count` matching calls satisfy this specifier.
    public func isSatisfied(by count: Int) -> Bool {
        switch self {
        case .exactly(let expected): return count == expected
        case .atLeast(let expected): return count >= expected
        case .atMost(let expected): return count <= expected
        }
    }

    var count: Int {
        switch self {
        case .exactly(let count), .atLeast(let count), .atMost(let count): return count
        }
    }

    /// Reads as English in a message, for example `exactly 2 times` or `at least 1 time`.
    public var description: String {
        switch self {
        case .exactly(let count): return "exactly \(Self.times(count))"
        case .atLeast(let count): return "at least \(Self.times(count))"
        case .atMost(let count): return "at most \(Self.times(count))"
        }
    }

    static func times(_ count: Int) -> String {
        count == 1 ? "1 time" : "\(count) times"
    }
}
