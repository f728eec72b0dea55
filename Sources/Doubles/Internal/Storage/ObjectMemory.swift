#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// Whether a fake may be recognised by its address alone.
///
/// The shard remembers its last two fakes by address and trusts a match without asking whether the fake still
/// exists. That is sound only while the cache keeps the fake's memory from going to a new object, which an
/// `unowned` reference does for a native Swift object: the Swift runtime frees the memory only once the unowned
/// count is zero. For an Objective-C object (any `NSObject` subclass) the runtime implements `unowned` as a weak
/// reference, which keeps nothing, so a new object can get a dead fake's address while it is cached. Such a fake
/// is never cached; each of its calls finds its state in the table, whose entry compares a weak reference to the
/// fake with the caller (see ``InstanceOwner``), so a newcomer at the same address gets a fresh state.
enum ObjectMemory {
    /// Whether an `unowned` reference to an instance of `objectClass` keeps its memory from being reused.
    static func unownedKeepsMemory(of objectClass: AnyClass) -> Bool {
        #if canImport(ObjectiveC)
        return rootClassIsNativeSwift(rootClass(of: objectClass))
        #else
        // Every class is a native Swift class: there is no Objective-C runtime to manage an object.
        return true
        #endif
    }

    #if canImport(ObjectiveC)
    /// The root of a native Swift class hierarchy as Objective-C sees it.
    private static let swiftObjectRoot: AnyClass? = objc_getClass("_TtCs12_SwiftObject") as? AnyClass

    /// Whether `root`, the top of a class hierarchy, is Swift's own root, so its instances' memory is the Swift
    /// runtime's to keep.
    static func rootClassIsNativeSwift(_ root: AnyClass) -> Bool {
        guard let swiftObjectRoot else { return false }
        return ObjectIdentifier(root) == ObjectIdentifier(swiftObjectRoot)
    }

    /// The class at the top of `objectClass`'s hierarchy.
    static func rootClass(of objectClass: AnyClass) -> AnyClass {
        var root: AnyClass = objectClass
        while let superclass = class_getSuperclass(root) { root = superclass }
        return root
    }
    #endif
}
