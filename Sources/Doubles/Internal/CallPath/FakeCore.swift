/// The work behind every public member of `Spyable`, `Stubbable` and `Spryable`, instance and static alike.
@usableFromInline
enum FakeCore {
    /// Records a call, reporting a `#function` name the fake's enum does not list. `isKnown`, which looks the name up
    /// in the enum, runs only the first time a fake records the name; the location, only for a message. Inlined, so a
    /// call on the fake its shard saw last, to a known name, is recorded right there (`Registry.recordPlainCall`).
    @inlinable
    static func recordCall(
        _ target: FakeTarget, functionName: String, arguments: [Any?], isKnown: () -> Bool,
        enumType: any StringRepresentable.Type, at location: @autoclosure () -> CodeLocation
    ) {
        if Registry.recordPlainCall(
            target, functionName: functionName, arguments: arguments, stubsApply: false,
            in: Registry.sharedTables
        ) {
            return
        }
        recordCall(
            target, functionName: functionName, arguments: arguments, isKnown: isKnown, enumType: enumType,
            location: location()
        )
    }

    /// ``recordCall(_:functionName:arguments:isKnown:enumType:at:)`` when its inline path does not apply.
    @usableFromInline
    static func recordCall(
        _ target: FakeTarget, functionName: String, arguments: [Any?], isKnown: () -> Bool,
        enumType: any StringRepresentable.Type, location: CodeLocation
    ) {
        if !Registry.shared.record(target, functionName: functionName, arguments: arguments, isKnown: isKnown) {
            let context = CallContext(
                target: target, functionName: functionName, enumType: enumType, arguments: arguments,
                location: location, request: .spryify
            )
            _FailureReporter.fail(Misuse.unknownFunction(context), at: location)
        }
    }

    /// Counts the calls to `function` whose arguments match (any arguments when `expected` is empty).
    static func didCall(
        target: FakeTarget,
        function: any StringRepresentable,
        arguments expected: [SpryEquatable?],
        countSpecifier: CountSpecifier,
        matcher: String? = nil,
        at location: CodeLocation
    ) -> DidCallResult {
        let prepared = expected.isEmpty ? nil : ExpectedArguments(expected)
        let functionName = function.rawValue
        // Arguments that can never match are reported only when no call matched, so a passing check skips reading the
        // function's name, a tenth of a debug build's check. A matcher (`haveReceived`) gets them in the result, to
        // fail once under `to` and `toNot` alike. A count below 0, `.atLeast(0)` or `.atMost(Int.max)` is a slip
        // whatever the calls: no number, or any number, of calls meets it.
        func checkArgumentsUnlessMatched(
            _ matchingCount: Int, _ calls: [RecordedCall], answeredUnrecorded: Bool
        ) -> [String] {
            var slips: [String] = []
            // A method has no setter that records, so a check of one answered unrecorded sees nothing, passing or not.
            if matchingCount == 0, answeredUnrecorded, FunctionName.isMethod(functionName) {
                slips.append(Misuse.unrecordedMethod(
                    target: target, functionName: functionName, check: "\(matcher ?? "didCall")(.\(function))"
                ))
            }
            if countSpecifier.count < 0 || countSpecifier == .atLeast(0) || countSpecifier == .atMost(.max) {
                slips.append(Misuse.countMetByNoneOrAll(
                    countSpecifier, target: target, caseName: "\(function)", call: matcher ?? "didCall"
                ))
            }
            // Asked of a type only: an instance has no other tests' state, and its checks skip the registry call.
            if target.isType, Registry.shared.wasResetAway(target) {
                slips.append(Misuse.resetAway(target: target, check: "\(matcher ?? "didCall")(.\(function))"))
            }
            if matchingCount == 0, let prepared {
                slips += cannotMatchMessages(
                    expected, prepared, target: target, functionName: functionName, caseName: "\(function)",
                    call: matcher ?? "didCall", calls: calls
                )
            }
            guard matcher == nil else { return slips }
            for message in slips { _FailureReporter.fail(message, at: location) }
            return []
        }
        let checking = target.origin
        // Plain expected values are compared under the lock in one pass, others after it (that runs user code).
        // Saves, debug, fastest of 7 paired runs (without → with): passing `didCall` over ten calls 5,118 → 2,599 ns,
        // `haveReceived` 7,337 → 4,800 ns, whole test 42,692 → 30,675 ns (medians of the ratios: 0.51, 0.59, 0.81).
        if prepared?.runsNoUserCode ?? true,
           let found = Registry.shared.checkInPlace(
               target, functionName: functionName, expected: prepared, countSpecifier: countSpecifier,
               checking: checking
           ) {
            let cannotMatch = checkArgumentsUnlessMatched(
                found.matching, found.calls, answeredUnrecorded: found.answeredUnrecorded
            )
            return result(
                of: target, function, countSpecifier.isSatisfied(by: found.matching), found.matching, found.calls,
                cannotMatch, answeredUnrecorded: found.answeredUnrecorded, checking: checking
            )
        }
        let calls = Registry.shared.calls(target)
        let checked = checking == nil ? calls : Registry.shared.checkedCalls(target, checking: checking)
        // `match` always decides, so there are always positions.
        let matches = checked.positions(of: functionName) { prepared?.match($0) ?? true } ?? PositionSet()
        // Asked only of a check with no match: others take no further lock.
        let unrecorded = matches.count == 0 && Registry.shared.answeredWithoutRecording(target, named: functionName)
        let cannotMatch = checkArgumentsUnlessMatched(matches.count, calls, answeredUnrecorded: unrecorded)
        let success = countSpecifier.isSatisfied(by: matches.count)
        if success, !Negation.isActive {
            // By sequence number: the calls may have been reset since the snapshot was taken.
            PendingVerification.mark(checked.sequenceNumbers(at: matches), on: target)
        }
        return result(
            of: target, function, success, matches.count, calls, cannotMatch, answeredUnrecorded: unrecorded,
            checking: checking
        )
    }

