import Dispatch
import DoublesMatchers
import DoublesTestSupport
import Foundation
import Testing

@Suite(.tags(.concurrency)) struct PostNotificationsTests {
    let center = NotificationCenter()
    let foo = Notification(name: Notification.Name("Foo"), object: nil)
    let bar = Notification(name: Notification.Name("Bar"), object: nil)

    @Test func postNotifications_matchesWhatTheClosurePosts() {
        passes {
            expect { center.post(foo) }.to(postNotifications(equal([foo]), from: center))
            expect { center.post(foo); center.post(bar) }.to(postNotifications(equal([foo, bar]), from: center))
            expect {}.to(postNotifications(beEmpty(), from: center))
            expect { center.post(bar) }.toNot(postNotifications(equal([foo]), from: center))
        }
        failsWithMessage("expected to equal <[\(foo)]>, got no notifications") {
            expect {}.to(postNotifications(equal([foo]), from: center))
        }
        failsWithMessage("expected to equal <[\(foo)]>, got <[\(bar)]>") {
            expect { center.post(bar) }.to(postNotifications(equal([foo]), from: center))
        }
        failsWithMessage("expected to not equal <[\(foo)]>, got <[\(foo)]>") {
            expect { center.post(foo) }.toNot(postNotifications(equal([foo]), from: center))
        }
    }

    @Test func postNotifications_seesANotificationPostedLater_andRunsTheClosureOnce() async {
        let runs = Counter()
        let center = self.center
        let name = foo.name
        await passes {
            await expect {
                runs.increment()
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) {
                    center.post(name: name, object: nil)
                }
            }.toEventually(postNotifications(equal([foo]), from: center), timeout: .seconds(2))
        }
        #expect(runs.value == 1)
    }

    @Test func postNotifications_seesNotificationsFromOtherThreads() {
        passes {
            expect {
                let posted = DispatchSemaphore(value: 0)
                let (center, name) = (center, bar.name)
                DispatchQueue.global().async {
                    center.post(name: name, object: nil)
                    posted.signal()
                }
                posted.wait()
                center.post(foo)
            }.to(postNotifications(contain([foo]), from: center))
        }
    }
}
