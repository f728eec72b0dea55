import DoublesAtomics

/// The fake instance a ``FakeState`` belongs to, and whether it is still alive; the same code on every platform.
/// A native Swift object (every fake on Linux, most elsewhere) is held `unowned`, so its memory cannot go to a new
/// object while the state exists: a matching address is that very instance, and the Swift runtime says whether it
/// has begun to deinitialize. A weak reference would give it a side table, sending every retain and release of the
/// fake down the runtime's slow path (callgrind, against a weak reference: a stub on a fresh fake 15,739 → 12,959
/// instructions in a debug build, 6,773 → 4,343 in a release build). An object whose memory `unowned` does not keep
/// (an `NSObject` on Apple platforms; ``ObjectMemory``) is held weakly, as tests do on Linux via ``init(_:weakly:)``.
struct InstanceOwner {
    private unowned(safe) let native: AnyObject?
    /// The native instance's address; `nil` for an instance held weakly.
    private let address: UnsafeMutableRawPointer?
    private weak var held: AnyObject?

    init(_ instance: AnyObject) {
        self.init(instance, weakly: !ObjectMemory.unownedKeepsMemory(of: type(of: instance)))
    }

    /// - Parameter weakly: whether to hold the instance weakly, as an object whose memory `unowned` does not keep is.
    init(_ instance: AnyObject, weakly: Bool) {
        if weakly {
            native = nil
            address = nil
            held = instance
        } else {
            native = instance
            address = Unmanaged.passUnretained(instance).toOpaque()
            held = nil
        }
    }

    func isInstance(_ candidate: AnyObject) -> Bool {
        if let address { return address == Unmanaged.passUnretained(candidate).toOpaque() }
        return held === candidate
    }

    /// Whether the instance has begun to deinitialize, or is gone.
    var isGone: Bool {
        if let address { return doubles_is_deallocating(address) }
        return held == nil
    }

    /// The instance, unless it has begun to deinitialize or is gone.
    var liveInstance: AnyObject? {
        if address != nil { return isGone ? nil : native }
        return held
    }
}