    /// What `didCall` answers, given what the check found.
    private static func result(
        of target: FakeTarget, _ function: any StringRepresentable, _ success: Bool, _ matchingCount: Int,
        _ calls: [RecordedCall], _ cannotMatch: [String], answeredUnrecorded: Bool, checking: TestOrigin?
    ) -> DidCallResult {
        var result = DidCallResult(success: success, matchingCallCount: matchingCount, recordedCalls: calls)
        if !cannotMatch.isEmpty { result._cannotMatch = cannotMatch }
        if matchingCount == 0 { result.functionEnum = type(of: function) }
        result.answeredUnrecorded = answeredUnrecorded && !success && !FunctionName.isMethod(function.rawValue)
        // A check that passes fails under a negation (`toNot`), whose message lists the calls too.
        guard !success || Negation.isActive, target.isType else { return result }
        // Only a failure's message needs them: which tests made the shared static calls, which it did not count, and
        // how many calls went to the shared state from outside this check's isolated scope.
        let uncounted = Registry.shared.callsByOrigin(target, checking: checking).uncounted
        let outside = DoublesIsolation.current == nil ? 0 : DoublesIsolation.$current.withValue(nil) {
            Registry.shared.checkedCalls(target, checking: checking).count { $0.functionName == function.rawValue }
        }
        result.staticState = DidCallResult.StaticStateNotes(
            uncountedNumbers: Set(uncounted.map(\.sequenceNumber)),
            ofNoTestNumbers: checking == nil ? [] : Registry.shared.callsOfNoTest(target),
            callsOutsideIsolation: outside
        )
        return result
    }

    /// Reports expected arguments of the wrong count or not SpryEquatable; `caseName` is worked out only for a message.
    static func checkArguments(
        _ expected: [SpryEquatable?], _ prepared: ExpectedArguments, target: FakeTarget, functionName: String,
        caseName: @autoclosure () -> String, call: String, at location: CodeLocation
    ) {
        let messages = argumentMessages(
            expected, prepared, target: target, functionName: functionName, caseName: caseName(), call: call
        )
        for message in messages { _FailureReporter.fail(message, at: location) }
    }

    /// Why expected arguments no call matched never can: wrong count, no equality, or a type every call conflicts with.
    static func cannotMatchMessages(
        _ expected: [SpryEquatable?], _ prepared: ExpectedArguments, target: FakeTarget, functionName: String,
        caseName: String, call: String, calls: [RecordedCall]
    ) -> [String] {
        argumentMessages(
            expected, prepared, target: target, functionName: functionName, caseName: caseName, call: call,
            calls: calls
        )
            + NeverMatching.checkMessages(
                expected, calls: calls, functionName: functionName, target: target, call: "\(call)(.\(caseName))"
            )
    }

    /// The messages of `checkArguments`, for a caller that reports them itself (a matcher fails once, with them).
    /// A call takes as many arguments as the name has parameters; but where every call in `calls` of the function
    /// has another count, that count, so that a check agrees with what the fake records.
    static func argumentMessages(
        _ expected: [SpryEquatable?], _ prepared: ExpectedArguments, target: FakeTarget, functionName: String,
        caseName: @autoclosure () -> String, call: String, calls: [RecordedCall] = []
    ) -> [String] {
        var messages: [String] = []
        let named = FunctionName.argumentCount(of: functionName)
        // Read only where there are calls: a stub's `with(...)` has none, and a set cost it a few hundred instructions.
        let recordedCounts = calls.isEmpty
            ? [] : Set(calls.lazy.filter { $0.functionName == functionName }.map(\.arguments.count))
        if recordedCounts.count == 1, let recorded = recordedCounts.first,
           !(named.map { FunctionName.accepts(recorded, argumentsFor: functionName, taking: $0) } ?? true) {
            if expected.count != recorded {
                messages.append(
                    Misuse.argumentCount(
                        target: target, functionName: functionName, caseName: caseName(), expected: recorded,
                        given: expected, call: call, recorded: true
                    )
                )
            }
        } else if let count = named, !FunctionName.accepts(expected.count, argumentsFor: functionName, taking: count) {
            messages.append(
                Misuse.argumentCount(
                    target: target, functionName: functionName, caseName: caseName(), expected: count,
                    given: expected, call: call
                )
            )
        }
        // Plain values (`String`, `Int`, `Bool`, `Double`) are SpryEquatable all through.
        guard !prepared.runsNoUserCode else { return messages }
        for (position, culprit) in NeverMatching.uncomparable(expected) {
            messages.append(
                Misuse.notSpryEquatable(
                    target: target, functionName: functionName, position: position, value: culprit,
                    argument: expected[position], call: "\(call)(.\(caseName()))"
                )
            )
        }
        return messages
    }
}
