import Foundation

/// The can-never-match rule: an expected argument no argument could ever match, which a check reports when no call
/// matched (`didCall`, `haveReceived`, `receivedCall`), and a stub when it does not answer a call.
enum NeverMatching {
    /// By position, each expected argument with its part (maybe an element) neither `Equatable` nor `SpryEquatable`.
    static func uncomparable(_ expected: [SpryEquatable?]) -> [(position: Int, culprit: Any)] {
        expected.enumerated().compactMap { position, argument in
            argument?._nonSpryEquatablePart.map { (position, $0) }
        }
    }

    /// Why `expected` can never match the non-nil `actual`, by type: a typed `Argument.pass` or an `instanceOf` of
    /// another type, a value of a type no literal rule lets match the argument's (``LiteralMatching/mayMatch(_:_:)``),
    /// a NaN, a collection for an argument that is none. Else `nil`, as for `nil`, captors and options that look at no
    /// type (`anything`, `nonNil`, `nil`, an untyped `pass`).
    static func typeConflict(_ expected: SpryEquatable?, _ actual: Any?) -> String? {
        // An `AnyHashable` may hold any hashable value in another call, as a parameter of a protocol type may.
        guard let actual = flattened(actual), type(of: actual) != AnyHashable.self else { return nil }
        guard let expected else { return noneCaseConflict(actual) }
        if let option = expected as? Argument {
            switch option {
            case let ._passAs(type, accepts, _) where !accepts(actual) && !mayBridge(actual, to: type):
                return "the pass closure takes \(TypeName.of(type)), so it never looks at it"
            // Judged between numbers or texts only (an `Int` for an `Int64`): elsewhere it tells apart the types a
            // parameter of a protocol type takes, which the calls so far need not all show.
            case let ._instanceOf(type, test) where !test(actual) && LiteralFamily(type: type) != nil
                && LiteralFamily(actual) != nil:
                return "Argument.instanceOf(\(TypeName.of(type))) matches only an instance of \(TypeName.of(type))"
            default:
                return nil
            }
        }
        if let metatype = expected as? _MetatypeArgument {
            guard !(actual is Any.Type) else { return nil }
            return "the expected \(metatype) is a type, which never equals it"
        }
        // A captor matches anything; a value with no equality is reported as such (`Misuse.notSpryEquatable`).
        guard !(expected is ArgumentCaptor), !(expected is _UncomparableArgument), let value = flattened(expected)
        else { return nil }
        if (value as? any BinaryFloatingPoint)?.isNaN == true { return nanConflict }
        if LiteralFamily(value) != nil {
            if LiteralMatching.mayMatch(type(of: value), type(of: actual)) {
                guard LiteralMatching.cannotHold(value, as: type(of: actual)) else { return nil }
                return "the expected <\(CallFormatter.value(value))> is \(TypeName.of(value: value)), a value " +
                    "\(TypeName.of(value: actual)) cannot hold, so it never equals it"
            }
        } else if value is any Sequence, kind(of: actual) != nil {
            return elementConflict(value, actual)
        }
        func isAlike<Value>(_ value: Value) -> Bool { actual is Value }
        guard !_openExistential(value, do: isAlike), !mayShareAParameter(value, actual) else { return nil }
        return "the expected <\(CallFormatter.value(value))> is \(TypeName.of(value: value)), which never equals it"
    }

    /// Whether `expected` and `actual` are of kinds a parameter of a protocol or class type takes together, so that
    /// another call may pass the expected one: two errors (`any Error`), or two instances of classes with a common
    /// superclass other than `NSObject`. A parameter of another protocol type does not show in its arguments.
    private static func mayShareAParameter(_ expected: Any, _ actual: Any) -> Bool {
        if expected is any Error, actual is any Error { return true }
        if mayBridge(actual, to: type(of: expected)) { return true }
        // An object that bridges to the argument's value type (`NSString`, `String`) is compared as that type.
        // (`as? NSObject` alone would bridge a `Double` to an `NSNumber`.)
        if type(of: expected) is AnyClass, let object = expected as? NSObject, !(type(of: actual) is AnyClass) {
            func bridges<Value>(_: Value) -> Bool { object as Any is Value }
            if _openExistential(actual, do: bridges) { return true }
        }
        guard let expectedClass = type(of: expected) as? AnyClass, let actualClass = type(of: actual) as? AnyClass
        else { return false }
        var ancestors: Set<ObjectIdentifier> = []
        var ancestor: AnyClass? = actualClass
        while let current = ancestor, current != NSObject.self {
            ancestors.insert(ObjectIdentifier(current))
            ancestor = _getSuperclass(current)
        }
        ancestor = expectedClass
        while let current = ancestor, current != NSObject.self {
            if ancestors.contains(ObjectIdentifier(current)) { return true }
            ancestor = _getSuperclass(current)
        }
        return false
    }

