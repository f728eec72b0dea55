// swift-tools-version: 6.0
import PackageDescription

// A small app and its tests, used by .ci/check-slips.sh: tests forget the stubs of members that return
// String, Int, [String] and domain types, and the run must still report every test's result.
let package = Package(
    name: "SlipsFixture",
    dependencies: [.package(name: "Doubles", path: "DOUBLES_PATH")],
    targets: [
        .target(name: "Shop"),
        .testTarget(
            name: "ShopTests",
            dependencies: [
                "Shop",
                .product(name: "Doubles", package: "Doubles"),
                .product(name: "DoublesMatchers", package: "Doubles"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
