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

/// For a check of a fake type's whole static state (`check`, as written), in a test whose static calls or stubs a
/// reset in another test removed, the failure saying that it cannot see them all (`what`); `nil` otherwise, and for
/// anything but a fake type. For DoublesMatchers' checks. Not for direct use.
package func _resetAwaySlip(of fake: Any, check: String, what: String) -> String? {
    guard let fakeType = fake as? Any.Type, Registry.shared.wasResetAway(.type(fakeType)) else { return nil }
    return Misuse.resetAway(target: .type(fakeType), check: check, what: what)
}

/// For a check of every call of a fake (`check`, as written), the failure saying which of its methods answered calls
/// without recording them (they call `stubbedValue()`), which the check cannot see; `nil` when none did. Not asked of
/// a fake type: which test made its unrecorded calls is not kept, and another test's must not fail this one's check.
/// For DoublesMatchers' checks.
package func _unrecordedSlip(of fake: AnyObject, check: String) -> String? {
    let names = Registry.shared.methodsAnsweredWithoutRecording(.instance(fake))
    return names.isEmpty ? nil : Misuse.unrecordedMethods(target: .instance(fake), names: names, check: check)
}
