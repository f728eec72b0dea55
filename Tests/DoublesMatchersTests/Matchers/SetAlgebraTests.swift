import DoublesMatchers
import DoublesTestSupport
import Testing

/// An option set, which is a `SetAlgebra` but not a collection.
struct Permissions: OptionSet, CustomStringConvertible {
    let rawValue: Int
    static let read = Permissions(rawValue: 1)
    static let write = Permissions(rawValue: 2)
    static let delete = Permissions(rawValue: 4)
    var description: String { "Permissions(\(rawValue))" }
}

@Suite struct SetAlgebraTests {
    @Test func contain_andBeEmpty_onOptionSets() {
        let granted: Permissions = [.read, .write]
        passes {
            expect(granted).to(contain(.read))
            expect(granted).to(contain(.read, .write))
            expect(granted).toNot(contain(.delete))
            expect(Permissions()).to(beEmpty())
            expect(granted).toNot(beEmpty())
        }
        failsWithMessage("expected to contain <Permissions(4)>, got <Permissions(3)>") {
            expect(granted).to(contain(.delete))
        }
        failsWithMessage("expected to be empty, got <Permissions(3)>") { expect(granted).to(beEmpty()) }
    }

    @Test func contain_andBeEmpty_onSets() {
        passes {
            expect(Set([1, 2, 3])).to(contain(2))
            expect(Set([1, 2, 3])).to(contain(1, 3))
            expect(Set<Int>()).to(beEmpty())
            expect(Set(["a"])).toNot(beEmpty())
            expect([1, 2, 3]).to(contain(2))
        }
        failsWithMessage("expected to contain <4>, got <Set([1])>") { expect(Set([1])).to(contain(4)) }
        let three: Set = [1, 2, 3]
        failsWithMessage("expected to not contain <2>, got <\(three.debugDescription)>") {
            expect(three).toNot(contain(2))
        }
        failsWithMessage("expected to be empty, got <Set([\"a\"])>") { expect(Set(["a"])).to(beEmpty()) }
        failsWithMessage("expected to not be empty, got <Set([])>") { expect(Set<Int>()).toNot(beEmpty()) }
    }
}
