import Foundation
import Testing
@testable import Doubles

// The return types of a bookmarks app and a reservations server, for the catalogue below.

struct CatalogueBookmark: Decodable, Equatable {
    var id: UUID
    var title: String
    var url: URL
    var tags: [String]
    var folder: String?
}

/// An open class that is not `Decodable`: no value of it can be made unless one is registered.
class CatalogueFolder {
    let name: String
    init(name: String) { self.name = name }
}

/// An open class the catalogue registers an empty value for.
class CatalogueFormatter {
    var format = "yyyy"
}

final class CatalogueArchive: Decodable {
    var count: Int
    var bookmarks: [CatalogueBookmark]
}

enum CatalogueImportError: Error {
    case invalidURL(String)
    case duplicate(id: UUID, title: String)
}

enum CatalogueNotifyError: Error, CaseIterable {
    case offline, rejected
}

enum CatalogueAdmission: Equatable {
    case seated(table: Int)
    case waitlisted
    case rejected(reason: String)
}

enum CatalogueDecision: Equatable {
    case accept(seats: Int, note: String?)
    case reject(reason: String)
}

enum CatalogueCodableDecision: Decodable, Equatable {
    case accept(seats: Int)
    case reject(reason: String)
}

enum CatalogueFolderChoice {
    case existing(CatalogueFolder)
    case new(name: String, parent: CatalogueFolder?)
}

enum CatalogueFolderLink {
    case existing(CatalogueFolder)
    case moved(to: CatalogueFolder, from: CatalogueFolder)
}

indirect enum CatalogueExpression: Decodable, Equatable {
    case number(Int)
    case sum(CatalogueExpression, CatalogueExpression)
}

indirect enum CatalogueFilter {
    case tag(String)
    case not(CatalogueFilter)
}

enum CatalogueColor: String {
    case red, green
}

enum CatalogueNoCases: Error {}

struct CatalogueMoney: Equatable, EmptyValueProviding {
    var cents: Int
    static var emptyValue: CatalogueMoney { CatalogueMoney(cents: -1) }
}

struct CataloguePage<Item: Decodable>: Decodable {
    var items: [Item]
    var next: Int?
}

struct CatalogueReceipt: Equatable {
    let total: Int
    var note: String?
    var range: Range<Int>
}

/// A struct made of a class that has no empty value.
struct CatalogueShelf {
    let label: String
    let folder: CatalogueFolder
}

/// A `Decodable` class whose `init(from:)` rejects an empty name.
final class CatalogueTag: Decodable {
    let name: String

    init(from decoder: any Decoder) throws {
        name = try decoder.singleValueContainer().decode(String.self)
        guard !name.isEmpty else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "A tag has a name."))
        }
    }
}

struct CatalogueBox<Value> {
    var value: Value
}

protocol CatalogueGreeter {
    func greet() -> String
}

/// One fake of every member form, generic over its return type: each specialization is a fake type of its own.
final class FakeCatalogue<Value>: Spryable, Sendable {
    enum StaticFunction: String, StringRepresentable {
        case shared = "shared()"
    }

    enum Function: String, StringRepresentable {
        case sync = "sync()"
        case throwing = "throwing()"
        case async = "async()"
        case asyncThrowing = "asyncThrowing()"
        case typed = "typed()"
        case typedNotify = "typedNotify()"
        case property
    }

    struct Failure: Error {}

    func sync() -> Value { spryify() }
    func throwing() throws -> Value { try spryifyThrows() }
    func async() async -> Value { await spryify() }
    func asyncThrowing() async throws -> Value { try await spryifyThrows() }
    func typed() throws(Failure) -> Value { try spryifyThrows(throwing: Failure.self) }
    func typedNotify() throws(CatalogueNotifyError) -> Value { try spryifyThrows(throwing: CatalogueNotifyError.self) }
    var property: Value { spryify() }
    static func shared() -> Value { spryify() }
}

/// A rule tested on a catalogue wider than any list of examples: 61 return shapes of the standard library,
/// Foundation and domain code, each through every member form. A forgotten stub is one recorded failure, and
/// the call returns the empty value (or, where the type has none and the member can throw, throws). The shapes
/// that still stop the process are listed at the end, each run in a process of its own.
@Suite(.isolatedDoubles) struct EmptyValueCatalogueTests {
    init() {
        EmptyValues.register(CatalogueFormatter.self) { CatalogueFormatter() }
    }

