/// Empty values registered at run time, for return types that have none of their own and cannot be given one by
/// a conformance: an open class such as `DateFormatter`, one specialization of a generic type, a type whose
/// module cannot be extended.
///
/// After a slip (a forgotten stub, a value of the wrong type) a fake reports a failure and returns its return
/// type's empty value, so that the test and the run go on (see ``EmptyValueProviding``). A registered value comes
/// before every other rule, and a relaxed fake answers missing stubs with it too.
///
/// A registration holds for the rest of the process, in every test, whether or not it runs with
/// `.isolatedDoubles`: an empty value is only ever returned after a reported slip or by a relaxed fake, so sharing
/// one across parallel tests is harmless. Register in a suite's `init` or a shared set-up helper; registering a
/// type again replaces its maker. Each slip calls the maker anew, with no lock held.
///
/// ```swift
/// EmptyValues.register(DateFormatter.self) { DateFormatter() }
/// ```
public enum EmptyValues {
    /// Makes `make` the source of the empty value of `type` for the rest of the process.
    /// - Parameters:
    ///   - type: The type, exactly as the fake's member returns it: `Folder.self`, `Result<Folder, ImportError>.self`.
    ///   - make: Makes a value of the type, called each time a slip needs one.
    public static func register<T>(_ type: T.Type = T.self, _ make: @escaping @Sendable () -> T) {
        makers.withLock { $0[ObjectIdentifier(type)] = make }
    }

    /// Forgets the maker registered for `type`, if any.
    public static func removeRegistration<T>(for type: T.Type) {
        _ = makers.withLock { $0.removeValue(forKey: ObjectIdentifier(type)) }
    }

    /// The registered value of `type`, made with no lock held.
    static func registeredValue(of type: Any.Type) -> Any? {
        guard let make = makers.withLock({ $0[ObjectIdentifier(type)] }) else { return nil }
        return make()
    }

    private static let makers = _Locked<[ObjectIdentifier: @Sendable () -> Any]>([:])
}