    /// Whether `actual` is an `NSNumber` and `type` a number or `Bool`, or an optional of one: it bridges to the type
    /// only for values that type holds exactly (`NSNumber(value: 3)` to an `Int`, not `NSNumber(value: 2.5)`), so
    /// another call may.
    private static func mayBridge(_ actual: Any, to type: Any.Type) -> Bool {
        // By its type: `as? NSNumber` would bridge a Swift number too. `Int?` takes what `Int` takes.
        let type = unwrappingOptionals(type)
        return Swift.type(of: actual) is NSNumber.Type && (LiteralFamily(type: type) == .number || type == Bool.self)
    }

    /// Why an expected array, set or dictionary never equals the collection `actual`: it is another kind of collection
    /// (an array's literal may make a set); one is empty and their elements' types never hold alike values; or one of
    /// its elements (a dictionary's values) conflicts with every non-nil element of `actual`. Else `nil`, as where
    /// `actual` holds elements of a protocol type (`[String: Any]`), which another call may fill with other types.
    private static func elementConflict(_ expected: Any, _ actual: Any) -> String? {
        let expectedKind = kind(of: expected), actualKind = kind(of: actual)
        let otherKind = expectedKind != actualKind && !(expectedKind == .array && actualKind == .set)
        let eitherEmpty = elements(of: expected)?.isEmpty == true || elements(of: actual)?.isEmpty == true
        if actualKind != nil, otherKind || eitherEmpty && !mayHoldAlike(type(of: expected), type(of: actual)) {
            return "the expected <\(CallFormatter.value(expected))> is \(TypeName.of(value: expected)), "
                + "which never equals it"
        }
        guard let collection = type(of: actual) as? any ElementTyped.Type,
              TypeMetadata(unwrappingOptionals(collection.elementType)).kind != .existential,
              let expectedElements = elements(of: expected), let received = elements(of: actual)?.compactMap(flattened),
              !received.isEmpty
        else { return nil }
        for case let element as SpryEquatable in expectedElements.compactMap(flattened)
        where received.allSatisfy({ typeConflict(element, $0) != nil }) {
            return """
                the expected <\(CallFormatter.value(expected))> is \(TypeName.of(value: expected)), whose element \
                <\(CallFormatter.value(element))> equals none of its elements
                """
        }
        return nil
    }

    /// Whether values of the two types may be equal, told from the types alone, for an empty collection, which has no
    /// elements to compare: of one type, of one literal family, classes, or a protocol type or `AnyHashable` (which may
    /// hold either); collections, by their elements' (and keys') types. `[String]()` never equals an empty `[Int]`.
    static func mayHoldAlike(_ expected: Any.Type, _ actual: Any.Type) -> Bool {
        let expected = unwrappingOptionals(expected), actual = unwrappingOptionals(actual)
        if expected == actual || expected is AnyObject.Type && actual is AnyObject.Type { return true }
        if [expected, actual].contains(where: { TypeMetadata($0).kind == .existential || $0 == AnyHashable.self }) {
            return true
        }
        if let expected = expected as? any ElementTyped.Type, let actual = actual as? any ElementTyped.Type {
            return mayHoldAlike(expected.elementType, actual.elementType)
                && mayHoldAlike(expected.keyType, actual.keyType)
        }
        guard let family = LiteralFamily(type: expected) else { return false }
        return family == LiteralFamily(type: actual)
    }

    /// `type` without its levels of `Optional`.
    private static func unwrappingOptionals(_ type: Any.Type) -> Any.Type {
        var type = type
        while let optional = type as? any OptionalMaking.Type { type = optional.wrappedType }
        return type
    }

    private enum CollectionKind { case array, set, dictionary }

    private static func kind(of value: Any) -> CollectionKind? {
        switch value {
        case is [AnyHashable: Any]: return .dictionary
        case is Set<AnyHashable>: return .set
        case is [Any]: return .array
        default: return nil
        }
    }

