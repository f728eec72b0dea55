// swift-tools-version: 6.0
import PackageDescription

// A test target in the middle of a move from Nimble to DoublesMatchers, used by .ci/check-nimble-adapter.sh.
// ShelfSpec.swift still uses Nimble, with Doubles' checks through DoublesNimbleAdapter.swift (a link to
// Templates/Nimble/DoublesNimbleAdapter.swift, the file users copy); ShelfTests.swift has moved to
// DoublesMatchers; QualifiedNamesTests.swift imports both.
let package = Package(
    name: "NimbleAdapterFixture",
    dependencies: [
        .package(name: "Doubles", path: "DOUBLES_PATH"),
        .package(url: "https://github.com/Quick/Nimble", exact: "14.0.0"),
    ],
    targets: [
        .target(name: "Shelf"),
        .testTarget(
            name: "ShelfTests",
            dependencies: [
                "Shelf",
                .product(name: "Doubles", package: "Doubles"),
                .product(name: "DoublesMatchers", package: "Doubles"),
                .product(name: "Nimble", package: "Nimble"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
