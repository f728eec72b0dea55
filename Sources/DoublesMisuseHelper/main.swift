import Doubles

// Runs one misuse whose fake cannot return any value, so the process must stop; the tests run this helper in
// a child process and check its exit status and what it wrote to standard error. `Receipt` has no empty value:
// it holds a `Printer`, a class that is not `Decodable`, and does not conform to `EmptyValueProviding`.

struct Receipt {
    let total: Int
    let printedBy: Printer
}

final class Printer {}

final class FakeCounter: Spryable {
    enum StaticFunction: String, StringRepresentable {
        case none = "none()"
    }

    enum Function: String, StringRepresentable {
        case count = "count(of:)"
        case throwing = "throwing()"
        }

    func count(of name: String) -> Receipt {
        spryify(arguments: name)
    }

    func throwing() -> Receipt {
        spryify()
    }
}

final class FakeUnlisted: Spryable {
    enum StaticFunction: String, StringRepresentable {
        case none = "none()"
    }

    enum Function: String, StringRepresentable {
        case known = "known()"
    }

    func total() -> Receipt {
        spryify()
    }
}

struct SomeError: Error {}

/// The return shapes no value can be made of, as the catalogue of empty values lists them: a fake's member that
/// cannot throw stops the process for each.
final class Folder {}

protocol Greeter {}

struct Box<Value> {
    var value: Value
}

enum Link {
    case to(Folder)
}

indirect enum Filter {
    case tag(String)
    case not(Filter)
}

enum NoCases {}

/// A `Decodable` class whose `init(from:)` rejects an empty name.
final class Tag: Decodable {
    let name: String

    init(from decoder: any Decoder) throws {
        name = try decoder.singleValueContainer().decode(String.self)
        guard !name.isEmpty else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "A tag has a name."))
        }
    }
}

/// An error with no empty value: an enum with no cases.
enum ShapeError: Error {}

final class FakeShape<Value>: Spryable {
    enum StaticFunction: String, StringRepresentable {
        case shared = "shared()"
    }

    enum Function: String, StringRepresentable {
        case value = "value()"
        case typed = "typed()"
    }

    func value() -> Value { spryify() }
    func typed() throws(ShapeError) -> Value { try spryifyThrows(throwing: ShapeError.self) }
    static func shared() -> Value { spryify() }
}

/// Each shape's scenario: a call of a non-throwing member with no stub.
let shapes: [String: () -> Void] = [
    "never": { _ = FakeShape<Never>().value() },
    "no-cases": { _ = FakeShape<NoCases>().value() },
    "class": { _ = FakeShape<Folder>().value() },
    "struct": { _ = FakeShape<Receipt>().value() },
    "generic-struct": { _ = FakeShape<Box<Folder>>().value() },
    "existential": { _ = FakeShape<any Greeter>().value() },
    "indirect-enum": { _ = FakeShape<Filter>().value() },
    "payload-enum": { _ = FakeShape<Link>().value() },
    "rejecting-decodable": { _ = FakeShape<Tag>().value() },
    "tuple": { _ = FakeShape<(Int, Folder)>().value() },
    "function": { _ = FakeShape<(Int) -> Folder>().value() },
    "typed-throws": { _ = try? FakeShape<Folder>().typed() },
    "static": { _ = FakeShape<Folder>.shared() },
    "relaxed": {
        let fake = FakeShape<Folder>()
        fake.relax()
        _ = fake.value()
    },
]

let fake = FakeCounter()
let scenario = CommandLine.arguments.dropFirst().first ?? ""
if let shape = shapes[scenario] { shape() }
switch scenario {
case "missing-stub":
    // An `andDo`, not an `andReturn`, whose value would answer the call instead of a stop.
    fake.stub(.count).with("apples").andDo { _ in Receipt(total: 3, printedBy: Printer()) }
    _ = fake.count(of: "pears")
case "wrong-type":
    fake.stub(.count).andReturn("three")
    _ = fake.count(of: "pears")
case "throw-on-non-throwing":
    fake.stub(.throwing).andThrow(SomeError())
    _ = fake.throwing()
case "unknown-function":
    _ = FakeUnlisted().total()
case "captor-wrong-type":
    let captor = Argument.captor()
    fake.stub(.count).with(captor).andReturn(Receipt(total: 1, printedBy: Printer()))
    _ = fake.count(of: "pears")
    _ = captor.getValue(as: Receipt.self)
case "failure-in-detached-task", "failure-on-queue":
    failOutsideAnyTest(scenario: CommandLine.arguments[1])
default:
    guard shapes[scenario] == nil else { break }
    print(
        "usage: DoublesMisuseHelper missing-stub|wrong-type|throw-on-non-throwing|unknown-function|captor-wrong-type"
            + "|failure-in-detached-task|failure-on-queue"
    )
}
