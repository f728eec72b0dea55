import Dispatch
import Doubles
import DoublesMatchers
import Foundation
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

protocol StringService: AnyObject {
    var readonlyProperty: String { get }
    var readwriteProperty: String { get set }
    func giveMeAString(arg1: Bool, arg2: String) -> String
    func hereAreTwoStrings(string1: String, string2: String) -> Bool
    func iHaveACompletionClosure(string: String, completion: @escaping () -> Void)
    static func giveMeAString(arg1: Bool, arg2: String) -> String
    static func imAStaticFunction()
}

final class FakeStringService: StringService, Spryable {
    enum StaticFunction: String, StringRepresentable {
        case giveMeAString = "giveMeAString(arg1:arg2:)"
        case imAStaticFunction = "imAStaticFunction()"
    }

    enum Function: String, StringRepresentable {
        case readonlyProperty = "readonlyProperty"
        case readwriteProperty = "readwriteProperty"
        case giveMeAString = "giveMeAString(arg1:arg2:)"
        case hereAreTwoStrings = "hereAreTwoStrings(string1:string2:)"
        case iHaveACompletionClosure = "iHaveACompletionClosure(string:completion:)"
    }

    var readonlyProperty: String {
        stubbedValue()
    }

    var readwriteProperty: String {
        get { stubbedValue() }
        set { recordCall(arguments: newValue) }
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

    static func giveMeAString(arg1: Bool, arg2: String) -> String {
        spryify(arguments: arg1, arg2)
    }

    static func imAStaticFunction() {
        spryify()
    }
}
