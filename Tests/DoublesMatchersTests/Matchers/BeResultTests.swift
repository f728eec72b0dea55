import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite struct BeResultTests {
    @Test func beSuccess_andBeFailure() {
        let success: Result<Int, ParseError> = .success(3)
        let failure: Result<Int, ParseError> = .failure(.empty)
        passes {
            expect(success).to(beSuccess())
            expect(success).to(beSuccess(3))
            expect(success).to(beSuccess { value in expect(value).to(equal(3)) })
            expect(failure).to(beFailure())
            expect(failure).to(beFailure { error in expect(error).to(equal(.empty)) })
            expect(failure).toNot(beSuccess())
        }
        failsWithMessage("expected to be <success(Int)>, got <failure(DoublesMatchersTests.ParseError.empty)>") { expect(failure).to(beSuccess()) }
        failsWithMessage("expected to be <failure(ParseError)>, got <success(3)>") { expect(success).to(beFailure()) }
        failsWithMessage("expected to be <success(Int)> that equals 4, got <success(3)>") { expect(success).to(beSuccess(4)) }
        failsWithMessages([
            "expected to equal <4>, got <3>",
            "expected to be <success(Int)> that satisfies block, got <success(3)>",
        ]) {
            expect(success).to(beSuccess { value in expect(value).to(equal(4)) })
        }
        failsWithMessages([
            "fail() always fails",
            "expected to be <failure(ParseError)> that satisfies block, got <failure(DoublesMatchersTests.ParseError.empty)>",
        ]) {
            expect(failure).to(beFailure { _ in fail() })
        }
        failsWithMessage("expected to be <success(Int)> that satisfies block, got <failure(DoublesMatchersTests.ParseError.empty)>") {
            expect(failure).to(beSuccess { _ in })
        }
        failsWithMessage("expected to not be <success(Int)> that satisfies block, got <success(3)>") {
            expect(success).toNot(beSuccess { _ in })
        }
    }

    @Test func beSuccess_andBeFailure_withAMatcher() {
        let success: Result<Int, ParseError> = .success(3)
        let failure: Result<Int, ParseError> = .failure(.empty)
        passes {
            expect(success).to(beSuccess(beGreaterThan(2)))
            expect(failure).to(beFailure(equal(.empty)))
            expect(failure).toNot(beSuccess(beGreaterThan(2)))
        }
        failsWithMessage("expected to be <success(Int)> that satisfies matcher, got <success(3)>\nexpected to equal <4>, got 3") {
            expect(success).to(beSuccess(equal(4)))
        }
        failsWithMessage(
            "expected to be <success(Int)> that satisfies matcher, got <failure(DoublesMatchersTests.ParseError.empty)>"
        ) {
            expect(failure).to(beSuccess(equal(4)))
        }
    }

    @Test func beFailure_withAnError_comparesItByEquality() {
        let failure: Result<Int, ParseError> = .failure(.empty)
        let success: Result<Int, ParseError> = .success(3)
        passes {
            expect(failure).to(beFailure(ParseError.empty))
            expect(failure).toNot(beFailure(ParseError.invalid("x")))
            expect(success).toNot(beFailure(ParseError.empty))
        }
        failsWithMessage(
            "expected to be <failure(ParseError)> that equals invalid(\"x\"), "
                + "got <failure(DoublesMatchersTests.ParseError.empty)>"
        ) {
            expect(failure).to(beFailure(ParseError.invalid("x")))
        }
        failsWithMessage(
            "expected to be <failure(ParseError)> that equals empty, got <success(3)>"
        ) {
            expect(success).to(beFailure(ParseError.empty))
        }
        failsWithMessage(
            "expected to not be <failure(ParseError)> that equals empty, "
                + "got <failure(DoublesMatchersTests.ParseError.empty)>"
        ) {
            expect(failure).toNot(beFailure(ParseError.empty))
        }
    }

    @Test func beFailure_withMatchError_onATypedResult() {
        let failure: Result<Int, ParseError> = .failure(.empty)
        let success: Result<Int, ParseError> = .success(3)
        passes {
            expect(failure).to(beFailure(matchError(ParseError.empty)))
            expect(failure).to(beFailure(matchError(ParseError.self)))
            expect(failure).toNot(beFailure(matchError(ParseError.invalid("x"))))
            expect(success).toNot(beFailure(matchError(ParseError.self)))
        }
        failsWithMessage(
            "expected to be <failure(ParseError)> that satisfies matcher, "
                + "got <failure(DoublesMatchersTests.ParseError.empty)>\n"
                + "expected to match error <invalid(\"x\")>, got <empty>"
        ) {
            expect(failure).to(beFailure(matchError(ParseError.invalid("x"))))
        }
        failsWithMessage("expected to be <failure(ParseError)> that satisfies matcher, got <success(3)>") {
            expect(success).to(beFailure(matchError(ParseError.empty)))
        }
        failsWithMessage(
            "expected to not be <failure(ParseError)> that satisfies matcher, "
                + "got <failure(DoublesMatchersTests.ParseError.empty)>"
        ) {
            expect(failure).toNot(beFailure(matchError(ParseError.empty)))
        }
    }

    /// An inner matcher that can never pass fails `beSuccess` and `beFailure` under `to` and `toNot` alike.
    @Test func anInnerMatcherThatCanNeverPass_failsUnderToAndToNot() {
        let text: Result<String, ParseError> = .success("abc")
        let records = gatherFailingExpectations(silently: true) {
            expect(text).toNot(beSuccess(match("(")))
            expect(text).to(beSuccess(match("(")))
        }
        #expect(records.count == 2)
        #expect(records.allSatisfy { $0.message.stringValue.contains("<(> is no regular expression") })
    }
}
