import Foundation
import Testing
@testable import Doubles

/// Types real code returns, whose empty value Doubles works out: models, enums, tuples.
private struct Article: Decodable, Equatable {
    enum Kind: String, Decodable, CaseIterable { case news, opinion }
    struct Author: Decodable, Equatable {
        let name: String
        let followers: Int
    }

    let id: UUID
    let title: String
    let published: Date
    let link: URL
    let kind: Kind
    let author: Author
    let tags: [String]
    let subtitle: String?
    let price: Decimal
    let thumbnail: Data
    let ratings: [String: Double]
}

private enum Level: CaseIterable, Equatable { case trace, debug, info }

private struct Node: Decodable, Equatable {
    let name: String
    let next: [Node]
    let parent: String?
}

/// A class of the app's that Doubles cannot make.
private final class Session {}

/// Refuses what the empty decoder offers.
private final class ValidatedClass: Decodable {
    let code: String
    init(from decoder: any Decoder) throws {
        code = try decoder.singleValueContainer().decode(String.self)
        guard !code.isEmpty else { throw CancellationError() }
    }
}

private struct Validated: Decodable {
    let code: String
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        code = try container.decode(String.self)
        guard !code.isEmpty else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "empty code")
        }
    }
}

@Suite struct DomainEmptyValueTests {
    @Test func aDecodableModel_isDecodedWithEveryFieldEmpty() throws {
        let article = try #require(emptyValue(of: Article.self))
        #expect(article == Article(
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, title: "",
            published: Date(timeIntervalSince1970: 0), link: URL(string: "about:blank")!, kind: .news,
            author: Article.Author(name: "", followers: 0), tags: [], subtitle: nil, price: 0, thumbnail: Data(),
            ratings: [:]
        ))
    }

    @Test func anArrayOfModels_isEmpty_andAnOptionalModel_isNil() {
        #expect(emptyValue(of: [Article].self) == [])
        #expect(emptyValue(of: Article?.self) == .some(nil))
    }

    @Test func aCaseIterableEnum_isItsFirstCase() {
        #expect(emptyValue(of: Level.self) == .trace)
        #expect(emptyValue(of: Article.Kind.self) == .news)
    }

    @Test func aTuple_isATupleOfEmptyElements_labelsAndOptionalsIncluded() throws {
        let pair = try #require(emptyValue(of: (Article.Author, Int?).self))
        #expect(pair.0 == Article.Author(name: "", followers: 0))
        #expect(pair.1 == nil)
        let labelled = try #require(emptyValue(of: (status: Int8, body: String, retry: Double, ok: Bool).self))
        #expect(labelled.status == 0 && labelled.body == "" && labelled.retry == 0 && !labelled.ok)
        let nested = try #require(emptyValue(of: (Int, (String, [Level])).self))
        #expect(nested.0 == 0 && nested.1.0 == "" && nested.1.1 == [])
    }

    @Test func aTuplesElementOffsets_areReadAsTheCompilerLaysThemOut() throws {
        typealias Record = (flag: Bool, name: String, count: Int32?, ratio: Double)
        let layout = try #require(StoredLayout(Record.self))
        #expect(layout.parts.map(\.offset) == [
            MemoryLayout<Record>.offset(of: \.flag), MemoryLayout<Record>.offset(of: \.name),
            MemoryLayout<Record>.offset(of: \.count), MemoryLayout<Record>.offset(of: \.ratio),
        ])
        #expect(layout.parts.map { "\($0.type)" } == ["Bool", "String", "Optional<Int32>", "Double"])
        #expect(StoredLayout(Int?.self) == nil)
        #expect(StoredLayout(Level.self) == nil)
    }

    @Test func aTypeThatHoldsItselfThroughACollection_isEmpty() {
        #expect(emptyValue(of: Node.self) == Node(name: "", next: [], parent: nil))
    }

    @Test func aClassThatIsNotDecodable_hasNone_andNeitherHasATupleHoldingIt() {
        #expect(emptyValue(of: Session.self) == nil)
        #expect(emptyValue(of: (Int, Session).self) == nil)
        #expect(EmptyValue.elementWithoutEmptyValue(in: (Int, (String, Session)).self) == Session.self)
    }

    @Test func aDecodableStructThatRejectsEmptyValues_isMadeOfItsProperties_aClassHasNone() {
        #expect(emptyValue(of: Validated.self)?.code == "")
        #expect(emptyValue(of: ValidatedClass.self) == nil)
    }

    @Test func aTypesOwnEmptyValue_comesFirst() {
        #expect(emptyValue(of: Money.self) == Money(cents: 0))
        #expect(emptyValue(of: (Money, Level).self).map { $0.0 } == Money(cents: 0))
    }
}
