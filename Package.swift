// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Doubles",
    platforms: [
        .macOS(.v10_15),
        .iOS(.v13),
        .tvOS(.v13),
        .watchOS(.v6),
    ],
    products: [
        .library(name: "Doubles", targets: ["Doubles"]),
        .library(name: "DoublesMatchers", targets: ["DoublesMatchers"]),
        .library(name: "DoublesMatchersEquality", targets: ["DoublesMatchersEquality"]),
        .plugin(name: "GenerateFake", targets: ["GenerateFake"]),
    ],
    targets: [
        .target(name: "DoublesAtomics"),
        .target(name: "DoublesXCTestLoadHook"),
        .target(name: "Doubles", dependencies: ["DoublesAtomics", "DoublesXCTestLoadHook"]),
        .target(name: "DoublesMatchers", dependencies: ["Doubles", "DoublesAtomics"]),
        .target(name: "DoublesMatchersEquality", dependencies: ["DoublesMatchers"]),
        .executableTarget(name: "DoublesBenchmarks", dependencies: ["Doubles", "DoublesMatchers"]),
        .executableTarget(name: "DoublesMisuseHelper", dependencies: ["Doubles"]),
        .target(name: "DoublesFakeGeneratorCore"),
        .executableTarget(name: "DoublesFakeGenerator", dependencies: ["DoublesFakeGeneratorCore"]),
        .plugin(
            name: "GenerateFake",
            capability: .command(
                intent: .custom(verb: "generate-fake", description: "Writes Spryable fakes of protocols"),
                permissions: [.writeToPackageDirectory(reason: "It writes Fake<Protocol>.swift files.")]
            ),
            dependencies: ["DoublesFakeGenerator"]
        ),
        .target(name: "DoublesTestSupport", dependencies: ["DoublesMatchers"], path: "Tests/Support"),
        .testTarget(
            name: "DoublesTests",
            dependencies: ["Doubles", "DoublesMatchers", "DoublesTestSupport", "DoublesMisuseHelper"]
        ),
        .testTarget(name: "DoublesMatchersTests", dependencies: ["Doubles", "DoublesMatchers", "DoublesTestSupport"]),
        .testTarget(name: "DoublesMatchersXCTests", dependencies: ["Doubles", "DoublesMatchers"]),
        .testTarget(name: "DoublesMatchersEqualityTests", dependencies: ["DoublesMatchersEquality", "DoublesTestSupport"]),
        .testTarget(name: "ReadmeExamples", dependencies: ["Doubles", "DoublesMatchers"]),
        .testTarget(
            name: "DoublesFakeGeneratorTests",
            dependencies: ["DoublesFakeGeneratorCore"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
