import Doubles

// Runs one misuse whose fake cannot return any value, so the process must stop; the tests run this helper in
// a child process and check its exit status and what it wrote to standard error. `Receipt` has no empty value:
// it is no literal type and does not conform to `EmptyValueProviding`.

struct Receipt {
    let total: Int
}

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

let fake = FakeCounter()
switch CommandLine.arguments.dropFirst().first {
case "missing-stub":
    fake.stub(.count).with("apples").andReturn(Receipt(total: 3))
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
    fake.stub(.count).with(captor).andReturn(Receipt(total: 1))
    _ = fake.count(of: "pears")
    _ = captor.getValue(as: Receipt.self)
case "failure-in-detached-task", "failure-on-queue":
    failOutsideAnyTest(scenario: CommandLine.arguments[1])
default:
    print(
        "usage: DoublesMisuseHelper missing-stub|wrong-type|throw-on-non-throwing|unknown-function|captor-wrong-type"
            + "|failure-in-detached-task|failure-on-queue"
    )
}
