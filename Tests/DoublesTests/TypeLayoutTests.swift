import Testing
@testable import Doubles

/// The runtime layouts the empty-value rules read, each checked against what the compiler lays out.
@Suite struct TypeLayoutTests {
    private enum Mixed {
        case first(Int, String)
        case second
        case third(label: Bool)
        case fourth
    }

    private indirect enum Chain {
        case end
        case link(Chain)
    }

    private enum Generic<Value> {
        case some(Value, [Value])
        case none
    }

    @Test func anEnumsCases_areReadInTagOrder_payloadCasesFirst_withTheirPayloadTypes() throws {
        let layout = try #require(EnumLayout(Mixed.self))
        #expect(layout.cases.map(\.name) == ["first", "third", "second", "fourth"])
        #expect(layout.cases[0].payload == (Int, String).self)
        #expect(layout.cases[1].payload.map { String(describing: $0) } == "(label: Bool)")
        #expect(layout.cases[2].payload == nil && layout.cases[3].payload == nil)
        #expect(layout.preferredCases.map(\.tag) == [2, 3, 0, 1])
        #expect(emptyValue(of: Mixed.self).map { "\($0)" } == "second")
    }

    @Test func anIndirectCase_isMarked_andAGenericPayload_isResolvedWithItsArguments() throws {
        let chain = try #require(EnumLayout(Chain.self))
        #expect(chain.cases.map(\.isIndirect) == [true, false])
        let generic = try #require(EnumLayout(Generic<String>.self))
        #expect(generic.cases.first?.payload == (String, [String]).self)
        #expect(EnumLayout(Int.self) == nil)
        #expect(EnumLayout(String?.self) == nil)
    }

    @Test func aMadePayloadCase_holdsItsPayload() {
        enum OnlyPayloads: Equatable {
            case pair(Int, String)
            case flag(Bool)
        }
        #expect(emptyValue(of: OnlyPayloads.self) == .pair(0, ""))
    }

    private struct Padded<Value> {
        var flag: Bool
        var value: Value
        var count: Int32?
        let name: String
    }

    private final class Owner {}

    private struct Holding {
        var label: String
        weak var owner: Owner?
    }

    private struct Empty {}

    private struct Borrowing {
        unowned let owner: Owner
        unowned(unsafe) let other: Owner
    }

    private struct Formatter {
        let name: String
        let format: (Double) -> String
    }

    private struct Step {
        let next: (Int) -> Step
    }

    private enum Action {
        case run(() -> Void)
        case wait(Int)
    }

    private enum Loop {
        case next((Int) -> Loop)
    }

