/// A fake whose members return values that a test chooses.
///
/// Declare the two enums of member names, and return
/// ``stubbedValue(functionName:arguments:fileID:filePath:line:column:)-4vqwn`` from every member that should be
/// stubbed:
///
/// ```swift
/// final class FakeStringService: StringService, Stubbable {
///     enum StaticFunction: String, StringRepresentable {
///         case imAStaticFunction = "imAStaticFunction()"
///     }
///     enum Function: String, StringRepresentable {
///         case giveMeAString = "giveMeAString()"
///     }
///
///     func giveMeAString() -> String {
///         stubbedValue()
///     }
///
///     static func imAStaticFunction() {
///         stubbedValue()
///     }
/// }
///
/// fake.stub(.giveMeAString).andReturn("stubbed value")
/// ```
public protocol Stubbable: AnyObject {
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

extension Stubbable {
    /// Begins a stub for `function`. Finish it with `andReturn` or `andDo`, after an optional `with(...)`.
    ///
    /// Stubbing the same function with the same arguments twice is reported; use
    /// ``stubAgain(_:fileID:filePath:line:column:)-method`` to replace a stub on purpose.
    public func stub(
        _ function: Function,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Stub {
        Stub(
            target: .instance(self), function: function, replacing: false,
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Begins a stub that replaces an existing stub with the same function and arguments.
    public func stubAgain(
        _ function: Function,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Stub {
        Stub(
            target: .instance(self), function: function, replacing: true,
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// The value stubbed for the member this is called from, with these arguments.
    ///
    /// When no stub matches, a test failure names the fake, the function, the arguments and the stubs it has.
    /// The member then returns its return type's empty value (see ``EmptyValueProviding``); a `Void` member needs
    /// no stub. Use the `fallbackValue:` form to return a default instead.
    @_transparent
    public func stubbedValue<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> T {
        Answering.value(
            Function.self, .instance(self), functionName: functionName, arguments: arguments, record: false,
            fallback: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// The value stubbed for the member this is called from, or `fallbackValue` when no stub matches.
    public func stubbedValue<T>(
        functionName: String = #function, arguments: Any?..., fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> T {
        withUnsafePointer(to: fallbackValue) { fallback in
            Answering.value(
                Function.self, .instance(self), functionName: functionName, arguments: arguments, record: false,
                fallback: fallback,
                at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            )
        }
    }

    /// Removes every stub from this fake.
    public func resetStubs() {
        Registry.shared.resetStubs(.instance(self))
    }

    /// Makes this fake relaxed: a call that no stub answers returns its return type's empty value (see
    /// ``EmptyValueProviding``) and is no failure. For a fake that a test needs but does not check, such as a
    /// logger's handler, whose every member would otherwise need a stub.
    ///
    /// ```swift
    /// let handler = FakeLogHandler()
    /// handler.relax()
    /// let logger = Logger(label: "test") { _ in handler }
    /// logger.info("starting")  // reads handler.logLevel, which returns the first case, .trace
    /// ```
    ///
    /// Calls are still recorded, so checks see them; stubs still answer the calls they match. A return type with
    /// no empty value is still a failure. It lasts as long as the fake, through `resetStubs()`.
    public func relax() {
        Registry.shared.relax(.instance(self))
    }

    /// Begins a stub for the static member `function`.
    public static func stub(
        _ function: StaticFunction,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Stub {
        Stub(
            target: .type(self), function: function, replacing: false,
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Begins a stub that replaces an existing static stub with the same function and arguments.
    public static func stubAgain(
        _ function: StaticFunction,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Stub {
        Stub(
            target: .type(self), function: function, replacing: true,
            location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// The value stubbed for the static member this is called from.
    public static func stubbedValue<T>(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> T {
        Answering.value(
            StaticFunction.self, .type(self), functionName: functionName, arguments: arguments, record: false,
            fallback: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// The value stubbed for the static member this is called from, or `fallbackValue` when no stub matches.
    public static func stubbedValue<T>(
        functionName: String = #function, arguments: Any?..., fallbackValue: T,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> T {
        withUnsafePointer(to: fallbackValue) { fallback in
            Answering.value(
                StaticFunction.self, .type(self), functionName: functionName, arguments: arguments, record: false,
                fallback: fallback,
                at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            )
        }
    }

    /// Removes every stub from this fake type's static members, in every test. Another Swift Testing test whose stubs
    /// it removed, which may still be running, is told so by its missing stubs; see <doc:IsolatingStaticState>.
    public static func resetStubs() {
        Registry.shared.resetStubs(.type(self))
    }

    /// Makes the fake type relaxed for its static members: a call that no stub answers returns its return
    /// type's empty value and is no failure. See ``relax()-swift.method``. It counts for the test that calls it (or for
    /// every test, when called where no test runs), and, as another test's static stub does, for calls made where no
    /// test is known, such as a Dispatch queue's in Swift Testing. Inside
    /// ``withIsolatedDoubles(_:)`` or a test with the `.isolatedDoubles` trait, it lasts until the scope ends.
    public static func relax() {
        Registry.shared.relax(.type(self))
    }
}

extension Stubbable {
    /// The `Void` form of `stubbedValue`, so a member that returns nothing can call it as a statement.
    @_transparent
    public func stubbedValue(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let _: Void = Answering.value(
            Function.self, .instance(self), functionName: functionName, arguments: arguments, record: false,
            fallback: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// The `Void` form of the static `stubbedValue`, so a static member that returns nothing can call it as a statement.
    public static func stubbedValue(
        functionName: String = #function, arguments: Any?...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let _: Void = Answering.value(
            StaticFunction.self, .type(self), functionName: functionName, arguments: arguments, record: false,
            fallback: nil, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
}
