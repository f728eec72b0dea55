// This file holds an example from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

import Doubles
import DoublesMatchers
import Testing

struct Order: Equatable {
    let id: String
    let total: Int
}

protocol OrderStore: AnyObject {
    func load(id: String) throws -> Order
    func save(_ order: Order, notify: Bool) -> Bool
}

final class FakeOrderStore: OrderStore, Spryable {
    enum Function: String, StringRepresentable {
        case load = "load(id:)"
        case save = "save(_:notify:)"
    }

    func load(id: String) throws -> Order {
        try spryifyThrows(arguments: id)
    }

    func save(_ order: Order, notify: Bool) -> Bool {
        spryify(arguments: order, notify)
    }
}

struct Offline: Error {}

@Test func aTourOfStubsAndChecks() throws {
    let store = FakeOrderStore()
    let tea = Order(id: "o-1", total: 350)

    store.stub(.load).with("o-1").andReturn(tea)
    store.stub(.load).with("o-2").andThrow(Offline())
    store.stub(.save).andDo { arguments in
        ((arguments[0] as? Order)?.total ?? 0) > 0
    }

    #expect(try store.load(id: "o-1") == tea)
    #expect(throws: Offline.self) { try store.load(id: "o-2") }
    #expect(store.save(tea, notify: true))

    #expect(store.didCall(.save, withArguments: [tea, true], countSpecifier: .exactly(1)).success)
    expect(store).to(haveReceived(.save, with: tea, Argument.anything))
    expect(store).toNot(haveReceived(.load, with: Argument.pass { ($0 as? String)?.isEmpty == true }))
}
