// swift-tools-version: 6.0
import PackageDescription

// A package whose tests fake protocols of its dependencies, used by .ci/check-generator-dependencies.sh: it runs
// `generate-fake` on swift-log's LogHandler and swift-metrics' handlers, then compiles and runs the tests below.
let package = Package(
    name: "DependencyFixture",
    dependencies: [
        .package(name: "Doubles", path: "DOUBLES_PATH"),
        .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", exact: "2.13.0"),
    ],
    targets: [
        .target(
            name: "Telemetry",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ]
        ),
        .testTarget(
            name: "TelemetryTests",
            dependencies: [
                "Telemetry",
                .product(name: "Doubles", package: "Doubles"),
                .product(name: "DoublesMatchers", package: "Doubles"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
