/// The fake instance a ``FakeState`` belongs to, and whether it is still alive. The same on every platform.
///
/// The instance is held weakly, which is what tells whether it is alive and whether a caller is that very
/// instance, for native Swift objects and `NSObject`s alike: once the instance begins to deinitialize, the weak
/// reference reads `nil`, so a newcomer that later gets its address is never taken for it.
///
/// It is also held `unowned`, which keeps a native Swift object's memory from going to another object while the
/// state exists: a ``Shard`` relies on that to recognise the fakes it cached by their address alone, with no
/// question of whether they still exist (see ``ObjectMemory``, which tells the objects whose memory it keeps).
///
/// The weak reference gives the instance a side table, allocated when the state is made; a native Swift object's
/// retains and releases go through it from then on, which is most of what this costs (callgrind, debug, against
/// an `unowned` reference and the runtime's answer to whether the object is deinitializing: a stubbed call 3,000
/// → 3,260 instructions, a second stub on a fake in use 7,173 → 9,999). A struct rather than a class that holds
/// the two references: the class saved copies in a release build and cost an allocation more in a debug build
/// (a stub on a fresh fake 15,739 → 16,640).
struct InstanceOwner {
    private weak var instance: AnyObject?
    /// Keeps a native Swift instance's memory; never read.
    private unowned(safe) let memory: AnyObject

    init(_ instance: AnyObject) {
        self.instance = instance
        memory = instance
    }

    /// Whether `candidate` is this instance, alive.
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
}