    /// The shapes whose every member form returns an empty value that `accepts` says is right.
    static let returning: [Shape] = [
        Shape(Int.self) { $0 == 0 },
        Shape(String.self) { $0 == "" },
        Shape(Bool.self) { $0 == false },
        Shape(Double.self) { $0 == 0 },
        Shape(UInt8.self) { $0 == 0 },
        Shape(Int64?.self) { $0 == nil },
        Shape(Character.self) { $0 == "\u{0}" },
        Shape(Substring.self) { $0.isEmpty },
        Shape([String].self) { $0.isEmpty },
        Shape(Set<UUID>.self) { $0.isEmpty },
        Shape([String: [CatalogueBookmark]].self) { $0.isEmpty },
        Shape(Duration.self) { $0 == .zero },
        Shape(Date.self) { $0 == Date(timeIntervalSince1970: 0) },
        Shape(URL.self) { $0.absoluteString == "about:blank" },
        Shape(Decimal.self) { $0 == 0 },
        Shape(UUID.self) { $0.uuidString == "00000000-0000-0000-0000-000000000000" },
        Shape(Data.self) { $0.isEmpty },
        Shape(Void.self) { _ in true },
        Shape((Int, String).self) { $0 == (0, "") },
        Shape(((Int, String?), [CatalogueBookmark]).self) { $0.0.0 == 0 && $0.0.1 == nil && $0.1.isEmpty },
        Shape(Int.Type.self) { ObjectIdentifier($0) == ObjectIdentifier(Int.self) },
        Shape(Result<Int, CatalogueNotifyError>.self) { (try? $0.get()) == 0 },
        Shape(Result<CatalogueBookmark, CatalogueImportError>.self) { (try? $0.get())?.title == "" },
        Shape(Result<CatalogueFolder, CatalogueImportError>.self) {
            guard case .failure(.invalidURL("")) = $0 else { return false }
            return true
        },
        Shape(Result<CatalogueFolder, CatalogueNotifyError>.self) {
            guard case .failure(.offline) = $0 else { return false }
            return true
        },
        Shape(AsyncStream<Int>.self) { _ in true },
        Shape(AsyncThrowingStream<CatalogueBookmark, any Error>.self) { _ in true },
        Shape(AsyncStream<Int>.Continuation.self) { if case .terminated = $0.yield(1) { true } else { false } },
        Shape(AsyncThrowingStream<String, any Error>.Continuation.self) {
            if case .terminated = $0.yield("a") { true } else { false }
        },
        Shape(AnySequence<Int>.self) { Array($0).isEmpty },
        Shape(AnyCollection<String>.self) { $0.isEmpty },
        Shape(AnyIterator<Int>.self) { var iterator = $0; return iterator.next() == nil },
        Shape(Task<Int, Never>.self) { _ in true },
        Shape(Task<String, any Error>.self) { _ in true },
        Shape(TimeZone.self) { $0.secondsFromGMT() == 0 },
        Shape(Calendar.self) { $0.identifier == .gregorian },
        Shape(AnyHashable.self) { $0 == AnyHashable("") },
        Shape(ObjectIdentifier.self) { $0 == ObjectIdentifier(Void.self) },
        Shape((@Sendable (CatalogueBookmark) -> Bool).self) { $0(CatalogueBookmark.sample) == false },
        Shape((() -> Void).self) { _ in true },
        Shape(((Int, String) async throws -> [Int]).self) { _ in true },
        Shape(((String, Int, Bool) -> CatalogueAdmission).self) { $0("", 1, true) == .waitlisted },
        Shape(CatalogueAdmission.self) { $0 == .waitlisted },
        Shape(CatalogueDecision.self) { $0 == .accept(seats: 0, note: nil) },
        Shape(CatalogueCodableDecision.self) { $0 == .accept(seats: 0) },
        Shape(CatalogueExpression.self) { $0 == .number(0) },
        Shape(CatalogueColor.self) { $0 == .red },
        Shape(CatalogueNotifyError.self) { $0 == .offline },
        Shape(CatalogueImportError.self) {
            guard case .invalidURL("") = $0 else { return false }
            return true
        },
        Shape(CatalogueBookmark.self) { $0.title == "" && $0.tags.isEmpty && $0.folder == nil },
        Shape(CataloguePage<CatalogueBookmark>.self) { $0.items.isEmpty && $0.next == nil },
        Shape(CatalogueArchive.self) { $0.count == 0 },
        Shape(CatalogueFormatter.self) { $0.format == "yyyy" },
        Shape(CatalogueMoney.self) { $0.cents == -1 },
        Shape(CatalogueFolder?.self) { $0 == nil },
        Shape(CatalogueFolderChoice.self) {
            guard case .new("", nil) = $0 else { return false }
            return true
        },
        Shape([CatalogueFolder].self) { $0.isEmpty },
        Shape(CatalogueReceipt.self) { $0 == CatalogueReceipt(total: 0, note: nil, range: 0..<0) },
        Shape(CatalogueBox<Int>.self) { $0.value == 0 },
        Shape(Range<Int>.self) { $0 == 0..<0 },
        Shape(SIMD4<Float>.self) { $0 == .zero },
    ]

