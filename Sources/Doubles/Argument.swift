/// Expectations for an argument that are looser than equality, for `with(...)`, `didCall` and `haveReceived`.
///
/// ```swift
/// fake.stub(.hereAreTwoStrings).with(Argument.anything, "only this string matters").andReturn(true)
/// fake.didCall(.functionName, withArguments: [Argument.nonNil, Argument.anything, "thirdArg"]).success
/// ```
public enum Argument: SpryEquatable, Equatable, CustomStringConvertible {
    /// Any argument at all, `nil` included.
    case anything
    /// Any argument that is not `nil`.
    case nonNil
    /// Only `nil`.
    case `nil`
    /// Any argument for which the closure returns `true`.
    case pass((Any?) -> Bool)
    /// Any argument whose type is `type` or a subtype of it. Create it with ``instanceOf(_:)``.
    case _instanceOf(type: Any.Type, test: (Any) -> Bool)
    /// Any argument that is a `type` for which `test` returns `true`. Create it with ``pass(_:)-(T)->Bool``;
    /// `accepts` says whether a value is a `type`, so one the closure can never see is reported, not just unmatched.
    case _passAs(type: Any.Type, accepts: (Any) -> Bool, test: (Any?) -> Bool)

    /// A custom validation; the old name of `pass`.
    @available(*, deprecated, renamed: "pass")
    public static func validator(_ validation: @escaping (Any?) -> Bool) -> Argument {
        .pass(validation)
    }

    /// Any argument that is an instance of `type` (or of a subtype).
    ///
    /// ```swift
    /// fake.stub(.handle).with(Argument.instanceOf(NetworkError.self)).andReturn(false)
    /// ```
    public static func instanceOf<T>(_ type: T.Type) -> Argument {
        ._instanceOf(type: type, test: { $0 is T })
    }

    /// A new captor that records the argument in its position each time its stub is chosen.
    ///
    /// ```swift
    /// let captor = Argument.captor()
    /// fake.stub(.hereAreTwoStrings).with(Argument.anything, captor).andReturn(true)
    /// ```
    public static func captor() -> ArgumentCaptor {
        ArgumentCaptor()
    }

    /// Compares with a received argument; see ``SpryEquatable``. Not for direct use.
    public func _isEqual(to actual: Any?) -> Bool {
        switch self {
        case .anything: return true
        case .nonNil: return !isNil(actual)
        case .nil: return isNil(actual)
        case .pass(let validation), ._passAs(_, _, let validation): return validation(actual)
        case ._instanceOf(_, let test):
            guard let actual = flattened(actual) else { return false }
            return test(actual)
        }
    }

    /// `Argument.anything`, `Argument.nonNil`, `Argument.nil`, `Argument.pass` or `Argument.instanceOf(T)`.
    public var description: String {
        switch self {
        case .anything: return "Argument.anything"
        case .nonNil: return "Argument.nonNil"
        case .nil: return "Argument.nil"
        case .pass: return "Argument.pass"
        case ._passAs(let type, _, _): return "Argument.pass<\(TypeName.of(type))>"
        case ._instanceOf(let type, _): return "Argument.instanceOf(\(type))"
        }
    }

    /// Whether two options say the same thing: `anything`, `nonNil` and `nil` each equal themselves, two
    /// `instanceOf` options of one type are equal, and a `pass` closure equals nothing, itself included. An
    /// `Argument` is `Equatable` so that it can stand beside values that are only `Equatable` in `with(…)`.
    public static func == (lhs: Argument, rhs: Argument) -> Bool {
        sameSpecification(lhs, rhs)
    }

    /// Whether two expected arguments say the same thing, so that two stubs with them are duplicates: options as `==`
    /// compares them, a captor only the same captor, other values where either matches the other as an argument;
    /// `nil` and `Argument.nil` alike.
    static func sameSpecification(_ lhs: SpryEquatable?, _ rhs: SpryEquatable?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil):
            return true
        case let (nil, other?), let (other?, nil):
            if case .nil? = other as? Argument { return true }
            return false
        case let (lhs?, rhs?):
            switch (lhs as? Argument, rhs as? Argument) {
            case (.anything?, .anything?), (.nonNil?, .nonNil?), (.nil?, .nil?):
                return true
            case let (._instanceOf(lhsType, _)?, ._instanceOf(rhsType, _)?):
                return lhsType == rhsType
            case (nil, nil):
                if let lhs = lhs as? ArgumentCaptor { return lhs === (rhs as? ArgumentCaptor) }
                if rhs is ArgumentCaptor { return false }
                // Either way round: where one matches the other (`10`, the `Decimal` of its literal), the newer stub
                // answers the older one's calls for a parameter of that type.
                return lhs._isEqual(to: standIn(for: rhs)) || rhs._isEqual(to: standIn(for: lhs))
            default:
                return false
            }
        }
    }
}

