import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-fake --target T --protocol P [--protocol …]
/// [--output DIR] [--force]` writes `Fake<P>.swift` for each protocol, from the target's symbol graph.
@main
struct GenerateFake: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let protocols = extractor.extractOption(named: "protocol")
        let outputs = extractor.extractOption(named: "output")
        let force = extractor.extractFlag(named: "force") > 0
        guard let targetName = targetNames.first, !protocols.isEmpty else {
            throw GenerateFakeError(
                "usage: swift package --allow-writing-to-package-directory generate-fake --target TARGET "
                    + "--protocol NAME [--protocol NAME …] [--output DIR] [--force]"
            )
        }
        guard let target = try context.package.targets(named: [targetName]).first else {
            throw GenerateFakeError("no target named \(targetName)")
        }
        let graphs = try packageManager.getSymbolGraph(
            for: target,
            options: .init(minimumAccessLevel: .internal, includeSynthesized: false, includeSPI: true)
        )
        let output = outputs.first.map { URL(fileURLWithPath: $0, relativeTo: context.package.directoryURL).path }
            ?? context.package.directoryURL.appendingPathComponent("Tests/Fakes").path

        let tool = try context.tool(named: "DoublesFakeGenerator")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["--symbol-graphs", graphs.directoryURL.path, "--module", target.name, "--output", output]
            + (force ? ["--force"] : []) + protocols
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GenerateFakeError("the fake generator failed with status \(process.terminationStatus)")
        }
    }
}

struct GenerateFakeError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
