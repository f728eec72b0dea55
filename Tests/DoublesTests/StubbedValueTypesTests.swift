import Testing
import Doubles

/// Stubbed values of every shape of type come back as given, in turn: the ones a stub's values hold in place
/// (`Int`, `Double`, `Bool`, `String`, small plain structs) and the ones they box or that need a cast (large
/// structs, classes, enums with payloads, arrays, a subclass returned as its base class).
@Suite struct StubbedValueTypesTests {
    struct Point: Equatable { var x: Int32; var y: Int32 }
    struct Wide: Equatable { var a = 1, b = 2, c = 3, d = 4 }
    struct Wider: Equatable { var a = 1, b = 2, c = 3, d = 4, e = 5 }
    enum Shape: Equatable { case circle(String), square }
    class Animal {}
    final class Dog: Animal {}

    final class FakeValues: Spryable {
        enum StaticFunction: String, StringRepresentable { case none = "none()" }
        enum Function: String, StringRepresentable {
            case int = "int()", double = "double()", bool = "bool()", string = "string()", point = "point()"
            case wide = "wide()", shape = "shape()", list = "list()", animal = "animal()", optional = "optional()"
            case wider = "wider()", aligned = "aligned()"
        }
        func int() -> Int { spryify() }
        func double() -> Double { spryify() }
        func bool() -> Bool { spryify() }
        func string() -> String { spryify() }
        func point() -> Point { spryify() }
        func wide() -> Wide { spryify() }
        func wider() -> Wider { spryify() }
        func aligned() -> SIMD4<Float> { spryify() }
        func shape() -> Shape { spryify() }
        func list() -> [Int] { spryify() }
        func animal() -> Animal { spryify() }
        func optional() -> Int? { spryify() }
    }

    let fake = FakeValues()

    @Test func valuesHeldInPlace_comeBackInTurn() {
        fake.stub(.int).andReturn(1, 2)
        fake.stub(.double).andReturn(1.5, 2.5)
        fake.stub(.bool).andReturn(true, false)
        fake.stub(.string).andReturn("a much longer string than fits inline", "b")
        fake.stub(.point).andReturn(Point(x: 1, y: 2), Point(x: 3, y: 4))
        for _ in 0..<2 {
            _ = (fake.int(), fake.double(), fake.bool(), fake.string(), fake.point())
        }
        #expect([fake.int(), fake.int()] == [2, 2])
        #expect(fake.double() == 2.5)
        #expect(fake.bool() == false)
        #expect(fake.string() == "b")
        #expect(fake.point() == Point(x: 3, y: 4))

        let again = FakeValues()
        again.stub(.string).andReturn("a much longer string than fits inline", "b")
        #expect([again.string(), again.string(), again.string()] == ["a much longer string than fits inline", "b", "b"])
    }

    @Test func valuesBoxedOrCast_comeBackInTurn() {
        let dog = Dog()
        fake.stub(.wide).andReturn(Wide(), Wide(a: 9))
        fake.stub(.shape).andReturn(Shape.circle("c"), Shape.square)
        fake.stub(.list).andReturn([1, 2], [3])
        fake.stub(.animal).andReturn(dog)
        fake.stub(.optional).andReturn(7, nil)
        #expect([fake.wide(), fake.wide(), fake.wide()] == [Wide(), Wide(a: 9), Wide(a: 9)])
        #expect([fake.shape(), fake.shape()] == [.circle("c"), .square])
        #expect([fake.list(), fake.list()] == [[1, 2], [3]])
        #expect(fake.animal() === dog)
        #expect(fake.animal() === dog)
        #expect([fake.optional(), fake.optional(), fake.optional()] == [7, nil, nil])
    }

    /// A debug build's front door lends a value four words of its stack; one larger, or more strictly aligned,
    /// takes its room elsewhere, and comes back the same.
    @Test func valuesLargerOrMoreAlignedThanFourWords_comeBackInTurn() {
        fake.stub(.wider).andReturn(Wider(), Wider(e: 9))
        fake.stub(.aligned).andReturn(SIMD4<Float>(1, 2, 3, 4), SIMD4<Float>(5, 6, 7, 8))
        #expect([fake.wider(), fake.wider(), fake.wider()] == [Wider(), Wider(e: 9), Wider(e: 9)])
        #expect([fake.aligned(), fake.aligned()] == [SIMD4<Float>(1, 2, 3, 4), SIMD4<Float>(5, 6, 7, 8)])
        #expect(MemoryLayout<Wider>.size > 4 * MemoryLayout<UInt>.size)
        #expect(MemoryLayout<SIMD4<Float>>.alignment > MemoryLayout<UInt>.alignment)
    }

    @Test func aValueOfAnotherType_isReportedNotMisread() {
        // A fraction never becomes an integer, so the bytes of a `Float` are never read as an `Int`.
        fake.stub(.int).andReturn(Float(5))
        var answer = -1
        let messages = failures { answer = fake.int() }
        #expect(answer == 0)
        #expect(messages.count == 1)
    }
}
