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

/// For a check of every call of a fake or a fake type (`check`, as written), the failure saying which of its methods
/// answered calls without recording them (they call `stubbedValue()`), which the check cannot see; `nil` when none
/// did. For DoublesMatchers' checks.
package func _unrecordedSlip(of fake: AnyObject, check: String) -> String? {
    unrecordedSlip(.instance(fake), check: check)
}

/// ``_unrecordedSlip(of:check:)`` for a fake type's static calls.
package func _unrecordedSlip(of fakeType: Any.Type, check: String) -> String? {
    unrecordedSlip(.type(fakeType), check: check)
}

private func unrecordedSlip(_ target: FakeTarget, check: String) -> String? {
    let names = Registry.shared.methodsAnsweredWithoutRecording(target)
    return names.isEmpty ? nil : Misuse.unrecordedMethods(target: target, names: names, check: check)
}
