import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-fake --target T --protocol P [--protocol …]
/// [--output DIR] [--force]` writes `Fake<P>.swift` for each protocol, from the target's symbol graph.
@main
struct GenerateFake: CommandPlugin {
    static let usage = """
        usage: swift package --allow-writing-to-package-directory generate-fake --target TARGET \
        --protocol NAME [--protocol NAME …] [--output DIR] [--force]

        Writes Fake<NAME>.swift for each protocol of TARGET. Without --output, the fakes go to Fakes/ in the one
        test target that depends on TARGET.
        """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(Self.usage)
            return
        }
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let protocols = extractor.extractOption(named: "protocol")
        let outputs = extractor.extractOption(named: "output")
        let force = extractor.extractFlag(named: "force") > 0
        guard let targetName = targetNames.first, !protocols.isEmpty else {
            throw GenerateFakeError(Self.usage)
        }
        guard let target = Self.target(named: targetName, in: context.package) else {
            throw GenerateFakeError(
                "no target named \(targetName) in the package or in the packages it depends on"
            )
        }
        let graphs = try symbolGraphs(of: target)
        let (output, owner) = try outputDirectory(outputs.first, for: target, in: context.package)

        let tool = try context.tool(named: "DoublesFakeGenerator").url
        // The files of the target that compiles the fakes, which may hold only one file of a name.
        let ownerFiles = owner.sourceFiles(withSuffix: "swift").flatMap { ["--target-file", $0.url.path] }
        let base = ["--symbol-graphs", graphs.path, "--module", target.name, "--output", output] + ownerFiles
        // The graphs of the modules that declare the protocols these refine, found module by module, since a
        // parent's module may declare a parent of its own elsewhere. A module with no target in the package
        // graph (the standard library's, Foundation) is left to the fake's TODO line.
        var parentGraphs: [String: URL] = [:]
        var unavailable: Set<String> = []
        while true {
            let others = parentGraphs.sorted { $0.key < $1.key }.flatMap { ["--other-symbol-graphs", "\($0.key)=\($0.value.path)"] }
            let listed = try Self.run(tool, base + others + ["--list-parent-modules"] + protocols, capturing: true)
            let needed = Set(listed.split(separator: "\n").map(String.init))
                .subtracting(parentGraphs.keys).subtracting(unavailable)
            guard !needed.isEmpty else {
                _ = try Self.run(tool, base + others + (force ? ["--force"] : []) + protocols, capturing: false)
                return
            }
            for module in needed.sorted() {
                guard let parentTarget = Self.target(named: module, in: context.package) else {
                    unavailable.insert(module)
                    continue
                }
                parentGraphs[module] = try symbolGraphs(of: parentTarget)
            }
        }
    }

    /// The folder of `target`'s symbol graph, internal declarations included.
    func symbolGraphs(of target: Target) throws -> URL {
        do {
            return try packageManager.getSymbolGraph(
                for: target,
                options: .init(minimumAccessLevel: .internal, includeSynthesized: false, includeSPI: true)
            ).directoryURL
        } catch {
            // SwiftPM's own error, after the compiler's, says only `unspecified("fatalError")`.
            throw GenerateFakeError(
                "the symbol graph of \(target.name), which the fakes are made from, could not be made: the target must "
                    + "build first (the compiler's errors, if any, are above). SwiftPM said: \(error)"
            )
        }
    }

    /// Runs the generator; returns what it printed when `capturing`, and passes its output through otherwise. When
    /// it fails, its own error is the command's: SwiftPM prints it once, with no second line about the status.
    static func run(_ tool: URL, _ arguments: [String], capturing: Bool) throws -> String {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        if capturing { process.standardOutput = output }
        process.standardError = errors
        try process.run()
        let printed = capturing ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = complaint.split(separator: "\n").map { line in
                line.hasPrefix("error: ") ? String(line.dropFirst("error: ".count)) : String(line)
            }.joined(separator: "\n")
            throw GenerateFakeError(
                message.isEmpty ? "the fake generator failed with status \(process.terminationStatus)" : message
            )
        }
        FileHandle.standardError.write(Data(complaint.utf8))
        return String(decoding: printed, as: UTF8.self)
    }
}