    /// The shapes no value can be made of: a member that can throw any error throws `DoublesError.missingStub`;
    /// every other form stops the process (see ``stopping_shapesStopTheProcess_withTheirMessage``).
    static let noValue: [Shape] = [
        Shape(Never.self),
        Shape(CatalogueNoCases.self),
        Shape(CatalogueFolder.self),
        Shape(CatalogueShelf.self),
        Shape(CatalogueBox<CatalogueFolder>.self),
        Shape((any CatalogueGreeter).self),
        Shape(CatalogueFilter.self),
        Shape(CatalogueFolderLink.self),
        Shape(CatalogueTag.self),
        Shape((Int, CatalogueFolder).self),
        Shape(((Int) -> CatalogueFolder).self),
    ]

    @Test func theCatalogue_holdsAtLeast40Shapes() {
        #expect(Self.returning.count + Self.noValue.count >= 40)
    }

    /// The Slips article's two tables, read from its source: each row's last column lists catalogue shapes.
    private static func articleShapes(under heading: String) throws -> [[String]] {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Doubles/Doubles.docc/Slips.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let section = try #require(text.components(separatedBy: heading).dropFirst().first)
        let rows = section.split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
        return rows.map { row in
            let lastColumn = row.split(separator: "|").last.map(String.init) ?? ""
            return lastColumn.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        }
    }

    @Test func theSlipsArticlesTableOfRules_namesEveryShapeThatReturns_andOnlyThose() throws {
        let rows = try Self.articleShapes(under: "found by these rules in order:")
        let named = rows.flatMap { $0 }
        #expect(Set(named) == Set(Self.returning.map(\.name)))
        #expect(named.count == Set(named).count, "a shape is named in two rows")
        // Every rule but the one that needs the Objective-C runtime has a shape in the catalogue.
        #expect(rows.filter(\.isEmpty).count == 1)
    }

    @Test func theSlipsArticlesListOfShapesThatStop_isTheCatalogues() throws {
        let named = try Self.articleShapes(under: "**What can still stop the process:**").flatMap { $0 }
        #expect(Set(named) == Set(Self.noValue.map(\.name)))
        #expect(Self.returning.count + Self.noValue.count == 72)
    }

    @Test(arguments: returning)
    func aForgottenStub_returnsTheEmptyValue_inEveryForm(_ shape: Shape) async {
        let problems = await shape.problemsWhenReturning()
        #expect(problems == [], "\(shape.name)")
    }

    @Test(arguments: noValue)
    func aShapeWithNoValue_throwsMissingStub_fromEveryMemberThatCanThrowAnyError(_ shape: Shape) async {
        let problems = await shape.problemsWhenThrowing()
        #expect(problems == [], "\(shape.name)")
    }

