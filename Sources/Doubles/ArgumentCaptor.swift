/// Captures the argument in its position each time the stub it was given to is chosen.
///
/// A captor matches any argument, captures only when its stub answers the call, and keeps values in call order.
///
/// ```swift
/// let captor = Argument.captor()
/// fake.stub(.hereAreTwoStrings).with(Argument.anything, captor).andReturn(true)
/// _ = fake.hereAreTwoStrings(string1: "a", string2: "b")
/// captor.getValue(as: String.self) // "b"
/// ```
public final class ArgumentCaptor: SpryEquatable, Equatable, @unchecked Sendable {
    /// A lock of the captor's own, so captors of unrelated fakes never wait for one another.
    private let lock = Lock()
    // Guarded by `lock`.
    private var captured: [Any?] = []

    init() {}

    /// Every captured argument, oldest first.
    public var values: [Any?] {
        lock.withLock { captured }
    }

    /// How many arguments were captured.
    public var count: Int {
        lock.withLock { captured.count }
    }

    /// The argument captured by the call at `index`, as `type`.
    ///
    /// Reading past the captured values, or as a type the value is not, fails the test at the caller's line and
    /// returns `T`'s empty value (see ``EmptyValueProviding``); if `T` has none, the process stops with that message.
    /// - Parameters:
    ///   - index: Which call's argument, 0 for the first.
    ///   - type: The type to read the argument as.
    ///   - fileID: The caller's file, where a bad read is reported; leave the default.
    ///   - filePath: The caller's file path, for the same; leave the default.
    ///   - line: The caller's line, for the same; leave the default.
    ///   - column: The caller's column, for the same; leave the default.
    /// - Returns: The captured argument.
    public func getValue<T>(
        at index: Int = 0,
        as type: T.Type = T.self,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> T {
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let snapshot = values
        guard snapshot.indices.contains(index) else {
            return Misuse.captorOutOfRange(index: index, captured: snapshot.count, as: T.self, at: location)
        }
        let value = snapshot[index]
        if let typed = NumberConversion.value(value, as: T.self) { return typed }
        if value == nil, T.self is NilProducing.Type { return emptyValue(of: T.self)! }
        return Misuse.captorWrongType(index: index, value: value, as: T.self, at: location)
    }

    func capture(_ value: Any?) {
        lock.withLock { captured.append(value) }
    }

    /// Compares with a received argument; see ``SpryEquatable``. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool { true }
}

extension ArgumentCaptor {
    /// `value` when it is a captor, found by the opened type: unlike `as?`, that never bridges a string to an
    /// Objective-C object, and stubs ask this of every argument.
    static func exactly(_ value: SpryEquatable) -> ArgumentCaptor? {
        func captor<Value: SpryEquatable>(_ value: Value) -> ArgumentCaptor? {
            Value.self == ArgumentCaptor.self ? value as? ArgumentCaptor : nil
        }
        return captor(value)
    }

    /// A captor equals only itself; it is `Equatable` to stand beside values that are only `Equatable` in `with(…)`.
    public static func == (lhs: ArgumentCaptor, rhs: ArgumentCaptor) -> Bool {
        lhs === rhs
    }
}
