import Testing
@testable import Doubles

/// The exact text of every message a misused fake or stub gives.
@Suite struct DiagnosticsTests {
    let fake = FakeStringService()

    @Test func missingStub_forAnOptionalReturn_isReportedAndGivesNil() {
        fake.stub(.giveMeAString).with(false, "y").andReturn("s")
        var result: Int? = 5
        let records = failureRecords { result = fake.takeAnOptional("x") }
        #expect(result == nil)
        #expect(records.map(\.message) == [
            """
            FakeStringService has no stub for takeAnOptional(_:) -> Int? that matches the call with <"x">.
            Stubs on FakeStringService:
                giveMeAString(arg1:arg2:) with <false>, <"y"> -> andReturn("s")
            Fix: stub it before the call, for example `fake.stub(.takeAnOptional).andReturn(0)`, or, for a \
            fake this test does not check, call `fake.relax()` first.
            """,
        ])
        #expect(records.first?.location.fileID == "DoublesTests/Fakes.swift")
    }

    @Test func aVoidMember_needsNoStub_andIsRecorded() {
        let messages = failures { fake.doSomething() }
        #expect(messages == [])
        #expect(fake.didCall(.doSomething).success, "the call is recorded without a stub")
    }

    @Test func wrongArgumentsForTheOnlyStub_isAMissingStub() {
        fake.stub(.takeAnOptional).with("y").andReturn(1)
        let messages = failures { _ = fake.takeAnOptional(nil) }
        #expect(messages.first?.hasPrefix(
            "FakeStringService has no stub for takeAnOptional(_:) -> Int? that matches the call with <nil>."
        ) == true)
        #expect(messages.first?.contains("    takeAnOptional(_:) with <\"y\"> -> andReturn(1)") == true)
    }

    @Test func unknownFunctionName_showsTheCaseToAdd() {
        let other = FakeWithMissingCase()
        let messages = failures { other.log("hello") }
        #expect(messages == [
            """
            FakeWithMissingCase.Function has no case for "log(_:)", so the call with <"hello"> cannot be matched \
            by name.
            Fix: add this case to FakeWithMissingCase's `enum Function`:
                case log = "log(_:)"
            """,
        ])
    }

    @Test func unknownFunctionName_isReportedOnEveryCall_whileKnownNamesAreRememberedPerFake() {
        let other = FakeWithMissingCase()
        let messages = failures {
            other.log("first")
            other.log("second")
        }
        #expect(messages.count == 2)
        #expect(messages.last?.contains("the call with <\"second\">") == true)
        #expect(other.recordedCalls.map(\.functionName) == ["log(_:)", "log(_:)"])
    }

    @Test func unknownFunctionName_isReportedAtTheFakesMember() {
        let other = FakeWithMissingCase()
        let records = failureRecords {
            other.log("hello")
            _ = other.add(1, 2)
        }
        #expect(records.map(\.location.line) == [FakeWithMissingCase.logLine, FakeWithMissingCase.addLine])
        #expect(records.allSatisfy { $0.location.fileID == "DoublesTests/Fakes.swift" })
    }

    @Test func unknownFunctionName_inAStubbedMember_isReportedOnce() {
        let other = FakeWithMissingCase()
        var result: Int? = 1
        let messages = failures { result = other.add(1, 2) }
        #expect(result == nil)
        #expect(messages == [
            """
            FakeWithMissingCase.Function has no case for "add(_:_:)", so the call with <1>, <2> cannot be matched \
            by name.
            Fix: add this case to FakeWithMissingCase's `enum Function`:
                case add = "add(_:_:)"
            """,
        ])
    }

    @Test func suggestedCase_escapesKeywords() {
        #expect(FunctionName.suggestedCase(for: "subscript(_:)") == "case `subscript` = \"subscript(_:)\"")
        #expect(FunctionName.suggestedCase(for: "readonlyProperty") == "case readonlyProperty = \"readonlyProperty\"")
    }

    @Test func duplicateStub_isReportedAndTheNewOneWins() {
        fake.stub(.giveMeAString).with(true, Argument.anything).andReturn("first")
        let line: UInt = #line + 1
        let records = failureRecords { fake.stub(.giveMeAString).with(true, Argument.anything).andReturn("second") }
        #expect(records.map(\.message) == [
            """
            FakeStringService already has a stub for giveMeAString(arg1:arg2:) with <true>, <Argument.anything>; \
            the new one replaces it.
            Fix: use `fake.stubAgain(.giveMeAString)` to replace a stub on purpose, or call resetStubs() first.
            """,
        ])
        #expect(records.first?.location.line == line)
        #expect(fake.giveMeAString(arg1: true, arg2: "") == "second")
    }

    @Test func stubsWithDifferentArguments_areNotDuplicates() {
        let messages = failures {
            fake.stub(.giveMeAString).with(true, "a").andReturn("a")
            fake.stub(.giveMeAString).with(true, "b").andReturn("b")
            fake.stub(.giveMeAString).andReturn("any")
            fake.stub(.giveMeAString).with(true, Argument.pass { _ in true }).andReturn("p1")
            fake.stub(.giveMeAString).with(true, Argument.pass { _ in true }).andReturn("p2")
        }
        #expect(messages.isEmpty)
    }

    /// The newest stub whose arguments match answers, so a catch-all made after specific stubs hides them.
    @Test func aCatchAllStub_madeAfterSpecificOnes_isReportedAtItsLine_asHidingThem() {
        let first = #line + 1
        fake.stub(.giveMeAString).with(true, "SAVE10").andReturn("ten")
        fake.stub(.giveMeAString).with(Argument.anything, "x").andReturn("x")
        let line: UInt = #line + 1
        let records = failureRecords { fake.stub(.giveMeAString).with(Argument.anything, Argument.anything).andReturn("") }
        #expect(records.map(\.message) == [
            """
            FakeStringService's stub for giveMeAString(arg1:arg2:) with <Argument.anything>, <Argument.anything> \
            matches every call, and the newest stub that matches answers, so no call reaches the stubs made before it:
                giveMeAString(arg1:arg2:) with <true>, <"SAVE10"> -> andReturn("ten"), at \
            DoublesTests/DiagnosticsTests.swift:\(first):18
                giveMeAString(arg1:arg2:) with <Argument.anything>, <"x"> -> andReturn("x"), at \
            DoublesTests/DiagnosticsTests.swift:\(first + 1):18
            Fix: for a default, stub without with(...), which every stub with arguments is chosen before: \
            `fake.stub(.giveMeAString).andReturn(…)`; or make the catch-all stub first; or, to leave those stubs \
            behind on purpose, use `fake.stubAgain(.giveMeAString)`.
            """,
        ])
        #expect(records.first?.location.line == line)
        #expect(fake.giveMeAString(arg1: true, arg2: "SAVE10") == "")
    }

    @Test func aCatchAllStub_madeFirst_orReplacingOnPurpose_orADefaultWithoutArguments_hidesNothing() {
        var answers: [String] = []
        let messages = failures {
            // A stub that answered was for an earlier part of the test; one of another count is a slip of its own.
            fake.stub(.giveMeAString).with(false, "first").andReturn("first")
            answers.append(fake.giveMeAString(arg1: false, arg2: "first"))
            fake.stub(.giveMeAString).with(Argument.captor(), Argument.captor()).andReturn("later")
            answers.append(fake.giveMeAString(arg1: false, arg2: "first"))
            fake.resetStubs()
            fake.stub(.giveMeAString).with(Argument.anything, Argument.anything).andReturn("")
            fake.stub(.giveMeAString).with(true, "SAVE10").andReturn("ten")
            fake.stubAgain(.giveMeAString).with(Argument.anything, Argument.anything).andReturn("any")
            fake.stub(.hereAreTwoStrings).with("a", "b").andReturn(true)
            fake.stub(.hereAreTwoStrings).andReturn(false)
        }
        #expect(messages == [])
        #expect(answers == ["first", "later"])
        #expect(fake.hereAreTwoStrings(string1: "a", string2: "b"))
        let other = FakeStringService()
        let wrongCount = failures {
            other.stub(.giveMeAString).with(true).andReturn("one")
            other.stub(.giveMeAString).with(Argument.anything, Argument.anything).andReturn("")
        }
        #expect(wrongCount.count == 1 && wrongCount[0].contains("gives 1 argument"))
    }

    @Test func wrongArgumentCount_inWith_isReportedAtTheStub() {
        let line: UInt = #line + 1
        let records = failureRecords { fake.stub(.giveMeAString).with(true).andReturn("x") }
        #expect(records.map(\.message) == [
            """
            with(.giveMeAString) on FakeStringService gives 1 argument (<true>), but giveMeAString(arg1:arg2:) \
            takes 2, so the stub answers no call made with 2.
            Fix: give one argument per parameter, using Argument.anything for those that do not matter; a variadic \
            parameter is one argument, an array.
            """,
        ])
        #expect(records.first?.location.line == line)
    }

    /// An empty `with()` on a member that takes arguments is a slip, and the stub it made lists as taking none, not
    /// as a stub for any arguments.
    @Test func anEmptyWith_onAMemberThatTakesArguments_isReported_andListedAsTakingNone() {
        let slip = failures { fake.stub(.giveMeAString).with().andReturn("x") }
        #expect(slip.first?.hasPrefix("with(.giveMeAString) on FakeStringService gives 0 arguments ()") == true)
        let missing = failures { _ = fake.giveMeAString(arg1: true, arg2: "y") }
        #expect(missing.first?.contains("\n    giveMeAString(arg1:arg2:) with no arguments -> andReturn(\"x\")\n") == true)
    }

    /// A fake that records a parameter's parts, not the parameter, is checked by what it records, under `to` and
    /// `toNot` alike: the count in its name is a guess where calls show otherwise.
    @Test func aFakeRecordingMoreValuesThanParameters_isCheckedByWhatItRecords() {
        let handler = FakeEventLog()
        handler.log(event: (level: 2, message: "w"))
        var results: [Bool] = []
        #expect(failures {
            results.append(handler.didCall(.log, withArguments: [2, "w"]).success)
            results.append(handler.didCall(.log, withArguments: [3, Argument.anything], countSpecifier: .never).success)
        } == [])
        #expect(results == [true, true])
        #expect(failures { _ = handler.didCall(.log, withArguments: [2, "w", 3]) } == [
            """
            didCall(.log) on FakeEventLog gives 3 arguments (<2>, <"w">, <3>), but the fake records 2 in every call \
            of log(event:).
            Fix: give one argument per value the fake records in each call, using Argument.anything for those that \
            do not matter.
            """,
        ])
        // A check with one argument per parameter may be right, and the fake wrong: the message says both.
        #expect(failures { _ = handler.didCall(.log, withArguments: [Argument.anything]) } == [
            """
            didCall(.log) on FakeEventLog gives 1 argument (<Argument.anything>), one per parameter of log(event:), \
            but the fake records 2 in every call of it.
            Fix: if the fake's member leaves out a parameter, or adds one, by mistake, pass each parameter once to \
            spryify(arguments:); else give one argument per value the fake records, using Argument.anything for those \
            that do not matter.
            """,
        ])
    }

    /// A fake whose member leaves a parameter out of `spryify` makes calls no stub with one argument per parameter
    /// answers: the missing-stub message says so.
    @Test func aCallWithFewerValuesThanParameters_saysSoWhereNoStubAnswers() {
        final class FakePager: Spryable {
            enum StaticFunction: String, StringRepresentable { case none = "none()" }
            enum Function: String, StringRepresentable { case page = "page(size:cursor:)" }
            func page(size: Int, cursor: String?) -> [Int] { spryify(arguments: size) }  // `cursor` left out
        }
        let pager = FakePager()
        pager.stub(.page).with(10, nil).andReturn([1])
        let messages = failures { _ = pager.page(size: 10, cursor: nil) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("""
            The call passes 1 value for the 2 parameters of page(size:cursor:), so no stub with 2 arguments answers \
            it: if the fake's member leaves one out of spryify(arguments:), pass each parameter once.
            """) == true, "\(messages)")
        // Nor one value too many, worded for it; a call with one value per parameter says nothing of it.
        final class FakeWider: Spryable {
            enum StaticFunction: String, StringRepresentable { case none = "none()" }
            enum Function: String, StringRepresentable { case page = "page(size:)" }
            func page(size: Int) -> [Int] { spryify(arguments: size, 0) }
        }
        let wider = FakeWider()
        wider.stub(.page).with(10).andReturn([1])
        #expect(failures { _ = wider.page(size: 10) }.first?.contains("""
            The call passes 2 values for the 1 parameter of page(size:), so no stub with 1 argument answers it: if \
            the fake's member adds one to spryify(arguments:), pass each parameter once.
            """) == true)
        let fine = failures { _ = fake.giveMeAString(arg1: true, arg2: "x") }
        #expect(fine.allSatisfy { !$0.contains("The call passes") })
    }

    /// A property's read passes no arguments, so a stub with `with(...)` answers none; a setter or a member named by
    /// hand may pass some, so the stub is not judged where it is made, but a read it leaves unanswered says why.
    @Test func aPropertyReadWithOnlyStubsWithArguments_saysWhyNoneAnswers() {
        #expect(failures { fake.stub(.readonlyProperty).with("x").andReturn("y") } == [])
        let messages = failures { _ = fake.readonlyProperty }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("""
            Every stub of readonlyProperty takes with(...) arguments, and this read passes none, so none answers it: \
            stub it without with(...) to answer its reads.
            """) == true, "\(messages)")
    }

    @Test func wrongArgumentCount_inDidCall_isReported() {
        let messages = failures { _ = fake.didCall(.hereAreTwoStrings, withArguments: ["a", "b", "c"]) }
        #expect(messages == [
            """
            didCall(.hereAreTwoStrings) on FakeStringService gives 3 arguments (<"a">, <"b">, <"c">), but \
            hereAreTwoStrings(string1:string2:) takes 2.
            Fix: give one argument per parameter, using Argument.anything for those that do not matter; a variadic \
            parameter is one argument, an array.
            """,
        ])
    }

    @Test func wrongArgumentCount_inACheckThatPassesWithNoMatch_isReported() {
        fake.stub(.hereAreTwoStrings).andReturn(true)
        _ = fake.hereAreTwoStrings(string1: "a", string2: "b")
        var result: DidCallResult?
        let messages = failures {
            result = fake.didCall(.hereAreTwoStrings, withArguments: ["a"], countSpecifier: .exactly(0))
        }
        #expect(result?.success == true, "no call has one argument")
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix(
            "didCall(.hereAreTwoStrings) on FakeStringService gives 1 argument (<\"a\">)"
        ) == true)
    }

    @Test func nonSpryEquatableArgument_isReported() {
        let smuggled: Any? = NotEquatable(value: 1)
        let messages = failures { fake.stub(.takeAnOptional).with(smuggled as? SpryEquatable ?? Optional(NotEquatable(value: 1))).andReturn(1) }
        #expect(messages == [
            """
            with(.takeAnOptional) for FakeStringService.takeAnOptional(_:) has an argument at position 1 of type \
            NotEquatable, which is neither Equatable nor SpryEquatable, so it can never match.
            Fix: make NotEquatable Equatable where it is declared (`struct NotEquatable: Equatable` compares every \
            stored property; Swift writes that `==` only in the type's own file, so an extension elsewhere writes its \
            own), or check it yourself with `Argument.pass { (argument: NotEquatable) in … }`.
            """,
        ])
    }

    @Test func collectionsOfNonSpryEquatableValues_areReported_namingTheElementType() {
        let listed = failures { fake.stub(.takeAnOptional).with([NotEquatable(value: 1)]).andReturn(1) }
        #expect(listed == [
            """
            with(.takeAnOptional) for FakeStringService.takeAnOptional(_:) has an argument at position 1 of type \
            [NotEquatable], which holds a value of type NotEquatable, which is neither Equatable nor \
            SpryEquatable, so it can never match.
            Fix: make NotEquatable Equatable where it is declared (`struct NotEquatable: Equatable` compares every \
            stored property; Swift writes that `==` only in the type's own file, so an extension elsewhere writes its \
            own), or check it yourself with `Argument.pass { (argument: NotEquatable) in … }`.
            """,
        ])
        let keyed = failures { _ = fake.didCall(.takeAnOptional, withArguments: [["a": NotEquatable(value: 1)]]) }
        #expect(keyed.count == 1)
        #expect(keyed.first?.hasPrefix("""
            didCall(.takeAnOptional) for FakeStringService.takeAnOptional(_:) has an argument at position 1 of type \
            [String: NotEquatable], which holds a value of type NotEquatable
            """) == true)
        let nested = failures { fake.stub(.takeAnOptional).with([[NotEquatable(value: 1)]]).andReturn(1) }
        #expect(nested.first?.contains("which holds a value of type NotEquatable") == true)
    }

    @Test func aSubscriptsSetterCall_mayGiveItsNewValueAfterTheIndex() {
        let messages = failures { _ = fake.didCall(.subscriptIndex, withArguments: [1, "new"]) }
        #expect(messages == [])
        let tooMany = failures { _ = fake.didCall(.subscriptIndex, withArguments: [1, "new", "more"]) }
        #expect(tooMany.count == 1)
    }

    @Test func wrongStubbedType_isReportedWithBothTypes_andWhereTheStubWasMade() {
        let line = #line + 1
        fake.stub(.takeAnOptional).andReturn("not an int")
        var result: Int? = 1
        let messages = failures { result = fake.takeAnOptional("x") }
        #expect(result == nil)
        #expect(messages == [
            """
            FakeStringService.takeAnOptional(_:) is stubbed at DoublesTests/DiagnosticsTests.swift:\(line):18 to \
            return <"not an int"> of type String, but it returns Int? (called with <"x">).
            Fix: stub it with a value of type Int?, for example `fake.stub(.takeAnOptional).andReturn(0)`.
            """,
        ])
    }

    @Test func unfinishedStub_isReportedAtItsLine() {
        let line: UInt = #line + 1
        let records = failureRecords { _ = fake.stub(.giveMeAString).with(true, "x") }
        #expect(records.map(\.message) == [
            """
            fake.stub(.giveMeAString) on FakeStringService for giveMeAString(arg1:arg2:) was never given anything \
            to do, so it was not added.
            Fix: finish it with .andReturn(…), .andDo { arguments in … } or .andThrow(…).
            """,
        ])
        #expect(records.first?.location.line == line)
    }

    @Test func staticMissingStub_namesTheType() {
        final class FakeStaticOnly: Spryable {
            enum StaticFunction: String, StringRepresentable { case load = "load(id:)" }
            enum Function: String, StringRepresentable { case none = "none()" }
            static func load(id: Int) -> String? { spryify(arguments: id) }
        }
        let messages = failures { _ = FakeStaticOnly.load(id: 3) }
        #expect(messages == [
            """
            FakeStaticOnly has no stub for load(id:) -> String? that matches the call with <3>.
            Stubs on FakeStaticOnly: none
            Fix: stub it before the call, for example `FakeStaticOnly.stub(.load).andReturn("")`, or, for a \
            fake this test does not check, call `FakeStaticOnly.relax()` first.
            """,
        ])
    }
}

/// A fake that records the parts of its parameter, which is not `Equatable`.
private final class FakeEventLog: Spyable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable { case log = "log(event:)" }

    func log(event: (level: Int, message: String)) { recordCall(arguments: event.level, event.message) }
}

/// A stub of `Argument.nonNil` matches every call with a value there: made after stubs of values, it hides them.
@Suite struct NonNilCatchAllTests {
    private let fake = FakeStringService()

    @Test func aNonNilStub_madeAfterStubsOfValues_isReportedAtItsLine_asHidingThem() {
        let first = #line + 1
        fake.stub(.hereAreTwoStrings).with("a", "b").andReturn(true)
        fake.stub(.hereAreTwoStrings).with(Argument.pass { _ in true }, "b").andReturn(true)
        fake.stub(.hereAreTwoStrings).with(Argument.nil, "b").andReturn(true)
        let records = failureRecords {
            fake.stub(.hereAreTwoStrings).with(Argument.nonNil, Argument.nonNil).andReturn(false)
        }
        #expect(records.map(\.message) == [
            """
            FakeStringService's stub for hereAreTwoStrings(string1:string2:) with <Argument.nonNil>, \
            <Argument.nonNil> matches every call those below match, and the newest stub that matches answers, so no \
            call reaches the stub made before it:
                hereAreTwoStrings(string1:string2:) with <"a">, <"b"> -> andReturn(true), at \
            DoublesTests/DiagnosticsTests.swift:\(first):18
            Fix: for a default, stub without with(...), which every stub with arguments is chosen before: \
            `fake.stub(.hereAreTwoStrings).andReturn(…)`; or make the catch-all stub first; or, to leave those stubs \
            behind on purpose, use `fake.stubAgain(.hereAreTwoStrings)`.
            """,
        ])
        #expect(fake.hereAreTwoStrings(string1: "a", string2: "b") == false)
    }

    @Test func aNonNilStub_madeFirst_orAfterAStubOfAnything_hidesNothing() {
        let messages = failures {
            fake.stub(.hereAreTwoStrings).with(Argument.nonNil, Argument.nonNil).andReturn(false)
            fake.stub(.hereAreTwoStrings).with("a", "b").andReturn(true)
            fake.stub(.giveMeAString).with(Argument.anything, "x").andReturn("x")
            fake.stub(.giveMeAString).with(Argument.nonNil, Argument.nonNil).andReturn("")
        }
        #expect(messages == [])
    }

    /// A `nil` argument reaches a stub of `nil` (bare, or held as a value) or of a captor, past `Argument.nonNil`.
    @Test func aNonNilStub_afterStubsThatANilArgumentReaches_hidesNothing() {
        let none: String?? = .some(nil)
        let messages = failures {
            fake.stub(.takeAnOptional).with(nil).andReturn(1)
            fake.stub(.takeAnOptional).with(Argument.nonNil).andReturn(2)
            fake.stubAgain(.takeAnOptional).with(none).andReturn(3)
            fake.stub(.takeAnOptional).with(Argument.nonNil).andReturn(4)
            fake.stubAgain(.takeAnOptional).with(Argument.captor()).andReturn(5)
            fake.stub(.takeAnOptional).with(Argument.nonNil).andReturn(6)
        }
        #expect(messages.allSatisfy { !$0.contains("no call reaches") }, "\(messages)")
        #expect(fake.takeAnOptional(nil) == 5)
    }
}

/// `Argument.instanceOf(T)` is a catch-all for the values of `T`: made after stubs of such values, it hides them.
@Suite struct InstanceOfCatchAllTests {
    private let fake = FakeStringService()

    @Test func anInstanceOfStub_madeAfterStubsOfItsTypesValues_isReportedAtItsLine_asHidingThem() {
        let first = #line + 1
        fake.stub(.giveMeAString).with(true, "ann").andReturn("specific")
        fake.stub(.giveMeAString).with(Argument.pass { _ in true }, "bob").andReturn("rule")
        fake.stub(.giveMeAString).with(false, Argument.nonNil).andReturn("any value")
        let records = failureRecords {
            fake.stub(.giveMeAString).with(Argument.nonNil, Argument.instanceOf(String.self)).andReturn("catch-all")
        }
        #expect(records.map(\.message) == [
            """
            FakeStringService's stub for giveMeAString(arg1:arg2:) with <Argument.nonNil>, \
            <Argument.instanceOf(String)> matches every call those below match, and the newest stub that matches \
            answers, so no call reaches the stub made before it:
                giveMeAString(arg1:arg2:) with <true>, <"ann"> -> andReturn("specific"), at \
            DoublesTests/DiagnosticsTests.swift:\(first):18
            Fix: for a default, stub without with(...), which every stub with arguments is chosen before: \
            `fake.stub(.giveMeAString).andReturn(…)`; or make the catch-all stub first; or, to leave those stubs \
            behind on purpose, use `fake.stubAgain(.giveMeAString)`.
            """,
        ])
        #expect(fake.giveMeAString(arg1: true, arg2: "ann") == "catch-all")
    }

    @Test func anInstanceOfStub_ofAnotherType_orMadeFirst_hidesNothing() {
        let messages = failures {
            fake.stub(.giveMeAString).with(Argument.anything, Argument.instanceOf(String.self)).andReturn("first")
            fake.stub(.giveMeAString).with(true, "ann").andReturn("specific")
            fake.stub(.giveMeAString).with(Argument.anything, Argument.instanceOf(Int.self)).andReturn("never")
        }
        #expect(messages.isEmpty, "\(messages)")
        #expect(fake.giveMeAString(arg1: true, arg2: "ann") == "specific")
    }
}