    @Test func aStructsProperties_areReadAtTheOffsetsTheCompilerLaysOut_withTheirGenericArguments() throws {
        typealias Layout = Padded<Double>
        let layout = try #require(StoredLayout(Layout.self))
        #expect(layout.parts.map(\.offset) == [
            MemoryLayout<Layout>.offset(of: \.flag), MemoryLayout<Layout>.offset(of: \.value),
            MemoryLayout<Layout>.offset(of: \.count), MemoryLayout<Layout>.offset(of: \.name),
        ])
        #expect(layout.parts.map { "\($0.type)" } == ["Bool", "Double", "Optional<Int32>", "String"])
        let made = try #require(emptyValue(of: Padded<[Int]>.self))
        #expect(!made.flag && made.value == [] && made.count == nil && made.name == "")
        #expect(try #require(StoredLayout(Empty.self)).parts.isEmpty)
        #expect(emptyValue(of: Empty.self) != nil)
    }

    @Test func aStructWithAWeakOrUnownedProperty_orAPropertyWithNoEmptyValue_isNotMade() {
        #expect(StoredLayout(Holding.self) == nil)
        #expect(emptyValue(of: Holding.self) == nil)
        #expect(emptyValue(of: Padded<Owner>.self) == nil)
        #expect(EmptyValue.elementWithoutEmptyValue(in: Padded<Owner>.self) == nil, "a struct is the part itself")
        #expect(EmptyValue.propertyWithoutEmptyValue(of: Padded<Owner>.self)?.name == "value")
        #expect(EmptyValue.propertyWithoutEmptyValue(of: Holding.self)?.why == "a weak or unowned reference, which Doubles does not write")
        #expect(EmptyValue.propertyWithoutEmptyValue(of: Padded<Int>.self) == nil)
        #expect(emptyValue(of: UnsafePointer<Int>.self) == nil)
        #expect(EmptyValue.propertyWithoutEmptyValue(of: ObjectIdentifier.self)?.name == "_value",
                "a raw pointer has none; ObjectIdentifier's empty value is a standard one")
        #expect(TypeMetadata(Borrowing.self).fieldRecords()?.map(\.holdsReferenceOwnership) == [true, true])
        #expect(StoredLayout(Borrowing.self) == nil)
    }

    /// A function in a struct's property or an enum's payload is stored in its own convention, which generic code
    /// cannot write: no such part is made, and a type holding itself through one still gets its message.
    @Test func aFunctionInAStructOrAPayload_isNotMade() {
        #expect(TypeMetadata.holdsFunction(((Int) -> Void).self) && TypeMetadata.holdsFunction((Int, (Int, () -> Void)).self))
        #expect(!TypeMetadata.holdsFunction((Int, String).self) && !TypeMetadata.holdsFunction((() -> Void)?.self))
        #expect(StoredLayout(Formatter.self) == nil)
        #expect(emptyValue(of: Formatter.self) == nil)
        #expect(emptyValue(of: Step.self) == nil)
        #expect(EmptyValue.elementWithoutEmptyValue(in: Step.self) == nil)
        #expect(emptyValue(of: Loop.self) == nil)
        #expect(EmptyValue.elementWithoutEmptyValue(in: Loop.self) != nil, "the search ends, at its depth limit")
        guard case .wait(0)? = emptyValue(of: Action.self) else {
            Issue.record("the case whose payload is a function was made")
            return
        }
        // A tuple in an `Any` holds its elements as generic code writes them, so its function can be called.
        #expect(emptyValue(of: (Int, (Int, String) -> Int).self).map { $0.0 + $0.1(3, "x") } == 0)
    }

    @Test func aFunctionType_isReadWithItsParameters_resultAndAttributes() throws {
        let plain = try #require(FunctionLayout(((Int, String) -> Bool).self))
        #expect(plain.parameters.count == 2 && plain.parameters[0] == Int.self && plain.parameters[1] == String.self)
        #expect(plain.result == Bool.self && !plain.isAsync && !plain.isSendable)
        let attributed = try #require(FunctionLayout((@Sendable () async throws -> [Int]).self))
        #expect(attributed.parameters.isEmpty && attributed.result == [Int].self)
        #expect(attributed.isAsync && attributed.isSendable)
    }

    @Test func aFunctionType_noPlainClosureCanTake_isNotRead() {
        #expect(FunctionLayout(((inout Int) -> Bool).self) == nil)
        #expect(FunctionLayout((@MainActor () -> Int).self) == nil)
        #expect(FunctionLayout((() throws(CancellationError) -> Int).self) == nil)
        #expect(FunctionLayout(((Int, Int, Int, Int) -> Int).self) == nil)
        #expect(FunctionLayout(Int.self) == nil)
    }

    @Test func theMetadataKinds_areReadForEachShape() {
        #expect(TypeMetadata(Int.self).kind == .struct)
        #expect(TypeMetadata(Mixed.self).kind == .enum)
        #expect(TypeMetadata(Int?.self).kind == .optional)
        #expect(TypeMetadata((Int, Int).self).kind == .tuple)
        #expect(TypeMetadata((() -> Void).self).kind == .function)
        #expect(TypeMetadata((any Error).self).kind == .existential)
        #expect(TypeMetadata(Int.Type.self).kind == .metatype)
        #expect(TypeMetadata(TypeLayoutTestsClass.self).kind == nil)
    }
}

private final class TypeLayoutTestsClass {}
