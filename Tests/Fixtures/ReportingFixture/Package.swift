// swift-tools-version: 6.0
import PackageDescription

// The reporting matrix, used by .ci/check-reporting.sh: each test is one cell (runner, sync or async test, the
// thread the check runs on, first check of the process or a later one, during the test or after it ended),
// run in a fresh process of its own, with one failing check whose report the script looks for.
let package = Package(
    name: "ReportingFixture",
    dependencies: [.package(name: "Doubles", path: "DOUBLES_PATH")],
    targets: [
        .testTarget(
            name: "CellsTests",
            dependencies: [.product(name: "DoublesMatchers", package: "Doubles")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
