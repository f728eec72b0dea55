import Doubles
import DoublesMatchers
import DoublesTestSupport
import Testing

/// A fake whose members take non-escaping closures, written as the generator writes them.
final class FakeAnalytics: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable {
        case measure = "measure(_:_:)"
        case load = "load(_:)"
    }

    func measure(_ name: String, _ body: () -> Void) {
        withoutActuallyEscaping(body) { body in
            NonEscaping.lend(body) { body in spryify(arguments: name, body) }
        }
    }

    func load(_ transform: (Int) throws -> Int) async throws -> Int {
        try await withoutActuallyEscaping(transform) { transform in
            try await NonEscaping.lend(transform) { transform in try await spryifyThrows(arguments: transform) }
        }
    }
}

/// A stub can call a non-escaping closure while the call runs; the recorded call keeps a placeholder. These run
/// in a debug build, whose runtime stops the process if a closure escapes `withoutActuallyEscaping`.
@Suite struct NonEscapingTests {
    let analytics = FakeAnalytics()

    @Test func anAndDo_callsTheClosure_whileTheCallRuns() {
        let ran = _Locked(0)
        analytics.stub(.measure).andDo { arguments in
            (arguments[1] as? NonEscaping<() -> Void>)?.closure?()
            return ()
        }
        analytics.measure("refresh") { ran.withLock { $0 += 1 } }
        #expect(ran.withLock { $0 } == 1)
    }

    @Test func aCheckOfTheClosuresValue_canNeverMatch_andSaysHowToReadIt() async {
        analytics.measure("refresh") {}
        let first = failures { expect(analytics).to(haveReceived(.measure, with: "refresh", "done")) }.first
        #expect(first?.hasPrefix("""
            haveReceived(.measure) on FakeAnalytics can never match: argument 2 of measure(_:_:) is \
            NonEscaping<() -> ()> in every call, and the expected <"done"> is String, which never equals it.
            Fix: match a non-escaping closure with Argument.anything; to check what it gives, read it in the stub's \
            andDo while the call runs: `(arguments[1] as? NonEscaping<() -> ()>)?.closure?()`.
            """) == true, "\(first ?? "")")
        analytics.stub(.load).andReturn(1)
        _ = try? await analytics.load { $0 }
        let load = failures { expect(analytics).to(haveReceived(.load, with: 5)) }.first
        #expect(load?.contains("`(arguments[0] as? NonEscaping<(Int) throws -> Int>)?.closure?(…)`.") == true, "\(load ?? "")")
    }

    @Test func aCaptorThatCapturedNothing_readAsABox_givesAnEmptyOne_andTheRunGoesOn() {
        let captor = Argument.captor()
        var box: NonEscaping<() -> Void>?
        let messages = failures { box = captor.getValue(as: NonEscaping<() -> Void>.self) }
        #expect(messages.count == 1)
        #expect(box != nil && box?.closure == nil)
    }

    @Test func theRecordedCall_keepsAPlaceholder_thatNoLongerHoldsTheClosure() throws {
        analytics.measure("refresh") {}
        let call = try #require(analytics.recordedCalls.first)
        #expect(call.description == "measure(_:_:) with <\"refresh\">, <non-escaping closure>")
        #expect((call.arguments[1] as? NonEscaping<() -> Void>)?.closure == nil)
        passes { expect(analytics).to(haveReceived(.measure, with: "refresh", Argument.anything)) }
    }

    @Test func anAsyncThrowingMember_lendsItsClosureToo() async throws {
        analytics.stub(.load).andDo { arguments in
            try (arguments[0] as? NonEscaping<(Int) throws -> Int>)?.closure?(20) ?? -1
        }
        #expect(try await analytics.load { $0 + 1 } == 21)
    }
}
