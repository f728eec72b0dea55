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
///
/// Swift writes the `CaseIterable` conformance of such an enum itself. Doubles reads the cases when a
/// `#function` name is missing from the enum, to point at a case whose raw value has a typo.
public protocol StringRepresentable: RawRepresentable, Hashable, Sendable, CaseIterable where RawValue == String {}
