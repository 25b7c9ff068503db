import ArgumentParser
import TintypeCommandLine
import TintypeCompiledTheme
import TintypeDocument
import TintypeFonts
import TintypeProject
import TintypeTemplates
import TintypeTheme

/// `tintype template context THEME`: the context a template reads for a theme, as JSON, or (with
/// `--schema`) the JSON Schema every context follows.
struct TemplateContextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "context",
        abstract: "Print the context a template reads for a theme, as JSON (or its schema).",
        discussion: """
            The compiled theme as a template sees it: the name, the categories and modes, every \
            style at every category in every variant, the tints and tokens in every mode, the \
            faces and the notes (Docs/Templates.md). THEME is a theme (compiled here, on this \
            machine's fonts) or a compiled theme, NAME.tintype.json, read without fonts. --schema \
            prints the context's JSON Schema, as Themes/template-context.schema.json holds it.

            Examples:
              tintype template context Themes/default
              tintype template context build/tintype/json/brand.tintype.json
              tintype template context --schema
            """
    )

    @Argument(help: ArgumentHelp("A theme, a theme directory or a compiled theme (NAME.tintype.json); default: the project's theme, else the built-in default.",
                                 valueName: "theme"))
    var theme: String?

    @Flag(help: "Print the context's JSON Schema instead.")
    var schema = false

    @OptionGroup var fonts: FontOptions

    @OptionGroup var project: ProjectOption

    @OptionGroup var tokens: TokenOptions

    @OptionGroup var reporting: ReportingOptions

    func validate() throws {
        if schema && theme != nil { throw ValidationError("--schema is every theme's; give no theme with it") }
    }

    func run() throws {
        if schema { return Output.bytes(TemplateContext.schemaDocument) }
        let disk = LocalFiles()
        let compiled: CompiledTheme
        if let theme, theme.hasSuffix(".tintype.json") {
            compiled = try ThemeExport.readCompiled(theme, files: DocumentFiles(source: disk))
        } else {
            let context = try project.read(files: disk)
            let loaded = try ProjectThemes.single(theme, in: context, command: "template context").map {
                try ThemeLoader.load($0, files: disk, tokens: tokens.reading(in: context), reporter: reporting.reporter)
            } ?? .builtInDefault
            compiled = try CompiledTheme.compile(loaded, fonts: try fonts.provider(in: context))
        }
        Output.bytes(TemplateContext.json(compiled))
    }
}
