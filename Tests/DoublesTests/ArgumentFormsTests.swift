import DoublesMatchers
import Foundation
import Testing
@testable import Doubles

// Every documented form of expected argument, in each of four positions,
// beside a SpryEquatable value, a value that is only Equatable and a literal, in every API that takes expected
// arguments. That this file compiles is the test; the suite below also runs it.

/// A value of a dependency's: `Equatable`, not `SpryEquatable`.
struct FormStatus: Equatable {
    let code: Int
    static let ok = FormStatus(code: 200)
}

private typealias Status = FormStatus

final class FakeForms: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable {
        case send = "send(_:_:_:_:)"
        case one = "one(_:)"
    }

    func send(_ a: Any?, _ b: Any?, _ c: Any?, _ d: Any?) -> Bool { spryify(arguments: a, b, c, d) }
    func one(_ a: Any?) { spryify(arguments: a) }
}

private func everyForm(_ fake: FakeForms, captor: ArgumentCaptor) {
        // nil
        fake.stub(.send).with(nil, "spry", Status.ok, 7).andReturn(true)
        _ = fake.didCall(.send, withArguments: [nil, "spry", Status.ok, 7])
        expect(fake).toNot(haveReceived(.send, with: nil, "spry", Status.ok, 7))
        _ = fake.receivedCall(.send, with: nil, "spry", Status.ok, 7)
        fake.stub(.send).with(Status.ok, nil, 7, "spry").andReturn(true)
        _ = fake.didCall(.send, withArguments: [Status.ok, nil, 7, "spry"])
        expect(fake).toNot(haveReceived(.send, with: Status.ok, nil, 7, "spry"))
        _ = fake.receivedCall(.send, with: Status.ok, nil, 7, "spry")
        fake.stub(.send).with(7, "spry", nil, Status.ok).andReturn(true)
        _ = fake.didCall(.send, withArguments: [7, "spry", nil, Status.ok])
        expect(fake).toNot(haveReceived(.send, with: 7, "spry", nil, Status.ok))
        _ = fake.receivedCall(.send, with: 7, "spry", nil, Status.ok)
        fake.stub(.send).with("spry", Status.ok, 7, nil).andReturn(true)
        _ = fake.didCall(.send, withArguments: ["spry", Status.ok, 7, nil])
        expect(fake).toNot(haveReceived(.send, with: "spry", Status.ok, 7, nil))
        _ = fake.receivedCall(.send, with: "spry", Status.ok, 7, nil)
        _ = fake.didCall(.one, with: nil)
        // .nil
        fake.stub(.send).with(.nil, "spry", Status.ok, 7).andReturn(true)
        _ = fake.didCall(.send, withArguments: [.nil, "spry", Status.ok, 7])
        expect(fake).toNot(haveReceived(.send, with: .nil, "spry", Status.ok, 7))
        _ = fake.receivedCall(.send, with: .nil, "spry", Status.ok, 7)
        fake.stub(.send).with(Status.ok, .nil, 7, "spry").andReturn(true)
        _ = fake.didCall(.send, withArguments: [Status.ok, .nil, 7, "spry"])
        expect(fake).toNot(haveReceived(.send, with: Status.ok, .nil, 7, "spry"))
        _ = fake.receivedCall(.send, with: Status.ok, .nil, 7, "spry")
        fake.stub(.send).with(7, "spry", .nil, Status.ok).andReturn(true)
        _ = fake.didCall(.send, withArguments: [7, "spry", .nil, Status.ok])
        expect(fake).toNot(haveReceived(.send, with: 7, "spry", .nil, Status.ok))
        _ = fake.receivedCall(.send, with: 7, "spry", .nil, Status.ok)
        fake.stub(.send).with("spry", Status.ok, 7, .nil).andReturn(true)
        _ = fake.didCall(.send, withArguments: ["spry", Status.ok, 7, .nil])
        expect(fake).toNot(haveReceived(.send, with: "spry", Status.ok, 7, .nil))
        _ = fake.receivedCall(.send, with: "spry", Status.ok, 7, .nil)
        _ = fake.didCall(.one, with: .nil)
        // .anything
        fake.stub(.send).with(.anything, "spry", Status.ok, 7).andReturn(true)
        _ = fake.didCall(.send, withArguments: [.anything, "spry", Status.ok, 7])
        expect(fake).toNot(haveReceived(.send, with: .anything, "spry", Status.ok, 7))
        _ = fake.receivedCall(.send, with: .anything, "spry", Status.ok, 7)
        fake.stub(.send).with(Status.ok, .anything, 7, "spry").andReturn(true)
        _ = fake.didCall(.send, withArguments: [Status.ok, .anything, 7, "spry"])
        expect(fake).toNot(haveReceived(.send, with: Status.ok, .anything, 7, "spry"))
        _ = fake.receivedCall(.send, with: Status.ok, .anything, 7, "spry")
        fake.stub(.send).with(7, "spry", .anything, Status.ok).andReturn(true)
        _ = fake.didCall(.send, withArguments: [7, "spry", .anything, Status.ok])
        expect(fake).toNot(haveReceived(.send, with: 7, "spry", .anything, Status.ok))
        _ = fake.receivedCall(.send, with: 7, "spry", .anything, Status.ok)
        fake.stub(.send).with("spry", Status.ok, 7, .anything).andReturn(true)
        _ = fake.didCall(.send, withArguments: ["spry", Status.ok, 7, .anything])
        expect(fake).toNot(haveReceived(.send, with: "spry", Status.ok, 7, .anything))
        _ = fake.receivedCall(.send, with: "spry", Status.ok, 7, .anything)
        _ = fake.didCall(.one, with: .anything)
        // .nonNil
        fake.stub(.send).with(.nonNil, "spry", Status.ok, 7).andReturn(true)
        _ = fake.didCall(.send, withArguments: [.nonNil, "spry", Status.ok, 7])
        expect(fake).toNot(haveReceived(.send, with: .nonNil, "spry", Status.ok, 7))
        _ = fake.receivedCall(.send, with: .nonNil, "spry", Status.ok, 7)
        fake.stub(.send).with(Status.ok, .nonNil, 7, "spry").andReturn(true)
        _ = fake.didCall(.send, withArguments: [Status.ok, .nonNil, 7, "spry"])
        expect(fake).toNot(haveReceived(.send, with: Status.ok, .nonNil, 7, "spry"))
        _ = fake.receivedCall(.send, with: Status.ok, .nonNil, 7, "spry")
        fake.stub(.send).with(7, "spry", .nonNil, Status.ok).andReturn(true)
        _ = fake.didCall(.send, withArguments: [7, "spry", .nonNil, Status.ok])
        expect(fake).toNot(haveReceived(.send, with: 7, "spry", .nonNil, Status.ok))
        _ = fake.receivedCall(.send, with: 7, "spry", .nonNil, Status.ok)
        fake.stub(.send).with("spry", Status.ok, 7, .nonNil).andReturn(true)
        _ = fake.didCall(.send, withArguments: ["spry", Status.ok, 7, .nonNil])
        expect(fake).toNot(haveReceived(.send, with: "spry", Status.ok, 7, .nonNil))
        _ = fake.receivedCall(.send, with: "spry", Status.ok, 7, .nonNil)
        _ = fake.didCall(.one, with: .nonNil)
        // .pass
        fake.stub(.send).with(.pass { (value: Int) in value > 0 }, "spry", Status.ok, 7).andReturn(true)
        _ = fake.didCall(.send, withArguments: [.pass { (value: Int) in value > 0 }, "spry", Status.ok, 7])
        expect(fake).toNot(haveReceived(.send, with: .pass { (value: Int) in value > 0 }, "spry", Status.ok, 7))
        _ = fake.receivedCall(.send, with: .pass { (value: Int) in value > 0 }, "spry", Status.ok, 7)
        fake.stub(.send).with(Status.ok, .pass { (value: Int) in value > 0 }, 7, "spry").andReturn(true)
        _ = fake.didCall(.send, withArguments: [Status.ok, .pass { (value: Int) in value > 0 }, 7, "spry"])
        expect(fake).toNot(haveReceived(.send, with: Status.ok, .pass { (value: Int) in value > 0 }, 7, "spry"))
        _ = fake.receivedCall(.send, with: Status.ok, .pass { (value: Int) in value > 0 }, 7, "spry")
        fake.stub(.send).with(7, "spry", .pass { (value: Int) in value > 0 }, Status.ok).andReturn(true)
        _ = fake.didCall(.send, withArguments: [7, "spry", .pass { (value: Int) in value > 0 }, Status.ok])
        expect(fake).toNot(haveReceived(.send, with: 7, "spry", .pass { (value: Int) in value > 0 }, Status.ok))
        _ = fake.receivedCall(.send, with: 7, "spry", .pass { (value: Int) in value > 0 }, Status.ok)
        fake.stub(.send).with("spry", Status.ok, 7, .pass { (value: Int) in value > 0 }).andReturn(true)
        _ = fake.didCall(.send, withArguments: ["spry", Status.ok, 7, .pass { (value: Int) in value > 0 }])
        expect(fake).toNot(haveReceived(.send, with: "spry", Status.ok, 7, .pass { (value: Int) in value > 0 }))
        _ = fake.receivedCall(.send, with: "spry", Status.ok, 7, .pass { (value: Int) in value > 0 })
        _ = fake.didCall(.one, with: .pass { (value: Int) in value > 0 })
        // .instanceOf
        fake.stub(.send).with(.instanceOf(String.self), "spry", Status.ok, 7).andReturn(true)
        _ = fake.didCall(.send, withArguments: [.instanceOf(String.self), "spry", Status.ok, 7])
        expect(fake).toNot(haveReceived(.send, with: .instanceOf(String.self), "spry", Status.ok, 7))
        _ = fake.receivedCall(.send, with: .instanceOf(String.self), "spry", Status.ok, 7)
        fake.stub(.send).with(Status.ok, .instanceOf(String.self), 7, "spry").andReturn(true)
        _ = fake.didCall(.send, withArguments: [Status.ok, .instanceOf(String.self), 7, "spry"])
        expect(fake).toNot(haveReceived(.send, with: Status.ok, .instanceOf(String.self), 7, "spry"))
        _ = fake.receivedCall(.send, with: Status.ok, .instanceOf(String.self), 7, "spry")
        fake.stub(.send).with(7, "spry", .instanceOf(String.self), Status.ok).andReturn(true)
        _ = fake.didCall(.send, withArguments: [7, "spry", .instanceOf(String.self), Status.ok])
        expect(fake).toNot(haveReceived(.send, with: 7, "spry", .instanceOf(String.self), Status.ok))
        _ = fake.receivedCall(.send, with: 7, "spry", .instanceOf(String.self), Status.ok)
        fake.stub(.send).with("spry", Status.ok, 7, .instanceOf(String.self)).andReturn(true)
        _ = fake.didCall(.send, withArguments: ["spry", Status.ok, 7, .instanceOf(String.self)])
        expect(fake).toNot(haveReceived(.send, with: "spry", Status.ok, 7, .instanceOf(String.self)))
        _ = fake.receivedCall(.send, with: "spry", Status.ok, 7, .instanceOf(String.self))
        _ = fake.didCall(.one, with: .instanceOf(String.self))
        // captor
        fake.stub(.send).with(captor, "spry", Status.ok, 7).andReturn(true)
        _ = fake.didCall(.send, withArguments: [captor, "spry", Status.ok, 7])
        expect(fake).toNot(haveReceived(.send, with: captor, "spry", Status.ok, 7))
        _ = fake.receivedCall(.send, with: captor, "spry", Status.ok, 7)
        fake.stub(.send).with(Status.ok, captor, 7, "spry").andReturn(true)
        _ = fake.didCall(.send, withArguments: [Status.ok, captor, 7, "spry"])
        expect(fake).toNot(haveReceived(.send, with: Status.ok, captor, 7, "spry"))
        _ = fake.receivedCall(.send, with: Status.ok, captor, 7, "spry")
        fake.stub(.send).with(7, "spry", captor, Status.ok).andReturn(true)
        _ = fake.didCall(.send, withArguments: [7, "spry", captor, Status.ok])
        expect(fake).toNot(haveReceived(.send, with: 7, "spry", captor, Status.ok))
        _ = fake.receivedCall(.send, with: 7, "spry", captor, Status.ok)
        fake.stub(.send).with("spry", Status.ok, 7, captor).andReturn(true)
        _ = fake.didCall(.send, withArguments: ["spry", Status.ok, 7, captor])
        expect(fake).toNot(haveReceived(.send, with: "spry", Status.ok, 7, captor))
        _ = fake.receivedCall(.send, with: "spry", Status.ok, 7, captor)
        _ = fake.didCall(.one, with: captor)
        // literal
        fake.stub(.send).with("text", "spry", Status.ok, 7).andReturn(true)
        _ = fake.didCall(.send, withArguments: ["text", "spry", Status.ok, 7])
        expect(fake).toNot(haveReceived(.send, with: "text", "spry", Status.ok, 7))
        _ = fake.receivedCall(.send, with: "text", "spry", Status.ok, 7)
        fake.stub(.send).with(Status.ok, "text", 7, "spry").andReturn(true)
        _ = fake.didCall(.send, withArguments: [Status.ok, "text", 7, "spry"])
        expect(fake).toNot(haveReceived(.send, with: Status.ok, "text", 7, "spry"))
        _ = fake.receivedCall(.send, with: Status.ok, "text", 7, "spry")
        fake.stub(.send).with(7, "spry", "text", Status.ok).andReturn(true)
        _ = fake.didCall(.send, withArguments: [7, "spry", "text", Status.ok])
        expect(fake).toNot(haveReceived(.send, with: 7, "spry", "text", Status.ok))
        _ = fake.receivedCall(.send, with: 7, "spry", "text", Status.ok)
        fake.stub(.send).with("spry", Status.ok, 7, "text").andReturn(true)
        _ = fake.didCall(.send, withArguments: ["spry", Status.ok, 7, "text"])
        expect(fake).toNot(haveReceived(.send, with: "spry", Status.ok, 7, "text"))
        _ = fake.receivedCall(.send, with: "spry", Status.ok, 7, "text")
        _ = fake.didCall(.one, with: "text")
        // metatype
        fake.stub(.send).with(UUID.self, "spry", Status.ok, 7).andReturn(true)
        _ = fake.didCall(.send, withArguments: [UUID.self, "spry", Status.ok, 7])
        expect(fake).toNot(haveReceived(.send, with: UUID.self, "spry", Status.ok, 7))
        _ = fake.receivedCall(.send, with: UUID.self, "spry", Status.ok, 7)
        fake.stub(.send).with(Status.ok, UUID.self, 7, "spry").andReturn(true)
        _ = fake.didCall(.send, withArguments: [Status.ok, UUID.self, 7, "spry"])
        expect(fake).toNot(haveReceived(.send, with: Status.ok, UUID.self, 7, "spry"))
        _ = fake.receivedCall(.send, with: Status.ok, UUID.self, 7, "spry")
        fake.stub(.send).with(7, "spry", UUID.self, Status.ok).andReturn(true)
        _ = fake.didCall(.send, withArguments: [7, "spry", UUID.self, Status.ok])
        expect(fake).toNot(haveReceived(.send, with: 7, "spry", UUID.self, Status.ok))
        _ = fake.receivedCall(.send, with: 7, "spry", UUID.self, Status.ok)
        fake.stub(.send).with("spry", Status.ok, 7, UUID.self).andReturn(true)
        _ = fake.didCall(.send, withArguments: ["spry", Status.ok, 7, UUID.self])
        expect(fake).toNot(haveReceived(.send, with: "spry", Status.ok, 7, UUID.self))
        _ = fake.receivedCall(.send, with: "spry", Status.ok, 7, UUID.self)
        _ = fake.didCall(.one, with: UUID.self)
}

