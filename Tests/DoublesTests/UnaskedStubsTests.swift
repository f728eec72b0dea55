import Doubles
import DoublesMatchers
import Testing

/// A fake whose methods only record (`recordCall`), one that records and then asks (`stubbedValue`), and a property
/// whose setter records beside a stubbed getter.
private final class FakeMailer: Spryable, @unchecked Sendable {
    enum Function: String, StringRepresentable {
        case send = "send(_:completion:)"
        case count = "count(_:)"
        case subject
    }

    func send(_ address: String, completion: @escaping () -> Void) {
        recordCall(arguments: address, completion)
    }

    func count(_ address: String) -> Int {
        recordCall(arguments: address)
        return stubbedValue(arguments: address)
    }

    var subject: String {
        get { stubbedValue() }
        set { recordCall(arguments: newValue) }
    }
}

@Suite struct UnaskedStubsTests {
    private let mailer = FakeMailer()

    @Test func aStubOfAMethodThatOnlyRecords_isReportedAtTheNextUseOfTheFake() {
        let captor = Argument.captor()
        let stubLine = #line + 1
        mailer.stub(.send).with(captor, Argument.anything).andDo { _ in Void() }
        var completed = false
        let messages = failures {
            mailer.send("ada@example.com") { completed = true }
            expect(mailer).to(haveReceived(.send, with: "ada@example.com", Argument.anything))
        }
        #expect(!completed)
        #expect(messages == [
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
    }

    @Test func aCallNoStubMatches_orAMemberThatAsksAfterRecording_orASetter_isNotReported() {
        mailer.stub(.send).with("bob@example.com", Argument.anything).andDo { _ in Void() }
        mailer.stub(.count).andReturn(3)
        mailer.stub(.subject).andReturn("Hello")
        let messages = failures {
            mailer.send("ada@example.com") {}
            #expect(mailer.count("ada@example.com") == 3)
            mailer.subject = "Hi"
            expect(mailer).to(haveReceived(.count))
            expect(mailer).to(haveReceived(.subject, with: "Hi"))
        }
        #expect(messages == [])
    }

    @Test func theReport_comesOnce_atTheNextUseWhateverItIs() {
        mailer.stub(.send).andDo { _ in Void() }
        let messages = failures {
            mailer.send("a") {}
            mailer.send("b") {}
            mailer.stub(.count).andReturn(1)
            _ = mailer.recordedCalls
        }
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("did not answer it: its andDo did not run.") })
    }
}
