//___FILEHEADER___

import Doubles
@testable import ___VARIABLE_moduleName:identifier___

/// A spy of ___VARIABLE_productName:identifier___. Add a case to each enum and a member below for every
/// member of ___VARIABLE_productName:identifier___ (for a class, mark each member `override`).
final class Fake___VARIABLE_productName:identifier___: ___VARIABLE_productName:identifier___, Spyable {
    enum StaticFunction: String, StringRepresentable {
        case staticExample = "staticExample()"
    }

    enum Function: String, StringRepresentable {
        case example = "example(_:)"
        case exampleProperty = "exampleProperty"
    }

    // An example member: the raw value of its case is what #function yields inside it.
    func example(_ value: Int) -> String {
        recordCall(arguments: value)
        return ""
    }

    var exampleProperty: String {
        get {
            recordCall()
            return ""
        }
        set { recordCall(arguments: newValue) }
    }

    static func staticExample() {
        recordCall()
    }
}