extension GenerateFake {
    /// The target of that name: one of the package's own, or a module of a package it depends on, so that a
    /// test target can fake a dependency's protocol (`--target Logging` for swift-log's `LogHandler`).
    static func target(named name: String, in package: Package) -> Target? {
        var seen: Set<String> = []
        var queue = [package]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            guard seen.insert(current.id).inserted else { continue }
            if let target = current.targets.first(where: { $0.name == name }) { return target }
            queue += current.dependencies.map(\.package)
        }
        return nil
    }

    /// Where the fakes go: `--output` when given, which must lie inside a test target, or a target of test helpers
    /// that depends on Doubles; otherwise `Fakes/` in the one test target that depends on `target`. Also returns the
    /// target that compiles the fakes.
    func outputDirectory(
        _ requested: String?, for target: Target, in package: Package
    ) throws -> (path: String, owner: SourceModuleTarget) {
        let targets = package.targets.compactMap { $0 as? SourceModuleTarget }
        if let requested {
            let url = URL(fileURLWithPath: requested, relativeTo: package.directoryURL).standardizedFileURL
            // The innermost target whose folder holds the output: the one that would compile the fakes.
            let owner = targets.filter { url.path.hasPrefix(directory(of: $0) + "/") || url.path == directory(of: $0) }
                .max { directory(of: $0).count < directory(of: $1).count }
            guard let owner else {
                // The targets whose folder the command accepts: test targets and helpers that can import the module.
                let accepted = targets.filter { ($0.kind == .test || dependsOnDoubles($0)) && imports(target, in: $0) }
                let names = accepted.map { "\($0.name) (\(directory(of: $0)))" }.joined(separator: ", ")
                let empty = testFoldersWithoutSwiftFiles(in: package).filter {
                    url.path.hasPrefix(package.directoryURL.appendingPathComponent($0).standardizedFileURL.path + "/")
                }
                throw GenerateFakeError(
                    "no target of the package compiles \(url.path), so the fakes would never be built. "
                        + "Give an --output inside one of: \(names)." + emptyTestTargetHint(empty)
                )
            }
            try refuseProductTarget(owner, for: url, target: target, in: package)
            try refuseTargetWithoutModule(owner, for: url, target: target, in: package)
            return (url.path, owner)
        }
        let testTargets = targets.filter { $0.kind == .test }
        let dependents = self.testTargets(dependingOn: target, in: package)
        guard dependents.count == 1, let testTarget = dependents.first else {
            let names = testTargets.map(\.name).joined(separator: ", ")
            let found = dependents.isEmpty
                ? "no test target depends on \(target.name), directly or through another target"
                : "several test targets depend on \(target.name)"
            let hint = dependents.isEmpty ? emptyTestTargetHint(testFoldersWithoutSwiftFiles(in: package)) : ""
            // An example folder that works: in a test target that exists.
            let example = (dependents.first ?? testTargets.first).map { exampleFolder(in: $0, of: package) }
            throw GenerateFakeError(
                "\(found) (test targets: \(names.isEmpty ? "none" : names)); give --output inside the test target "
                    + "that should compile the fakes"
                    + (example.map { ", for example --output \($0)." } ?? ".") + hint
            )
        }
        return (URL(fileURLWithPath: directory(of: testTarget)).appendingPathComponent("Fakes").path, testTarget)
    }

    /// The test targets that depend on `target`; where none does directly, those that reach it through another
    /// target, as a test target reaches a dependency's module (`Logging`) through the app target it tests (`MyApp`):
    /// the module is then built for it, and its fakes can import it.
    func testTargets(dependingOn target: Target, in package: Package) -> [SourceModuleTarget] {
        let testTargets = package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind == .test }
        let direct = testTargets.filter { testTarget in
            testTarget.dependencies.contains { dependency in
                switch dependency {
                case .target(let dependency): return dependency.name == target.name
                case .product(let product): return product.targets.contains { $0.name == target.name }
                @unknown default: return false
                }
            }
        }
        return direct.isEmpty
            ? testTargets.filter { $0.recursiveTargetDependencies.contains { $0.name == target.name } }
            : direct
    }

    /// Whether `owner` can import `target`'s module: it is that target, or depends on it.
    func imports(_ target: Target, in owner: SourceModuleTarget) -> Bool {
        owner.name == target.name || owner.recursiveTargetDependencies.contains { $0.name == target.name }
    }

    func dependsOnDoubles(_ target: SourceModuleTarget) -> Bool {
        target.recursiveTargetDependencies.contains { $0.name == "Doubles" }
    }

    /// `, for example --output Tests/WeatherTests/Fakes.`, in a test target that depends on `target`; where none
    /// does, how to make one.
    func outputExample(for target: Target, in package: Package) -> String {
        guard let testTarget = testTargets(dependingOn: target, in: package).first else {
            return "; no test target depends on \(target.name) yet: add it to the dependencies of one."
        }
        return ", for example --output \(exampleFolder(in: testTarget, of: package))."
    }

    /// Refuses an `--output` in `owner` unless it is a test target or depends on Doubles, as a target of shared test
    /// helpers does: in an app or library target, the fakes would be built into the product, and that target
    /// would no longer build, for want of Doubles' modules.
    func refuseProductTarget(_ owner: SourceModuleTarget, for url: URL, target: Target, in package: Package) throws {
        guard owner.kind != .test, !dependsOnDoubles(owner) else { return }
        throw GenerateFakeError(
            "\(url.path) is in \(owner.name), which is not a test target: the fakes would be built into it, and it "
                + "would no longer build, since it does not depend on Doubles. Give an --output inside a test target"
                + outputExample(for: target, in: package)
        )
    }

    /// Refuses an `--output` in `owner` unless it is `target` itself or depends on it: the fakes import `target`'s
    /// module, which a build that checks imports against dependencies refuses in a target without it.
    func refuseTargetWithoutModule(
        _ owner: SourceModuleTarget, for url: URL, target: Target, in package: Package
    ) throws {
        guard !imports(target, in: owner) else { return }
        throw GenerateFakeError(
            "\(url.path) is in \(owner.name), which does not depend on \(target.name): the fakes import \(target.name), "
                + "which \(owner.name) cannot. Add \(target.name) to the dependencies of \(owner.name), or give an "
                + "--output inside a test target that depends on it" + outputExample(for: target, in: package)
        )
    }

    /// `Fakes` in `testTarget`'s folder, relative to the package: an `--output` the plugin accepts.
    func exampleFolder(in testTarget: SourceModuleTarget, of package: Package) -> String {
        let folder = directory(of: testTarget)
        let root = package.directoryURL.standardizedFileURL.path + "/"
        return (folder.hasPrefix(root) ? String(folder.dropFirst(root.count)) : folder) + "/Fakes"
    }

    /// The folders in `Tests/` with no Swift file in them, as `Tests/<name>`. SwiftPM leaves a target with no
    /// source file out of the package a plugin sees (it warns that its source files should be located under its
    /// folder), so a test target that a new package declares, before its first test is written, seems not to
    /// exist.
    func testFoldersWithoutSwiftFiles(in package: Package) -> [String] {
        let files = FileManager.default
        let tests = package.directoryURL.appendingPathComponent("Tests")
        guard let names = try? files.contentsOfDirectory(atPath: tests.path) else { return [] }
        return names.sorted().filter { name in
            var isFolder: ObjCBool = false
            let folder = tests.appendingPathComponent(name)
            guard files.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { return false }
            let contents = files.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            return !contents.contains { $0.hasSuffix(".swift") }
        }.map { "Tests/\($0)" }
    }

    /// What to add to a message when the test target the fakes are for may be one SwiftPM left out for having no
    /// Swift file yet; nothing when no folder in `Tests/` is empty of them.
    func emptyTestTargetHint(_ folders: [String]) -> String {
        guard !folders.isEmpty else { return "" }
        let list = folders.joined(separator: ", ")
        let verb = folders.count == 1 ? "has" : "have"
        return " \(list) \(verb) no Swift file yet, and SwiftPM leaves a target with none out of the package: "
            + "add a test file there first (a file that imports Testing will do), then run the command again."
    }

    /// A target's folder, as a standardized path: the folder its source files have in common.
    func directory(of target: SourceModuleTarget) -> String {
        let folders = target.sourceFiles(withSuffix: "swift").map {
            $0.url.deletingLastPathComponent().standardizedFileURL.pathComponents
        }
        guard var common = folders.first else { return "/" }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return NSString.path(withComponents: common)
    }
}

struct GenerateFakeError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
