#if canImport(ObjectiveC)
import ObjectiveC
#endif

/// Whether a fake may be recognised by its address alone, as a ``Shard``'s cache does without asking whether it
/// still exists: only if `unowned` keeps its memory from a new object. It does for a native Swift object (freed once
/// the unowned count is zero), but for an Objective-C object (any `NSObject` subclass) `unowned` is a weak reference.
/// Such a fake is never cached; its table entry is checked against the caller (``FakeState``).
enum ObjectMemory {
    /// Whether an `unowned` reference to an instance of `objectClass` keeps its memory from being reused.
    static func unownedKeepsMemory(of objectClass: AnyClass) -> Bool {
        #if canImport(ObjectiveC)
        return rootClassIsNativeSwift(rootClass(of: objectClass))
        #else
        // No Objective-C runtime: every class is a native Swift class.
        return true
        #endif
    }

    #if canImport(ObjectiveC)
    /// The root of a native Swift class hierarchy as Objective-C sees it.
    private static let swiftObjectRoot: AnyClass? = objc_getClass("_TtCs12_SwiftObject") as? AnyClass

    /// Whether `root`, a hierarchy's top, is Swift's own root, so the Swift runtime keeps its instances' memory.
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
