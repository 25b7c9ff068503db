import ArgumentParser
import TintypeCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
            replaced by what it refers to. All errors are reported together as \
            file:line:column: error: message (a reference cycle prints its whole chain), with exit \
            code 2.

            Examples:
              tintype tokens resolve tokens/base.json tokens/brand.json
            """
    )

    @Argument(help: ArgumentHelp("DTCG token files (JSON); they may refer to each other.", valueName: "file"))
    var files: [String]

    func run() throws {
        var inputs: [(name: String, bytes: [UInt8])] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw UsageError(description: "\(file): no such token file; check the path")
            }
            inputs.append((file, Array(data)))
        }
        let tokens = try DesignTokenReader.read(inputs)
        var writer = JSONWriter(capacity: tokens.tokens.count * 120)
        writer.beginObject()
        writer.key("tokens")
        writer.beginObject()
        for (path, token) in tokens.tokens.sorted(by: { $0.key < $1.key }) {
            writer.key(path)
            writer.beginObject()
            writer.key("type")
            writer.string(token.type)
            writer.key("value")
            token.value.write(to: &writer)
            writer.endObject()
        }
        writer.endObject()
        writer.endObject()
        Output.bytes(writer.finish())
    }
}
