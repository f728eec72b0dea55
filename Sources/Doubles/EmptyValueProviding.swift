/// A type that says what a fake returns for it when a test forgot to stub a call, or stubbed a value of another
/// type.
///
/// Such a slip is recorded as a test failure, and the call then returns the return type's *empty value*, so the
/// test and the rest of the run go on. Doubles knows the empty value of `Optional` (`nil`), `Void`, `Bool`
/// (`false`), and of every type that a `""`, `0`, `[]` or `[:]` literal can make: the standard strings and
/// numbers, `Decimal`, `CGFloat`, arrays, sets and dictionaries. Conform your own type to give it one; without
/// one, the process stops with the failure's message, since the call has nothing to return.
///
/// ```swift
/// struct Money: Equatable {
///     let cents: Int
/// }
///
/// extension Money: EmptyValueProviding {
///     static var emptyValue: Money { Money(cents: 0) }
/// }
/// ```
public protocol EmptyValueProviding {
    /// The value a fake returns for this type after a reported slip.
    static var emptyValue: Self { get }
}

/// Marks `Optional` types, so code holding only a metatype can tell that `nil` is a value of it.
protocol NilProducing {}

extension Optional: NilProducing {}

/// The empty value of `T`, or `nil` when it has none. Worked out only on the failure path.
func emptyValue<T>(of type: T.Type) -> T? {
    emptyValue(ofType: T.self).map { $0 as! T }
}

/// The empty value of `type`, boxed: `.some(nil)` for an `Optional`, `.some(0)` for `Int`, and `nil` for a type
/// that has none. A type's own ``EmptyValueProviding`` conformance comes first; then `Optional`, `Void`, and the
/// literals `false`, `""`, `0`, `0.0`, `[]` and `[:]`, in that order.
func emptyValue(ofType type: Any.Type) -> Any?? {
    if let providing = type as? any EmptyValueProviding.Type { return .some(providing.emptyValue) }
    if type is NilProducing.Type { return .some(nil) }
    if type == Void.self { return .some(()) }
    if let boolean = type as? any ExpressibleByBooleanLiteral.Type { return .some(falseLiteral(of: boolean)) }
    if let string = type as? any ExpressibleByStringLiteral.Type { return .some(emptyStringLiteral(of: string)) }
    if let integer = type as? any ExpressibleByIntegerLiteral.Type { return .some(zeroLiteral(of: integer)) }
    if let float = type as? any ExpressibleByFloatLiteral.Type { return .some(zeroFloatLiteral(of: float)) }
    if let array = type as? any ExpressibleByArrayLiteral.Type { return .some(emptyArrayLiteral(of: array)) }
    if let dictionary = type as? any ExpressibleByDictionaryLiteral.Type {
        return .some(emptyDictionaryLiteral(of: dictionary))
    }
    return nil
}

private func falseLiteral<Value: ExpressibleByBooleanLiteral>(of type: Value.Type) -> Any {
    let value: Value = false
    return value
}

private func emptyStringLiteral<Value: ExpressibleByStringLiteral>(of type: Value.Type) -> Any {
    let value: Value = ""
    return value
}

private func zeroLiteral<Value: ExpressibleByIntegerLiteral>(of type: Value.Type) -> Any {
    let value: Value = 0
    return value
}

private func zeroFloatLiteral<Value: ExpressibleByFloatLiteral>(of type: Value.Type) -> Any {
    let value: Value = 0.0
    return value
}

private func emptyArrayLiteral<Value: ExpressibleByArrayLiteral>(of type: Value.Type) -> Any {
    let value: Value = []
    return value
}

private func emptyDictionaryLiteral<Value: ExpressibleByDictionaryLiteral>(of type: Value.Type) -> Any {
    let value: Value = [:]
    return value
}
