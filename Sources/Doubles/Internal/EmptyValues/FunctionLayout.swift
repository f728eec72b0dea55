/// A function type read from its runtime metadata, so that a function of a type known only at run time can be
/// made, returning its result type's empty value, made anew for each call. The layout is Swift's stable ABI: kind
/// (`0x302`), a word of flags (`Flag`; a convention of 0 is a Swift function; extended flags are typed throws and
/// isolation), the result type, then a word per parameter type. A dynamic cast to a function type demands the same
/// `async` and `@Sendable` (one that does not throw casts to one that does), so a function of each is made; up to
/// three parameters, of a Swift function with none of the rarer attributes.
struct FunctionLayout {
    let parameters: [Any.Type]
    let result: Any.Type
    let isAsync: Bool
    let isSendable: Bool

    static let maximumParameters = 3

    private enum Flag {
        static let parameterCount: UInt32 = 0x0000_FFFF
        static let convention: UInt32 = 0x00FF_0000
        static let parameterFlags: UInt32 = 0x0200_0000
        static let differentiable: UInt32 = 0x0800_0000
        static let globalActor: UInt32 = 0x1000_0000
        static let async: UInt32 = 0x2000_0000
        static let sendable: UInt32 = 0x4000_0000
        static let extended: UInt32 = 0x8000_0000
    }

    init?(_ type: Any.Type) {
        let metadata = TypeMetadata(type)
        guard metadata.kind == .function else { return nil }
        let flags = metadata.uint32(at: TypeMetadata.word)
        let count = Int(flags & Flag.parameterCount)
        guard flags & (Flag.convention | Flag.differentiable | Flag.globalActor | Flag.extended) == 0,
              count <= Self.maximumParameters
        else { return nil }
        let parameters = (0..<count).map { metadata.type(at: 3 + $0) }
        if flags & Flag.parameterFlags != 0 {
            // 32 bits per parameter after the parameter types: any set (`inout`, `__owned`, variadic) is a
            // parameter a plain closure does not take.
            let start = (3 + count) * TypeMetadata.word
            guard (0..<count).allSatisfy({ metadata.uint32(at: start + 4 * $0) == 0 }) else { return nil }
        }
        self.parameters = parameters
        result = metadata.type(at: 2)
        isAsync = flags & Flag.async != 0
        isSendable = flags & Flag.sendable != 0
    }

    func emptyValue(depth: Int) -> Any? {
        guard EmptyValue.of(result, depth: depth + 1) != nil else { return nil }
        let result = result
        // A `nil` is the result type's own (``NilProducing``), which `as! R` keeps as it is.
        let value: @Sendable () -> Any = { EmptyValue.of(result, depth: 0)! ?? (result as! NilProducing.Type).nilValue }
        let kind = FunctionKind(isAsync: isAsync, isSendable: isSendable)
        let parameters = parameters
        func withResult<R>(_: R.Type) -> Any {
            let made = MadeFunction<R>(kind: kind, value: value)
            switch parameters.count {
            case 0:
                return made.taking()
            case 1:
                func first<A>(_: A.Type) -> Any { made.taking(A.self) }
                return _openExistential(parameters[0], do: first)
            case 2:
                func first<A>(_: A.Type) -> Any {
                    func second<B>(_: B.Type) -> Any { made.taking(A.self, B.self) }
                    return _openExistential(parameters[1], do: second)
                }
                return _openExistential(parameters[0], do: first)
            default:
                func first<A>(_: A.Type) -> Any {
                    func second<B>(_: B.Type) -> Any {
                        func third<C>(_: C.Type) -> Any { made.taking(A.self, B.self, C.self) }
                        return _openExistential(parameters[2], do: third)
                    }
                    return _openExistential(parameters[1], do: second)
                }
                return _openExistential(parameters[0], do: first)
            }
        }
        return _openExistential(self.result, do: withResult)
    }
}

/// The attributes a made function must have for a dynamic cast to its type to succeed.
private enum FunctionKind {
    case plain, sendable, async, sendableAsync

    init(isAsync: Bool, isSendable: Bool) {
        switch (isAsync, isSendable) {
        case (false, false): self = .plain
        case (false, true): self = .sendable
        case (true, false): self = .async
        case (true, true): self = .sendableAsync
        }
    }
}

/// Functions returning an `R` made by `value`, of each attribute and up to three parameters.
private struct MadeFunction<R> {
    let kind: FunctionKind
    let value: @Sendable () -> Any

    func taking() -> Any {
        let value = value
        switch kind {
        case .plain: return { () -> R in value() as! R } as () -> R
        case .sendable: return { @Sendable () -> R in value() as! R } as @Sendable () -> R
        case .async: return { () async -> R in value() as! R } as () async -> R
        case .sendableAsync: return { @Sendable () async -> R in value() as! R } as @Sendable () async -> R
        }
    }

    func taking<A>(_: A.Type) -> Any {
        let value = value
        switch kind {
        case .plain: return { (_: A) -> R in value() as! R } as (A) -> R
        case .sendable: return { @Sendable (_: A) -> R in value() as! R } as @Sendable (A) -> R
        case .async: return { (_: A) async -> R in value() as! R } as (A) async -> R
        case .sendableAsync: return { @Sendable (_: A) async -> R in value() as! R } as @Sendable (A) async -> R
        }
    }

    func taking<A, B>(_: A.Type, _: B.Type) -> Any {
        let value = value
        switch kind {
        case .plain: return { (_: A, _: B) -> R in value() as! R } as (A, B) -> R
        case .sendable: return { @Sendable (_: A, _: B) -> R in value() as! R } as @Sendable (A, B) -> R
        case .async: return { (_: A, _: B) async -> R in value() as! R } as (A, B) async -> R
        case .sendableAsync:
            return { @Sendable (_: A, _: B) async -> R in value() as! R } as @Sendable (A, B) async -> R
        }
    }

    func taking<A, B, C>(_: A.Type, _: B.Type, _: C.Type) -> Any {
        let value = value
        switch kind {
        case .plain: return { (_: A, _: B, _: C) -> R in value() as! R } as (A, B, C) -> R
        case .sendable: return { @Sendable (_: A, _: B, _: C) -> R in value() as! R } as @Sendable (A, B, C) -> R
        case .async: return { (_: A, _: B, _: C) async -> R in value() as! R } as (A, B, C) async -> R
        case .sendableAsync:
            return { @Sendable (_: A, _: B, _: C) async -> R in value() as! R } as @Sendable (A, B, C) async -> R
        }
    }
}
