import Doubles
import DoublesMatchers
import DoublesTestSupport
import Testing

/// A fake whose `send` only records (`recordCall`), whose `count` records and then asks (`stubbedValue`), whose
/// `fetch` asks first and records last, whose `lookup` uses the fake again between recording and asking, and a property
/// whose setter records beside a stubbed getter.
private final class FakeMailer: Spryable, @unchecked Sendable {
    enum Function: String, StringRepresentable {
        case send = "send(_:completion:)"
        case count = "count(_:)"
        case fetch = "fetch(_:)"
        case lookup = "lookup(_:)"
        case subject
    }

    func send(_ address: String, completion: @escaping () -> Void) {
        recordCall(arguments: address, completion)
    }

    func count(_ address: String) -> Int {
        recordCall(arguments: address)
        return stubbedValue(arguments: address)
    }

    func fetch(_ address: String) -> Int {
        defer { recordCall(arguments: address) }
        return stubbedValue(arguments: address)
    }

    func lookup(_ address: String) -> Int {
        recordCall(arguments: address)
        send(address) {}
        return stubbedValue(arguments: address)
    }

    var subject: String {
        get { stubbedValue() }
        set { recordCall(arguments: newValue) }
    }
}

/// An unused stub of a method whose member only records is listed with why: its `andDo` never ran. Told apart from
/// members that ask in any order, setters, stubs made after the call and stubs a newer one hid.
@Suite(.tags(.concurrency)) struct UnaskedStubsTests {
    private let mailer = FakeMailer()

    @Test func anUnusedStubOfAMethodThatOnlyRecords_isListedWithWhy() {
        let captor = Argument.captor()
        let stubLine = #line + 1
        mailer.stub(.send).with(captor, Argument.anything).andDo { _ in Void() }
        var completed = false
        let messages = failures {
            mailer.send("ada@example.com") { completed = true }
            expect(mailer).to(haveReceived(.send))
        }
        #expect(messages == [], "a check of the calls is met")
        #expect(!completed)
        failsWithMessage("""
            expected to have no unused stubs on <FakeMailer>, got 1 unused stub
            Stubs no call used:
              send(_:completion:) with <Argument.captor()>, <Argument.anything> -> andDo { … } (stubbed at \
            DoublesTests/UnaskedStubsTests.swift:\(stubLine):20)
                It matches the call send(_:completion:) with <"ada@example.com">, <(Function)>, made after it, and no \
            stub of send(_:completion:) answered a call: the member records with recordCall(arguments:), which never \
            asks the stubs, so its andDo did not run, and its captors captured nothing.
                Fix: call spryify(arguments:) in the member, which records each call and answers it from the stubs (or \
            stubbedValue(arguments:) after recordCall(arguments:)).
            """) {
            expect(mailer).to(haveNoUnusedStubs())
        }
    }

    @Test func membersThatAskTheirStubs_inAnyOrder_andSettersAndOtherArguments_haveNoSuchNote() {
        mailer.stub(.send).with("bob@example.com", Argument.anything).andDo { _ in Void() }
        mailer.stub(.count).andReturn(3)
        mailer.stub(.fetch).andReturn(4)
        mailer.stub(.lookup).andReturn(5)
        mailer.stub(.subject).andReturn("Hello")
        mailer.send("ada@example.com") {}
        #expect(mailer.count("ada@example.com") == 3)
        #expect(mailer.fetch("ada@example.com") == 4)
        #expect(mailer.lookup("ada@example.com") == 5)
        mailer.subject = "Hi"
        // `send`'s stub and the getter's never answered, for other reasons than a member that does not ask.
        #expect(mailer.unusedStubs.map(\.functionName) == ["send(_:completion:)", "subject"])
        #expect(mailer.unusedStubs.allSatisfy { $0.whyUnused == nil })
    }

    @Test func aStubMadeAfterTheCall_orHiddenByANewerStubThatAnswered_hasNoSuchNote() {
        mailer.send("ada@example.com") {}
        mailer.stub(.send).andDo { _ in Void() }
        mailer.stub(.count).with(Argument.anything).andReturn(1)
        mailer.stub(.count).with("ada@example.com").andReturn(2)
        #expect(mailer.count("ada@example.com") == 2)
        #expect(mailer.unusedStubs.map(\.functionName) == ["send(_:completion:)", "count(_:)"])
        #expect(mailer.unusedStubs.allSatisfy { $0.whyUnused == nil })
    }

    @Test func membersThatRecordAndThenAsk_haveNoUnusedStubs_whenTasksCallThemAtOnce() async {
        mailer.stub(.count).andReturn(1)
        mailer.stub(.lookup).andReturn(2)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { [mailer] in
                    for _ in 0..<200 { _ = mailer.count("a"); _ = mailer.lookup("b") }
                }
            }
        }
        expect(mailer).to(haveNoUnusedStubs())
        expect(mailer).to(haveReceived(.count, countSpecifier: .exactly(800)))
    }
}

extension UnaskedStubsTests {
    /// A stub of a property with a value matches its sets, which the setter records without asking: it says why.
    @Test func aPropertysStubWithAValue_matchingASet_saysTheSetterAsksNoStub() {
        let stubLine = #line + 1
        mailer.stub(.subject).with("Hi").andDo { _ in "never" }
        mailer.subject = "Hi"
        failsWithMessage("""
            expected to have no unused stubs on <FakeMailer>, got 1 unused stub
            Stubs no call used:
              subject with <"Hi"> -> andDo { … } (stubbed at DoublesTests/UnaskedStubsTests.swift:\(stubLine):20)
                It matches the set subject with <"Hi">, made after it, but subject is a property: its setter records \
            the value with recordCall(arguments:), which never asks the stubs, and only its getter, which takes no \
            arguments, is answered by a stub.
                Fix: stub the getter without with(...), and check a set with haveReceived or didCall given the value.
            """) {
            expect(mailer).to(haveNoUnusedStubs())
        }
    }
}

/// A fake whose subscript's getter only records: a stub of it with a key is left without a property's note.
final class FakeRecordingSubscript: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none }
    enum Function: String, StringRepresentable { case subscriptKey = "subscript(_:)" }

    subscript(key: String) -> Int {
        recordCall(arguments: key)
        return 0
    }
}

extension UnaskedStubsTests {
    @Test func aSubscriptsStubWithAKey_isNotSaidToBeAPropertysSet() {
        let fake = FakeRecordingSubscript()
        fake.stub(.subscriptKey).with("a").andReturn(1)
        _ = fake["a"]
        #expect(fake.unusedStubs.map(\.functionName) == ["subscript(_:)"])
        #expect(fake.unusedStubs.allSatisfy { $0.whyUnused == nil }, "\(fake.unusedStubs.map(\.whyUnused))")
    }
}
