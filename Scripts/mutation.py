#!/usr/bin/env python3
"""Mutation testing of the core: changes one line of it at a time, builds, runs the tests, and reports which
changes the tests noticed (killed) and which they did not (survived).

    Scripts/mutation.py [--filter REGEX] [--only 1,4,9] [--timeout SECONDS] [--report FILE] [--list] [--check]

Each mutant below is a line of a core file (`Sources/Doubles/...`) and what it becomes. For each, the script
writes the changed file, runs `swift build --build-tests`, then `swift test --skip-build --filter REGEX`
(default `DoublesTests`, the core's test target) with a timeout, and puts the file back, whatever happens. A test
run that fails, crashes or times out kills the mutant; one that passes lets it survive. A mutant that does not
build is counted apart, and left out of the score (killed / (killed + survived)).

`--list` prints the mutants, `--check` checks that each one's line is found exactly once in its file (run it after
a change to the core, and mend the list where it reports a mutant that no longer applies). `--only` runs the
mutants of those numbers. `--report` also writes the results, one line per mutant, to a file as they come.

The tree must be clean where the mutants go: the script refuses to start on a file with changes of its own, and
builds and tests the unchanged tree first, which must pass.
"""
import argparse
import os
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (file, the line or lines as they are, what they become, what the change means). A line may carry the lines
# around it, to be found exactly once; only one line of it changes.
MUTANTS = [
    # CountSpecifier
    ("Sources/Doubles/CountSpecifier.swift",
     "public static var never: CountSpecifier { .exactly(0) }",
     "public static var never: CountSpecifier { .atMost(1) }",
     ".never behaves as at most once"),
    ("Sources/Doubles/CountSpecifier.swift",
     "case .atLeast(let expected): return count >= expected",
     "case .atLeast(let expected): return count > expected",
     "at least n takes more than n"),
    ("Sources/Doubles/CountSpecifier.swift",
     "case .atMost(let expected): return count <= expected",
     "case .atMost(let expected): return count < expected",
     "at most n takes fewer than n"),
    # CallOrder
    ("Sources/Doubles/Verification/CallOrder.swift",
     "{ $0.target == identity && call.matches($0.call) }",
     "{ _ = identity; return call.matches($0.call) }",
     "an order check across two fakes of one class does not compare the fakes"),
    ("Sources/Doubles/Verification/CallOrder.swift",
     "        position = found + 1\n",
     "        position = found\n",
     "one call matches two expected calls in a row"),
    ("Sources/Doubles/Verification/CallOrder.swift",
     "involved.sort { $0.call.sequenceNumber < $1.call.sequenceNumber }",
     "involved.sort { $0.call.sequenceNumber > $1.call.sequenceNumber }",
     "the timeline runs backwards"),
    ("Sources/Doubles/Verification/CallOrder.swift",
     "        success: missing == nil && !expected.isEmpty,\n",
     "        success: true,\n",
     "an order check always passes"),
    # Registry
    ("Sources/Doubles/Internal/Storage/FakeState.swift",
     "        origins = []\n",
     "\n",
     "resetCalls keeps the test origins"),
    ("Sources/Doubles/Internal/Storage/FakeState.swift",
     "        verified.removeAll()\n",
     "\n",
     "resetCalls keeps what was verified"),
    ("Sources/Doubles/Internal/Storage/Registry.swift",
     "            if countSpecifier.isSatisfied(by: matches.count), !negated {\n                if case .none = pending {",
     "            if !negated {\n                if case .none = pending {",
     "a failed check with plain values marks calls verified"),
    ("Sources/Doubles/Internal/Storage/Registry.swift",
     "        if target.isType { state.origins.append(origin) }\n",
     "\n",
     "a static call's test origin is not kept"),
    ("Sources/Doubles/Internal/Storage/Registry.swift",
     "state.calls.indices.filter { !state.verified.contains($0) && state.isChecked($0, by: checking) }",
     "state.calls.indices.filter { state.verified.contains($0) && state.isChecked($0, by: checking) }",
     "unverified calls are the verified ones"),
    ("Sources/Doubles/Reporting/TestOrigin.swift",
     "        return origin == checking",
     "        return true",
     "a static check counts the calls other tests made"),
    ("Sources/Doubles/Internal/CallPath/Answering.swift",
     "        guard case .chosen(let stub, _) = found, let made = stub.origin, let running = target.origin, made != running",
     "        guard case .chosen(let stub, _) = found, let made = stub.origin, let running = target.origin, made == running",
     "a static call answered by another test's stub is silent"),
    ("Sources/Doubles/Internal/Storage/Registry.swift",
     "        case (nil, nil):\n            return true\n",
     "        case (nil, nil):\n            return false\n",
     "two stubs without arguments are not the same stub"),
    ("Sources/Doubles/Internal/Storage/Registry.swift",
     "                && zip(lhsArguments, rhsArguments).allSatisfy { Argument.sameSpecification($0, $1) }",
     "                && true",
     "stubs with as many arguments are the same stub"),
    ("Sources/Doubles/Internal/Storage/Registry.swift",
     "        guard isKnown() else { return false }",
     "        guard isKnown() || true else { return false }",
     "a recorded name missing from the enum is not reported"),
    ("Sources/Doubles/Internal/Storage/Registry.swift",
     "                if record { append(functionName, arguments, of: target, origin: origin, to: state) }\n"
     "                if let captors",
     "                if !record { append(functionName, arguments, of: target, origin: origin, to: state) }\n"
     "                if let captors",
     "the general path, comparing arguments unlocked, records stubbedValue and not spryify"),
    ("Sources/Doubles/Internal/Storage/Registry.swift",
     "            case .chosen(let stub):\n                if record {",
     "            case .chosen(let stub):\n                if !record {",
     "the general path, choosing without comparing, records stubbedValue and not spryify"),
    ("Sources/Doubles/Internal/Storage/Registry.swift",
     "        if record, !reportsMissing { append(",
     "        if record { append(",
     "a missing stub's call is seen before its slip is reported"),
    ("Sources/Doubles/Internal/Storage/Registry.swift",
     "recordPending: record && reportsMissing)",
     "recordPending: false)",
     "a missing stub's call is never recorded"),
    ("Sources/Doubles/Internal/Storage/Registry.swift",
     "        if !record, !reportsMissing { state.unrecordedNames.insert(functionName) }\n",
     "\n",
     "a Void method answered through stubbedValue with no stub makes its checks no slip"),
    ("Sources/Doubles/Internal/Storage/Registry.swift",
     "                if let captors = chosen.captors {",
     "                if let captors = chosen.captors, captors.isEmpty {",
     "the general path's captors capture nothing"),
    ("Sources/Doubles/Internal/Storage/Registry.swift",
     "            if !stub.used { stub.used = true }",
     "            if !stub.used { }",
     "the inline path does not mark its stub used"),
    ("Sources/Doubles/Internal/Storage/Registry.swift",
     "state._withUnsafeGuaranteedRef({ stubsApply ? $0.onlyRecords(functionName) : $0.isKnown(functionName) })",
     "state._withUnsafeGuaranteedRef({ $0.isKnown(functionName) })",
     "a Void member's inline path ignores its stubs"),
    ("Sources/Doubles/Internal/Matching/NeverMatching.swift",
     "        guard !nameAnswered, let call = later else { return nil }",
     "        guard false, !nameAnswered, let call = later else { return nil }",
     "an unused stub of a method whose member only records is listed without why"),
    ("Sources/Doubles/Internal/Matching/NeverMatching.swift",
     "        if !FunctionName.isMethod(stub.functionName) {",
     "        if false, !FunctionName.isMethod(stub.functionName) {",
     "an unused stub of a property's getter is said to be one its member never asked"),
    ("Sources/Doubles/Internal/Matching/NeverMatching.swift",
     "call.sequenceNumber >= stub.firstLaterCall && stub.expected?.match(call.arguments) ?? true",
     "stub.expected?.match(call.arguments) ?? true",
     "a stub made after the call is said to be one its member never asked"),
    ("Sources/Doubles/Internal/Storage/FakeState.swift",
     "        Set(stubs.filter(\\.used).map(\\.functionName))",
     "        Set<String>()",
     "a stub a newer one hid is said to be one its member never asked"),
    # FakeState
    ("Sources/Doubles/Internal/Storage/FakeState.swift",
     "return plainStubs.fourth.comparesArguments ? chooseInPlace(functionName, arguments) : plainStubs.fourth.stub",
     "return plainStubs.fourth.stub",
     "a fourth cached name skips its argument comparison"),
    ("Sources/Doubles/Internal/Storage/FakeState.swift",
     "return plainStubs.first.comparesArguments ? chooseInPlace(functionName, arguments) : plainStubs.first.stub",
     "return plainStubs.first.stub",
     "a first cached name skips its argument comparison"),
    ("Sources/Doubles/Internal/Storage/PlainStubs.swift",
     "        } else if fourth.isFor(functionName) {\n            fourth = entry\n",
     "        } else if fourth.isFor(functionName) {\n            _ = entry\n",
     "a fourth cached entry is not updated by PlainStubs.set"),
    ("Sources/Doubles/Internal/Storage/FakeState.swift",
     "                if other.argumentCount >= 0, other.argumentCount == argumentCount { return .compare(stubs) }",
     "                if other.argumentCount >= 0, other.argumentCount == argumentCount, false { return .compare(stubs) }",
     "a stub with as many arguments as another is not compared with it"),
    ("Sources/Doubles/Internal/Storage/FakeState.swift",
     "            guard comparesInPlace, let newest else { return PlainStub() }",
     "            guard let newest else { return PlainStub() }",
     "a new stub with argument rules is compared in place"),
    ("Sources/Doubles/Internal/Storage/FakeState.swift",
     "        guard let newestWithoutArguments, newestWithoutArguments.returnsValues else { return PlainStub() }",
     "        guard let newestWithoutArguments else { return PlainStub() }",
     "a new stub with an action becomes a plain stub"),
    ("Sources/Doubles/Internal/Storage/FakeState.swift",
     "        plainStubs.removeAll()\n",
     "\n",
     "removing every stub keeps the plain stubs"),
    ("Sources/Doubles/Internal/Storage/FakeState.swift",
     "if calls[position].sequenceNumber == number { verified.insert(position) }",
     "verified.insert(position)",
     "marking verified marks the next call whatever its number"),
    ("Sources/Doubles/Internal/Storage/PositionSet.swift",
     "        rest[word] |= 1 << UInt64(position % 64)",
     "        rest[word] |= 1 << UInt64(position % 63)",
     "a position beyond the 64th takes the wrong bit"),
    ("Sources/Doubles/Internal/Storage/FakeState.swift",
     "guard let newestWithoutArguments, newestWithoutArguments.returnsValues else { return PlainStub() }",
     "guard let newestWithoutArguments else { return PlainStub() }",
     "a surveyed stub with an action becomes a plain stub"),
    ("Sources/Doubles/Internal/Storage/FakeState.swift",
     "            if !stub.expectsPlainValues { comparesInPlace = false }",
     "            if !stub.expectsPlainValues { }",
     "a survey compares argument rules in place"),
    # StubCandidates
    ("Sources/Doubles/Internal/CallPath/StubCandidates.swift",
     "if case .none = withoutArguments { withoutArguments = stub }",
     "withoutArguments = stub",
     "the oldest stub without arguments answers, not the newest"),
    ("Sources/Doubles/Internal/CallPath/StubCandidates.swift",
     "            case nil: return .compare(stubs, functionName)\n",
     "            case nil: continue\n",
     "an undecided comparison skips the stub"),
    ("Sources/Doubles/Internal/CallPath/StubCandidates.swift",
     "        return .chosen(withoutArguments)\n",
     "        return .none\n",
     "a stub without arguments never answers a call that no stub with arguments matched"),
    # ValueSequence
    ("Sources/Doubles/Internal/CallPath/ValueSequence.swift",
     "        position + 1 < rest.count ? position + 1 : position",
     "        position + 2 < rest.count ? position + 1 : position",
     "a sequence stops before its last value"),
    ("Sources/Doubles/Internal/CallPath/ValueSequence.swift",
     "        rest = values.count > 1 ? held : []",
     "        rest = values.count > 2 ? held : []",
     "a sequence of two values keeps only its first"),
    ("Sources/Doubles/Internal/CallPath/ValueSequence.swift",
     "        if let optional = typed as? OptionalUnwrapping { return optional.unwrappedAny }",
     "        if false, let optional = typed as? OptionalUnwrapping { return optional.unwrappedAny }",
     "a stubbed Optional keeps its wrapping when it is converted"),
    ("Sources/Doubles/Internal/Storage/StubEntry.swift",
     "            _ = advance()\n            return value",
     "            return value",
     "the inline path answers a sequence's first value every time"),
    # ArgumentMatching
    ("Sources/Doubles/Internal/Matching/ArgumentMatching.swift",
     "    while let unwrapped = current, let optional = unwrapped as? OptionalUnwrapping {",
     "    if let unwrapped = current, let optional = unwrapped as? OptionalUnwrapping {",
     "an expected nil does not match a nil wrapped twice"),
    ("Sources/Doubles/Internal/Matching/ArgumentMatching.swift",
     "            case false?: return false\n",
     "            case false?: break\n",
     "a plain argument that differs, compared in place, still matches"),
    ("Sources/Doubles/Internal/Matching/ArgumentMatching.swift",
     "        return decided ? true : nil\n",
     "        return true\n",
     "an argument of another type than its plain value matches in place"),
    ("Sources/Doubles/Internal/Matching/ArgumentMatching.swift",
     "                if !equal { return false }",
     "                if !equal && index > 0 { return false }",
     "the general rule skips the first plain argument"),
    ("Sources/Doubles/Internal/Matching/ArgumentMatching.swift",
     "    func match(_ actual: UnsafeBufferPointer<Any?>) -> Bool {\n        guard actual.count == count else { return false }",
     "    func match(_ actual: UnsafeBufferPointer<Any?>) -> Bool {\n        guard actual.count >= count else { return false }",
     "the general rule matches a call with more arguments than expected"),
    ("Sources/Doubles/Internal/Matching/ArgumentMatching.swift",
     "            guard let actual = pointer.pointee as? String else { return nil }\n            return actual == expected\n",
     "            guard let actual = pointer.pointee as? String else { return nil }\n            return actual.count == expected.count\n",
     "a plain string compared in place matches another of its length"),
    ("Sources/Doubles/Internal/Matching/ArgumentMatching.swift",
     "    expected ?? ExpectedNil()",
     "    expected ?? Argument.anything",
     "an expected nil matches anything"),
    # Stub
    ("Sources/Doubles/Stub.swift",
     "let fromOtherTest = replaced.origin != nil && replaced.origin != entry.origin",
     "let fromOtherTest = replaced.origin != nil",
     "a static stub replacing this test's own is said to come from another test"),
    ("Sources/Doubles/Stub.swift",
     "            origin: target.isType ? target.origin : nil",
     "            origin: nil",
     "a static stub keeps no test origin"),
    ("Sources/Doubles/Stub.swift",
     "        guard let replaced, !replacing else { return }",
     "        guard let replaced else { return }",
     "stubAgain reports the stub it replaces"),
    ("Sources/Doubles/Internal/Storage/StubEntry.swift",
     "        return found.isEmpty ? nil : found",
     "        return nil",
     "a stub's captors are forgotten"),
    # FakeCore and the answer of a call
    ("Sources/Doubles/Internal/CallPath/FakeCore.swift",
     "        if success, !Negation.isActive {\n            // By sequence number",
     "        if !Negation.isActive {\n            // By sequence number",
     "a failed check through the general path marks calls verified"),
    ("Sources/Doubles/Internal/Storage/Registry.swift",
     "            if countSpecifier.isSatisfied(by: matches.count), !negated {\n                if case .none = pending {",
     "            if countSpecifier.isSatisfied(by: matches.count) {\n                if case .none = pending {",
     "a check with plain values that passes under a negation marks calls verified"),
    ("Sources/Doubles/Internal/Storage/FakeState.swift",
     "!calls.contains { $0.functionName == functionName } && !resetNames.contains(functionName)",
     "!calls.contains { $0.functionName == functionName }",
     "a member whose calls were reset counts as one that records none"),
    ("Sources/Doubles/Internal/CallPath/FakeCore.swift",
     "        if prepared?.runsNoUserCode ?? true,",
     "        if prepared?.runsNoUserCode ?? true, false,",
     "every check takes the general path"),
    ("Sources/Doubles/Internal/CallPath/Answering.swift",
     "            if let fallback = context.fallback { return .value(fallback.value) }",
     "            if let fallback = context.fallback, false { return .value(fallback.value) }",
     "a fallback value is ignored"),
    ("Sources/Doubles/Internal/CallPath/Answering.swift",
     "            if relaxation.relaxed, let empty = emptyValue(ofType: returnType) {",
     "            if relaxation.relaxed, false, let empty = emptyValue(ofType: returnType) {",
     "a relaxed fake still reports a missing stub"),
    ("Sources/Doubles/Internal/CallPath/Answering.swift",
     "        guard context.request.throwing else {",
     "        guard context.request.throwing, false else {",
     "a throwing member does not throw its stub's error"),
    ("Sources/Doubles/Internal/CallPath/Answering.swift",
     "        if let errorType = context.request.typedError, !isInstance(error, of: errorType) {",
     "        if let errorType = context.request.typedError, false, !isInstance(error, of: errorType) {",
     "a throws(E) member throws a stubbed error of another type"),
    ("Sources/Doubles/Internal/CallPath/Answering.swift",
     "        if returnType == Void.self { return () }",
     "        if false { return () }",
     "a Void member's andDo result is converted, failing when it is nil"),
    ("Sources/Doubles/Internal/EmptyValues/StoredLayout.swift",
     "                guard let fieldType = record.type, !record.holdsReferenceOwnership,",
     "                guard let fieldType = record.type,",
     "a struct with a weak property is made as if the property were strong"),
    ("Sources/Doubles/Internal/EmptyValues/StoredLayout.swift",
     "                      !TypeMetadata.holdsFunction(fieldType)",
     "                      true",
     "a struct's function property is written in the generic convention"),
    ("Sources/Doubles/Internal/CallPath/Answering.swift",
     "            if returnType == Void.self {",
     "            if returnType == Never.self {",
     "a Void member needs a stub"),
    # Hashing and storage
    ("Sources/Doubles/Internal/Storage/FibonacciHash.swift",
     "multiplier = Word(truncatingIfNeeded: (0x9E37_79B9_7F4A_7C15 as UInt64) >> UInt64(64 - Word.bitWidth))",
     "multiplier = Word(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)",
     "the 32-bit multiplier is the low half of the 64-bit one"),
    ("Sources/Doubles/Internal/Storage/InstanceTable.swift",
     "        guard let held = states[key], held === state.takeUnretainedValue() else { return nil }",
     "        guard let held = states[key] else { return nil }",
     "removing a gone fake's state removes a newer state at its address"),
    ("Sources/Doubles/Internal/Storage/Shard.swift",
     "            if instances.count >= sweepThreshold { sweepReleasedInstances(&leftovers) }",
     "            if instances.count >= sweepThreshold, false { sweepReleasedInstances(&leftovers) }",
     "released fakes' states are never swept"),
    # The rules of this round: which test a type's relax counts for, collections as their literals make them, tuple
    # labels, a type's unused stubs, and the arguments a fake records.
    ("Sources/Doubles/Internal/Storage/Registry.swift",
     "            let relaxed = state.relaxedIn.contains { TestOrigin.counts($0, for: checking) }",
     "            let relaxed = !state.relaxedIn.isEmpty",
     "another test's relax answers this test's missing static stub"),
    ("Sources/Doubles/Conformances/SpryEquatable+Standard.swift",
     "            guard received.count == count,\n"
     "                  !isEmpty || NeverMatching.mayHoldAlike(Self.self, type(of: actual!)) else { return false }",
     "            guard received.count == count,\n"
     "                  true else { return false }",
     "an empty array matches an empty one of any element type"),
    ("Sources/Doubles/Conformances/SpryEquatable+Standard.swift",
     "        guard let set = actual as? Set<AnyHashable> else { return false }",
     "        guard false, let set = actual as? Set<AnyHashable> else { return false }",
     "an array literal never matches a set argument"),
    ("Sources/Doubles/Internal/Matching/NeverMatching.swift",
     "        let otherKind = expectedKind != actualKind && !(expectedKind == .array && actualKind == .set)",
     "        let otherKind = false",
     "an expected set against an array argument is not reported"),
    ("Sources/Doubles/Internal/Matching/NumberConversion.swift",
     "        guard zip(labels, layout.labels).allSatisfy({ $0 == nil || $1 == nil || $0 == $1 }) else { return nil }",
     "        guard true else { return nil }",
     "a tuple's labels are ignored when its numbers convert"),
    ("Sources/Doubles/Verification/StubRecord.swift",
     "        Registry.shared.stubRecords(.type(self), checking: FakeTarget.type(self).origin).filter { !$0.wasUsed }",
     "        Registry.shared.stubRecords(.type(self)).filter { !$0.wasUsed }",
     "a type's unused stubs include other tests' stubs"),
    ("Sources/Doubles/Internal/CallPath/FakeCore.swift",
     "        if recordedCounts.count == 1, let recorded = recordedCounts.first,",
     "        if false, let recorded = recordedCounts.first,",
     "a check ignores how many arguments the fake records"),

    # This round's rules: a static reset in another test, the nil of a double optional, the literal rule of
    # conflicts, a value of the test's own where none is empty
    ("Sources/Doubles/Reporting/TestOrigin.swift",
     "        return origin != resetting\n",
     "        return false\n",
     "a test whose static calls another test's reset removed is not told"),
    ("Sources/Doubles/Verification/UnverifiedCalls.swift",
     "guard let fakeType = fake as? Any.Type, Registry.shared.wasResetAway(.type(fakeType)) else { return nil }",
     "guard let fakeType = fake as? Any.Type, Registry.shared.wasResetAway(.type(fakeType)) && false else { return nil }",
     "haveNoUnusedStubs, haveNoUnverifiedCalls and haveRecordedCalls pass after another test's reset took this test's state"),
    ("Sources/Doubles/Verification/NoUnusedStubsTrait.swift",
     "return Registry.shared.wasResetAway(target, origin: stub.origin) ? .resetAway : nil",
     "return nil",
     "the .noUnusedStubs report says nothing of a stub another test's reset took unused"),
    ("Sources/Doubles/Internal/CallPath/Answering.swift",
     "if let optional = T.self as? NilProducing.Type { return optional.nilValue as? T }",
     "if let optional = T.self as? NilProducing.Type { _ = optional }",
     "nil answers a double optional with .some(nil)"),
    ("Sources/Doubles/Internal/Matching/LiteralMatching.swift",
     "return !(expected is any BinaryFloatingPoint.Type && actual is any BinaryInteger.Type)",
     "return true",
     "a floating-point value expected for an integer argument is no conflict"),
    ("Sources/Doubles/Internal/Matching/NeverMatching.swift",
     "} else if value is any Sequence, kind(of: actual) != nil {",
     "} else if value is any Sequence {",
     "a collection expected for a single value is no conflict"),
    ("Sources/Doubles/Internal/CallPath/FakeCore.swift",
     "        guard !success || Negation.isActive, target.isType else { return result }",
     "        guard !success, target.isType else { return result }",
     "a failed toNot check of a fake type does not mark other tests' calls"),
    ("Sources/Doubles/Internal/Matching/NeverMatching.swift",
     "        guard let expected else { return noneCaseConflict(actual) }",
     "        guard let expected else { return nil }",
     "an expected nil against an enum with a case named none is no conflict"),
    ("Sources/Doubles/Internal/CallPath/SlipAnswer.swift",
     "        if let fallback = context.fallback {",
     "        if let fallback = context.fallback, false {",
     "a slip of a member with a fallbackValue answers the empty value instead"),
    ("Sources/Doubles/Internal/CallPath/SlipAnswer.swift",
     "            if let value = stub.sequence.values.last(where: isOfType) { return (value, stub) }\n",
     "            if let value = stub.sequence.values.last(where: isOfType) { _ = value }\n",
     "a slip whose type has no empty value stops though the member has a stubbed value of it"),
    ("Sources/Doubles/Internal/Matching/LiteralMatching.swift",
     "return decimal == Self.decimal(expected) || decimal == Decimal(floatLiteral: Double(expected))",
     "return decimal == Decimal(floatLiteral: Double(expected))",
     "a price expected for a Decimal matches only the nearest Double's Decimal"),
    ("Sources/Doubles/Stub+Answers.swift",
     "finish(typed: [A.self, B.self, C.self, D.self]) {",
     "finish(typed: [A.self, B.self, C.self]) {",
     "a typed andDo of four parameters checks three"),
    ("Sources/Doubles/Internal/Storage/FakeState.swift",
     "                || stubs.contains { $0.functionName == functionName && $0.answeredUnrecorded })",
     "                || false)",
     "a check of a member answered through stubbedValue says nothing of why"),
    ("Sources/Doubles/Internal/Storage/Registry.swift",
     "            if !recorded, !stub.answeredUnrecorded { stub.answeredUnrecorded = true }",
     "",
     "the inline path never marks an unrecorded answer"),
    ("Sources/Doubles/Internal/Storage/StubEntry.swift",
     "        if !recorded { answeredUnrecorded = true }",
     "",
     "the general path never marks an unrecorded answer"),
    ("Sources/Doubles/Internal/Matching/NeverMatching.swift",
     "                guard LiteralMatching.cannotHold(value, as: type(of: actual)) else { return nil }",
     "                return nil",
     "a number the argument's type cannot hold is no conflict"),
    ("Sources/Doubles/Stub.swift",
     "        if !replacing, StubCandidates.mayHideOthers(entry) { reportStubsHidden(by: entry) }",
     "        if !replacing, StubCandidates.mayHideOthers(entry) { _ = entry }",
     "a catch-all stub made after stubs with arguments hides them in silence"),
    ("Sources/Doubles/Internal/Messages/Misuse.swift",
     "        let name = TypeName.inSource(type, fakeModule: fakeModule)",
     "        let name = TypeName.of(type)",
     "a missing stub's fix names a nested type by its bare name"),
    ("Sources/Doubles/Internal/CallPath/SlipAnswer.swift",
     "        guard !isPlainlyEmpty(empty) else { return \"\" }",
     "        return \"\"",
     "a slip's empty value that could pass for an answer goes unsaid"),
    ("Sources/Doubles/Internal/Matching/NeverMatching.swift",
     "            guard types.count == 1 else { return nil }",
     "            guard types.count >= 1 else { return nil }",
     "calls of several types at a position are judged as one type's"),
    ("Sources/Doubles/Internal/Messages/TypeName.swift",
     "            let keepsModule = path.count == 1 || fakeModule.map { !unnamed.contains(String(path[0])) && $0 != path[0] }",
     "            let keepsModule = path.count == 1 || fakeModule.map { _ in false }",
     "a fix drops the module of another module's type"),
    # The throwing and async front doors read the inline path first
    ("Sources/Doubles/Internal/CallPath/ThrowingAndAsyncAnswers.swift",
     "        if let value = plainAnswer(target, functionName: functionName, arguments: arguments, record: record,\n"
     "                                   as: T.self) {\n"
     "            return value\n"
     "        }\n"
     "        return try valueThrows(",
     "        if let value = plainAnswer(target, functionName: functionName, arguments: arguments, record: false,\n"
     "                                   as: T.self) {\n"
     "            return value\n"
     "        }\n"
     "        return try valueThrows(",
     "a throwing member's call answered inline is not recorded"),
    ("Sources/Doubles/Internal/CallPath/ThrowingAndAsyncAnswers.swift",
     "        if let value = plainAnswer(target, functionName: functionName, arguments: arguments, record: record,\n"
     "                                   as: T.self) {\n"
     "            return value\n"
     "        }\n"
     "        return try await valueAsync(",
     "        if let value = plainAnswer(target, functionName: functionName, arguments: arguments, record: !record,\n"
     "                                   as: T.self) {\n"
     "            return value\n"
     "        }\n"
     "        return try await valueAsync(",
     "an async member's call answered inline is recorded only through stubbedValue"),
    # The inline path converts a stub's one value to the return type, keeping it for the next calls
    ("Sources/Doubles/Internal/Storage/StubEntry.swift",
     "        if let retyped, ObjectIdentifier(type(of: retyped)) == ObjectIdentifier(holder) { return retyped }",
     "        if let retyped { return retyped }",
     "a value kept converted for one return type answers a call of another"),
    ("Sources/Doubles/Internal/Storage/StubEntry.swift",
     "        guard sequence.rest.isEmpty else { return nil }",
     "        guard sequence.rest.isEmpty || true else { return nil }",
     "a sequence's value, converted and kept, answers every later call"),
    ("Sources/Doubles/Internal/CallPath/StubCandidates.swift",
     "            if stub === chosen, choseOneWithArguments { return }",
     "            if stub === chosen { _ = choseOneWithArguments; return }",
     "a stub older than the chosen one without arguments is never looked at for a slip"),
    ("Sources/Doubles/Internal/CallPath/Answering.swift",
     "        guard !(held is TypedValue<SequencedError>), T.self is AnyClass || TypeMetadata(T.self).kind == .existential,",
     "        guard T.self is AnyClass || TypeMetadata(T.self).kind == .existential,",
     "the inline path answers an andAnswer(.throw(…)) as a value of a protocol or Any"),
    ("Sources/Doubles/Internal/CallPath/Answering.swift",
     "        guard !(held is TypedValue<SequencedError>), T.self is AnyClass || TypeMetadata(T.self).kind == .existential,",
     "        guard !(held is TypedValue<SequencedError>), true || TypeMetadata(T.self).kind == .existential,",
     "the inline path casts to any type under the lock, running a dictionary's hash(into:) there"),
    ("Sources/Doubles/Internal/CallPath/StubCandidates.swift",
     "let older, flattened(older) != nil, !(older is ArgumentCaptor) else {",
     "let older, flattened(older) != nil else {",
     "a nonNil catch-all is said to hide a stub of a captor, which a nil argument still reaches"),
    ("Sources/Doubles/Internal/CallPath/StubCandidates.swift",
     "let older, flattened(older) != nil, !(older is ArgumentCaptor) else {",
     "let older, !(older is ArgumentCaptor) else {",
     "a nonNil catch-all is said to hide a stub of a nil held as a value, which only a nil argument reaches"),
    # Stub duplicates by what an expected value stands for, and unrecorded marks kept by name
    ("Sources/Doubles/Argument.swift",
     "return lhs._isEqual(to: standIn(for: rhs)) || rhs._isEqual(to: standIn(for: lhs))",
     "return lhs._isEqual(to: standIn(for: rhs))",
     "two stubs' values are compared one way round only"),
    ("Sources/Doubles/EquatableArguments.swift",
     "if let boxed = expected as? _EquatableArgument { return boxed.value }",
     "if let boxed = expected as? _EquatableArgument { return boxed }",
     "a boxed Equatable value is compared as its box"),
    ("Sources/Doubles/Internal/Storage/FakeState.swift",
     "            keepUnrecordedMark(of: stub)\n",
     "            _ = stub\n",
     "a stub replaced by stubAgain drops its unrecorded calls"),
    ("Sources/Doubles/Internal/Storage/FakeState.swift",
     "for stub in stubs { keepUnrecordedMark(of: stub) }",
     "for stub in stubs where stub.used && false { keepUnrecordedMark(of: stub) }",
     "resetStubs drops the unrecorded calls"),
    ("Sources/Doubles/Internal/CallPath/Answering.swift",
     "            guard nameWasKnown || context.nameIsKnown else {",
     "            guard nameWasKnown || context.nameIsKnown || context.fallback != nil else {",
     "a misspelled raw value on a member with a fallback goes unreported"),
    ("Sources/Doubles/Verification/PendingVerification.swift",
     "        guard passed(result) else { return result }",
     "        guard passed(result) || true else { return result }",
     "a check inside a compound that fails verifies its calls"),
    ("Sources/Doubles/Verification/PendingVerification.swift",
     "for (numbers, target) in held { Self.mark(numbers, on: target, in: enclosing) }",
     "for (numbers, target) in held { Self.mark(numbers, on: target, in: nil) }",
     "a passing inner compound verifies its calls though the outer one fails"),
    ("Sources/Doubles/Internal/CallPath/StubCandidates.swift",
     "            return option._isEqual(to: standIn(for: older))",
     "            return true",
     "an instanceOf catch-all is said to hide stubs of values of other types"),
    ("Sources/Doubles/Internal/Matching/NeverMatching.swift",
     "            guard !stub.functionName.contains(\"(\"), let call = later, !call.arguments.isEmpty, stub.argumentCount > 0",
     "            guard false, let call = later, !call.arguments.isEmpty, stub.argumentCount > 0",
     "a property's stub of a set is listed without why"),
]

