import Foundation
import DoublesMatchers
import DoublesTestSupport
import Testing

@Suite struct ContainTests {
    @Test func contain_elementsAndSubstrings() {
        passes {
            expect([1, 2, 3]).to(contain(1, 3))
            expect([1, 2, 3]).toNot(contain(4))
            expect("hello world").to(contain("hello", "world"))
            expect("hello").toNot(contain("bye"))
            expect(Set(["a"])).to(contain("a"))
        }
        failsWithMessage("expected to contain <4, 5>, got <[1, 2, 3]>") { expect([1, 2, 3]).to(contain(4, 5)) }
        failsWithMessage("expected to not contain <1>, got <[1, 2, 3]>") { expect([1, 2, 3]).toNot(contain(1)) }
        failsWithMessage("expected to contain <bye>, got <hello>") { expect("hello").to(contain("bye")) }
        failsWithMessage("expected to contain <1>, got <nil> (use beNil() to match nils)") {
            expect(nil as [Int]?).to(contain(1))
        }
    }

    @Test func containElementSatisfying_behaviour() {
        passes {
            expect([1, 2, 3]).to(containElementSatisfying({ $0 > 2 }))
            expect([1, 2, 3]).toNot(containElementSatisfying({ $0 > 5 }, "is greater than 5"))
        }
        failsWithMessage("expected to find object in collection that satisfies matcher") {
            expect([1, 2]).to(containElementSatisfying({ $0 > 5 }))
        }
        failsWithMessage("expected to not find object in collection is greater than 1") {
            expect([1, 2]).toNot(containElementSatisfying({ $0 > 1 }, "is greater than 1"))
        }
    }

    @Test func beginWith_andEndWith() {
        passes {
            expect([1, 2, 3]).to(beginWith(1))
            expect([1, 2, 3]).to(endWith(3))
            expect("foobar").to(beginWith("foo"))
            expect("foobar").to(endWith("bar"))
            expect("foobar").toNot(beginWith("bar"))
        }
        failsWithMessage("expected to begin with <2>, got <[1, 2, 3]>") { expect([1, 2, 3]).to(beginWith(2)) }
        failsWithMessage("expected to end with <2>, got <[1, 2, 3]>") { expect([1, 2, 3]).to(endWith(2)) }
        failsWithMessage("expected to begin with <bar>, got <foobar>") { expect("foobar").to(beginWith("bar")) }
        failsWithMessage("expected to not end with <bar>, got <foobar>") { expect("foobar").toNot(endWith("bar")) }
    }

    @Test func beEmpty_behaviour() {
        passes {
            expect([Int]()).to(beEmpty())
            expect("").to(beEmpty())
            expect([1]).toNot(beEmpty())
            expect([String: Int]()).to(beEmpty())
        }
        failsWithMessage("expected to be empty, got <[1]>") { expect([1]).to(beEmpty()) }
        failsWithMessage("expected to not be empty, got <>") { expect("").toNot(beEmpty()) }
        failsWithMessage("expected to be empty, got <nil> (use beNil() to match nils)") { expect(nil as [Int]?).to(beEmpty()) }
    }

    @Test func haveCount_behaviour() {
        passes {
            expect([1, 2, 3]).to(haveCount(3))
            expect([1, 2, 3]).toNot(haveCount(2))
        }
        failsWithMessage("expected to have Array<Int> with count 2, got 3\nActual Value: [1, 2, 3]") {
            expect([1, 2, 3]).to(haveCount(2))
        }
        failsWithMessage("expected to not have Array<Int> with count 3, got 3\nActual Value: [1, 2, 3]") {
            expect([1, 2, 3]).toNot(haveCount(3))
        }
        failsWithMessage("expected to have count 0, got <nil> (use beNil() to match nils)") {
            expect(nil as [Int]?).to(haveCount(0))
        }
        failsWithMessage("expected to not have count 1, got <nil> (use beNil() to match nils)") {
            expect(nil as [Int]?).toNot(haveCount(1))
        }
    }

    @Test func elementsEqual_behaviour() {
        passes {
            expect(1...3).to(elementsEqual([1, 2, 3]))
            expect([1, 2]).toNot(elementsEqual([2, 1]))
        }
        failsWithMessage("expected to elementsEqual <[1, 2]>, got <[2, 1]>") { expect([2, 1]).to(elementsEqual([1, 2])) }
    }

    @Test func match_aRegularExpression() {
        passes {
            expect("order-1234").to(match("[0-9]{4}$"))
            expect("order").toNot(match("[0-9]"))
        }
        failsWithMessage("expected to match <[0-9]>, got <order>") { expect("order").to(match("[0-9]")) }
        // A pattern that is no regular expression fails under `toNot` too.
        let invalid = "expected to match <[>, got <abc>\n<[> is no regular expression, so it can never match."
        failsWithMessage(invalid) { expect("abc").to(match("[")) }
        failsWithMessage(invalid.replacingOccurrences(of: "expected to match", with: "expected to not match")) {
            expect("abc").toNot(match("["))
        }
    }

    /// A `contain` that every value meets (no elements, an empty string) is a slip under `to` and `toNot` alike.
    @Test func aContainEveryValueMeets_isASlip_underToAndToNot() {
        let slip = { (what: String) in
            """
            contain with \(what) is met by every value, so the check can never fail under `to`, nor pass under `toNot`.
            Fix: name what the value must contain; to check that it is empty, use beEmpty().
            """
        }
        failsWithMessage(slip("an empty string")) { expect("abc").to(contain("")) }
        failsWithMessage(slip("an empty string")) { expect("abc").toNot(contain("b", "")) }
        failsWithMessage(slip("an empty string")) { expect("abc" as NSString).to(contain("" as NSString)) }
        failsWithMessage(slip("no elements")) { expect([1, 2]).to(contain([Int]())) }
        failsWithMessage(slip("no elements")) { expect([1, 2]).toNot(contain([Int]())) }
        failsWithMessage(slip("no elements")) { expect(Set([1])).to(contain()) }
    }
}
