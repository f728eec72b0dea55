/// How a fake's arguments and stubbed values read in messages: strings quoted, optionals unwrapped,
/// `nil` as `nil`. For example `<false>, <"wanted">`.
public func _describeArgument(_ value: Any?) -> String {
    guard let value = flattened(value) else { return "nil" }
    switch value {
    case let string as String: return string.debugDescription
    case let substring as Substring: return String(substring).debugDescription
    case let character as Character: return String(character).debugDescription
    case let argument as Argument: return argument.description
    case is ArgumentCaptor: return "Argument.captor()"
    case let array as [Any]: return "[" + array.map(_describeArgument).joined(separator: ", ") + "]"
    default: return String(describing: value)
    }
}

/// A list of arguments in angle brackets, for example `<false>, <"wanted">`.
public func _describeArguments(_ values: [Any?]) -> String {
    values.map { "<\(_describeArgument($0))>" }.joined(separator: ", ")
}

/// A list of expected arguments in angle brackets.
public func _describeExpectedArguments(_ values: [SpryEquatable?]) -> String {
    values.map { "<\(_describeArgument($0))>" }.joined(separator: ", ")
}
