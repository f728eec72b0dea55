import DoublesAtomics

/// The fake instance a ``FakeState`` belongs to, and whether it is still alive. The same code on every platform.
///
/// A native Swift object, which every fake is on Linux and most fakes are elsewhere, is held `unowned`: its memory
/// then cannot be handed to a new object while the state exists, so an address that matches is that very
/// instance, and whether it has begun to deinitialize is asked of the Swift runtime. A weak reference would tell
/// the same, but it gives the instance a side table, and every retain and release of the fake takes the runtime's
/// slow path from then on (callgrind, against a weak reference: a stub on a fresh fake 15,739 → 12,959
/// instructions in a debug build, 6,773 → 4,343 in a release build).
///
/// An object whose memory an `unowned` reference does not keep, an `NSObject` on Apple platforms, which only the
/// Objective-C runtime can tell (``ObjectMemory``), is held weakly. Tests take that route on Linux too, through
/// ``init(_:weakly:)``.
struct InstanceOwner {
    private unowned(safe) let native: AnyObject?
    /// The native instance's address; `nil` for an instance held weakly.
    private let address: UnsafeMutableRawPointer?
    private weak var held: AnyObject?

    init(_ instance: AnyObject) {
        self.init(instance, weakly: !ObjectMemory.unownedKeepsMemory(of: type(of: instance)))
    }

    /// - Parameter weakly: whether the instance is held weakly, as an object whose memory `unowned` does not keep is.
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

    /// Whether `candidate` is this instance.
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
