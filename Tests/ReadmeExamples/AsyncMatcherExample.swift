import DoublesMatchers
import Testing

actor Inbox {
    private(set) var unread = 0
    func receive() { unread += 1 }
}

func haveUnread(_ count: Int) -> AsyncMatcher<Inbox> {
    AsyncMatcher.define("have \(count) unread") { actualExpression, message in
        guard let inbox = try await actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        return MatcherResult(bool: await inbox.unread == count, message: message)
    }
}

@Test func asyncMatcher() async {
    let inbox = Inbox()
    await inbox.receive()
    await expect(inbox).to(haveUnread(1))
    await expect([0, 1]).to(allPass { count in await inbox.unread >= count })
    let records = await gatherFailingExpectations(silently: true) {
        await expect(inbox).to(haveUnread(2))
    }
    #expect(records.map(\.message.stringValue) == ["expected to have 2 unread, got <ReadmeExamples.Inbox>"])
}
