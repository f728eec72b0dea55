import DoublesMatchers
import Logging
import Orders
import Testing

@Test func aPlacedOrder_isLogged_throughTheGeneratedFake() {
    let handler = FakeLogHandler()
    handler.relax()
    let desk = OrderDesk(logger: Logger(label: "orders") { _ in handler })
    #expect(desk.place("o-1") == "placed o-1")
    expect(handler).to(haveReceived(.logLevel))
    expect(handler).to(haveRecordedCalls())
}