# Mutants that `swift test` cannot kill, and why; the report prints the reason beside such a survivor.
EXPLAINED = {
    "two stubs without arguments are not the same stub":
        "unreachable: the registry compares a new stub with others only when the new one has `with(...)` "
        "arguments, so the case of two stubs without arguments never comes up",
    "a member whose calls were reset counts as one that records none":
        "equivalent since a reset of the calls also clears the unrecorded marks (`removeAllCalls`): a method that "
        "records does so in every call, so after a reset the guard only hides the true note of a property whose "
        "setter recorded before the reset and whose getter answered after it",
    "every check takes the general path":
        "equivalent in behaviour: the in-place check is a fast path with the general rule's answers; "
        "`.ci/check-instructions.py` kills it (a passing didCall 54,012 instructions in a debug build, budget "
        "26,472)",
}


def run(command, timeout):
    """Runs `command` in the package; returns (exit status, or None on timeout, output)."""
    # `errors="replace"`: a mutant may make a test print bytes that are not UTF-8.
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               errors="replace",
                               start_new_session=True)
    try:
        output, _ = process.communicate(timeout=timeout)
        return process.returncode, output
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        output, _ = process.communicate()
        return None, output


def line_of(text, old):
    """The line number where `old` starts in `text`."""
    return text[:text.index(old)].count("\n") + 1 + len(old) - len(old.lstrip("\n"))


