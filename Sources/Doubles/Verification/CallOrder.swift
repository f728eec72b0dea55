/// A call a fake is expected to have received, for checking the order of calls across fakes. Make one with
/// `receivedCall(_:with:)` on a fake or a fake type.
public struct ExpectedCall: CustomStringConvertible {
    let target: FakeTarget
    let functionName: String
    /// The enum case, whose name only a message needs: naming a case reads its reflection.
    let function: any StringRepresentable
    let arguments: [SpryEquatable?]
    /// `arguments` prepared for matching, or `nil` for any arguments.
    let expected: ExpectedArguments?

    init(target: FakeTarget, function: any StringRepresentable, arguments: [SpryEquatable?]) {
        self.target = target
        functionName = function.rawValue
        self.function = function
        self.arguments = arguments
        expected = arguments.isEmpty ? nil : ExpectedArguments(arguments)
    }

    /// `FakeAuth.login(name:) with <"ada">`.
    public var description: String {
        "\(target.fakeName).\(CallFormatter.call(functionName, expected: arguments))"
    }

    func matches(_ call: RecordedCall) -> Bool {
        call.functionName == functionName && (expected?.match(call.arguments) ?? true)
    }
}

extension Spyable {
    /// A call this fake is expected to have received, for ``callOrder(_:fileID:filePath:line:column:)`` and
    /// `happenInOrder()`. No arguments means any arguments.
    public func receivedCall(_ function: Function, with arguments: SpryEquatable?...) -> ExpectedCall {
        ExpectedCall(target: .instance(self), function: function, arguments: arguments)
    }

    /// A static call this fake type is expected to have received.
    public static func receivedCall(_ function: StaticFunction, with arguments: SpryEquatable?...) -> ExpectedCall {
        ExpectedCall(target: .type(self), function: function, arguments: arguments)
    }

    /// A call this fake is expected to have received, with arguments that need only be `Equatable`.
    @_disfavoredOverload
    public func receivedCall(_ function: Function, with arguments: Any?...) -> ExpectedCall {
        ExpectedCall(target: .instance(self), function: function, arguments: _expectedArguments(arguments))
    }

    /// A static call this fake type is expected to have received, with arguments that need only be `Equatable`.
    @_disfavoredOverload
    public static func receivedCall(_ function: StaticFunction, with arguments: Any?...) -> ExpectedCall {
        ExpectedCall(target: .type(self), function: function, arguments: _expectedArguments(arguments))
    }
}

/// Whether expected calls happened in the given order, with any other calls allowed between them.
public struct CallOrderResult: CustomStringConvertible {
    /// Whether every expected call was found after the one before it.
    public let success: Bool
    /// The index of the first expected call that had no matching call after the previous one.
    public let firstMissingIndex: Int?
    /// The calls involved (to the expected functions on the expected fakes), in the order they happened.
    public let timeline: [String]
    let expected: [ExpectedCall]
    /// One message with the fix per expected call whose arguments can never match: a slip under `to` and `toNot` alike,
    /// for a matcher to fail with once. Not for direct use.
    public let _cannotMatch: [String]
    /// Why the first expected call that could not be placed was not: it matches no call; no order of the calls gives
    /// each expected call one of its own (too few); or they came in another order.
    let missing: Missing?
    enum Missing { case neverReceived, tooFew, outOfOrder }
    /// Each expected call as messages name it: two fakes of one class are told apart, `FakeAuth #2.login(name:)`.
    package let expectedDescriptions: [String]
    /// For a failed check, how many calls to the expected static members other tests made, which it did not count.
    let callsFromOtherTests: Int

    /// What happened, as a failure's headline gives it: `that order`, `a different order`, or which call is missing
    /// (`no call matching FakeAuth.logout()`, `too few calls matching …`), for a matcher of your own to say.
    public var outcome: String {
        guard let missing, let index = firstMissingIndex else { return "that order" }
        switch missing {
        case .neverReceived: return "no call matching \(expectedDescriptions[index])"
        case .tooFew: return "too few calls matching \(expectedDescriptions[index])"
        case .outOfOrder: return "a different order"
        }
    }

    /// The timeline, numbered, which expected call could not be placed, and why any can never match.
    public var description: String {
        (timelineLines + _cannotMatch).joined(separator: "\n")
    }

    /// The timeline, numbered, and which expected call could not be placed.
    package var timelineText: String {
        timelineLines.joined(separator: "\n")
    }

    private var timelineLines: [String] {
        var lines = ["Timeline of the calls involved:"]
        if timeline.isEmpty { lines.append("  (no calls)") }
        for (index, entry) in timeline.enumerated() { lines.append("  \(index + 1). \(entry)") }
        if let missing = firstMissingIndex {
            if missing == 0 || self.missing == .neverReceived {
                lines.append("\(expectedDescriptions[missing]) was never received.")
            } else {
                lines.append(
                    "No call matching \(expectedDescriptions[missing]) came after \(expectedDescriptions[missing - 1])."
                )
            }
        }
        if let note = DidCallResult.otherTestsNote(callsFromOtherTests) { lines.append(note) }
        return lines
    }
}

