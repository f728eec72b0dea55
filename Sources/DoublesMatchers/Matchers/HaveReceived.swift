import Doubles

/// Passes when the fake received `function`, with matching arguments if any are given, as many times as
/// `countSpecifier` says.
///
/// ```swift
/// expect(fake).to(haveReceived(.giveMeAString))
/// expect(fake).to(haveReceived(.giveMeAString, with: false, "wanted", countSpecifier: .exactly(1)))
/// expect(fake).to(haveReceived(.readwriteProperty, with: "value"))
/// expect(fake).toNot(haveReceived(.hereAreTwoStrings, with: Argument.anything, "never sent"))
/// ```
///
/// A failure says what was expected, how many calls matched, every call to that function, the closest call
/// marked argument by argument, and the calls to the fake's other functions.
/// - Parameters:
///   - function: The member, from the fake's `Function` enum.
///   - arguments: One expectation per parameter: values, `nil`, `Argument` options or captors. None means any
///     arguments.
///   - countSpecifier: How many matching calls pass; at least one by default.
@inlinable
public func haveReceived<Fake: Spyable>(
    _ function: Fake.Function,
    with arguments: SpryEquatable?...,
    countSpecifier: CountSpecifier = .atLeast(1)
) -> Matcher<Fake> {
    received(function, arguments, countSpecifier)
}

/// Passes when the fake received `function` with arguments that match these, where some value is not
/// `SpryEquatable`: any `Equatable` value, such as a dependency's types, compared with its own `==`, and
/// metatypes, compared by identity, beside `nil`, literals and `Argument` options written with a leading dot.
///
/// ```swift
/// expect(handler).to(haveReceived(.subscript, with: "request", Logger.MetadataValue.string("r-1")))
/// ```
@_disfavoredOverload
public func haveReceived<Fake: Spyable>(
    _ function: Fake.Function,
    with arguments: Any?...,
    countSpecifier: CountSpecifier = .atLeast(1)
) -> Matcher<Fake> {
    received(function, _expectedArguments(arguments), countSpecifier)
}

/// Passes when the fake type received the static `function` with arguments equal to these, each by its own
/// `==`; see the instance form.
@_disfavoredOverload
public func haveReceived<Fake: Spyable>(
    _ function: Fake.StaticFunction,
    with arguments: Any?...,
    countSpecifier: CountSpecifier = .atLeast(1)
) -> Matcher<Fake.Type> {
    received(function, _expectedArguments(arguments), countSpecifier)
}

/// Passes when the fake type received the static `function`; see the instance form.
///
/// ```swift
/// expect(FakeStringService.self).to(haveReceived(.imAStaticFunction))
/// ```
@inlinable
public func haveReceived<Fake: Spyable>(
    _ function: Fake.StaticFunction,
    with arguments: SpryEquatable?...,
    countSpecifier: CountSpecifier = .atLeast(1)
) -> Matcher<Fake.Type> {
    received(function, arguments, countSpecifier)
}

/// The matcher of the instance forms of `haveReceived`.
@inlinable
func received<Fake: Spyable>(
    _ function: Fake.Function, _ arguments: [SpryEquatable?], _ countSpecifier: CountSpecifier
) -> Matcher<Fake> {
    // One escaping closure: the two passed on to `received` do not escape, so they need no context of their own.
    Matcher.define { actualExpression in
        try received(
            actualExpression, function.rawValue, arguments, countSpecifier, fakeType: { type(of: $0) }
        ) { fake, location in
            fake._didCall(
                function, withArguments: arguments, countSpecifier: countSpecifier, matcher: "haveReceived",
                at: location
            )
        }
    }
}

/// The matcher of the static forms of `haveReceived`.
@inlinable
func received<Fake: Spyable>(
    _ function: Fake.StaticFunction, _ arguments: [SpryEquatable?], _ countSpecifier: CountSpecifier
) -> Matcher<Fake.Type> {
    // One escaping closure: the two passed on to `received` do not escape, so they need no context of their own.
    Matcher.define { actualExpression in
        try received(
            actualExpression, function.rawValue, arguments, countSpecifier, fakeType: { $0 }
        ) { fake, location in
            fake._didCall(
                function, withArguments: arguments, countSpecifier: countSpecifier, matcher: "haveReceived",
                at: location
            )
        }
    }
}

/// Passes when any call at all was recorded on the fake. Where none was, and a method answered calls through
/// `stubbedValue()`, which records none, it fails with that slip, under `to` and `toNot`.
///
/// ```swift
/// expect(fake).toNot(haveRecordedCalls())
/// ```
public func haveRecordedCalls<Fake: Spyable>() -> Matcher<Fake> {
    Matcher.define { actualExpression in
        guard let fake = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: .expectedActualValueTo("have recorded calls"))
        }
        let calls = fake.recordedCalls
        // Only where no call is recorded: with one, the check's answer is right whatever the hidden calls were.
        if calls.isEmpty, let slip = _unrecordedSlip(of: fake, check: "haveRecordedCalls()") { return .slip(.fail(slip)) }
        return ReceivedCallsReport.anyCalls(fakeName: "\(type(of: fake))", calls: calls)
    }
}

/// Passes when any static call at all was recorded on the fake type.
public func haveRecordedCalls<Fake: Spyable>() -> Matcher<Fake.Type> {
    Matcher.define { actualExpression in
        guard let fake = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: .expectedActualValueTo("have recorded calls"))
        }
        // Only the running test's calls, as `haveReceived` counts them: static members are shared by every test.
        if let slip = _resetAwaySlip(of: fake, check: "haveRecordedCalls()", what: "static calls") {
            return .slip(.fail(slip))
        }
        let calls = fake.callsByOrigin
        return ReceivedCallsReport.anyCalls(fakeName: "\(fake)", calls: calls.counted, uncounted: calls.uncounted.count)
    }
}

/// The work of both forms of `haveReceived`: it asks `didCall` and reports what it answered. Inlined into the
/// test, like `haveReceived`, so that it is specialized for the fake's type: unspecialized, each check looked up
/// the metadata of the generic types it uses at run time.
@inlinable
func received<Fake>(
    _ actualExpression: ActualExpression<Fake>,
    _ functionName: String,
    _ arguments: [SpryEquatable?],
    _ countSpecifier: CountSpecifier,
    fakeType: (Fake) -> Any.Type,
    didCall: (Fake, CodeLocation) -> DidCallResult
) throws -> MatcherResult {
    guard let fake = try actualExpression.evaluate() else {
        return MatcherResult(status: .fail, message: .expectedActualValueTo("receive <\(functionName)>"))
    }
    return receivedResult(
        fakeType: fakeType(fake), functionName: functionName, arguments: arguments,
        countSpecifier: countSpecifier, result: didCall(fake, actualExpression.location)
    )
}

/// What `haveReceived` answers for what `didCall` found; the report is written only if the check fails.
@usableFromInline
func receivedResult(
    fakeType: Any.Type, functionName: String, arguments: [SpryEquatable?], countSpecifier: CountSpecifier,
    result: DidCallResult
) -> MatcherResult {
    ReceivedCallsReport(
        fakeType: fakeType, functionName: functionName, arguments: arguments, countSpecifier: countSpecifier,
        result: result
    ).matcherResult
}
