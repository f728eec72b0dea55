/// A type that says what a fake returns for it when a test forgot a stub, or stubbed a value of another type.
///
/// Such a slip is recorded as a test failure, and the call then returns the return type's *empty value*, so the
/// test and the rest of the run go on. Doubles finds one, in this order:
/// 1. a value registered with ``EmptyValues/register(_:_:)``;
/// 2. the type's own, given by conforming to this protocol;
/// 3. a standard one: `()`, `false`, and whatever a `""`, `0`, `0.0`, `[]` or `[:]` literal makes (strings, numbers,
///    `Decimal`, `CGFloat`, arrays, sets, dictionaries); `"\u{0}"` for a `Character`; `.zero` for `Duration`; `Data()`;
///    and fixed values of `Date` (1970-01-01 00:00:00 UTC), `URL` (`about:blank`) and `UUID` (all zeros);
/// 4. `nil` for an optional;
/// 5. a stream that has already finished, for `AsyncStream` and `AsyncThrowingStream`;
/// 6. the first case of a `CaseIterable` type;
/// 7. by shape: a tuple of its elements' empty values; a function that returns its result's; for a metatype, the type
///    itself; for a `Decodable` type, what it decodes from a decoder answering every request with an empty value (an
///    enum with payloads: its first case that decodes); an `NSObject` subclass made by `init()` on Apple platforms; for
///    an enum (`Result` included), a case that carries nothing, else the first whose payload has an empty value.
///
/// A type with none of these, such as a class that is not `Decodable`, has no empty value. A member returning it
/// that can throw throws ``DoublesError/missingStub(fake:function:)`` instead; one that cannot throw stops the
/// process, with the failure's message and the fix.
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

