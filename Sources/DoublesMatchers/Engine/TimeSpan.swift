import Doubles

/// A length of time for polling expectations, written `.seconds(3)` or `.milliseconds(100)`.
///
/// Works on every platform the package supports, including those older than Swift's `Duration`.
public struct TimeSpan: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The length in nanoseconds.
    public let nanoseconds: UInt64

    /// A span of `nanoseconds`.
    public init(nanoseconds: UInt64) {
        self.nanoseconds = nanoseconds
    }

    /// A span of `nanoseconds`.
    public static func nanoseconds(_ value: Int) -> TimeSpan { TimeSpan(nanoseconds: UInt64(max(value, 0))) }
    /// A span of `value` microseconds.
    public static func microseconds(_ value: Int) -> TimeSpan { .nanoseconds(value * 1_000) }
    /// A span of `value` milliseconds.
    public static func milliseconds(_ value: Int) -> TimeSpan { .nanoseconds(value * 1_000_000) }
    /// A span of `value` seconds.
    public static func seconds(_ value: Int) -> TimeSpan { .nanoseconds(value * 1_000_000_000) }
    /// A span of `value` seconds, fractions allowed.
    public static func seconds(_ value: Double) -> TimeSpan { TimeSpan(nanoseconds: UInt64(max(value, 0) * 1e9)) }

    /// The span in seconds.
    public var seconds: Double { Double(nanoseconds) / 1e9 }

    /// `1.0 second`, `0.5 seconds`.
    public var description: String {
        let value = seconds
        return "\(value) \(value == 1 ? "second" : "seconds")"
    }

    /// Whether `lhs` is shorter than `rhs`.
    public static func < (lhs: TimeSpan, rhs: TimeSpan) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
}

/// The timeout and poll interval used when a polling expectation gives none: 1 second and 10 milliseconds
/// unless changed.
///
/// ```swift
/// PollingDefaults.timeout = .seconds(2)
/// ```
public enum PollingDefaults {
    private static let storage = _Locked((timeout: TimeSpan.seconds(1), pollInterval: TimeSpan.milliseconds(10)))

    /// How long `toEventually` waits, and how long `toNever` and `toAlways` watch.
    public static var timeout: TimeSpan {
        get { storage.withLock { $0.timeout } }
        set { storage.withLock { $0.timeout = newValue } }
    }

    /// How long polling sleeps between evaluations.
    public static var pollInterval: TimeSpan {
        get { storage.withLock { $0.pollInterval } }
        set { storage.withLock { $0.pollInterval = newValue } }
    }
}

extension TimeSpan: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A whole number of seconds, so `timeout: 3` reads as three seconds.
    public init(integerLiteral seconds: Int) {
        self = .seconds(seconds)
    }

    /// A number of seconds, so `pollInterval: 0.2` reads as 200 milliseconds.
    public init(floatLiteral seconds: Double) {
        self = .seconds(seconds)
    }
}

/// The name of ``PollingDefaults`` in Nimble.
@available(*, deprecated, renamed: "PollingDefaults")
public typealias AsyncDefaults = PollingDefaults

/// Nimble's name for a span of time: ``TimeSpan``, with the same `.seconds`, `.milliseconds`, `.microseconds` and
/// `.nanoseconds`, so polling code moved over keeps its spelling.
public typealias NimbleTimeInterval = TimeSpan

extension TimeSpan {
    /// How many times `rhs` fits in `lhs`: `.seconds(1) / .milliseconds(1)` is `1000.0`.
    ///
    /// Disfavored, so that a division of two literals, which could be spans as well as numbers
    /// (`XCTAssertEqual(ratio, 10 / 3)`), stays a division of numbers.
    @_disfavoredOverload
    public static func / (lhs: TimeSpan, rhs: TimeSpan) -> Double {
        Double(lhs.nanoseconds) / Double(rhs.nanoseconds)
    }
}