def check_mutants(mutants):
    """The numbers of the mutants whose line is not found exactly once, with why."""
    problems = []
    for number, (path, old, new, _) in mutants:
        with open(os.path.join(ROOT, path)) as file:
            found = file.read().count(old)
        if found != 1:
            problems.append(f"  {number}. {path}: found {found} times, not once: {old.strip()!r}")
        elif old == new:
            problems.append(f"  {number}. {path}: the mutant changes nothing")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--filter", default="DoublesTests", help="the `swift test --filter` of each run")
    parser.add_argument("--only", help="comma-separated numbers of the mutants to run")
    parser.add_argument("--timeout", type=int, default=600, help="seconds a test run may take (a build: 3 times)")
    parser.add_argument("--report", help="a file to write the results to, as they come")
    parser.add_argument("--list", action="store_true", help="print the mutants and stop")
    parser.add_argument("--check", action="store_true", help="check that every mutant applies, and stop")
    options = parser.parse_args()

    mutants = list(enumerate(MUTANTS, start=1))
    if options.only:
        wanted = {int(number) for number in options.only.split(",")}
        mutants = [(number, mutant) for number, mutant in mutants if number in wanted]
    if options.list:
        for number, (path, old, new, meaning) in mutants:
            print(f"{number:3}. {path}: {meaning}\n       - {old.strip()}\n       + {new.strip()}")
        return
    problems = check_mutants(mutants)
    if problems:
        sys.exit("error: these mutants no longer apply:\n" + "\n".join(problems))
    if options.check:
        print(f"all {len(mutants)} mutants apply")
        return
    paths = sorted({path for _, (path, _, _, _) in mutants})
    changed = subprocess.run(["git", "status", "--porcelain", "--"] + paths, cwd=ROOT, capture_output=True,
                             text=True).stdout.strip()
    if changed:
        sys.exit(f"error: files the mutants change have changes of their own; commit or stash them:\n{changed}")

    test = ["swift", "test", "--skip-build", "--filter", options.filter]
    build = ["swift", "build", "--build-tests"]
    report = open(options.report, "w") if options.report else None

    def note(line):
        print(line, flush=True)
        if report:
            report.write(line + "\n")
            report.flush()

    # A signal stops the run like Ctrl-C does, so the file being mutated is put back.
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))

    note("baseline: building and testing the unchanged tree")
    status, output = run(build, options.timeout * 3)
    if status != 0:
        sys.exit("error: the unchanged tree does not build:\n" + output[-3000:])
    status, output = run(test, options.timeout)
    if status != 0:
        sys.exit("error: the unchanged tree does not pass its tests:\n" + output[-3000:])

    results = {"killed": [], "survived": [], "not built": []}
    try:
        for number, (path, old, new, meaning) in mutants:
            full = os.path.join(ROOT, path)
            with open(full) as file:
                original = file.read()
            line = line_of(original, old)
            started = time.monotonic()
            try:
                with open(full, "w") as file:
                    file.write(original.replace(old, new, 1))
                status, output = run(build, options.timeout * 3)
                if status != 0:
                    outcome = "not built"
                else:
                    status, output = run(test, options.timeout)
                    # A failure, a crash, a timeout: the tests noticed.
                    outcome = "survived" if status == 0 else "killed"
            finally:
                with open(full, "w") as file:
                    file.write(original)
            results[outcome].append((number, path, line, meaning))
            note(f"{number:3}. {outcome:9} {path}:{line}: {meaning} ({time.monotonic() - started:.0f} s)")
    except KeyboardInterrupt:
        note("interrupted: the file being mutated is put back; results so far:")

    killed, survived = len(results["killed"]), len(results["survived"])
    tried = killed + survived
    note(f"\nkilled {killed}, survived {survived}, not built {len(results['not built'])}")
    if tried:
        note(f"mutation score: {killed}/{tried} = {100 * killed / tried:.1f}%")
    for number, path, line, meaning in results["survived"]:
        why = f"\n      ({EXPLAINED[meaning]})" if meaning in EXPLAINED else ""
        note(f"  survived {number}. {path}:{line}: {meaning}{why}")
    for number, path, line, meaning in results["not built"]:
        note(f"  not built {number}. {path}:{line}: {meaning}")
    if report:
        report.close()


if __name__ == "__main__":
    main()
