import DoublesMatchers
import Foundation
import Testing
@testable import Doubles

/// A repository whose arguments are not the types a test might guess: a `UUID` id, an `Int64` row id, and a new
/// model that is not the stored one.
private final class FakeRepository: Spryable, Sendable {
    struct Bookmark: Equatable {
        let title: String
    }

    struct NewBookmark: Equatable {
        let title: String
    }

    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable {
        case find = "find(id:)"
        case fetch = "fetch(row:)"
        case save = "save(_:)"
        case notify = "notify(_:)"
        case tag = "tag(_:)"
        case rate = "rate(_:)"
        case fail = "fail(_:)"
        case adopt = "adopt(_:)"
        case track = "track(_:)"
        case log = "log(_:_:)"
        case resize = "resize(_:)"
        case mark = "mark(_:)"
    }

    enum Status: Equatable {
        case offline, online
    }

    func find(id: UUID) -> String? { spryify(arguments: id) }
    func fetch(row: Int64) -> String { spryify(arguments: row) }
    func save(_ bookmark: NewBookmark) { spryify(arguments: bookmark) }
    func notify(_ status: Status) { spryify(arguments: status) }
    func tag(_ rows: [Int?]) { spryify(arguments: rows) }
    func rate(_ scores: [String: Double]) { spryify(arguments: scores) }
    func fail(_ error: any Error) { spryify(arguments: error) }
    func adopt(_ pet: Pet) { spryify(arguments: pet) }
    func track(_ event: any Event) { spryify(arguments: event) }
    func log(_ properties: [String: Any], _ values: [Any?]) { spryify(arguments: properties, values) }
    func resize(_ width: Int16) { spryify(arguments: width) }
    func mark(_ key: AnyHashable) { spryify(arguments: key) }
}

private enum DatabaseError: Error, Equatable { case timeout }
private enum AuthError: Error, Equatable { case expired }

private class Pet: Equatable {
    static func == (lhs: Pet, rhs: Pet) -> Bool { lhs === rhs }
}
private final class Dog: Pet {}
private final class Cat: Pet {}

private protocol Event {}
private struct Login: Event, Equatable {}
private struct Logout: Event, Equatable {}

/// A check or a stub whose expectation can never look at or equal the argument reports it, in `to` and `toNot`,
/// rather than passing or never answering in silence.
@Suite struct NeverMatchingTests {
    private let repository = FakeRepository()
    private let id = UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!

    init() {
        // The calls' results do not matter here.
        repository.relax()
    }

