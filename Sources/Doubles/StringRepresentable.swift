/// A type whose values are names of faked members, such as a fake's `Function` and `StaticFunction` enums.
///
/// Declare the enums with `String` raw values equal to what `#function` yields inside each member:
///
/// ```swift
/// enum Function: String, StringRepresentable {
///     case readonlyProperty = "readonlyProperty"
///     case giveMeAString = "giveMeAString(arg1:arg2:)"
/// }
/// ```
public protocol StringRepresentable: RawRepresentable, Hashable, Sendable where RawValue == String {}
