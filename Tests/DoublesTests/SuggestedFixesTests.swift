import DoublesTestSupport
import Foundation
import Testing
@testable import Doubles

/// Each kind of fix a message suggests, written here as the message writes it, with `…` filled in. This file
/// compiles, so each fix does; the tests check that the messages write exactly these lines.
private func suggestedFixes(_ fake: FakeShelf) {
    // An open class of another module.
    EmptyValues.register(Foundation.NSLock.self) { NSLock() }
    // A type of the Swift module: no `@retroactive`, no conformance.
    EmptyValues.register(Swift.Range<Swift.Int>.self) { 0..<0 }
    // One specialization of a generic type.
    EmptyValues.register(CatalogueBox<Int>.self) { CatalogueBox(value: 0) }
    // The element of a tuple, the result of a function, the payload of a `Result`: the type that has none.
    EmptyValues.register(CatalogueFolder.self) { CatalogueFolder(name: "") }
    // A function type the rules cannot make, in parentheses.
    EmptyValues.register(((inout Swift.Int) -> Swift.Bool).self) { { _ in false } }
    // An existential.
    EmptyValues.register((any CatalogueGreeter).self) { Greeter() }
    // An enum of another module, and the payload of one.
    EmptyValues.register(DoublesTestSupport.RemoteFilter.self) { .tag("") }
    EmptyValues.register(DoublesTestSupport.RemoteNode.self) { RemoteNode() }
    // A struct of the fake's module may conform instead.
    _ = FixedReceipt.emptyValue
    // A value written where one can be.
    fake.stub(.count).andReturn(0)
    fake.stub(.bytes).andReturn(Int64(0))
    fake.stub(.titles).andReturn([String]())
    fake.stub(.ids).andReturn(Set<Int>())
    fake.stub(.stock).andReturn([String: Int]())
    fake.stub(.share).andReturn(Float(0))
    fake.stub(.name).andReturn("")
    fake.stub(.isOpen).andReturn(false)
    fake.stub(.run).andReturn((status: Int32(0), output: ""))
    // A nested type by its path; a type a dictionary literal makes, which need not have `init()`.
    fake.stub(.name).andReturn(Logbook.Level.trace)
    fake.stub(.stock).andReturn([String: Logbook.Level]())
    fake.stub(.stock).andReturn([:] as Logbook.Value)
    // A clock's instant, from its clock; a duration, and any other `AdditiveArithmetic` type, by its zero.
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
        fake.stub(.count).andReturn(ContinuousClock().now)
        fake.stub(.count).andReturn(SuspendingClock().now)
        fake.stub(.count).andReturn(Duration.zero)
    }
}

/// A class compared by identity, as the fix for a class that is not Equatable suggests.
final class Ticket {}
extension Ticket: SpryEquatable {}

/// A generic struct and an enum, made Equatable where they are declared, as the fix suggests.
struct Crate<Item>: Equatable {}
enum Tier: Equatable { case gold(Int) }

enum Outer {
    struct Inner {}
}

private struct Greeter: CatalogueGreeter {
    func greet() -> String { "" }
}

struct FixedReceipt {
    let total: Int
}

extension FixedReceipt: EmptyValueProviding {
    static var emptyValue: FixedReceipt { FixedReceipt(total: 0) }
}

@Suite struct SuggestedFixesTests {
    /// This file's text, where each fix must appear as the message writes it.
    private static let source = (try? String(contentsOfFile: #filePath, encoding: .utf8)) ?? ""

    /// The registration line of the fix for `type`, with `…` replaced by `body`.
    private func registration(for type: Any.Type, fakeModule: String = "DoublesTests", body: String) -> String? {
        Misuse.noEmptyValue(type, fakeModule: fakeModule, "so …")
            .split(separator: "\n")
            .first { $0.contains("EmptyValues.register(") }
            .map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "{ … }", with: body) }
    }

    @Test(arguments: [
        (NSLock.self as Any.Type, "{ NSLock() }"),
        (Range<Int>.self, "{ 0..<0 }"),
        (CatalogueBox<Int>.self, "{ CatalogueBox(value: 0) }"),
        ((Int, CatalogueFolder).self, "{ CatalogueFolder(name: \"\") }"),
        (((Int) -> CatalogueFolder).self, "{ CatalogueFolder(name: \"\") }"),
        (Result<CatalogueFolder, CatalogueNoCases>.self, "{ CatalogueFolder(name: \"\") }"),
        (((inout Int) -> Bool).self, "{ { _ in false } }"),
        ((any CatalogueGreeter).self, "{ Greeter() }"),
        (RemoteFilter.self, "{ .tag(\"\") }"),
        (RemoteLink.self, "{ RemoteNode() }"),
    ] as [(Any.Type, String)])
    func eachRegistrationTheMessagesSuggest_isCompiledHere(type: Any.Type, body: String) throws {
        let line = try #require(registration(for: type, body: body))
        #expect(Self.source.contains("    " + line + "\n"), "\(line)")
    }