    @Test func aTypedPass_ofAnotherType_failsAToNotCheck_thatWouldPass() {
        _ = repository.find(id: id)
        let id = self.id
        let messages = failures {
            expect(repository).toNot(haveReceived(.find, with: .pass { (text: String) in text == id.uuidString }))
        }
        #expect(messages.count == 1, "one failure, with why and the calls")
        #expect(messages.first?.hasPrefix("""
            haveReceived(.find) on FakeRepository can never match: argument 1 of find(id:) is UUID in every call, and \
            the pass closure takes String, so it never looks at it.
            Fix: expect a value of type UUID, or check it with `.pass { (argument: UUID) in … }`.
            Calls to find(id:), in order:
            """) == true)
    }

    @Test func aNumberTheArgumentsTypeCannotHold_failsAToNotCheck_thatWouldPass() {
        repository.resize(700)
        let messages = failures { expect(repository).toNot(haveReceived(.resize, with: 70_000)) }
        #expect(messages.count == 1, "one failure, with why and the calls")
        #expect(messages.first?.hasPrefix("""
            haveReceived(.resize) on FakeRepository can never match: argument 1 of resize(_:) is Int16 in every call, \
            and the expected <70000> is Int, a value Int16 cannot hold, so it never equals it.
            """) == true, "\(messages)")
    }

    /// Over numbers and the standard number types: a number a type cannot hold is a conflict, and one it can hold
    /// matches its conversion, so the rule and matching agree.
    @Test func aNumberIsAConflict_exactlyWhenTheArgumentsTypeCannotHoldIt_overACatalogue() {
        let expectedValues: [SpryEquatable] = [
            70_000, -1, 300, 2_147_483_648, 9_007_199_254_740_993, 16_777_217, Int64.max, UInt64.max, 0.5, 3.0, 1e39,
            1e-50, Float(1e-45), Int8.min,
        ]
        let samples: [Any] = [
            Int8(1), Int16(1), Int32(1), Int64(1), Int(1), UInt8(1), UInt16(1), UInt32(1), UInt64(1), Float(1), 1.0,
        ]
        var conflicts = 0
        for expected in expectedValues {
            for sample in samples {
                let conflict = NeverMatching.typeConflict(expected, sample)
                if let converted = NumberConversion.converted(expected, to: type(of: sample)) {
                    #expect(conflict == nil, "\(expected) against \(type(of: sample))")
                    #expect(argument(converted, matches: expected), "\(expected) against \(type(of: sample))")
                } else {
                    conflicts += 1
                    #expect(conflict != nil, "\(expected) against \(type(of: sample))")
                }
            }
        }
        #expect(conflicts > 50)
    }

    @Test func aCollection_whoseElementNeverEqualsAnyReceivedElement_failsAToNotCheck_thatWouldPass() {
        repository.tag([1, nil])
        repository.rate(["a": 1.5])
        let messages = failures {
            expect(repository).toNot(haveReceived(.tag, with: ["1"]))
            expect(repository).toNot(haveReceived(.rate, with: ["a": "1.5"]))
            _ = repository.didCall(.tag, withArguments: [["1", nil]], countSpecifier: .never)
        }
        #expect(messages.map { $0.components(separatedBy: "\n").first ?? "" } == [
            """
            haveReceived(.tag) on FakeRepository can never match: argument 1 of tag(_:) is [Int?] in every call, and \
            the expected <["1"]> is [String], whose element <"1"> equals none of its elements.
            """,
            """
            haveReceived(.rate) on FakeRepository can never match: argument 1 of rate(_:) is [String: Double] in every \
            call, and the expected <["a": "1.5"]> is [String: String], whose element <"1.5"> equals none of its \
            elements.
            """,
            """
            didCall(.tag) on FakeRepository can never match: argument 1 of tag(_:) is [Int?] in every call, and the \
            expected <["1", nil]> is [String?], whose element <"1"> equals none of its elements.
            """,
        ])
    }

    @Test func aCollectionOfAProtocolType_mayHoldOtherTypesInAnotherCall_soIsNoConflict() {
        repository.log(["method": "email"], [1])
        #expect(failures {
            expect(repository).toNot(haveReceived(.log, with: ["premium": true], Argument.anything))
            expect(repository).toNot(haveReceived(.log, with: Argument.anything, ["one"]))
        } == [])
    }

    @Test func aCollection_withAnElementOfAFamilyTheArgumentsHave_isNoConflict() {
        repository.tag([1, nil])
        repository.rate(["a": 1.5])
        #expect(failures {
            expect(repository).to(haveReceived(.tag, with: [1, nil]))
            expect(repository).toNot(haveReceived(.tag, with: [Int64(2), nil]))
            expect(repository).to(haveReceived(.rate, with: ["a": 1.5]))
            expect(repository).toNot(haveReceived(.rate, with: ["a": 2]))
            expect(repository).toNot(haveReceived(.tag, with: [Int]()))
        } == [])
    }

    @Test func anErrorOrASubclass_ofAnotherType_mayComeInAnotherCall_soIsNoConflict() {
        repository.fail(DatabaseError.timeout)
        repository.adopt(Dog())
        #expect(failures {
            expect(repository).toNot(haveReceived(.fail, with: AuthError.expired))
            expect(repository).toNot(haveReceived(.adopt, with: Cat()))
        } == [])
    }

    @Test func aParameterOfAnotherProtocolType_doesNotShow_andATypedPassOfTheProtocolChecksIt() {
        repository.track(Login())
        let messages = failures { expect(repository).toNot(haveReceived(.track, with: Logout())) }
        #expect(messages.first?.hasPrefix("haveReceived(.track) on FakeRepository can never match") == true)
        #expect(failures {
            expect(repository).toNot(haveReceived(.track, with: .pass { (event: any Event) in event is Logout }))
            expect(repository).to(haveReceived(.track, with: .pass { (event: any Event) in event is Login }))
        } == [])
    }

    @Test func aTypedPass_ofAnotherType_inATo_showsTheOptionsType_andTheArguments() {
        _ = repository.fetch(row: 2)
        #expect(failures {
            expect(repository).to(haveReceived(.fetch, with: .pass { (row: Int) in row == 2 }))
        } == [
            """
            haveReceived(.fetch) on FakeRepository can never match: argument 1 of fetch(row:) is Int64 in every call, \
            and the pass closure takes Int, so it never looks at it.
            Fix: expect a value of type Int64, or check it with `.pass { (argument: Int64) in … }`.
            Calls to fetch(row:), in order:
              1. fetch(row:) with <2>
            0 of 1 call matched the arguments.
            Closest call (#1):
              argument 1: expected <Argument.pass<Int>>, got <2> (Int64)
            """,
        ])
    }

    @Test func didCall_withATypedPassOfAnotherType_reportsIt_whileItsResultIsFalse() {
        _ = repository.fetch(row: 2)
        let messages = failures {
            #expect(!repository.didCall(.fetch, withArguments: [.pass { (row: Int) in row == 2 }]).success)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("didCall(.fetch) on FakeRepository can never match") == true)
    }

    @Test func anExpectedValueOfAnotherType_thanEveryCallsArgument_failsAToNotCheck() {
        repository.save(FakeRepository.NewBookmark(title: "a"))
        #expect(failures {
            expect(repository).toNot(haveReceived(.save, with: FakeRepository.Bookmark(title: "a")))
        } == ["""
            haveReceived(.save) on FakeRepository can never match: argument 1 of save(_:) is NewBookmark in every \
            call, and the expected <Bookmark(title: "a")> is Bookmark, which never equals it.
            Fix: expect a value of type NewBookmark, or check it with `.pass { (argument: NewBookmark) in … }`.
            Calls to save(_:), in order:
              1. save(_:) with <NewBookmark(title: "a")>
            0 of 1 call matched the arguments.
            Closest call (#1):
              argument 1: expected <Bookmark(title: "a")>, got <NewBookmark(title: "a")>
            """])
    }

    /// The expected value's type decides: a floating-point number or a `Decimal` matches no integer, and a collection
    /// no single value, so each fails a `toNot` that would pass, with why.
    @Test func aFloatOrACollection_againstAnIntegerArgument_failsAToNotCheck() {
        _ = repository.fetch(row: 50)
        for (expected, why) in [
            (50.0 as SpryEquatable, "the expected <50.0> is Double"),
            (Decimal(50), "the expected <50> is Decimal"),
            ([50], "the expected <[50]> is [Int]"),
            (["row": 50], "the expected <[\"row\": 50]> is [String: Int]"),
        ] {
            let messages = failures { expect(repository).toNot(haveReceived(.fetch, with: expected)) }
            #expect(messages.count == 1)
            #expect(messages.first?.hasPrefix("""
                haveReceived(.fetch) on FakeRepository can never match: argument 1 of fetch(row:) is Int64 in every \
                call, and \(why), which never equals it.
                """) == true, "\(messages)")
            var matched = true
            #expect(failures { matched = repository.didCall(.fetch, withArguments: [expected]).success }.count == 1)
            #expect(!matched)
        }
    }

    /// Over a catalogue of expected values and arguments, the rule calls a conflict only what the matching rule never
    /// matches, and finds the conflicts of numbers, text and collections of kinds that never meet.
    @Test func theConflictRule_agreesWithMatching_overACatalogue() {
        let expectedValues: [SpryEquatable?] = [
            5, Int64(5), UInt8(5), 5.0, Float(5), Decimal(5), "5", Substring("5"), Character("5"), true, ["5"], [5],
            [5.0], Set(["5"]), ["k": 5], Data([5]), [Int](), nil, Argument.anything, Argument.nonNil,
        ]
        let arguments: [Any] = [
            5, Int64(5), UInt8(5), 5.0, Float(5), Decimal(5), "5", Substring("5"), Character("5"), true, ["5"], [5],
            [5.0], Set(["5"]), Set([5]), ["k": 5], ["k": "5"], Data([5]), [Int](), [String](),
            UUID(uuidString: "00000000-0000-0000-0000-000000000005")!,
        ]
        var conflicts = 0
        for expected in expectedValues {
            for actual in arguments where NeverMatching.typeConflict(expected, actual) != nil {
                conflicts += 1
                #expect(
                    !argument(actual, matches: expected),
                    "a conflict that matches: \(String(describing: expected)) and \(actual)"
                )
            }
        }
        #expect(conflicts > 200)
        let numbers: [(SpryEquatable, Any)] = [(5.0, 5), (Float(5), Int64(5)), (Decimal(5), 5), (Decimal(5), 5.0)]
        for (expected, actual) in numbers {
            #expect(NeverMatching.typeConflict(expected, actual) != nil, "\(expected) against \(actual)")
        }
        let collections: [(SpryEquatable, Any)] = [
            (["5"], "5"), ([5], 5), (Set(["5"]), "5"), (["k": 5], 5), ([5], Data([5])),
        ]
        for (expected, actual) in collections {
            #expect(NeverMatching.typeConflict(expected, actual) != nil, "\(expected) against \(actual)")
        }
        let alike: [(SpryEquatable, Any)] = [
            (5, 5.0), (5, Decimal(5)), (Float(5), 5.0), (5.0, Decimal(5)), ("5", Character("5")),
        ]
        for (expected, actual) in alike {
            #expect(NeverMatching.typeConflict(expected, actual) == nil, "\(expected) against \(actual)")
            #expect(argument(actual, matches: expected), "\(expected) against \(actual)")
        }
    }

    @Test func optionsAndValuesThatMayMatch_reportNothing() {
        _ = repository.fetch(row: 2)
        _ = repository.find(id: id)
        repository.save(FakeRepository.NewBookmark(title: "a"))
        #expect(failures {
            // A number matches across integer types; options that look at no type; a typed pass of the type.
            expect(repository).toNot(haveReceived(.fetch, with: 3))
            expect(repository).to(haveReceived(.fetch, with: 2))
            expect(repository).toNot(haveReceived(.find, with: .nil))
            expect(repository).toNot(haveReceived(.find, with: .pass { (other: UUID) in other != self.id }))
            expect(repository).toNot(haveReceived(.save, with: FakeRepository.NewBookmark(title: "b")))
            expect(repository).to(haveReceived(.save, with: .instanceOf((any Sendable).self)))
        } == [])
    }

    /// `instanceOf` a number or text type that the calls' numbers or texts are not (an `Int` for an `Int64`) can never
    /// match: reported under `to` and `toNot`. Elsewhere `instanceOf` tells apart the types a parameter of a protocol
    /// type takes, in checks and stubs alike, so it is not judged.
    @Test func instanceOfANumberTypeTheCallsAreNot_canNeverMatch() {
        _ = repository.fetch(row: 2)
        repository.save(FakeRepository.NewBookmark(title: "a"))
        let slip = """
            haveReceived(.fetch) on FakeRepository can never match: argument 1 of fetch(row:) is Int64 in every call, \
            and Argument.instanceOf(Int) matches only an instance of Int.
            Fix: expect a value of type Int64, or check it with `.pass { (argument: Int64) in … }`.
            """
        #expect(failures { expect(repository).toNot(haveReceived(.fetch, with: .instanceOf(Int.self))) }.first?
            .hasPrefix(slip) == true)
        #expect(failures { expect(repository).to(haveReceived(.fetch, with: .instanceOf(Int.self))) }.first?
            .hasPrefix(slip) == true)
        #expect(failures { expect(repository).toNot(haveReceived(.save, with: .instanceOf(String.self))) } == [])
        #expect(NeverMatching.typeConflict(Argument.instanceOf(CocoaError.self), URLError(.badURL)) == nil)
        #expect(NeverMatching.typeConflict(Argument.instanceOf(Int64.self), Int64(1)) == nil)
        #expect(NeverMatching.typeConflict(Argument.instanceOf(Int.self), Int64(1)) != nil)
        #expect(NeverMatching.typeConflict(Argument.instanceOf(Substring.self), "a") != nil)
    }

    /// An `AnyHashable` argument may hold any hashable value in another call, as a parameter of a protocol type may:
    /// a value of another type than its contents is no conflict, and matches such contents when they come.
    @Test func anAnyHashableArgument_isNeverJudgedByTheTypeItHolds() {
        repository.mark(AnyHashable("five"))
        var matched = true
        #expect(failures {
            expect(repository).toNot(haveReceived(.mark, with: 5))
            expect(repository).toNot(haveReceived(.mark, with: Argument.instanceOf(Int.self)))
            matched = repository.didCall(.mark, withArguments: [5]).success
        } == [])
        #expect(!matched)
        repository.mark(AnyHashable(5))
        #expect(failures { expect(repository).to(haveReceived(.mark, with: 5)) } == [])
    }

    @Test func instanceOf_onAParameterOfAProtocolType_isNeverJudged() {
        let tracker = FakeTracker()
        tracker.stub(.track).with(.instanceOf(Login.self)).andReturn(1)
        tracker.stub(.track).with(.instanceOf(Logout.self)).andReturn(2)
        var answered = 0
        #expect(failures { answered = tracker.track(Login()) } == [])
        #expect(answered == 1)
        #expect(failures {
            expect(tracker).toNot(haveReceived(.track, with: .instanceOf(Logout.self)))
            expect(tracker).to(haveReceived(.track, with: .instanceOf(Login.self)))
        } == [])
    }

    @Test func aLiteralAgainstAnEnumCase_showsBothTypes_inTheClosestCall() {
        repository.notify(.offline)
        let messages = failures { expect(repository).to(haveReceived(.notify, with: "offline")) }
        #expect(messages.last?.hasSuffix("""
            Closest call (#1):
              argument 1: expected <"offline"> (String), got <offline> (Status)
            """) == true)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("haveReceived(.notify) on FakeRepository can never match") == true)
    }

    @Test func noCallsRecorded_reportsNothing_sinceNoArgumentShowsATypeYet() {
        #expect(failures {
            expect(repository).toNot(haveReceived(.find, with: .pass { (text: String) in text.isEmpty }))
        } == [])
    }

    @Test func aStubWhosePassTakesAnotherType_isReportedAtItsLine_andTheOlderStubAnswers() {
        repository.stub(.find).andReturn("any")
        let line: UInt = #line + 1
        repository.stub(.find).with(.pass { (text: String) in text.hasPrefix("0") }).andReturn("narrowed")
        var answer: String?
        let records = failureRecords { answer = repository.find(id: id) }
        #expect(answer == "any")
        #expect(records.map(\.message) == ["""
            The stub find(id:) with <Argument.pass<String>> -> andReturn("narrowed") on FakeRepository can never \
            answer the call with <00000000-0000-0000-0000-00000000000A>: argument 1 is UUID, and the pass closure \
            takes String, so it never looks at it.
            Fix: expect a value of type UUID, or check it with `.pass { (argument: UUID) in … }`.
            """])
        #expect(records.first?.location.line == line)
    }

    @Test func aMissingStub_namesTheArgumentsItsStubsCanNeverEqual_byType() {
        let fresh = FakeRepository()
        let line = #line + 1
        fresh.stub(.fetch).with("2").andReturn("two")
        fresh.stub(.find).with("id").andReturn("found")
        let messages = failures { _ = fresh.fetch(row: 2) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("""
            Stubs on FakeRepository:
                fetch(row:) with <"2"> -> andReturn("two")
                    argument 1 is Int64, and the expected <"2"> is String, which never equals it
                find(id:) with <"id"> -> andReturn("found")
            Fix: give the with(...) of the stub at DoublesTests/NeverMatchingTests.swift:\(line):19 a value of type \
            Int64 as argument 1; or stub it before the call, for example `fake.stub(.fetch).andReturn("")`
            """) == true, "\(messages.first ?? "")")
    }

    @Test func anOrderCheck_namesAnExpectedCallThatCanNeverMatch() {
        _ = repository.fetch(row: 1)
        _ = repository.find(id: id)
        var result: CallOrderResult?
        let messages = failures {
            result = callOrder([
                repository.receivedCall(.fetch, with: .pass { (row: Int) in row == 1 }),
                repository.receivedCall(.find),
            ])
        }
        let slip = """
            receivedCall(.fetch) on FakeRepository can never match: argument 1 of fetch(row:) is Int64 in every \
            call, and the pass closure takes Int, so it never looks at it.
            Fix: expect a value of type Int64, or check it with `.pass { (argument: Int64) in … }`.
            """
        #expect(messages == [slip])
        #expect(result?.success == false)
        #expect(result?.description.hasSuffix(slip) == true)
    }
}

/// A fake whose argument may be a tuple.
private final class FakePairs: Spyable {
    enum Function: String, StringRepresentable { case take = "take(_:)" }
    func take(_ value: Any?) { recordCall(arguments: value) }
}

@Suite struct TupleArgumentTests {
    @Test func aTupleArgument_canNeverMatch_andTheFixIsAPassClosure_notAConformance() {
        let pairs = FakePairs()
        pairs.take((1, "a"))
        let messages = failures { expect(pairs).to(haveReceived(.take, with: (1, "a"))) }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("""
            haveReceived(.take) for FakePairs.take(_:) has an argument at position 1 of type (Int, String), which is \
            neither Equatable nor SpryEquatable, so it can never match.
            Fix: check it yourself with `Argument.pass { (argument: (Int, String)) in … }`; a tuple type cannot \
            conform to Equatable.
            """) == true, "\(messages)")
    }
}

/// Collections as their literals make them: an array literal is a set where the parameter is one, and an empty
/// collection equals an empty one only of a type that may hold alike elements.
@Suite struct CollectionKindTests {
    private final class FakeFeed: Spryable, Sendable {
        enum StaticFunction: String, StringRepresentable { case none = "none()" }
        enum Function: String, StringRepresentable {
            case follow = "follow(_:)"
            case rank = "rank(_:)"
            case label = "label(_:)"
            case weigh = "weigh(_:)"
            case post = "post(_:)"
        }

        func follow(_ ids: Set<String>) -> Int { spryify(arguments: ids) }
        func rank(_ ids: [String]) { spryify(arguments: ids) }
        func label(_ rows: [Int]) -> Int { spryify(arguments: rows) }
        func weigh(_ scores: [String: Int]) { spryify(arguments: scores) }
        func post(_ userInfo: [AnyHashable: String]) { spryify(arguments: userInfo) }
    }

    private let feed = FakeFeed()

    @Test func anArrayLiteral_matchesASetArgument_asTheSetItWouldMake() {
        feed.stub(.follow).with(["a", "b", "a"]).andReturn(2)
        #expect(feed.follow(["b", "a"]) == 2)
        expect(feed).to(haveReceived(.follow, with: ["b", "a"]))
        #expect(failures { expect(feed).toNot(haveReceived(.follow, with: ["a", "b"])) }.count == 1)
        #expect(failures { expect(feed).to(haveReceived(.follow, with: ["a"])) }.count == 1)
        #expect(failures { expect(feed).to(haveReceived(.follow, with: ["a", "b", "c"])) }.count == 1)
        // One to one: an option stands for one element, not for any number of them.
        #expect(!feed.didCall(.follow, withArguments: [["a", Argument.anything, Argument.anything]]).success)
        #expect(!feed.didCall(.follow, withArguments: [[Argument.anything]]).success)
        #expect(feed.didCall(.follow, withArguments: [["a", Argument.anything]]).success)
    }

    @Test func aSet_neverMatchesAnArrayArgument_inToAndToNot() {
        feed.rank(["a", "b"])
        let slip = """
            haveReceived(.rank) on FakeFeed can never match: argument 1 of rank(_:) is [String] in every call, and the \
            expected <["a"]> is Set<String>, which never equals it.
            """
        for messages in [
            failures { expect(feed).toNot(haveReceived(.rank, with: Set(["a"]))) },
            failures { expect(feed).to(haveReceived(.rank, with: Set(["a"]))) },
        ] {
            #expect(messages.count == 1)
            #expect(messages.first?.hasPrefix(slip) == true)
        }
    }

    @Test func anEmptyCollection_matchesAnEmptyOne_onlyOfElementsThatMayBeAlike() {
        feed.stub(.label).with([Int64]()).andReturn(2)
        feed.stub(.label).with([String]()).andReturn(1)
        #expect(feed.label([]) == 2)
        feed.weigh([:])
        #expect(feed.didCall(.label, withArguments: [[Double]()]).success)
        #expect(feed.didCall(.weigh, withArguments: [[String: Any]()]).success)
        #expect(feed.didCall(.weigh, withArguments: [[AnyHashable: Int]()]).success)
        feed.post([:])
        #expect(feed.didCall(.post, withArguments: [[String: String]()]).success)
        var results: [Bool] = []
        let slips = failures {
            results.append(feed.didCall(.weigh, withArguments: [[String: String]()]).success)
            results.append(feed.didCall(.weigh, withArguments: [[Int: Int]()]).success)
        }
        #expect(results == [false, false])
        #expect(slips.count == 2)
        let messages = failures { expect(feed).toNot(haveReceived(.label, with: [String]())) }
        #expect(messages.first?.hasPrefix("""
            haveReceived(.label) on FakeFeed can never match: argument 1 of label(_:) is [Int] in every call, and the \
            expected <[]> is [String], which never equals it.
            """) == true)
    }
}

private final class FakeTracker: Spryable {
    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable { case track = "track(_:)" }
    func track(_ event: any Event) -> Int { spryify(arguments: event) }
}

/// A fake whose arguments are of an enum with a case named `none`.
private final class FakeBadges: Spryable {
    enum Badge: Equatable { case none, unread(Int) }
    enum Level: Equatable { case low, high }

    enum StaticFunction: String, StringRepresentable { case none = "none()" }
    enum Function: String, StringRepresentable {
        case show = "show(_:)"
        case showOptional = "showOptional(_:)"
        case label = "label(_:_:)"
        case setLevel = "setLevel(_:)"
    }

    func show(_ badge: Badge) { spryify(arguments: badge) }
    func showOptional(_ badge: Badge?) { spryify(arguments: badge) }
    func label(_ badge: Badge, _ text: String) -> String { spryify(arguments: badge, text) }
    func setLevel(_ level: Level?) { spryify(arguments: level) }
}

/// Beside other arguments Swift reads a bare `.none` as `nil`, never as the case of that name of the argument's enum:
/// an expected `nil` against such an enum's values is reported, so the check cannot pass by that reading.
@Suite struct NoneCaseTests {
    private let badges = FakeBadges()

    @Test func anExpectedNone_isNil_andFailsAToNotCheck_thatWouldPass_withTheFix() {
        badges.show(.none)
        let messages = failures { expect(badges).toNot(haveReceived(.show, with: .none)) }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("""
            haveReceived(.show) on FakeBadges can never match: argument 1 of show(_:) is Badge in every call, and \
            the expected nil never equals it: Swift reads `nil` or a `.none` written there as Optional.none, not as \
            Badge's case, and the calls do not show whether the parameter is optional.
            Fix: write `Badge.none` for the case; for no value, where the parameter is optional, write `Argument.nil`.
            Calls to show(_:), in order:
              1. show(_:) with <none>
            """) == true, "\(messages)")
    }

    @Test func theToCheck_andDidCall_sayWhy_too() {
        badges.show(.unread(2))
        let messages = failures {
            expect(badges).to(haveReceived(.show, with: .none))
            // The count is met, and the slip is reported.
            _ = badges.didCall(.show, withArguments: [.none], countSpecifier: .never)
        }
        #expect(messages.count == 2)
        let why = """
            argument 1 of show(_:) is Badge in every call, and the expected nil never equals it: Swift reads `nil` or \
            a `.none` written there as Optional.none, not as Badge's case, and the calls do not show whether the \
            parameter is optional.
            """
        #expect(messages.allSatisfy { $0.contains(why) }, "\(messages)")
    }

    @Test func theCaseWrittenWithItsType_matches() {
        badges.show(.none)
        #expect(failures { expect(badges).to(haveReceived(.show, with: FakeBadges.Badge.none)) }.isEmpty)
        #expect(failures { expect(badges).toNot(haveReceived(.show, with: FakeBadges.Badge.unread(1))) }.isEmpty)
    }

    @Test func anOptionalParameter_thatGotNil_matchesNil_andArgumentNilSaysNoValue() {
        badges.showOptional(nil)
        #expect(failures { expect(badges).to(haveReceived(.showOptional, with: nil)) }.isEmpty)
        badges.showOptional(.unread(1))
        #expect(failures {
            expect(badges).to(haveReceived(.showOptional, with: Argument.nil, countSpecifier: .exactly(1)))
        }.isEmpty)
    }

    /// A recorded argument does not say whether its parameter is optional: `nil` for an optional one that every call
    /// filled is reported as `.none` would be, and `Argument.nil`, the fix, says no value plainly.
    @Test func anOptionalParameter_thatNeverGotNil_isToldToWriteArgumentNil() {
        badges.showOptional(.unread(1))
        let messages = failures { expect(badges).toNot(haveReceived(.showOptional, with: nil)) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains(
            "Fix: write `Badge.none` for the case; for no value, where the parameter is optional, write `Argument.nil`."
        ) == true, "\(messages)")
        #expect(failures { expect(badges).toNot(haveReceived(.showOptional, with: Argument.nil)) }.isEmpty)
    }

    @Test func anEnumWithoutANoneCase_isNotReported() {
        badges.setLevel(.high)
        #expect(failures { expect(badges).toNot(haveReceived(.setLevel, with: nil)) }.isEmpty)
        #expect(NeverMatching.typeConflict(nil, FakeBadges.Level.low) == nil)
        #expect(NeverMatching.typeConflict(nil, FakeBadges.Badge.unread(1)) != nil)
        #expect(NeverMatching.typeConflict(nil, Optional<FakeBadges.Badge>.none) == nil)
    }

    @Test func aStubWithNone_thatAnswersNoCall_isNamedInTheMissingStubsMessage() {
        badges.stub(.label).with(.none, "x").andReturn("y")
        let messages = failures { _ = badges.label(.none, "x") }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("""
                label(_:_:) with <nil>, <"x"> -> andReturn("y")
                    argument 1 is Badge, and the expected nil never equals it: Swift reads `nil` or a `.none` written \
            there as Optional.none, not as Badge's case, and the calls do not show whether the parameter is optional
            """) == true, "\(messages)")
    }
}

/// A stub `with(.none)` meant for the case of an enum, where another stub answers the call: reported at its line.
@Suite struct NoneCaseStubTests {
    private let badges = FakeBadges()

    @Test func aStubWithNone_besideOneWithoutArguments_isReportedAtItsLine_whicheverIsNewer() {
        let line: UInt = #line + 1
        badges.stub(.label).with(.none, "x").andReturn("for none")
        badges.stub(.label).andReturn("any")
        var answer: String?
        let records = failureRecords { answer = badges.label(.none, "x") }
        #expect(answer == "any")
        #expect(records.map(\.message) == ["""
            The stub label(_:_:) with <nil>, <"x"> -> andReturn("for none") on FakeBadges can never answer the call \
            with <none>, <"x">: argument 1 is Badge, and the expected nil never equals it: Swift reads `nil` or a \
            `.none` written there as Optional.none, not as Badge's case, and the calls do not show whether the \
            parameter is optional.
            Fix: write `Badge.none` for the case; for no value, where the parameter is optional, write `Argument.nil`.
            """])
        #expect(records.first?.location.line == line)

        let other = FakeBadges()
        other.stub(.label).andReturn("any")
        other.stub(.label).with(.none, "x").andReturn("for none")
        #expect(failures { _ = other.label(.unread(1), "x") }.count == 1)
    }

    @Test func theCaseWrittenWithItsType_orAnotherStubWithArguments_isNotReported() {
        badges.stub(.label).with(FakeBadges.Badge.none, "x").andReturn("for none")
        badges.stub(.label).with(FakeBadges.Badge.unread(1), Argument.anything).andReturn("unread")
        badges.stub(.label).andReturn("any")
        var answers: [String] = []
        #expect(failures {
            answers = [badges.label(.none, "x"), badges.label(.unread(1), "y"), badges.label(.unread(2), "z")]
        }.isEmpty)
        #expect(answers == ["for none", "unread", "any"])
    }

    @Test func aStubWithNil_forAValueOfAnEnumWithoutANoneCase_isNotReported() {
        badges.stub(.setLevel).with(nil).andDo { _ in }
        badges.stub(.setLevel).andDo { _ in }
        #expect(failures { badges.setLevel(.low) }.isEmpty)
    }
}
