import ArgumentParser
import TintypeCommandLine
import TintypeDocument
import TintypeTokens
import TintypeYAML

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
        abstract: "Resolve design-token files into DTCG 2025.10: aliases, $ref, $extends and inherited $type.",
        discussion: """
            Prints {"tokens": {PATH: {"type", "value"}}}, paths sorted, every alias and $ref \
            replaced by what it refers to, every value in its DTCG 2025.10 form, and "notes" when \
            a file was in another form. Reads DTCG 2025.10 and its drafts (JSON or JSON5), Style \
            Dictionary sources, Tokens Studio exports and Adobe Spectrum's token files; each other \
            form is noted once per file on standard error (--strict-tokens makes each an error). With \
            --resolver, the tokens are those a DTCG resolver document composes for the given \
            --input (a context per modifier; modifiers with a default may be left out); later \
            sources override earlier ones. With token files, --input theme=… and scale=… choose \
            the contexts of Spectrum's sets (light and desktop by default), and --token-theme \
            Tokens Studio themes (a name or GROUP/NAME each; each group's first by default, \
            said in a note): their enabled sets are output, their source sets read for \
            references, their disabled sets not read; --token-set chooses sets by name instead. \
            A folder is read whole (a folder of set files with its $metadata.json and \
            $themes.json); a set that replaces another's tokens is noted. All errors are reported \
            together as file:line:column: error: message (a reference cycle prints its whole \
            chain), with exit code 2.

            Examples:
              tintype tokens resolve tokens/base.json tokens/brand.json
              tintype tokens resolve tokens/primitives.json5 --strict-tokens
              tintype tokens resolve spectrum/color-palette.json --input theme=dark
              tintype tokens resolve tokens.json --token-theme Dark
              tintype tokens resolve tokens/ --token-theme brand-a/light,scale/mobile
              tintype tokens resolve tokens.json --token-set global --token-set light
              tintype tokens resolve 'tokens/$metadata.json' 'tokens/$themes.json' tokens/core.json tokens/light.json
              tintype tokens resolve --resolver tokens/app.resolver.json --input theme=dark
            """
    )

    @Argument(help: ArgumentHelp("Token files (JSON or JSON5) or folders of them; they may refer to each other.", valueName: "file"))
    var files: [String] = []

    @Option(help: ArgumentHelp("A DTCG resolver document instead of token files.", valueName: "resolver.json"))
    var resolver: String?

    @OptionGroup var tokens: TokenOptions

    @OptionGroup var project: ProjectOption

    @OptionGroup var reporting: ReportingOptions

    func run() throws {
        // In a project, its tokens: choices first, as build reads its themes' token files.
        let reading = tokens.reading(in: try project.read(files: LocalFiles()))
        let input = reading.input
        let resolved: DesignTokens
        let reader = DocumentFiles.withYAML(source: LocalFiles())
        if let resolver {
            guard files.isEmpty else { throw UsageError(description: "give token files or --resolver, not both") }
            resolved = try ResolverDocument(path: resolver, files: reader, options: TokenReadingOptions(strict: reading.strict)).resolve(input: input)
        } else {
            guard !files.isEmpty else { throw UsageError(description: "give token files, or --resolver with a resolver document") }
            if let unknown = input.keys.sorted().first(where: { !TokenPreprocessors.inputs.contains($0) }) {
                throw UsageError(description: "--input \(unknown)=…: with token files, --input chooses what the token formats read ("
                    + TokenPreprocessors.inputs.joined(separator: ", ") + ": Spectrum's theme or scale, Figma's mode); a modifier goes with --resolver")
            }
            let (documents, problems) = TokenFileList.documents(files, files: reader)
            resolved = try DesignTokenReader.read(documents: documents, diagnostics: problems, options: reading)
        }
        reporting.reporter.report(resolved.notes)
        Output.bytes(resolved.json())
    }
}
