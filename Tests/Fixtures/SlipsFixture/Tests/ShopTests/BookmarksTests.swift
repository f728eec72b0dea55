import Doubles
import DoublesMatchers
import Foundation
import Shop
import Testing

final class FakeBookmarkStore: BookmarkStore, Spryable, Sendable {
    enum Function: String, StringRepresentable {
        case importBookmark = "importBookmark(from:)"
        case updates = "updates()"
        case filter = "filter(for:)"
        case folder = "folder(named:)"
    }

    enum StaticFunction: String, StringRepresentable {
        case none = "none()"
    }

    func importBookmark(from url: String) -> Result<Bookmark, ImportError> { spryify(arguments: url) }
    func updates() -> AsyncThrowingStream<Bookmark, any Error> { spryify() }
    func filter(for tag: String) -> @Sendable (Bookmark) -> Bool { spryify(arguments: tag) }
    func folder(named name: String) -> Folder { spryify(arguments: name) }
}

final class FakeDesk: Desk, Spryable, Sendable {
    enum Function: String, StringRepresentable {
        case notify = "notify(_:)"
        case notifyLater = "notifyLater(_:)"
        case admit = "admit(party:)"
        case review = "review(_:)"
        case formatter = "formatter()"
    }

    enum StaticFunction: String, StringRepresentable {
        case none = "none()"
    }

    func notify(_ party: String) -> Result<Int, NotifyError> { spryify(arguments: party) }
    func notifyLater(_ party: String) async -> Result<Int, NotifyError> { await spryify(arguments: party) }
    func admit(party: Int) -> Admission { spryify(arguments: party) }
    func review(_ id: Int) -> Decision { spryify(arguments: id) }
    func formatter() -> DateFormatter { spryify() }
}

/// Each test forgets a stub of a shape two apps return. Each slip is one recorded failure of its test, and the
/// call returns an empty value, so the run goes on and reports every test.
@Suite struct BookmarksTests {
    let store = FakeBookmarkStore()
    let desk = FakeDesk()

    init() {
        // A class with no empty value of its own, registered once: a relaxed fake answers with it too.
        EmptyValues.register(DateFormatter.self) { DateFormatter() }
        EmptyValues.register(Folder.self) { Folder(name: "") }
    }

    @Test func forgetsAnImportResult() {
        #expect((try? store.importBookmark(from: "https://swift.org").get()) == Bookmark(title: "", url: URL(string: "about:blank")!))
    }

    @Test func forgetsTheUpdates() async throws {
        var count = 0
        for try await _ in store.updates() { count += 1 }
        #expect(count == 0)
    }

    @Test func forgetsAFilter() {
        #expect(store.filter(for: "swift")(Bookmark(title: "a", url: URL(string: "https://a.test")!)) == false)
    }

    @Test func forgetsAFolder_ofARegisteredClass() {
        #expect(store.folder(named: "inbox").name == "")
    }

    @Test func forgetsTheNotifications() async {
        #expect((try? desk.notify("Ada").get()) == 0)
        #expect((try? await desk.notifyLater("Ada").get()) == 0)
    }

    @Test func forgetsAnAdmission_andADecision() {
        #expect(desk.admit(party: 4) == .waitlisted)
        #expect(desk.review(1) == .accept(seats: 0))
    }

    @Test func stubsAnErrorOnAResult_thatCannotThrow() {
        desk.stub(.notify).andThrow(NotifyError.offline)
        #expect((try? desk.notify("Ada").get()) == 0)
    }

    @Test func aRelaxedDesk_answersARegisteredClass() {
        desk.relax()
        #expect(desk.formatter().dateFormat == DateFormatter().dateFormat)
    }
}