extension Argument {
    /// Any argument that is a `T` for which the closure returns `true`. The closure needs no cast; an argument of
    /// another type is reported as a failure, since the closure can never look at it:
    ///
    /// ```swift
    /// fake.stub(.charge).with(.pass { (amount: Int) in amount > 100 }).andReturn(true)
    /// ```
    @_disfavoredOverload
    public static func pass<T>(_ validation: @escaping (T) -> Bool) -> Argument {
        ._passAs(type: T.self, accepts: { $0 is T }) { actual in
            // A `nil` argument is an optional `T`'s own `nil`: `nil as? String??` would be `.some(nil)`.
            if case .none = actual, let optional = T.self as? NilProducing.Type {
                return validation(optional.nilValue as! T)
            }
            guard let typed = actual as? T else { return false }
            return validation(typed)
        }
    }
}

// Leading-dot options where an expected argument is `(any SpryEquatable)?`: `.anything` for `Argument.anything`
// in `with`, `didCall(withArguments:)`, `haveReceived(_:with:)` and `receivedCall`.
extension Optional where Wrapped == any SpryEquatable {
    /// ``Argument/anything``: any argument at all, `nil` included.
    public static var anything: (any SpryEquatable)? { Argument.anything }

    /// ``Argument/nonNil``: any argument that is not `nil`.
    public static var nonNil: (any SpryEquatable)? { Argument.nonNil }

    /// ``Argument/nil``: only `nil`.
    public static var `nil`: (any SpryEquatable)? { Argument.nil }

    /// `Argument.pass`: any argument for which the closure returns `true`.
    public static func pass(_ validation: @escaping (Any?) -> Bool) -> (any SpryEquatable)? {
        Argument.pass(validation)
    }

    /// The typed `Argument.pass`: any argument that is a `T` for which the closure returns `true`.
    @_disfavoredOverload
    public static func pass<T>(_ validation: @escaping (T) -> Bool) -> (any SpryEquatable)? {
        Argument.pass(validation)
    }

    /// ``Argument/instanceOf(_:)``: any argument that is an instance of `type` or of a subtype.
    public static func instanceOf<T>(_ type: T.Type) -> (any SpryEquatable)? {
        Argument.instanceOf(type)
    }

    /// ``Argument/captor()``: a new captor. Keep it in a constant to read what it captures.
    public static func captor() -> (any SpryEquatable)? {
        Argument.captor()
    }
}

// The same leading-dot options where an argument is expected as `Any?`: the forms of `with`, `didCall`,
// `haveReceived` and `receivedCall` chosen when a value beside them is only `Equatable` or a metatype.
extension Optional where Wrapped == Any {
    /// ``Argument/anything``: any argument at all, `nil` included.
    public static var anything: Any? { Argument.anything }

    /// ``Argument/nonNil``: any argument that is not `nil`.
    public static var nonNil: Any? { Argument.nonNil }

    /// ``Argument/nil``: only `nil`.
    public static var `nil`: Any? { Argument.nil }

    /// `Argument.pass`: any argument for which the closure returns `true`.
    public static func pass(_ validation: @escaping (Any?) -> Bool) -> Any? {
        Argument.pass(validation)
    }

    /// The typed `Argument.pass`: any argument that is a `T` for which the closure returns `true`.
    @_disfavoredOverload
    public static func pass<T>(_ validation: @escaping (T) -> Bool) -> Any? {
        Argument.pass(validation)
    }

    /// ``Argument/instanceOf(_:)``: any argument that is an instance of `type` or of a subtype.
    public static func instanceOf<T>(_ type: T.Type) -> Any? {
        Argument.instanceOf(type)
    }

    /// ``Argument/captor()``: a new captor. Keep it in a constant to read what it captures.
    public static func captor() -> Any? {
        Argument.captor()
    }
}
