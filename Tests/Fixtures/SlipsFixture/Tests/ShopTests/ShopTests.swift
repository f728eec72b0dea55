import Doubles
import DoublesMatchers
import Shop
import Testing

final class FakeCatalog: Catalog, Spryable, Sendable {
    enum Function: String, StringRepresentable {
        case title = "title(of:)"
        case stockCount = "stockCount(of:)"
        case tags = "tags(of:)"
        case forget = "forget(_:)"
    }

    enum StaticFunction: String, StringRepresentable {
        case none = "none()"
    }

    func title(of id: String) -> String { spryify(arguments: id) }
    func stockCount(of id: String) -> Int { spryify(arguments: id) }
    func tags(of id: String) -> [String] { spryify(arguments: id) }
    func forget(_ id: String) { spryify(arguments: id) }
}

@Suite struct ShopWindowTests {
    let catalog = FakeCatalog()

    @Test func forgetsEveryStub() {
        // The slip under test: no stub for title, stockCount or tags. Each call is a recorded failure and
        // returns "", 0 and [].
        #expect(ShopWindow(catalog: catalog).label(for: "tea") == " (sold out)")
    }

    @Test func labelsAProductInStock() {
        catalog.stub(.title).andReturn("Tea")
        catalog.stub(.stockCount).andReturn(3)
        catalog.stub(.tags).andReturn(["green", "loose"])
        #expect(ShopWindow(catalog: catalog).label(for: "tea") == "Tea (3 left): green, loose")
    }

    @Test func labelsASoldOutProduct() {
        catalog.stub(.title).andReturn("Tea")
        catalog.stub(.stockCount).andReturn(0)
        catalog.stub(.tags).andReturn(["green"])
        #expect(ShopWindow(catalog: catalog).label(for: "tea") == "Tea (sold out)")
    }

    @Test func readsTheCatalogForTheRightProduct() {
        catalog.stub(.title).andReturn("Tea")
        catalog.stub(.stockCount).andReturn(0)
        catalog.stub(.tags).andReturn([String]())
        _ = ShopWindow(catalog: catalog).label(for: "tea")
        expect(catalog).to(haveReceived(.title, with: "tea"))
    }

    @Test func removesAProduct_withNoStubForAVoidMember() {
        ShopWindow(catalog: catalog).remove("tea")
        expect(catalog).to(haveReceived(.forget, with: "tea"))
    }

    @Test func labelsAProductWithoutTags() {
        catalog.stub(.title).andReturn("Cup")
        catalog.stub(.stockCount).andReturn(1)
        catalog.stub(.tags).andReturn([String]())
        #expect(ShopWindow(catalog: catalog).label(for: "cup") == "Cup (1 left)")
    }
}