@Suite struct ArgumentFormsTests {
    @Test func everyFormBesideAnyEquatableValue_compiles_andRunsWithoutAnotherFailure() {
        let fake = FakeForms()
        fake.relax()
        _ = fake.send("spry", Status.ok, 7, nil)
        fake.one(nil)
        // Duplicate stubs, the calls' types and the never-matching forms are reported; nothing stops.
        let messages = failures { everyForm(fake, captor: Argument.captor()) }
        #expect(!messages.isEmpty)
        #expect(messages.allSatisfy { !$0.contains("not SpryEquatable") && !$0.contains("neither Equatable") })
    }

    @Test func theForms_matchAsTheyDoBesideSpryEquatableValues() {
        let fake = FakeForms()
        fake.relax()
        _ = fake.send("spry", Status.ok, 7, nil)
        _ = fake.send(UUID.self, Status.ok, "text", 3)
        #expect(fake.didCall(.send, withArguments: ["spry", Status.ok, 7, nil]).success)
        #expect(fake.didCall(.send, withArguments: ["spry", Status.ok, .anything, .nil]).success)
        #expect(fake.didCall(.send, withArguments: [.nonNil, Status.ok, .pass { (value: Int) in value == 7 }, nil]).success)
        #expect(fake.didCall(.send, withArguments: [UUID.self, Status.ok, "text", 3]).success)
        #expect(!fake.didCall(.send, withArguments: [Date.self, Status.ok, "text", 3]).success)
        #expect(fake.didCall(.send, withArguments: [.instanceOf(String.self), Status.ok, 7, .nil]).success)
        expect(fake).to(haveReceived(.send, with: UUID.self, Status.ok, .anything, 3))
        expect(fake).toNot(haveReceived(.send, with: "spry", Status(code: 404), 7, nil))
        fake.stub(.send).with(UUID.self, Status.ok, .anything, .nonNil).andReturn(false)
        #expect(fake.send(UUID.self, Status.ok, 1, 2) == false)
        #expect(fake.send(Date.self, Status.ok, 1, 2) == false)
    }
}
