import DoublesMatchers
import Testing
@testable import Doubles

/// `andReturn(value)` holds the value as the type Swift knows at the stub's line, and a call whose return type is
/// exactly that type reads it with a class cast; `andReturn(value as Any?)` holds it as its dynamic type, and a
/// call of another return type converts it. Whichever form a test writes, every call must be answered alike:
/// the same values and the same failures, on members of every return type, through the inline path and the
/// general one.
@Suite(.serialized, .tags(.storage)) struct StubbedValueHoldingTests {
    @Test(arguments: HoldingCase.all)
    func typedAndErasedValues_answerAlike(holding: HoldingCase) {
        let typed = holding.observe(erased: false)
        let erased = holding.observe(erased: true)
        #expect(typed == holding.expected)
        #expect(erased == typed)
    }

    @Test func aValueOfTheReturnType_isHeldAsThatType_andAnOptionalAsItsOptional() {
        let fake = PathFake()
        fake.stub(.count).andReturn(5)
        fake.stub(.maybe).andReturn(Optional(5))
        fake.stub(.name).andReturn(5 as Any?)
        let held = Registry.shared.stubs(.instance(fake)).map { $0.sequence.held(at: 0) }
        #expect(held[0] is TypedValue<Int>)
        #expect(held[1] is TypedValue<Int?>)
        #expect(held[2] is TypedValue<Int>, "a value given as `Any?` is held as its dynamic type")
        #expect(fake.count(of: "a") == 5)
        #expect(fake.maybe("a") == 5)
    }
}

/// A stub of one `PathFake` member, written once with the value's type known and once with it erased to `Any?`,
/// and what two calls of the member must observe.
struct HoldingCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let expected: [String]
    let stubTyped: @Sendable (Stub) -> Void
    let stubErased: @Sendable (Stub) -> Void
    let function: PathFake.Function
    let call: @Sendable (PathFake) -> String

    /// The calls' answers and the failures reported, on a fresh fake, through the inline path and then the
    /// general path.
    func observe(erased: Bool) -> [String] {
        [false, true].flatMap { generalOnly in
            PathFake.$generalOnly.withValue(generalOnly) {
                let fake = PathFake()
                var answers: [String] = []
                let failures = failureRecords {
                    let stub = fake.stub(function)
                    if erased { stubErased(stub) } else { stubTyped(stub) }
                    answers += [call(fake), call(fake)]
                }
                // Each message's first line, without where the stub was made (DiagnosticsTests checks that).
                return answers + failures.map { failure in
                    let line = failure.message.components(separatedBy: "\n")[0]
                    guard let at = line.range(of: " is stubbed at "), let to = line.range(of: " to return ") else {
                        return line
                    }
                    return line.replacingCharacters(in: at.lowerBound..<to.lowerBound, with: " is stubbed")
                }
            }
        }
    }

    static let all: [HoldingCase] = [
        HoldingCase(
            "an Int for an Int", { $0.andReturn(5) }, { $0.andReturn(5 as Any?) }, .count,
            { "\($0.count(of: "a"))" }, expected: Array(repeating: "5", count: 2)
        ),
        HoldingCase(
            "an Int? for an Int", { $0.andReturn(Optional(5)) }, { $0.andReturn(Optional(5) as Any?) }, .count,
            { "\($0.count(of: "a"))" }, expected: Array(repeating: "5", count: 2)
        ),
        HoldingCase(
            "an Int for an Int?", { $0.andReturn(5) }, { $0.andReturn(5 as Any?) }, .maybe,
            { "\(String(describing: $0.maybe("a")))" }, expected: Array(repeating: "Optional(5)", count: 2)
        ),
        HoldingCase(
            "an Int? for an Int?", { $0.andReturn(Optional(5)) }, { $0.andReturn(Optional(5) as Any?) }, .maybe,
            { "\(String(describing: $0.maybe("a")))" }, expected: Array(repeating: "Optional(5)", count: 2)
        ),
        HoldingCase(
            "a nil Int? for an Int?", { $0.andReturn(Int?.none) }, { $0.andReturn(Int?.none as Any?) }, .maybe,
            { "\(String(describing: $0.maybe("a")))" }, expected: Array(repeating: "nil", count: 2)
        ),
        HoldingCase(
            "an Int for a Double", { $0.andReturn(2) }, { $0.andReturn(2 as Any?) }, .ratio,
            { "\($0.ratio(1, 1))" }, expected: Array(repeating: "2.0", count: 2)
        ),
        HoldingCase(
            "a Double for a Double", { $0.andReturn(2.5) }, { $0.andReturn(2.5 as Any?) }, .ratio,
            { "\($0.ratio(1, 1))" }, expected: Array(repeating: "2.5", count: 2)
        ),
        HoldingCase(
            "an Int for an Any", { $0.andReturn(5) }, { $0.andReturn(5 as Any?) }, .value,
            { "\($0.value("a"))" }, expected: Array(repeating: "5", count: 2)
        ),
        HoldingCase(
            "an Int? for an Any", { $0.andReturn(Optional(5)) }, { $0.andReturn(Optional(5) as Any?) }, .value,
            { "\($0.value("a"))" }, expected: Array(repeating: "5", count: 2)
        ),
        HoldingCase(
            "a nil String? for a String", { $0.andReturn(String?.none) }, { $0.andReturn(String?.none as Any?) },
            .name, { $0.name(for: 1) }, expected: Array(repeating: "", count: 2) + Array(
                repeating: "PathFake.name(for:) is stubbed to return <nil>, but it returns String (called with <1>).",
                count: 2
            )
        ),
        HoldingCase(
            "a Substring for a String", { $0.andReturn(Substring("x")) }, { $0.andReturn(Substring("x") as Any?) },
            .name, { $0.name(for: 1) }, expected: Array(repeating: "", count: 2) + Array(
                repeating: "PathFake.name(for:) is stubbed to return <\"x\"> of type Substring, but it returns String "
                    + "(called with <1>).",
                count: 2
            )
        ),
        HoldingCase(
            "a String for a Bool", { $0.andReturn("true") }, { $0.andReturn("true" as Any?) }, .flag,
            { "\($0.flag())" }, expected: Array(repeating: "false", count: 2) + Array(
                repeating: "PathFake.flag() is stubbed to return <\"true\"> of type String, but it returns Bool "
                    + "(called with no arguments).",
                count: 2
            )
        ),
    ].map { $0.twice }

    init(
        _ name: String, _ stubTyped: @escaping @Sendable (Stub) -> Void,
        _ stubErased: @escaping @Sendable (Stub) -> Void, _ function: PathFake.Function,
        _ call: @escaping @Sendable (PathFake) -> String, expected: [String]
    ) {
        testDescription = name
        self.stubTyped = stubTyped
        self.stubErased = stubErased
        self.function = function
        self.call = call
        self.expected = expected
    }

    /// The expectation for both paths, inline and general, which ``observe(erased:)`` runs in turn.
    var twice: HoldingCase {
        HoldingCase(testDescription, stubTyped, stubErased, function, call, expected: expected + expected)
    }
}
