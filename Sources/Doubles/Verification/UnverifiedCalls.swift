extension Spyable {
    /// The calls on this fake that no successful `didCall` or `haveReceived` check has matched, oldest first.
    public var unverifiedCalls: [RecordedCall] {
        Registry.shared.unverifiedCalls(.instance(self))
    }

    /// The static calls on this fake type that no successful check has matched, oldest first.
    public static var unverifiedCalls: [RecordedCall] {
        Registry.shared.unverifiedCalls(.type(self))
    }
}
