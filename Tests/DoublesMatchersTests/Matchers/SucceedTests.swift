import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite struct SucceedTests {
    @Test func succeed_behaviour() {
        passes { expect { ToSucceedResult.succeeded }.to(succeed()) }
        failsWithMessage("expected to succeed, got <failed> because <the form is invalid>") {
            expect { ToSucceedResult.failed(reason: "the form is invalid") }.to(succeed())
        }
        failsWithMessage("expected to not succeed, got <succeeded>") { expect { ToSucceedResult.succeeded }.toNot(succeed()) }
    }

    @Test func succeed_failsOnNilUnderToAndToNot() {
        let nothing: () -> ToSucceedResult? = { nil }
        failsWithMessage("expected a ToSucceedResult, got <nil> (use beNil() to match nils)") {
            expect(nothing).to(succeed())
        }
        failsWithMessage("expected a ToSucceedResult, got <nil> (use beNil() to match nils)") {
            expect(nothing).toNot(succeed())
        }
    }
}
