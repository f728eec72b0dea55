import Doubles

protocol StringService: AnyObject {
    var readonlyProperty: String { get }
    var readwriteProperty: String { get set }
    var optionalProperty: String? { get }
    func giveMeAString(arg1: Bool, arg2: String) -> String
    func hereAreTwoStrings(string1: String, string2: String) -> Bool
    func iHaveACompletionClosure(string: String, completion: @escaping () -> Void)
    func takeAnOptional(_ value: String?) -> Int?
    func doSomething()
    subscript(index: Int) -> String { get }
    static func giveMeAString(arg1: Bool, arg2: String) -> String
    static func imAStaticFunction()
}

final class FakeStringService: StringService, Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable {
        case giveMeAString = "giveMeAString(arg1:arg2:)"
        case imAStaticFunction = "imAStaticFunction()"
    }

    enum Function: String, StringRepresentable {
        case readonlyProperty = "readonlyProperty"
        case readwriteProperty = "readwriteProperty"
        case optionalProperty = "optionalProperty"
        case giveMeAString = "giveMeAString(arg1:arg2:)"
        case hereAreTwoStrings = "hereAreTwoStrings(string1:string2:)"
        case iHaveACompletionClosure = "iHaveACompletionClosure(string:completion:)"
        case takeAnOptional = "takeAnOptional(_:)"
        case doSomething = "doSomething()"
        case subscriptIndex = "subscript(_:)"
    }

    var readonlyProperty: String {
        stubbedValue()
    }

    var readwriteProperty: String {
        get { stubbedValue() }
        set { recordCall(arguments: newValue) }
    }

    var optionalProperty: String? {
        stubbedValue()
    }

    func giveMeAString(arg1: Bool, arg2: String) -> String {
        spryify(arguments: arg1, arg2)
    }

    func hereAreTwoStrings(string1: String, string2: String) -> Bool {
        spryify(arguments: string1, string2)
    }

    func iHaveACompletionClosure(string: String, completion: @escaping () -> Void) {
        spryify(arguments: string, completion)
    }

    func takeAnOptional(_ value: String?) -> Int? {
        spryify(arguments: value)
    }

    func doSomething() {
        spryify()
    }

    subscript(index: Int) -> String {
        spryify(arguments: index)
    }

    static func giveMeAString(arg1: Bool, arg2: String) -> String {
        spryify(arguments: arg1, arg2)
    }

    static func imAStaticFunction() {
        spryify()
    }
}

/// A fake whose enum lacks a case, to show the message for an unknown function name.
final class FakeWithMissingCase: Spryable {
    enum StaticFunction: String, StringRepresentable {
        case none = "none()"
    }

    enum Function: String, StringRepresentable {
        case known = "known()"
    }

    /// The lines of the calls below, for tests of where a misuse is reported.
    static let addLine: UInt = #line + 4
    static let logLine: UInt = #line + 7

    func add(_ lhs: Int, _ rhs: Int) -> Int? {
        spryify(arguments: lhs, rhs)
    }

    func log(_ message: String) {
        recordCall(arguments: message)
    }
}

final class Reference: SpryEquatable, Equatable {
    let id: Int
    init(id: Int) { self.id = id }
    static func == (lhs: Reference, rhs: Reference) -> Bool { lhs.id == rhs.id }
}

struct Person: Equatable, SpryEquatable {
    let name: String
    let age: Int
}

struct NotEquatable {
    let value: Int
}
