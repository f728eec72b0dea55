// swift-tools-version: 6.0
import PackageDescription

// A package with tricky protocols, used by .ci/check-generator.sh: it runs `generate-fake` on them, then
// compiles the fakes and runs the tests below, which stub and verify through them.
let package = Package(
    name: "GeneratorFixture",
    dependencies: [.package(name: "Doubles", path: "DOUBLES_PATH")],
    targets: [
        .target(name: "WeatherCore"),
        .target(name: "Weather", dependencies: ["WeatherCore"]),
        .testTarget(
            name: "WeatherTests",
            dependencies: [
                "Weather",
                "WeatherCore",
                .product(name: "Doubles", package: "Doubles"),
                .product(name: "DoublesMatchers", package: "Doubles"),
            ]
        ),
        .testTarget(name: "CoreTests", dependencies: ["WeatherCore"]),
    ],
    swiftLanguageModes: [.v6]
)
