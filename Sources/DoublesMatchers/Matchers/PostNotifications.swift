import Doubles
import Foundation

/// Passes when the notifications posted to `center` while the actual closure runs satisfy `matcher`.
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
    Matcher { actualExpression in
        let posted = _Locked<[Notification]>([])
        let observer = center.addObserver(forName: nil, object: nil, queue: nil) { notification in
            posted.withLock { $0.append(notification) }
        }
        defer { center.removeObserver(observer) }
        _ = try actualExpression.evaluate()
        let notifications = posted.withLock { $0 }
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
