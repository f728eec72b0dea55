import DoublesMatchers
import DoublesTestSupport
import Foundation
import Testing

/// `beEmpty`, `beginWith`, `endWith` and `contain` on Foundation's collections and strings, with the messages
/// Nimble gives.
@Suite struct FoundationCollectionsTests {
    @Test func beEmpty_onEachFoundationCollection() {
        passes {
            expect(NSArray()).to(beEmpty())
            expect([1] as NSArray).toNot(beEmpty())
            expect(NSSet()).to(beEmpty())
            expect(NSSet(array: [1 as NSNumber])).toNot(beEmpty())
            expect(NSIndexSet()).to(beEmpty())
            expect(NSIndexSet(index: 1)).toNot(beEmpty())
            expect(NSDictionary()).to(beEmpty())
            expect([1: 1] as NSDictionary).toNot(beEmpty())
            expect(NSString()).to(beEmpty())
            expect("hello" as NSString).toNot(beEmpty())
            expect(NSMutableArray()).to(beEmpty())
        }
    }

    @Test func beEmpty_failing_showsTheCollectionOnOneLine() {
        failsWithMessage("expected to not be empty, got <()>") { expect(NSArray()).toNot(beEmpty()) }
        failsWithMessage("expected to be empty, got <(1)>") { expect([1] as NSArray).to(beEmpty()) }
        failsWithMessage("expected to not be empty, got <{}>") { expect(NSDictionary()).toNot(beEmpty()) }
        failsWithMessage("expected to be empty, got <{1 = 1;}>") { expect([1: 1] as NSDictionary).to(beEmpty()) }
        failsWithMessage("expected to not be empty, got <{()}>") { expect(NSSet()).toNot(beEmpty()) }
        failsWithMessage("expected to be empty, got <{(1)}>") { expect(NSSet(object: 1 as NSNumber)).to(beEmpty()) }
        failsWithMessage("expected to not be empty, got <()>") { expect(NSIndexSet()).toNot(beEmpty()) }
        failsWithMessage("expected to be empty, got <(1)>") { expect(NSIndexSet(index: 1)).to(beEmpty()) }
        failsWithMessage("expected to not be empty, got <>") { expect("" as NSString).toNot(beEmpty()) }
        failsWithMessage("expected to be empty, got <foo>") { expect("foo" as NSString).to(beEmpty()) }
    }

    @Test func beEmpty_onNil_failsEitherWay_withTheBeNilHint() {
        failsWithMessage("expected to be empty, got <nil> (use beNil() to match nils)") {
            expect(nil as NSArray?).to(beEmpty())
        }
        failsWithMessage("expected to not be empty, got <nil> (use beNil() to match nils)") {
            expect(nil as NSArray?).toNot(beEmpty())
        }
    }

    @Test func beginWith_andEndWith_onArrays() {
        passes {
            expect(["a", "b"] as NSArray).to(beginWith("a"))
            expect(["a", "b"] as NSArray).toNot(beginWith("b"))
            expect(["a", "b"] as NSArray).to(endWith("b"))
            expect(["a", "b"] as NSArray).toNot(endWith("a"))
            expect([] as NSArray).toNot(endWith("a"))
            expect([] as NSArray).toNot(beginWith("a"))
            expect(["a", "b", "a"] as NSArray).to(endWith("a"))
            expect([1, 2] as NSArray).to(beginWith(1))
        }
        failsWithMessage("expected to begin with <b>, got <(a,b)>") {
            expect(["a", "b"] as NSArray).to(beginWith("b"))
        }
        failsWithMessage("expected to not end with <b>, got <(a,b)>") {
            expect(["a", "b"] as NSArray).toNot(endWith("b"))
        }
    }

    @Test func beginWith_onNil_failsWithTheBeNilHint() {
        failsWithMessage("expected to begin with <b>, got <nil> (use beNil() to match nils)") {
            expect(nil as NSArray?).to(beginWith("b" as NSString))
        }
        failsWithMessage("expected to not begin with <b>, got <nil> (use beNil() to match nils)") {
            expect(nil as NSArray?).toNot(beginWith("b" as NSString))
        }
    }

    @Test func contain_onAFoundationString_findsSubstrings() {
        let text = "foo" as NSString
        passes {
            expect(text).to(contain("o" as NSString))
            expect(text).to(contain("oo" as NSString))
            expect(text).toNot(contain("z" as NSString))
            expect(text).toNot(contain("zz" as NSString))
        }
        failsWithMessage("expected to contain <z>, got <foo>") { expect(text).to(contain("z" as NSString)) }
    }
}