/// Checks that the expected calls happened in this order, on one fake or across fakes, with any other calls between.
/// Each is matched by the earliest matching call after the previous match. An expected call whose arguments can never
/// match (too many, too few, or of a type no call has) is a slip, reported at this line whatever the test does next.
///
/// ```swift
/// callOrder([auth.receivedCall(.login, with: "ada"), store.receivedCall(.save)]).success
/// ```
public func callOrder(
    _ expected: [ExpectedCall],
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> CallOrderResult {
    let result = _checkCallOrder(expected)
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for message in result._cannotMatch { _FailureReporter.fail(message, at: location) }
    return result
}

/// Whether each expected call can be given a call of its own among its `candidates` (indices of the `calls` it
/// matches), in any order: a matching found by augmenting paths, for a failure's headline only.
private func eachCanHaveACallOfItsOwn(_ candidates: [[Int]], calls: Int) -> Bool {
    var owner = [Int?](repeating: nil, count: calls)
    func give(_ expected: Int, _ seen: inout Set<Int>) -> Bool {
        for call in candidates[expected] where seen.insert(call).inserted {
            if owner[call].map({ give($0, &seen) }) ?? true {
                owner[call] = expected
                return true
            }
        }
        return false
    }
    return candidates.indices.allSatisfy { expected in
        var seen: Set<Int> = []
        return give(expected, &seen)
    }
}

/// ``callOrder(_:fileID:filePath:line:column:)`` without reporting slips, for a matcher, which fails with them itself
/// (DoublesMatchers', the Nimble adapter template's). Not for direct use.
public func _checkCallOrder(_ expected: [ExpectedCall]) -> CallOrderResult {
    // Every call to an expected function on an expected fake, with the fake it was made on; an instance named apart
    // from other fakes of its class, and from the class's static calls, by its number among the instances.
    var involved: [(target: ObjectIdentifier, fake: String, call: RecordedCall)] = []
    var visited: [FakeTarget] = []
    var names: [ObjectIdentifier: String] = [:]
    var uncounted = 0
    for call in expected where !visited.contains(where: { $0.identity == call.target.identity }) {
        visited.append(call.target)
        let number = visited.filter { !$0.isType && $0.fakeName == call.target.fakeName }.count
        let namesakes = Set(expected.filter { $0.target.fakeName == call.target.fakeName }.map(\.target.identity))
        let numbered = namesakes.count > 1 && !call.target.isType
        names[call.target.identity] = call.target.fakeName + (numbered ? " #\(number)" : "")
        let functions = Set(expected.filter { $0.target.identity == call.target.identity }.map(\.functionName))
        let calls = Registry.shared.callsByOrigin(call.target, checking: call.target.origin)
        for recorded in calls.counted where functions.contains(recorded.functionName) {
            involved.append((call.target.identity, names[call.target.identity]!, recorded))
        }
        uncounted += calls.uncounted.count { functions.contains($0.functionName) }
    }
    involved.sort { $0.call.sequenceNumber < $1.call.sequenceNumber }

    var position = involved.startIndex
    var missing: Int?
    var matched: [(target: FakeTarget, number: UInt64)] = []
    for (index, call) in expected.enumerated() {
        let identity = call.target.identity
        guard let found = involved[position...].firstIndex(where: { $0.target == identity && call.matches($0.call) })
        else {
            missing = index
            break
        }
        matched.append((call.target, involved[found].call.sequenceNumber))
        position = found + 1
    }
    // A passing order check verifies the calls it matched, as a passing `didCall` does.
    if missing == nil, !Negation.isActive {
        var marked: Set<ObjectIdentifier> = []
        for entry in matched where marked.insert(entry.target.identity).inserted {
            let numbers = matched.filter { $0.target.identity == entry.target.identity }.map(\.number).sorted()
            PendingVerification.mark(numbers, on: entry.target)
        }
    }
    // Only an expected call that matched no call can be one that never could, as in `didCall`: a passing check,
    // which matched every one, skips this. An empty list is a slip too: it would pass, and `toNot` fail, saying
    // nothing.
    let cannotMatch = expected.isEmpty ? [Misuse.emptyCallOrder] : missing == nil ? [] : expected.flatMap { call in
        let calls = involved.filter { $0.target == call.target.identity }.map(\.call)
        guard !calls.contains(where: call.matches) else { return [String]() }
        var slips: [String] = []
        // A method whose member answers through `stubbedValue()` alone shows no call, as in `didCall`.
        if FunctionName.isMethod(call.functionName),
           Registry.shared.answeredWithoutRecording(call.target, named: call.functionName) {
            slips.append(Misuse.unrecordedMethod(
                target: call.target, functionName: call.functionName, check: "receivedCall(.\(call.function))"
            ))
        }
        guard let prepared = call.expected else { return slips }
        return slips + FakeCore.cannotMatchMessages(
            call.arguments, prepared, target: call.target, functionName: call.functionName,
            caseName: "\(call.function)", call: "receivedCall", calls: calls
        )
    }
    var reported: Set<String> = []
    // Too few where no order lets every expected call have a call of its own; else the calls came in another order.
    let why = missing.map { index -> CallOrderResult.Missing in
        let candidates = expected.map { expected in
            involved.indices.filter { involved[$0].target == expected.target.identity }
                .filter { expected.matches(involved[$0].call) }
        }
        if candidates[index].isEmpty { return .neverReceived }
        return eachCanHaveACallOfItsOwn(candidates, calls: involved.count) ? .outOfOrder : .tooFew
    }
    return CallOrderResult(
        success: missing == nil && !expected.isEmpty,
        firstMissingIndex: missing,
        timeline: involved.map { "\($0.fake).\($0.call.description)" },
        expected: expected,
        // Once each: a call expected twice gives the same slip twice.
        _cannotMatch: cannotMatch.filter { reported.insert($0).inserted },
        missing: why,
        expectedDescriptions: expected.map { call in
            "\(names[call.target.identity]!).\(CallFormatter.call(call.functionName, expected: call.arguments))"
        },
        callsFromOtherTests: missing == nil ? 0 : uncounted
    )
}
