import Doubles
import Foundation
import Testing

/// A `nil` answers a double optional with its own, outer `nil`, as Swift writes `nil` for a `Date??`: a stub's
/// untyped `nil`, a relaxed fake's or a missing stub's empty value, and the empty value of a field or a closure's
/// result. A typed `nil` of the wrapped type (`nil as Date?`) becomes `.some(nil)`, as Swift converts it.
@Suite struct DoubleOptionalTests {
    struct Job { var lastRun: Date?? }

    final class FakeJobs: Spryable {
        enum StaticFunction: String, StringRepresentable { case none = "none()" }
        enum Function: String, StringRepresentable {
            case lastRun = "lastRun()", nextRun = "nextRun()", job = "job()", retry = "retry()", store = "store(_:)"
        }
        func lastRun() -> Date?? { spryify() }
        func nextRun() throws -> Date?? { try spryifyThrows() }
        func job() -> Job { spryify() }
        func retry() -> (Int) -> Int?? { spryify() }
        func store(_ value: String??) { spryify(arguments: value as Any?) }
    }

    /// How a `Date??` came back: the outer `nil`, `.some(nil)`, or a date.
    private static func shape(_ value: Date??) -> String {
        switch value {
        case .none: "nil"
        case .some(.none): ".some(nil)"
        case .some(.some): "date"
        }
    }

    @Test func aNil_isTheOuterNil_andATypedNilOfTheWrappedType_isSomeNil() throws {
        let fake = FakeJobs()
        fake.stub(.lastRun).andReturn(nil)
        #expect(Self.shape(fake.lastRun()) == "nil")
        fake.stubAgain(.lastRun).andReturn(nil as Date?)
        #expect(Self.shape(fake.lastRun()) == ".some(nil)")
        fake.stubAgain(.lastRun).andReturn(Date??.none)
        #expect(Self.shape(fake.lastRun()) == "nil")
        fake.stubAgain(.lastRun).andReturn(Date(timeIntervalSince1970: 1))
        #expect(Self.shape(fake.lastRun()) == "date")
        fake.stub(.nextRun).andReturn(nil)
        #expect(Self.shape(try fake.nextRun()) == "nil")
        fake.stubAgain(.nextRun).andReturn(nil as Date?)
        #expect(Self.shape(try fake.nextRun()) == ".some(nil)")
    }

    @Test func theEmptyValue_ofADoubleOptional_isTheOuterNil_alsoInAFieldAndAClosure() throws {
        let fake = FakeJobs()
        fake.relax()
        #expect(Self.shape(fake.lastRun()) == "nil")
        #expect(Self.shape(try fake.nextRun()) == "nil")
        #expect(Self.shape(fake.job().lastRun) == "nil")
        let retried: Int?? = fake.retry()(1)
        guard case .none = retried else { Issue.record("\(String(describing: retried)), not the outer nil"); return }
        let strict = FakeJobs()
        var answered: Date?? = Date()
        #expect(failures { answered = strict.lastRun() }.count == 1)
        #expect(Self.shape(answered) == "nil")
    }

    /// A typed `pass` of a double optional gets the outer `nil` for a `nil` argument, and `.some(nil)` for one.
    @Test func aTypedPassOfADoubleOptional_tellsTheOuterNil_fromSomeNil() {
        let jobs = FakeJobs()
        jobs.store(nil)
        jobs.store(.some(nil))
        jobs.store("a")
        var seen: [String] = []
        let shapes = Argument.pass { (value: String??) in
            switch value {
            case .none: seen.append("nil")
            case .some(.none): seen.append(".some(nil)")
            case .some(.some(let text)): seen.append(text)
            }
            return true
        }
        #expect(jobs.didCall(.store, withArguments: [shapes], countSpecifier: .exactly(3)).success)
        #expect(seen == ["nil", ".some(nil)", "a"])
        #expect(jobs.didCall(.store, withArguments: [.pass { (value: String??) in value == nil }],
                             countSpecifier: .exactly(1)).success)
    }
}
