import Doubles
import DoublesMatchers
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

@Suite(.tags(.concurrency)) struct UnaskedStubsTests {
    private let mailer = FakeMailer()

    @Test func aStubThatMatchedACallItsMemberOnlyRecorded_isReportedByACheckOfTheMethod() {
        let captor = Argument.captor()
        let stubLine = #line + 1
        mailer.stub(.send).with(captor, Argument.anything).andDo { _ in Void() }
        var completed = false
        let records = failureRecords {
            mailer.send("ada@example.com") { completed = true }
            #expect(mailer.recordedCalls.count == 1, "another use of the fake reports nothing")
            expect(mailer).to(haveReceived(.send))
        }
        #expect(!completed)
        #expect(records.map(\.message) == [
            """
            FakeMailer recorded the call send(_:completion:) with <"ada@example.com">, <(Function)> with \
            recordCall(arguments:), which never asks the stubs, so its stub send(_:completion:) with \
            <Argument.captor()>, <Argument.anything> -> andDo { … } (stubbed at \
            DoublesTests/UnaskedStubsTests.swift:\(stubLine):20) did not answer it: its andDo did not run, and its \
            captors captured nothing.
            Fix: call spryify(arguments:) in the member, which records each call and answers it from the stubs (or \
            stubbedValue(arguments:) after recordCall(arguments:)).
            """,
        ])
        #expect(records.first?.location.line == UInt(stubLine + 5), "at the check")
        // Once per stub, whichever check comes next.
        #expect(failures { _ = mailer.didCall(.send, withArguments: [Argument.anything, Argument.anything]) } == [])
    }

    /// A check whose arguments run user code takes the general path, which reports it the same.
    @Test func aCheckComparingArgumentsUnlocked_reportsItToo() {
        mailer.stub(.send).andDo { _ in Void() }
        mailer.send("ada@example.com") {}
        let messages = failures {
            expect(mailer).to(haveReceived(.send, with: Argument.pass { _ in true }, Argument.anything))
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix("did not answer it: its andDo did not run.\nFix: call spryify(arguments:) in "
            + "the member, which records each call and answers it from the stubs (or stubbedValue(arguments:) after "
            + "recordCall(arguments:)).") == true)
    }

    @Test func membersThatAskTheirStubs_inAnyOrder_andSettersAndOtherArguments_areNotReported() {
        mailer.stub(.send).with("bob@example.com", Argument.anything).andDo { _ in Void() }
        mailer.stub(.count).andReturn(3)
        mailer.stub(.fetch).andReturn(4)
        mailer.stub(.lookup).andReturn(5)
        mailer.stub(.subject).andReturn("Hello")
        let messages = failures {
            mailer.send("ada@example.com") {}
            #expect(mailer.count("ada@example.com") == 3)
            #expect(mailer.fetch("ada@example.com") == 4)
            #expect(mailer.lookup("ada@example.com") == 5)
            mailer.subject = "Hi"
            expect(mailer).to(haveReceived(.send, with: "ada@example.com", Argument.anything))
            expect(mailer).to(haveReceived(.count))
            expect(mailer).to(haveReceived(.fetch))
            expect(mailer).to(haveReceived(.lookup))
            expect(mailer).to(haveReceived(.subject, with: "Hi"))
        }
        #expect(messages == [])
    }

    @Test func aStubMadeAfterTheCall_orHiddenByANewerStubThatAnswered_isNotReportedAsUnasked() {
        mailer.send("ada@example.com") {}
        mailer.stub(.send).andDo { _ in Void() }
        mailer.stub(.count).with(Argument.anything).andReturn(1)
        mailer.stub(.count).with("ada@example.com").andReturn(2)
        let messages = failures {
            #expect(mailer.count("ada@example.com") == 2)
            expect(mailer).to(haveReceived(.send))
            expect(mailer).to(haveReceived(.count))
        }
        #expect(messages == [])
    }

    @Test func aMemberThatRecordsAndThenAsks_isNotReported_whenTasksCallItAtOnce() async {
        mailer.stub(.count).andReturn(1)
        mailer.stub(.lookup).andReturn(2)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { [mailer] in
                    for _ in 0..<200 { _ = mailer.count("a"); _ = mailer.lookup("b") }
                }
            }
        }
        let messages = failures {
            expect(mailer).to(haveReceived(.count, countSpecifier: .exactly(800)))
            expect(mailer).to(haveReceived(.lookup, countSpecifier: .exactly(800)))
        }
        #expect(messages == [])
    }
}
