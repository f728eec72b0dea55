import Testing
@testable import Doubles

/// A fake type of its own, so that no other suite's static stubs are in sight.
private final class FakeFlags: Spryable {
    enum StaticFunction: String, StringRepresentable {
        case isOn = "isOn(_:)"
        case reload = "reload()"
        case toggle = "toggle(_:)"
    }

    static func isOn(_ name: String) -> Bool {
        spryify(arguments: name)
    }

    static func reload() {
        spryify()
    }

    static func toggle(_ name: String) {
        spryify(arguments: name)
    }
}

/// A fake whose method only records its calls.
private final class FakeNotifier: Spryable {
    enum Function: String, StringRepresentable {
        case notify = "notify(_:)"
    }

    func notify(_ name: String) {
        recordCall(arguments: name)
    }
}

private struct Stop: Error {}

/// The trait's own suite: every stub its tests leave is used, or they fail. The scopes the tests open themselves
/// watch the stubs made inside them instead.
@Suite(.noUnusedStubs, .isolatedDoubles) struct NoUnusedStubsTraitTests {
    @Test func usedStubs_pass() {
        let service = FakeStringService()
        service.stub(.readonlyProperty).andReturn("read")
        FakeFlags.stub(.isOn).with("search").andReturn(true)

        #expect(service.readonlyProperty == "read")
        #expect(FakeFlags.isOn("search"))
    }

    @Test func anUnusedStubOfAMethodThatOnlyRecords_saysWhy() async throws {
        try await withKnownIssue {
            try await NoUnusedStubsTrait.noUnusedStubs.provideScope(for: Test.current!, testCase: Test.Case.current) {
                let notifier = FakeNotifier()
                notifier.stub(.notify).andDo { _ in Void() }
                notifier.notify("a")
            }
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("""
                FakeNotifier has a stub that no call used: notify(_:) -> andDo { … }. It matches the call notify(_:) \
                with <"a">, made after it, and no stub of notify(_:) answered a call: the member records with \
                recordCall(arguments:)
                """) == true
        }
    }

    @Test func unusedStubs_ofAnInstanceAndAType_areTheTestsFailures_atTheirLines() async throws {
        let line = #line + 6
        try await withKnownIssue {
            try await NoUnusedStubsTrait.noUnusedStubs.provideScope(for: Test.current!, testCase: Test.Case.current) {
                let service = FakeStringService()
                service.stub(.readonlyProperty).andReturn("read")
                _ = service.readonlyProperty
                service.stub(.giveMeAString).with(true, "x").andReturn("unused")
                FakeFlags.stub(.reload).andReturn()
            }
        } matching: { issue in
            let expected = [
                line: "FakeStringService has a stub that no call used: giveMeAString(arg1:arg2:) with <true>, <\"x\"> "
                    + "-> andReturn(\"unused\"). Remove it, or check why the code under test did not make the call.",
                line + 1: "FakeFlags has a stub that no call used: reload() -> andReturn(()). Remove it, or check why "
                    + "the code under test did not make the call.",
            ]
            guard let at = issue.sourceLocation?.line else { return false }
            return issue.comments.first?.rawValue == expected[at]
        }
    }

    @Test func stubsMadeBeforeTheScope_orReplaced_orReset_areNotReported() async throws {
        let before = FakeStringService()
        before.stub(.readonlyProperty).andReturn("never read")
        try await NoUnusedStubsTrait.noUnusedStubs.provideScope(for: Test.current!, testCase: Test.Case.current) {
            let service = FakeStringService()
            service.stub(.readonlyProperty).andReturn("first")
            service.stubAgain(.readonlyProperty).andReturn("second")
            _ = service.readonlyProperty
            service.stub(.doSomething).andReturn()
            service.resetStubs()
            before.stub(.doSomething).andReturn()
            before.doSomething()
        }
        #expect(before.unusedStubs.map(\.description) == ["readonlyProperty -> andReturn(\"never read\")"])
        _ = before.readonlyProperty  // Used at last, for the suite's own trait.
    }

    @Test func aTestThatThrows_isNotChecked() async {
        var thrown: (any Error)?
        do {
            try await NoUnusedStubsTrait.noUnusedStubs.provideScope(for: Test.current!, testCase: Test.Case.current) {
                FakeStringService().stub(.doSomething).andReturn()
                throw Stop()
            }
        } catch {
            thrown = error
        }
        #expect(thrown is Stop)
    }

    @Test func theWatch_reportsEachUnusedStubOnce_oldestFirst() {
        let watch = StubWatch()
        let service = FakeStringService()
        StubWatch.watching(watch) {
            service.stub(.doSomething).andReturn()
            service.stub(.readonlyProperty).andReturn("read")
            service.stub(.optionalProperty).andReturn(nil)
        }
        _ = service.readonlyProperty

        #expect(watch.unusedStubReports().map(\.0) == [
            "FakeStringService has a stub that no call used: doSomething() -> andReturn(()). Remove it, or check why "
                + "the code under test did not make the call.",
            "FakeStringService has a stub that no call used: optionalProperty -> andReturn(nil). Remove it, or check "
                + "why the code under test did not make the call.",
        ])
    }

    /// A stub whose `with(...)` never equals its member's arguments says why no call used it, as a check would, in the
    /// trait's report and in `haveNoUnusedStubs()`: a `Void` member needs no stub, so the call itself reports nothing.
    @Test func anUnusedStub_whoseArgumentNeverEqualsTheCalls_saysWhy() {
        let watch = StubWatch()
        StubWatch.watching(watch) {
            FakeFlags.stub(.toggle).with(5).andReturn()
            FakeFlags.stub(.isOn).with("other").andReturn(true)
        }
        #expect(failures { FakeFlags.toggle("search") }.isEmpty)
        #expect(failures { _ = FakeFlags.isOn("search") }.count == 1)
        let why = """
            Its with(...) can never match: argument 1 of toggle(_:) is String in every call, and the expected <5> is \
            Int, which never equals it.
            Fix: expect a value of type String, or check it with `.pass { (argument: String) in … }`.
            """
        #expect(watch.unusedStubReports().map(\.0) == [
            "FakeFlags has a stub that no call used: toggle(_:) with <5> -> andReturn(()). " + why,
            "FakeFlags has a stub that no call used: isOn(_:) with <\"other\"> -> andReturn(true). Remove it, or check "
                + "why the code under test did not make the call.",
        ])
        #expect(FakeFlags.unusedStubs.map(\.whyUnused) == [why, nil])
    }
}
