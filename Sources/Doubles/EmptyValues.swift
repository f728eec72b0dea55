import DoublesAtomics

/// Empty values registered at run time, for return types that have none of their own and cannot be given one by
/// a conformance: an open class such as `DateFormatter`, one specialization of a generic type, a type whose
/// module cannot be extended.
///
/// After a slip (a forgotten stub, a value of the wrong type) a fake reports a failure and returns its return type's
/// empty value, so the test and the run go on (see ``EmptyValueProviding``). A registered value comes before every
/// other rule, and a relaxed fake answers missing stubs with it too.
///
/// A registration holds for the rest of the process, in every test, `.isolatedDoubles` or not: empty values are only
/// returned after a reported slip or by a relaxed fake, so sharing them is harmless. Register in a suite's `init` or a
/// shared set-up helper; registering a type again replaces its maker, which each slip calls anew with no lock held.
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
        change { $0[ObjectIdentifier(type)] = make }
    }

    /// Forgets the maker registered for `type`, if any.
    public static func removeRegistration<T>(for type: T.Type) {
        change { $0.removeValue(forKey: ObjectIdentifier(type)) }
    }

    /// The registered value of `type`, read and made with no lock: a relaxed fake asks on each call no stub answers.
    static func registeredValue(of type: Any.Type) -> Any? {
        let bits = doubles_atomic_load_acquire(current)
        guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
        let registrations = Unmanaged<Registrations>.fromOpaque(pointer).takeUnretainedValue()
        return registrations.makers[ObjectIdentifier(type)]?()
    }

    /// The makers at one time, never changed or freed once published (registrations are few, made by tests' set-up),
    /// so a reader needs no lock and no reference count.
    private final class Registrations: Sendable {
        let makers: [ObjectIdentifier: @Sendable () -> Any]

        init(_ makers: [ObjectIdentifier: @Sendable () -> Any]) {
            self.makers = makers
        }
    }

    /// The address of the current ``Registrations``, or 0 before the first; written only under ``writing``.
    private nonisolated(unsafe) static let current: UnsafeMutablePointer<Int> = {
        let word = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        word.initialize(to: 0)
        return word
    }()

    /// Serializes changes, which publish a changed copy.
    private static let writing = _Locked(())

    private static func change(_ body: (inout [ObjectIdentifier: @Sendable () -> Any]) -> Void) {
        writing.withLock { _ in
            let bits = doubles_atomic_load_acquire(current)
            var makers = UnsafeRawPointer(bitPattern: bits).map {
                Unmanaged<Registrations>.fromOpaque($0).takeUnretainedValue().makers
            } ?? [:]
            body(&makers)
            let published = Unmanaged.passRetained(Registrations(makers)).toOpaque()
            doubles_atomic_store_release(current, Int(bitPattern: published))
        }
    }
}
