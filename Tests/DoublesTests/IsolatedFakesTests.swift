import Doubles
import DoublesMatchers
import Testing

protocol Persistence: Actor {
    func save(_ key: String) async throws -> Bool
    func count() -> Int
}

/// A hand-written fake of an actor protocol, as WritingFakes describes it: an actor, stubbed and checked from outside.
actor FakePersistence: Persistence, Spryable {
    enum StaticFunction: String, StringRepresentable { case none }
    enum Function: String, StringRepresentable {
        case save = "save(_:)"
        case count = "count()"
    }

    func save(_ key: String) async throws -> Bool { try await spryifyThrows(arguments: key) }
    func count() -> Int { spryify() }
}

@MainActor protocol ViewStateRenderer: AnyObject {
    func render(_ title: String)
}

/// A fake of a `@MainActor` protocol: a `@MainActor` class, passed as an expected argument by identity.
@MainActor final class FakeRenderer: ViewStateRenderer, Spryable {
    enum StaticFunction: String, StringRepresentable { case none }
    enum Function: String, StringRepresentable { case render = "render(_:)" }

    func render(_ title: String) { spryify(arguments: title) }
}

extension FakeRenderer: SpryEquatable {}

final class FakeRendererRegistry: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none }
    enum Function: String, StringRepresentable { case register = "register(_:)" }

    func register(_ renderer: AnyObject) { spryify(arguments: renderer) }
}

@Suite struct IsolatedFakesTests {
    @Test func anActorFake_isStubbedAndCheckedFromOutside() async throws {
        let persistence = FakePersistence()
        persistence.stub(.save).with("a").andReturn(true)
        persistence.stub(.count).andReturn(2)
        #expect(try await persistence.save("a"))
        #expect(await persistence.count() == 2)
        expect(persistence).to(haveReceived(.save, with: "a"))
        #expect(persistence.didCall(.count, countSpecifier: .exactly(1)).success)
    }

    @MainActor @Test func aMainActorFake_isCheckedByIdentity_asAnArgument() {
        let renderer = FakeRenderer()
        let other = FakeRenderer()
        let registry = FakeRendererRegistry()
        renderer.render("Profile")
        registry.register(renderer)
        expect(renderer).to(haveReceived(.render, with: "Profile"))
        expect(registry).to(haveReceived(.register, with: renderer))
        expect(registry).toNot(haveReceived(.register, with: other))
    }
}