    @Test func aTypedThrowsMember_throwsTheEmptyValueOfItsError_whenTheReturnTypeHasNone() {
        let fake = FakeCatalogue<CatalogueFolder>()
        var thrown: CatalogueNotifyError?
        let messages = failures {
            do { _ = try fake.typedNotify() } catch { thrown = error as? CatalogueNotifyError }
        }
        #expect(thrown == .offline)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("""
            No value of CatalogueFolder can be returned, so the call throws <offline>, the empty value of \
            CatalogueNotifyError, and the code under test takes its error path.
            """) == true)
        let never = FakeCatalogue<Never>()
        let neverMessages = failures {
            do { _ = try never.typedNotify() } catch { thrown = error as? CatalogueNotifyError }
        }
        #expect(neverMessages.first?.hasSuffix("So the call throws <offline>, the empty value of CatalogueNotifyError.") == true)
    }

    @Test func aRelaxedFake_answersARegisteredClass_withNoFailure() {
        let fake = FakeCatalogue<CatalogueFormatter>()
        fake.relax()
        let messages = failures { #expect(fake.sync().format == "yyyy") }
        #expect(messages == [])
    }

    @Test func aRegistration_isReplacedByTheNextAndCanBeRemoved() {
        final class Token {
            let name: String
            init(_ name: String) { self.name = name }
        }
        EmptyValues.register(Token.self) { Token("first") }
        EmptyValues.register(Token.self) { Token("second") }
        #expect(emptyValue(of: Token.self)?.name == "second")
        EmptyValues.removeRegistration(for: Token.self)
        #expect(emptyValue(of: Token.self) == nil)
    }
}

extension CatalogueBookmark {
    static let sample = CatalogueBookmark(
        id: UUID(), title: "Swift", url: URL(string: "https://swift.org")!, tags: [], folder: nil
    )
}

/// One return shape of the catalogue, with what running it through each member form of a fake must give.
struct Shape: Sendable, CustomTestStringConvertible {
    let name: String
    let problemsWhenReturning: @Sendable () async -> [String]
    let problemsWhenThrowing: @Sendable () async -> [String]

    var testDescription: String { name }

    /// A shape's name as the Slips article writes it: as Swift source does, without the catalogue's prefix.
    private static func name(of type: Any.Type) -> String {
        let name = TypeName.of(type).replacingOccurrences(of: "Catalogue", with: "")
        return TypeMetadata(type).kind == .existential ? "any \(name)" : name
    }

    init<T>(_ type: T.Type, accepts: @escaping @Sendable (T) -> Bool) {
        name = Self.name(of: T.self)
        problemsWhenReturning = { await Self.returns(T.self, accepts) }
        problemsWhenThrowing = { [] }
    }

    init<T>(_ type: T.Type) {
        name = Self.name(of: T.self)
        problemsWhenReturning = { [] }
        problemsWhenThrowing = { await Self.throwsMissingStub(T.self) }
    }

    /// Runs each member form of a fresh fake with no stub; a form's problem is named when it does not record
    /// exactly one missing-stub failure or returns a value `accepts` rejects.
    private static func returns<T>(_ type: T.Type, _ accepts: (T) -> Bool) async -> [String] {
        let fake = FakeCatalogue<T>()
        var problems: [String] = []
        func check(_ form: String, _ run: () async throws -> T) async {
            var value: T?
            var thrown: (any Error)?
            let messages = await asyncFailures {
                do { value = try await run() } catch { thrown = error }
            }
            if let thrown { problems.append("\(form) threw \(thrown)") }
            // A `Void` member needs no stub.
            let slips = T.self == Void.self ? 0 : 1
            if messages.count != slips || !messages.allSatisfy({ $0.contains("has no stub for") }) {
                problems.append("\(form) recorded \(messages)")
            }
            if let value, !accepts(value) { problems.append("\(form) returned \(value)") }
        }
        await check("sync") { fake.sync() }
        await check("throws") { try fake.throwing() }
        await check("async") { await fake.async() }
        await check("async throws") { try await fake.asyncThrowing() }
        await check("throws(E)") { try fake.typed() }
        await check("property") { fake.property }
        await check("static") { FakeCatalogue<T>.shared() }
        return problems
    }

    /// Runs the member forms that can throw any error; each must record one failure and throw
    /// `DoublesError.missingStub`.
    private static func throwsMissingStub<T>(_ type: T.Type) async -> [String] {
        let fake = FakeCatalogue<T>()
        var problems: [String] = []
        func check(_ form: String, _ run: () async throws -> T) async {
            var thrown: (any Error)?
            let messages = await asyncFailures {
                do { _ = try await run() } catch { thrown = error }
            }
            guard case .missingStub? = thrown as? DoublesError else {
                problems.append("\(form) did not throw missingStub but \(String(describing: thrown))")
                return
            }
            if messages.count != 1 || !messages[0].contains("has no stub for") {
                problems.append("\(form) recorded \(messages)")
            }
        }
        await check("throws") { try fake.throwing() }
        await check("async throws") { try await fake.asyncThrowing() }
        return problems
    }
}

/// The failures reported while `body` runs, kept from the test framework.
func asyncFailures(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
) async rethrows -> [String] {
    let gatherer = _ExpectationGatherer(silently: true)
    try await _FailureReporter.withGatherer(gatherer) { try await body() }
    return gatherer.records.filter { !$0.success }.map(\.message)
}
