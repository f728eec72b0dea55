import Doubles
import DoublesMatchers
import DoublesTestSupport
import Testing

/// A dependency's value type: `Equatable`, and no more, as a package the test does not own declares it.
enum MetadataValue: Equatable {
    case string(String)
    case array([MetadataValue])
}

/// An app's model: `Equatable` only.
struct Story: Equatable {
    let id: Int
    let title: String
}

/// A handler whose members take those types.
final class FakeMetadataHandler: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable {
        case configure = "configure(_:)"
    }

    enum Function: String, StringRepresentable {
        case set = "set(_:for:)"
        case show = "show(_:)"
        case label = "label(_:)"
    }

    func set(_ value: MetadataValue, for key: String) { recordCall(arguments: value, key) }
    func show(_ articles: [Story]) { recordCall(arguments: articles) }
    func label(_ article: Story?) -> String { spryify(arguments: article) }
    static func configure(_ value: MetadataValue) { recordCall(arguments: value) }
}

/// Any `Equatable` value is an expected argument, compared with its own `==`, with no `SpryEquatable` conformance.
/// A class with no equality, and a fake that takes it.
final class UncomparableSession {}

final class FakeSessions: Spyable {
    enum Function: String, StringRepresentable {
        case touch = "touch(_:)"
    }

    func touch(_ session: UncomparableSession) { recordCall(arguments: session) }
}

@Suite struct EquatableArgumentsTests {
    let handler = FakeMetadataHandler()
    let tea = Story(id: 1, title: "Tea")
    let coffee = Story(id: 2, title: "Coffee")

    @Test func stubsMatchEquatableValues_besideArgumentOptionsAndNil() {
        handler.stub(.label).with(tea).andReturn("tea")
        handler.stub(.label).with(Optional<Story>.none).andReturn("none")
        #expect(handler.label(tea) == "tea")
        #expect(handler.label(nil) == "none")
        #expect(failures { _ = handler.label(coffee) }.count == 1)
    }

    @Test func didCallAndHaveReceived_compareEquatableValues_inEveryForm() {
        handler.set(.string("r-1"), for: "request")
        handler.show([tea, coffee])
        #expect(handler.didCall(.set, withArguments: [MetadataValue.string("r-1"), "request"]).success)
        #expect(!handler.didCall(.set, withArguments: [MetadataValue.string("r-2"), "request"]).success)
        #expect(handler.didCall(.set, withArguments: [MetadataValue.string("r-1"), Argument.anything]).success)
        #expect(handler.didCall(.show, with: [tea, coffee]).success)
        #expect(!handler.didCall(.show, with: [coffee, tea]).success)
        passes {
            expect(handler).to(haveReceived(.set, with: MetadataValue.string("r-1"), "request"))
            expect(handler).to(haveReceived(.set, with: MetadataValue.string("r-1"), Argument.anything))
            expect(handler).to(haveReceived(.show, with: [tea, coffee]))
            expect(handler).toNot(haveReceived(.show, with: [tea]))
        }
    }

    @Test(.isolatedDoubles) func staticMembers_compareEquatableValues() {
        FakeMetadataHandler.configure(.array([.string("a")]))
        #expect(FakeMetadataHandler.didCall(.configure, with: MetadataValue.array([.string("a")])).success)
        passes {
            expect(FakeMetadataHandler.self).to(haveReceived(.configure, with: MetadataValue.array([.string("a")])))
        }
    }

    @Test func orderChecks_compareEquatableValues() {
        handler.show([tea])
        handler.set(.string("x"), for: "k")
        passes {
            expect([
                handler.receivedCall(.show, with: [tea]),
                handler.receivedCall(.set, with: MetadataValue.string("x"), "k"),
            ]).to(happenInOrder())
        }
        #expect(!callOrder([
            handler.receivedCall(.set, with: MetadataValue.string("x"), "k"),
            handler.receivedCall(.show, with: [tea]),
        ]).success)
    }

    @Test func aFailingCheck_showsTheValue_notAWrapper() {
        handler.set(.string("r-1"), for: "request")
        let messages = failures { expect(handler).to(haveReceived(.set, with: MetadataValue.string("r-2"), "request")) }
        #expect(messages == ["""
            expected to receive <set(_:for:)> with <string("r-2")>, <"request"> at least 1 time on \
            <FakeMetadataHandler>, got 0 matching calls
            Calls to set(_:for:), in order:
              1. set(_:for:) with <string("r-1")>, <"request">
            0 of 1 call matched the arguments.
            Closest call (#1):
              argument 1: expected <string("r-2")>, got <string("r-1")>
              argument 2: matched <"request">
            """])
    }

    @Test func aCollectionOfEquatableValues_matchesElementByElement_whereSilentFalseWas() {
        let expected: [Any] = [tea, coffee]
        #expect(expected._isEqual(to: [tea, coffee]))
        #expect(!expected._isEqual(to: [tea]))
        let keyed: [String: Any] = ["first": tea]
        #expect(keyed._isEqual(to: ["first": tea]))
        #expect(!keyed._isEqual(to: ["first": coffee]))
    }

    @Test func aClassThatIsSpryEquatable_stillComparesByIdentity() {
        let first = Reference(id: 1)
        let twin = Reference(id: 1)
        #expect(first == twin)
        #expect(first._isEqual(to: first))
        #expect(!first._isEqual(to: twin))
    }

    @Test func theVerySameInstanceOfAClassWithoutEquality_neverMatches_andTheMessageSaysWhy() {
        let sessions = FakeSessions()
        let session = UncomparableSession()
        sessions.touch(session)
        let messages = failures { expect(sessions).to(haveReceived(.touch, with: session)) }
        #expect(messages.count == 1, "haveReceived fails once")
        #expect(messages.first?.hasPrefix("""
            haveReceived(.touch) for FakeSessions.touch(_:) has an argument at position 1 of type \
            UncomparableSession, which is neither Equatable nor SpryEquatable, so it can never match.
            """) == true, "\(messages)")
        #expect(messages.first?.hasSuffix("""
            argument 1: expected <DoublesTests.UncomparableSession>, got <DoublesTests.UncomparableSession>: \
            UncomparableSession is neither Equatable nor SpryEquatable, so no value of it matches, not even the same \
            instance
            """) == true, "\(messages)")
        #expect(messages.first?.contains("another instance") == false)
    }

    @Test func anArgumentThatCanNeverMatch_isNamedInAnOrderCheck_underToAndToNot() {
        handler.show([tea])
        let slip = """
            receivedCall(.show) for FakeMetadataHandler.show(_:) has an argument at position 1 of type \
            [NotEquatable], which holds a value of type NotEquatable, which is neither Equatable nor SpryEquatable, \
            so it can never match.
            Fix: make NotEquatable Equatable where it is declared (`struct NotEquatable: Equatable` compares every \
            stored property; Swift writes that `==` only in the type's own file, so an extension elsewhere writes its \
            own), or check it yourself with `Argument.pass { (argument: NotEquatable) in … }`.
            Timeline of the calls involved:
              1. FakeMetadataHandler.show(_:) with <[Story(id: 1, title: "Tea")]>
            FakeMetadataHandler.show(_:) with <[NotEquatable(value: 1)]> was never received.
            """
        #expect(failures {
            expect([handler.receivedCall(.show, with: [NotEquatable(value: 1)])]).to(happenInOrder())
        } == [slip])
        #expect(failures {
            expect([handler.receivedCall(.show, with: [NotEquatable(value: 1)])]).toNot(happenInOrder())
        } == [slip])
    }
}
