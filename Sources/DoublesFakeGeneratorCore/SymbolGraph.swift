import Foundation

/// The parts of a Swift symbol graph (`*.symbols.json`) that the fake generator reads.
public struct SymbolGraph: Decodable, Sendable {
    public struct Module: Decodable, Sendable {
        public let name: String
    }

    public struct Symbol: Decodable, Sendable {
        public struct Kind: Decodable, Sendable {
            public let identifier: String
        }

        public struct Identifier: Decodable, Sendable {
            public let precise: String
        }

        public struct Names: Decodable, Sendable {
            public let title: String
        }

        public struct Fragment: Decodable, Sendable {
            public let kind: String
            public let spelling: String
            /// For a type's name, its USR, which names the module that declares it.
            public let preciseIdentifier: String?
        }

        public struct Parameter: Decodable, Sendable {
            public let name: String
            public let internalName: String?
            public let declarationFragments: [Fragment]?
        }

        public struct FunctionSignature: Decodable, Sendable {
            public let parameters: [Parameter]?
            public let returns: [Fragment]?
        }

        /// Where and how a symbol is available; only deprecation is read.
        public struct Availability: Decodable, Sendable {
            public let isUnconditionallyDeprecated: Bool?
            /// The version that deprecated it, as the graph writes it (`{"major": 1}`).
            public let deprecated: [String: Int]?
            public let message: String?
        }

        public let kind: Kind
        public let identifier: Identifier
        public let names: Names
        public let accessLevel: String
        public let declarationFragments: [Fragment]?
        public let functionSignature: FunctionSignature?
        public let availability: [Availability]?

        /// Whether the declaration is marked deprecated, on any platform.
        public var isDeprecated: Bool {
            availability?.contains { $0.isUnconditionallyDeprecated == true || $0.deprecated != nil } ?? false
        }

        /// The message of its deprecation, if it has one.
        public var deprecationMessage: String? {
            availability?.lazy.compactMap(\.message).first
        }

        /// The declaration as written, for example `func load(id: Int) -> String`.
        public var declaration: String {
            (declarationFragments ?? []).map(\.spelling).joined()
        }
    }

    public struct Relationship: Decodable, Sendable {
        public let kind: String
        public let source: String
        public let target: String
        public let targetFallback: String?
    }

    public let module: Module
    public let symbols: [Symbol]
    public let relationships: [Relationship]

    /// Reads every `*.symbols.json` file in `directory` whose name starts with `module`, merged into one graph.
    public static func load(module: String, from directory: URL) throws -> SymbolGraph {
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent == "\(module).symbols.json" }
        guard let file = files.first else {
            throw GeneratorError("no symbol graph for module \(module) in \(directory.path)")
        }
        return try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: file))
    }
}

/// A problem the generator reports instead of writing a fake.
public struct GeneratorError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
