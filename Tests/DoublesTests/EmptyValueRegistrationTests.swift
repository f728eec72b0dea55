import DoublesTestSupport
import Foundation
import Testing
@testable import Doubles

/// A class the registration tests register, read by relaxed fakes on many threads.
final class RegisteredLabel: Sendable {
    let text: String
    init(_ text: String) { self.text = text }
}

/// Registrations are read with no lock by relaxed fakes' calls on any thread while a test registers again.
@Suite(.tags(.concurrency)) struct EmptyValueRegistrationTests {
    @Test func relaxedFakesOnManyThreads_readARegistration_whileItIsReplaced() async {
        EmptyValues.register(RegisteredLabel.self) { RegisteredLabel("first") }
        let texts = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let fake = FakeCatalogue<RegisteredLabel>()
                    fake.relax()
                    return (0..<200).map { _ in fake.sync().text }
                }
            }
            group.addTask {
                for index in 0..<50 { EmptyValues.register(RegisteredLabel.self) { RegisteredLabel("\(index)") } }
                return []
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(texts.count == 800)
        #expect(texts.allSatisfy { !$0.isEmpty })
        EmptyValues.register(RegisteredLabel.self) { RegisteredLabel("last") }
        #expect(emptyValue(of: RegisteredLabel.self)?.text == "last")
    }
}
