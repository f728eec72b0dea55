import Doubles
import Foundation

/// Passes when the notifications posted to `center` satisfy `matcher`. It listens from the moment the
/// matcher is made until it is released, from any thread, and runs the actual closure once, the first time it
/// is checked; so with `toEventually` a notification posted later, from a queue, is seen.
///
/// ```swift
/// let testNotification = Notification(name: Notification.Name("Foo"), object: nil)
/// expect {
///     NotificationCenter.default.post(testNotification)
/// }.to(postNotifications(equal([testNotification])))
/// ```
public func postNotifications<Value>(
    _ matcher: Matcher<[Notification]>, from center: NotificationCenter = .default
) -> Matcher<Value> {
    let collector = NotificationCollector(center: center)
    return Matcher { actualExpression in
        if collector.claimFirstEvaluation() { _ = try actualExpression.evaluate() }
        let notifications = collector.notifications
        let result = try matcher.satisfies(
            ActualExpression(expression: { notifications }, location: actualExpression.location)
        )
        let words = result.message.expectedMessage
        return MatcherResult(
            status: result.status,
            message: .expectedCustomValueTo(
                lazy: { words },
                actual: { notifications.isEmpty ? "no notifications" : "<\(stringify(notifications))>" }
            )
        )
    }
}

/// The notifications a center posts while it lives; it stops listening when released.
private final class NotificationCollector: Sendable {
    private let center: NotificationCenter
    private let state = _Locked<(posted: [Notification], evaluated: Bool)>(([], false))
    private let observer = _Locked<(any NSObjectProtocol)?>(nil)

    init(center: NotificationCenter) {
        self.center = center
        let token = center.addObserver(forName: nil, object: nil, queue: nil) { [state] notification in
            state.withLock { $0.posted.append(notification) }
        }
        observer.withLock { $0 = token }
    }

    deinit {
        if let token = observer.withLock({ $0 }) { center.removeObserver(token) }
    }

    var notifications: [Notification] {
        state.withLock { $0.posted }
    }

    /// Whether this is the first check, which runs the actual closure; later checks only read what arrived.
    func claimFirstEvaluation() -> Bool {
        state.withLock { state in
            defer { state.evaluated = true }
            return !state.evaluated
        }
    }
}