    @Test func aStructOfTheFakesModule_isOfferedAConformance_thatCompiles() {
        let message = Misuse.noEmptyValue(CatalogueReceipt.self, fakeModule: "DoublesTests", "so …")
            .replacingOccurrences(of: "CatalogueReceipt", with: "FixedReceipt")
        #expect(message.contains("""
                extension FixedReceipt: EmptyValueProviding {
                    static var emptyValue: FixedReceipt { … }
                }
            """))
        #expect(Self.source.contains("""
            extension FixedReceipt: EmptyValueProviding {
                static var emptyValue: FixedReceipt { FixedReceipt(total: 0) }
            }
            """))
    }

    /// The fix for an argument that can never match suits its kind: the declaration it quotes compiles, as written
    /// here; and a type that cannot conform is given only the closure.
    @Test(arguments: [
        (Ticket.self as Any.Type, "extension Ticket: SpryEquatable {}"),
        (Crate<Int>.self, "struct Crate<Item>: Equatable {}"),
        (Tier.self, "enum Tier: Equatable { case gold(Int) }"),
    ] as [(Any.Type, String)])
    func theFixForAnArgumentThatCanNeverMatch_suitsItsKind(type: Any.Type, written: String) throws {
        // The declaration the message quotes, with its generic parameters left out.
        let declared = try #require(written.components(separatedBy: " {").first)
            .replacingOccurrences(of: "<Item>", with: "")
        #expect(Misuse.neverMatches(type).contains("`\(declared)"), "\(Misuse.neverMatches(type))")
        #expect(Self.source.contains("\n" + written + "\n"))
    }

    /// A struct lacking a value says which stored property is why, and the fix names the struct, whose properties'
    /// types may be private to its module.
    @Test func aStructLackingAValue_namesItsProperty_andTheFixNamesTheStruct() {
        let alone = Misuse.noEmptyValue(CatalogueShelf.self, fakeModule: "DoublesTests", "so …")
        #expect(alone.hasPrefix("""
            No value of CatalogueShelf can be returned: its stored property `folder` is of type CatalogueFolder, which \
            has none; so …
            Or, for the run to go on after such a slip, register an empty value for CatalogueShelf once
            """))
        let inTuple = Misuse.noEmptyValue((Int, CatalogueShelf).self, fakeModule: "DoublesTests", "so …")
        #expect(inTuple.hasPrefix("""
            No value of (Int, CatalogueShelf) can be returned: it is made of CatalogueShelf, whose stored property \
            `folder` is of type CatalogueFolder, which has none; so …
            """))
        #expect(inTuple.contains("EmptyValues.register(CatalogueShelf.self) { … }"))
        #expect(inTuple.contains("extension CatalogueShelf: EmptyValueProviding {"))
    }

    @Test func aTypeThatCannotConform_isGivenOnlyTheClosure() {
        #expect(Misuse.neverMatches(((Int) -> Void).self).hasSuffix(
            "Fix: check it yourself with `Argument.pass { (argument: (Int) -> ()) in … }`."
        ))
        #expect(Misuse.neverMatches(Outer.Inner.self).contains("`struct Inner: Equatable`"))
    }

    @Test(arguments: [
        (Int.self as Any.Type, "count", "andReturn(0)"),
        (Int64.self, "bytes", "andReturn(Int64(0))"),
        ([String].self, "titles", "andReturn([String]())"),
        (Set<Int>.self, "ids", "andReturn(Set<Int>())"),
        ([String: Int].self, "stock", "andReturn([String: Int]())"),
        (Float.self, "share", "andReturn(Float(0))"),
        (String.self, "name", "andReturn(\"\")"),
        (Bool.self, "isOpen", "andReturn(false)"),
        ((status: Int32, output: String).self, "run", "andReturn((status: Int32(0), output: \"\"))"),
        ([String]?.self, "titles", "andReturn([String]())"),
        ([String: Int]?.self, "stock", "andReturn([String: Int]())"),
        (Logbook.Level.self, "name", "andReturn(Logbook.Level.trace)"),
        ([String: Logbook.Level]?.self, "stock", "andReturn([String: Logbook.Level]())"),
        (Logbook.Value.self, "stock", "andReturn([:] as Logbook.Value)"),
    ] as [(Any.Type, String, String)])
    func aStubTheMessagesSuggest_writesAValue_thatCompiles(type: Any.Type, member: String, written: String) {
        #expect(Misuse.andReturn(type) == written)
        #expect(Self.source.contains("fake.stub(.\(member)).\(written)\n"))
    }

    /// A type with no public initializer is written as it is made: a clock's instant by its clock, a duration by its
    /// zero.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func aClocksInstant_andADuration_areWrittenAsTheyAreMade() {
        for (type, written) in [
            (ContinuousClock.Instant.self as Any.Type, "andReturn(ContinuousClock().now)"),
            (SuspendingClock.Instant?.self, "andReturn(SuspendingClock().now)"),
            (Duration.self, "andReturn(Duration.zero)"),
        ] {
            #expect(Misuse.andReturn(type) == written)
            #expect(Self.source.contains("fake.stub(.count).\(written)\n"), "\(written)")
        }
    }

    /// A value that cannot be written in full names its type, so that `andReturn(.success(…))`, which does not compile
    /// where `andReturn` takes any type, is not what a reader tries; an optional's is its wrapped type's.
    @Test func aTypeWhoseValueCannotBeWrittenInFull_isNamed_orKeepsThePlaceholder() {
        #expect(Misuse.andReturn(CatalogueBookmark.self) == "andReturn(CatalogueBookmark(…))")
        #expect(Misuse.andReturn((Int, CatalogueBookmark).self) == "andReturn((0, CatalogueBookmark(…)))")
        let result = Result<[Int], CatalogueError>.self
        #expect(Misuse.andReturn(result) == "andReturn(Result<[Int], CatalogueError>.success(…))")
        #expect(Misuse.andReturn(CatalogueState?.self) == "andReturn(CatalogueState.…)")
        #expect(Misuse.andReturn(Int??.self) == "andReturn(0)")
        #expect(Misuse.andReturn(((Int) -> Void).self) == "andReturn(…)")
        #expect(Misuse.andReturn(FakeLogLevel.self) == "andReturn(FakeLogLevel.trace)")
    }
}

private enum FakeLogLevel: CaseIterable {
    case trace, debug
}

private struct CatalogueError: Error {}

private enum CatalogueState {
    case connected(since: Int), disconnected
}
