#if !canImport(ObjectiveC)
import DoublesAtomics
#endif

/// The fake instance a ``FakeState`` belongs to, and whether it is still alive.
///
/// Where there is no Objective-C runtime (Linux), the instance is held `unowned`: its memory then cannot be
/// handed to a new object while the state exists, so an address that matches is that very instance, and whether
/// it has gone is asked of the Swift runtime. A weak reference would tell the same, but it gives the instance a
/// side table, on creation, and every retain and release of the fake takes the runtime's slow path from then on.
///
/// Where there is one (Apple platforms), a fake may be an `NSObject`, whose reference counts the Swift runtime
/// does not keep, so there the instance is held weakly.
struct InstanceOwner {
    #if canImport(ObjectiveC)
    private weak var instance: AnyObject?

    init(_ instance: AnyObject) {
        self.instance = instance
    }

    /// Whether `candidate` is this instance.
    func isInstance(_ candidate: AnyObject) -> Bool {
        instance === candidate
    }

    /// Whether the instance has begun to deinitialize, or is gone.
    var isGone: Bool {
        instance == nil
    }

    /// The instance, unless it has begun to deinitialize or is gone.
    var liveInstance: AnyObject? {
        instance
    }
    #else
    /// Keeps the instance's memory from going to another object; read only by ``liveInstance``.
    private unowned(safe) let instance: AnyObject
    private let address: UnsafeMutableRawPointer

    init(_ instance: AnyObject) {
        self.instance = instance
        address = Unmanaged.passUnretained(instance).toOpaque()
    }

    /// Whether `candidate` is this instance: the instance's memory is kept, so no other object has its address.
    func isInstance(_ candidate: AnyObject) -> Bool {
        address == Unmanaged.passUnretained(candidate).toOpaque()
    }

    /// Whether the instance has begun to deinitialize, or is gone.
    var isGone: Bool {
        doubles_is_deallocating(address)
    }

    /// The instance, unless it has begun to deinitialize or is gone. An instance whose last reference another
    /// thread lets go of between the check and the read stops the process; a kept stub, the one caller, is used
    /// again on the thread of its test, which holds the fake or has let it go.
    var liveInstance: AnyObject? {
        isGone ? nil : instance
    }
    #endif
}
