import ArgumentParser
import TintypeCore
import TintypeYAML
import TintypeCommandLine

/// `tintype tokens`: DTCG design tokens.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Read DTCG 2025.10 design-token files.",
        subcommands: [TokensResolveCommand.self]
    )
}

/// `tintype tokens resolve`: every token of the files with its type and its value, references resolved.
struct TokensResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve DTCG token files: aliases, $ref, $extends and inherited $type.",
        discussion: """
            Prints {"tokens": {PATH: {"type", "value"}}}, paths sorted, every alias and $ref \
            replaced by what it refers to. With --resolver, the tokens are those a DTCG resolver \
            document composes for the given --input (a context per modifier; modifiers with a \
            default may be left out); later sources override earlier ones. All errors are reported \
            together as file:line:column: error: message (a reference cycle prints its whole \
            chain), with exit code 2.

            Examples:
              tintype tokens resolve tokens/base.json tokens/brand.json
              tintype tokens resolve --resolver tokens/app.resolver.json --input theme=dark
            """
    )

    @Argument(help: ArgumentHelp("DTCG token files (JSON); they may refer to each other.", valueName: "file"))
    var files: [String] = []

    @Option(help: ArgumentHelp("A DTCG resolver document instead of token files.", valueName: "resolver.json"))
    var resolver: String?

    @Option(name: .customLong("input"), help: ArgumentHelp(
        "A modifier's context, modifier=context (repeatable), with --resolver.", valueName: "modifier=context"))
    var inputs: [String] = []

    func run() throws {
        let tokens: DesignTokens
        if let resolver {
            guard files.isEmpty else { throw UsageError(description: "give token files or --resolver, not both") }
            var input: [String: String] = [:]
            for pair in inputs {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                    throw UsageError(description: "--input \(pair): write modifier=context, e.g. theme=dark")
                }
                guard input.updateValue(parts[1], forKey: parts[0]) == nil else {
                    throw UsageError(description: "--input gives modifier '\(parts[0])' twice")
                }
            }
            tokens = try ResolverDocument(path: resolver, files: .withYAML()).resolve(input: input)
        } else {
            guard !files.isEmpty else { throw UsageError(description: "give DTCG token files, or --resolver with a resolver document") }
            guard inputs.isEmpty else { throw UsageError(description: "--input goes with --resolver") }
            let reader = DocumentFiles.withYAML()
            var documents: [(name: String, document: SourceNode)] = []
            for path in files { documents.append((path, try reader.document(at: path, as: .tokenFile))) }
            tokens = try DesignTokenReader.read(documents: documents)
        }
        Output.bytes(tokens.json())
    }
}
