/// A value guarded by `sharedLock`, for state that `DoublesMatchers` keeps, such as its polling defaults.
package final class _Locked<Value>: @unchecked Sendable {
    private var value: Value

    /// Wraps `value`; reach it only through ``withLock(_:)``.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the shared lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try sharedLock.withLock { try body(&value) }
    }
}