    /// The elements of an array or a set, or the values of a dictionary; `nil` for any other value.
    private static func elements(of collection: Any) -> [Any?]? {
        switch collection {
        case let dictionary as [AnyHashable: Any]: return Array(dictionary.values)
        case let set as Set<AnyHashable>: return set.map(\.base)
        case let array as [Any]: return array
        default: return nil
        }
    }

    /// Per position where every call's argument conflicts (``typeConflict(_:_:)``), the arguments' types and why.
    static func conflicts(_ expected: [SpryEquatable?], in calls: [[Any?]]) -> [(position: Int, types: [String], why: String)] {
        let comparable = calls.filter { $0.count == expected.count }
        return expected.indices.compactMap { position in
            let arguments = comparable.compactMap { flattened($0[position]) }
            guard let first = arguments.first,
                  let why = typeConflict(expected[position], first),
                  arguments.dropFirst().allSatisfy({ typeConflict(expected[position], $0) != nil })
            else { return nil }
            var types: [String] = []
            for argument in arguments where !types.contains(TypeName.of(value: argument)) {
                types.append(TypeName.of(value: argument))
            }
            // Calls that passed values of several types show a parameter of a protocol type (`Any`, `any Numeric`),
            // which another call may fill with a value that matches.
            guard types.count == 1 else { return nil }
            return (position, types, why)
        }
    }

    /// Why an expected NaN never matches, whatever the argument.
    private static let nanConflict = "the expected NaN equals no value, not even NaN"

    /// Why an expected `nil` never matches a value of an enum with a case named `none`: where an argument is expected,
    /// Swift reads `.none` as `Optional.none`, not as that case. A recorded argument does not say whether its parameter
    /// is optional, so an expected `nil` for an optional one that every call so far filled is reported too; its fix,
    /// `Argument.nil`, says no value plainly. (A call that passed `nil` matches, and is never judged.)
    private static func noneCaseConflict(_ actual: Any) -> String? {
        let metadata = TypeMetadata(type(of: actual))
        guard metadata.kind == .enum, metadata.fieldRecords()?.contains(where: { $0.name == "none" }) == true
        else { return nil }
        return "the expected nil never equals it: Swift reads `nil` or a `.none` written there \(noneCaseMark), not " +
            "as \(TypeName.of(value: actual))'s case, and the calls do not show whether the parameter is optional"
    }

    /// The words of the reason ``noneCaseConflict(_:)`` gives, which ``fix(_:at:why:)`` looks for.
    private static let noneCaseMark = "as Optional.none"

    /// The fix for an argument of type `typeName`, at `position` from 0, that the expectation cannot meet.
    static func fix(_ typeName: String, at position: Int, why: String = "") -> String {
        guard why != nanConflict else {
            return "Fix: check it with `.pass { (argument: \(typeName)) in argument.isNaN }`."
        }
        guard !why.contains(noneCaseMark) else {
            return "Fix: write `\(typeName).none` for the case; for no value, where the parameter is optional, write " +
                "`Argument.nil`."
        }
        // A lent closure is gone once its call returns: only a stub's `andDo` can read it, while the call runs.
        guard !typeName.hasPrefix("NonEscaping<") else {
            let call = typeName.hasPrefix("NonEscaping<() ->") ? "()" : "(…)"
            return "Fix: match a non-escaping closure with Argument.anything; to check what it gives, read it in the "
                + "stub's andDo while the call runs: `(arguments[\(position)] as? \(typeName))?.closure?\(call)`."
        }
        return "Fix: expect a value of type \(typeName), or check it with `.pass { (argument: \(typeName)) in … }`."
    }

    /// The failures of a check whose expected arguments conflict with every recorded call of `functionName`.
    static func checkMessages(
        _ expected: [SpryEquatable?], calls: [RecordedCall], functionName: String, target: FakeTarget, call: String
    ) -> [String] {
        let arguments = calls.filter { $0.functionName == functionName }.map(\.arguments)
        return conflicts(expected, in: arguments).map { conflict in
            "\(call) on \(target.fakeName) can never match: \(describe(conflict, of: functionName))"
        }
    }

