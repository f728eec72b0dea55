import Doubles
import Testing

// This file holds examples from the documentation (README.md or a DocC article), word for word; `.ci/check-readme.py` keeps the two the same.

protocol Analytics {
    func measure(_ name: String, _ body: () -> Void)
    func onFlush(_ handler: @escaping @Sendable (Int) -> Void)
}

final class FakeAnalytics: Analytics, Spryable {
    enum Function: String, StringRepresentable {
        case measure = "measure(_:_:)"
        case onFlush = "onFlush(_:)"
    }

    func measure(_ name: String, _ body: () -> Void) {
        withoutActuallyEscaping(body) { body in
            NonEscaping.lend(body) { body in spryify(arguments: name, body) }
        }
    }

    func onFlush(_ handler: @escaping @Sendable (Int) -> Void) {
        spryify(arguments: handler)
    }
}

@Test func closureParameters() {
    let analytics = FakeAnalytics()
    analytics.stub(.measure).andDo { arguments in
        (arguments[1] as? NonEscaping<() -> Void>)?.closure?()
    }
    var measured = false
    analytics.measure("refresh") { measured = true }
    #expect(measured)
    #expect(analytics.didCall(.measure, withArguments: ["refresh", Argument.anything]).success)

    let captor = Argument.captor()
    analytics.stub(.onFlush).with(captor).andDo { _ in }
    analytics.onFlush { count in #expect(count == 3) }
    let handler = captor.getValue(as: (@Sendable (Int) -> Void).self)
    handler(3)
}
