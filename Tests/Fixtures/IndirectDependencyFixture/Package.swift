// swift-tools-version: 6.0
import PackageDescription

// An app whose test target reaches swift-log only through the app target, used by
// .ci/check-generator-dependencies.sh: `generate-fake --target Logging --protocol LogHandler` must find the test
// target with no --output, and the fake must compile and pass there.
let package = Package(
    name: "IndirectDependencyFixture",
    dependencies: [
        .package(name: "Doubles", path: "DOUBLES_PATH"),
        .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
    ],
    targets: [
        .target(name: "Orders", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .testTarget(
            name: "OrdersTests",
            dependencies: [
                "Orders",
                .product(name: "Doubles", package: "Doubles"),
                .product(name: "DoublesMatchers", package: "Doubles"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