    /// Why a stub no call used answered none of its member's `calls`, and the fix: its first `with(...)` argument that
    /// conflicts with every call's; or, where no stub of its method answered a call (`nameAnswered`), a call it matches
    /// recorded after it was made, which the member recorded without asking the stubs. `nil` when neither is so.
    /// Compares arguments (user code), so call it with no lock held.
    static func unusedStubNote(_ stub: StubEntry, calls: [RecordedCall], nameAnswered: Bool) -> String? {
        let own = calls.filter { $0.functionName == stub.functionName }
        if let expected = stub.arguments, let conflict = conflicts(expected, in: own.map(\.arguments)).first {
            return "Its with(...) can never match: \(describe(conflict, of: stub.functionName))"
        }
        let later = own.first { call in
            call.sequenceNumber >= stub.firstLaterCall && stub.expected?.match(call.arguments) ?? true
        }
        // A property's stub with a value: its setter records the set, and only its getter, which takes none, asks. (A
        // subscript's getter takes arguments: left alone, as its setter records beside a stubbed getter.)
        if !FunctionName.isMethod(stub.functionName) {
            guard !stub.functionName.contains("("), let call = later, !call.arguments.isEmpty, stub.argumentCount > 0
            else { return nil }
            return Misuse.stubOfASet(stub, call: call)
        }
        // A method's stub that a call matched after it, where the member only records (no stub of it answered).
        guard !nameAnswered, let call = later else { return nil }
        return Misuse.unaskedStub(stub, call: call)
    }

    /// A conflict of an expected argument with every call's, and its fix.
    private static func describe(
        _ conflict: (position: Int, types: [String], why: String), of functionName: String
    ) -> String {
        let types = conflict.types.count == 1
            ? "\(conflict.types[0]) in every call"
            : conflict.types.joined(separator: ", ") + " in the calls"
        return """
            argument \(conflict.position + 1) of \(functionName) is \(types), and \(conflict.why).
            \(fix(conflict.types[0], at: conflict.position, why: conflict.why))
            """
    }

    /// The failure of a stub whose typed `pass` can never look at an argument of this call, or `nil`; where
    /// `otherStubAnswered`, also of one whose expected `nil` meets a value of an enum with a case named `none` (a
    /// `.none` meant as that case), which the message of a missing stub names otherwise. A value of another type is
    /// not reported for a stub: a parameter of a protocol type may take it in another call.
    static func stubMessage(
        _ stub: StubEntry, fakeName: String, arguments: [Any?], otherStubAnswered: Bool
    ) -> String? {
        guard let expected = stub.arguments, expected.count == arguments.count else { return nil }
        for position in expected.indices {
            // A typed `pass`, or `nil`: an `instanceOf` tells apart the types a parameter of a protocol type takes.
            if let option = expected[position] as? Argument {
                guard case ._passAs = option else { continue }
            } else if expected[position] != nil || !otherStubAnswered {
                continue
            }
            guard let why = typeConflict(expected[position], arguments[position]),
                  let actual = flattened(arguments[position]) else { continue }
            let typeName = TypeName.of(value: actual)
            return """
                The stub \(stub.description) on \(fakeName) can never answer the call \
                \(CallFormatter.received(arguments)): argument \(position + 1) is \(typeName), and \(why).
                \(fix(typeName, at: position, why: why))
                """
        }
        return nil
    }
}

/// The families a literal rule compares across (``LiteralMatching``): numbers with numbers, text with text.
enum LiteralFamily {
    case number
    case text

    init?(_ value: Any) {
        self.init(type: Swift.type(of: value))
    }

    init?(type: Any.Type) {
        switch type {
        case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type, is Decimal.Type: self = .number
        case is any StringProtocol.Type, is Character.Type: self = .text
        default: return nil
        }
    }
}

/// A collection asked for the static type of its elements (a dictionary's values) and keys (`Void` for others).
private protocol ElementTyped {
    static var elementType: Any.Type { get }
    static var keyType: Any.Type { get }
}

extension ElementTyped {
    fileprivate static var keyType: Any.Type { Void.self }
}

extension Array: ElementTyped {
    fileprivate static var elementType: Any.Type { Element.self }
}

extension Set: ElementTyped {
    fileprivate static var elementType: Any.Type { Element.self }
}

extension Dictionary: ElementTyped {
    fileprivate static var elementType: Any.Type { Value.self }
    fileprivate static var keyType: Any.Type { Key.self }
}
