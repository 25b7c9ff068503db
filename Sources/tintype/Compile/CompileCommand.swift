import ArgumentParser
import TintypeCheck
import TintypeCommandLine
import TintypeCompiledTheme
import TintypeDocument
import TintypeFonts
import TintypeFormats
import TintypeProject
import TintypeYAML

/// `tintype compile`: a theme compiled for every mode into a table other tools read.
struct CompileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile a theme for every mode and write its table.",
        discussion: """
            Resolves the theme once and writes each format given to --format (comma-separated) into DIR:
            \(FormatList.help)

            With --watch, compile runs again whenever the theme or a token file it reads \
            changes, printing diagnostics as they happen and keeping the last good outputs. \
            A run's files are written together: a failed run leaves earlier files untouched, and \
            unchanged files are not touched. The same input gives byte-identical output. On \
            standard error it says what the font system did differently from the theme (a family \
            not installed, a missing weight or slant: the outputs then carry the metrics of the face \
            used) and one line per output (wrote DIR/android/ (4 files), or up to date: … when \
            nothing changed); --quiet keeps only errors.

            Examples:
              tintype compile Themes/default --format json -o build/themes
              tintype compile Themes/material --format dtcg -o build/tokens
              tintype compile Themes/default --format json,android -o build/theme
              tintype compile build/tokens/material.resolver.json --format json -o build/themes
            """
    )

    @Argument(help: ArgumentHelp("A theme file, or a theme directory holding theme.json.", valueName: "theme"))
    var theme: String

    @Option(help: ArgumentHelp("The output formats, comma-separated (e.g. json,dtcg); given more than once, all of them (default: json).",
                               valueName: "format"), transform: FormatList.parse)
    var format: [FormatList] = []

    /// Every format of every `--format`, each once in the order given; json when none is given.
    private var formats: [any ThemeFormat] {
        format.isEmpty ? [JSONFormat()] : FormatList.merged(format)
    }

    @OptionGroup var destination: OutputOptions

    private var output: String { destination.output }

    @OptionGroup var fonts: FontOptions

    @OptionGroup var tokens: TokenOptions

    @Flag(help: "Keep running: compile again whenever the theme or a file it reads changes (Linux).")
    var watch = false

    @OptionGroup var reporting: ReportingOptions

    @Flag(help: "Write the outputs even when a font or face the theme asks for is not installed (the stand-in's metrics, said).")
    var allowFallback = false

    func run() async throws {
        let disk = LocalFiles()
        guard watch else { return try compile(files: disk) }
        try await WatchLoop.run(files: disk, always: [theme], done: "tintype: compiled \(theme) into \(output)", reporter: reporting.reporter) { files in
            try compile(files: files)
        }
    }

    /// Reads, compiles and writes the theme once, through `files`.
    func compile(files: some FileSystem) throws {
        let reporter = reporting.reporter
        let loaded = try ThemeLoader.load(theme, files: files, tokens: tokens.reading, reporter: reporter)
        let provider = try fonts.provider()
        let compiled = try CompiledTheme.compile(loaded, fonts: provider)
        // A stand-in font shipped as the theme (on any platform) is the build's error, unless asked for.
        let standIns = PlatformNotes.fontFindings(compiled, theme: loaded, fonts: provider) { $0.standIns() }
        if !standIns.isEmpty, !allowFallback { throw Diagnostics(standIns) }
        let written = try ThemeExport.write(formats, of: compiled, to: output, files: files)
        guard !reporter.quiet else { return }
        reporter.report(PlatformNotes.fontFindings(compiled, theme: loaded, fonts: provider) { $0.notes() }
            + WebFallback.missingStandIns(compiled.webFallbacks, theme: compiled.name) + ThemeCompilation.standInWarning(standIns))
        for output in written { reporter.status(output.line) }
    }
}
