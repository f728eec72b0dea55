/// Where a fake's state belongs: an instance, or a type (for static members).
@usableFromInline
enum FakeTarget {
    case instance(AnyObject)
    case type(Any.Type)

    /// The module that declares the fake, which names in its fixes need not repeat.
    var fakeModule: String? { TypeName.qualified(fakeType).module }

    var fakeName: String {
        switch self {
        case .instance(let object): return String(describing: Swift.type(of: object))
        case .type(let type): return String(describing: type)
        }
    }

    var fakeType: Any.Type {
        switch self {
        case .instance(let object): return Swift.type(of: object)
        case .type(let type): return type
        }
    }

    /// Whether this is a fake type, whose static state tests share.
    var isType: Bool {
        if case .type = self { return true }
        return false
    }

    /// The running test, for a fake type's call, stub or check (whose calls it counts, ``FakeState/isChecked(_:by:)``);
    /// `nil` for an instance, whose state no other test sees, and where no test runs.
    var origin: TestOrigin? {
        isType ? TestOrigin.current : nil
    }

    var identity: ObjectIdentifier {
        switch self {
        case .instance(let object): return ObjectIdentifier(object)
        case .type(let type): return ObjectIdentifier(type)
        }
    }

    /// The instance's identity; `nil` for a type.
    @usableFromInline
    var instanceIdentity: ObjectIdentifier? {
        get {
            guard case .instance(let object) = self else { return nil }
            return ObjectIdentifier(object)
        }
    }

    /// How a test refers to the fake in a suggested fix: `fake` or `FakeName`.
    var receiverInFix: String {
        switch self {
        case .instance: return "fake"
        case .type(let type): return String(describing: type)
        }
    }
}
