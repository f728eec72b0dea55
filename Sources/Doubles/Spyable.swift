/// A fake that records the calls it receives, so a test can ask what happened.
///
/// Declare the two enums of member names, and call
/// ``recordCall(functionName:arguments:fileID:filePath:line:column:)-method`` in every member that should be spied:
///
/// ```swift
/// final class FakeStringService: StringService, Spyable {
///     enum StaticFunction: String, StringRepresentable {
///         case imAStaticFunction = "imAStaticFunction()"
///     }
///     enum Function: String, StringRepresentable {
///         case hereAreTwoStrings = "hereAreTwoStrings(string1:string2:)"
///     }
///
///     func hereAreTwoStrings(string1: String, string2: String) -> Bool {
///         recordCall(arguments: string1, string2)
///         return false
///     }
///
///     static func imAStaticFunction() {
///         recordCall()
///     }
/// }
/// ```
///
/// A fake needs no stored property: its calls are kept by Doubles, released when the fake goes away, and safe
/// to record and read from any thread.
public protocol Spyable: AnyObject {
    /// The names of the instance members, with raw values equal to their `#function`. A fake with only static
    /// members declares none; it is ``NoFunctions`` then.
    associatedtype Function: StringRepresentable = NoFunctions
    /// The names of the static members under the name Spry 3 gave them. A fake with no static members declares
    /// neither this nor ``StaticFunction``; it is ``NoFunctions`` then.
    associatedtype ClassFunction: StringRepresentable = NoFunctions
    /// The names of the static members, with raw values equal to their `#function`. Defaults to
    /// ``ClassFunction``, so a fake may declare either.
    associatedtype StaticFunction: StringRepresentable = ClassFunction
}

extension Spyable {
    /// Records a call of the member this is called from.
    /// - Parameters:
    ///   - functionName: The member's name; leave the default, `#function`.
    ///   - arguments: The member's arguments, in order. In a property setter, `newValue`.
    ///   - fileID: The caller's file, where a name missing from the enum is reported; leave the default.
    ///   - filePath: The caller's file path, for the same; leave the default.
    ///   - line: The caller's line, for the same; leave the default.
    ///   - column: The caller's column, for the same; leave the default.
    @_transparent
    public func recordCall(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        FakeCore.recordCall(
            .instance(self), functionName: functionName, arguments: arguments,
            isKnown: { Function(rawValue: functionName) != nil }, enumType: Function.self,
            at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Checks whether `function` was called, optionally with matching arguments and a number of times.
    ///
    /// ```swift
    /// fake.didCall(.giveMeAString).success
    /// fake.didCall(.hereAreTwoStrings, withArguments: ["a", Argument.anything], countSpecifier: .exactly(1)).success
    /// ```
    /// - Parameters:
    ///   - function: The member to look for.
    ///   - arguments: One expectation per parameter: values, `nil`, ``Argument`` options. Empty means any
    ///     arguments.
    ///   - countSpecifier: How many matching calls pass. The default is at least one.
    ///   - fileID: The caller's file, where a misused argument is reported; leave the default.
    ///   - filePath: The caller's file path, for the same; leave the default.
    ///   - line: The caller's line, for the same; leave the default.
    ///   - column: The caller's column, for the same; leave the default.
    /// - Returns: The outcome and a description of every call the fake received.
    public func didCall(
        _ function: Function,
        withArguments arguments: [SpryEquatable?] = [],
        countSpecifier: CountSpecifier = .atLeast(1),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> DidCallResult {
        FakeCore.didCall(
            target: .instance(self), function: function, arguments: arguments,
            countSpecifier: countSpecifier,
            at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Checks whether a property was set to `value`.
    ///
    /// ```swift
    /// fake.didCall(.readwriteProperty, with: "value").success
    /// ```
    public func didCall(
        _ function: Function,
        with value: SpryEquatable?,
        countSpecifier: CountSpecifier = .atLeast(1),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> DidCallResult {
        didCall(
            function, withArguments: [value], countSpecifier: countSpecifier,
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }

    /// Every call recorded on this fake, oldest first.
    public var recordedCalls: [RecordedCall] {
        Registry.shared.calls(.instance(self))
    }

    /// Forgets every call recorded on this fake.
    public func resetCalls() {
        Registry.shared.resetCalls(.instance(self))
    }

    /// Records a call of the static member this is called from.
    public static func recordCall(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        FakeCore.recordCall(
            .type(self), functionName: functionName, arguments: arguments,
            isKnown: { StaticFunction(rawValue: functionName) != nil }, enumType: StaticFunction.self,
            at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Checks whether the static member `function` was called; see the instance form.
    public static func didCall(
        _ function: StaticFunction,
        withArguments arguments: [SpryEquatable?] = [],
        countSpecifier: CountSpecifier = .atLeast(1),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> DidCallResult {
        FakeCore.didCall(
            target: .type(self), function: function, arguments: arguments,
            countSpecifier: countSpecifier,
            at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Checks whether a static property was set to `value`.
    public static func didCall(
        _ function: StaticFunction,
        with value: SpryEquatable?,
        countSpecifier: CountSpecifier = .atLeast(1),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> DidCallResult {
        didCall(
            function, withArguments: [value], countSpecifier: countSpecifier,
            fileID: fileID, filePath: filePath, line: line, column: column
        )
    }

    /// Every call recorded on this fake type's static members, oldest first.
    public static var recordedCalls: [RecordedCall] {
        Registry.shared.calls(.type(self))
    }

    /// The static calls a check by the running test counts (its own, and those made where no test is known), and
    /// those it does not.
    package static var callsByOrigin: (counted: [RecordedCall], uncounted: [RecordedCall]) {
        Registry.shared.callsByOrigin(.type(self), checking: FakeTarget.type(self).origin)
    }

    /// Forgets every call recorded on this fake type's static members, in every test. Another Swift Testing test whose
    /// calls it forgot, which may still be running, is told so by its static checks; see <doc:IsolatingStaticState>.
    public static func resetCalls() {
        Registry.shared.resetCalls(.type(self))
    }
}

extension Spyable {
    /// `didCall` for a matcher named `matcher` (`haveReceived`), which reports the arguments that can never match
    /// (``DidCallResult/_cannotMatch``) as its own failure rather than having them reported here: DoublesMatchers'
    /// and the Nimble adapter template's. Not for direct use.
    public func _didCall(
        _ function: Function, withArguments arguments: [SpryEquatable?], countSpecifier: CountSpecifier,
        matcher: String, at location: CodeLocation
    ) -> DidCallResult {
        FakeCore.didCall(
            target: .instance(self), function: function, arguments: arguments, countSpecifier: countSpecifier,
            matcher: matcher, at: location
        )
    }

    /// The static form of ``_didCall(_:withArguments:countSpecifier:matcher:at:)``. Not for direct use.
    public static func _didCall(
        _ function: StaticFunction, withArguments arguments: [SpryEquatable?], countSpecifier: CountSpecifier,
        matcher: String, at location: CodeLocation
    ) -> DidCallResult {
        FakeCore.didCall(
            target: .type(self), function: function, arguments: arguments, countSpecifier: countSpecifier,
            matcher: matcher, at: location
        )
    }
}
