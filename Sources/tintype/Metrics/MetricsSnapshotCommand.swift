import ArgumentParser
import TintypeCheck
import TintypeCommandLine
import TintypeCompile
import TintypeDocument
import TintypeFonts
import TintypeProject

/// `tintype metrics snapshot`: a theme's faces (in design units) and rows, as a baseline file.
struct MetricsSnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Record a theme's faces and resolved styles on this machine's fonts as a baseline.",
        discussion: """
            Records every face the theme resolves (per weight and variable-font location): its \
            file's SHA-256, version, PostScript name and metrics in font units (unitsPerEm, hhea, \
            typo, win, USE_TYPO_METRICS, cap height and x-height with their source, the ink of \
            the theme's lint sample, trak, the sample's advances); and every style × category × \
            weight variant × leading × Bold Text row: size, line height and its policy, tracking, \
            trims, the sample's width. Byte-identical on reruns; one row per line, so a diff of \
            two baselines shows the rows that changed. Schema in Docs/Checks.md. A theme that \
            differs by platform has a baseline per platform (--platform), each of its own faces. \
            A font or face the theme asks for that is not installed stops it, as it stops a \
            build: a baseline would record the stand-in's metrics as the theme's \
            (--allow-fallback records it knowingly, and says so).

            Examples:
              tintype metrics snapshot Themes/default -o metrics/default.json
              tintype metrics snapshot Themes/default --font-dir Fonts
              tintype metrics snapshot brand --platform android -o metrics/brand-android.json
            """
    )

    @Argument(help: ArgumentHelp("A theme file, or a theme directory holding theme.json (default: every theme of the project).", valueName: "theme"))
    var theme: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the snapshot here (standard output without it); without a theme, the "
        + "folder to write each theme's NAME.json into.", valueName: "file"))
    var output: String?

    @OptionGroup var platform: PlatformOption

    @OptionGroup var fonts: FontOptions

    @OptionGroup var project: ProjectOption

    @OptionGroup var tokens: TokenOptions

    @OptionGroup var reporting: ReportingOptions

    @Flag(help: "Record the baseline even when a font or face the theme asks for is not installed (the stand-in's metrics, said).")
    var allowFallback = false

    func validate() throws {
        if theme == nil && output == nil { throw ValidationError("without a theme, give -o FOLDER: each theme of the project is written there as NAME.json") }
    }

    func run() throws {
        let files = LocalFiles()
        let context = try project.read(files: files)
        let provider = try fonts.provider(in: context)
        // Every theme measured before anything is written: a stand-in in one writes none.
        var written: [(path: String, bytes: [UInt8], line: String)] = []
        var printed: [UInt8]?
        var standIns: [Diagnostic] = []
        for path in try ProjectThemes.paths(theme, in: context, command: "metrics snapshot") {
            let loaded = try ThemeLoader.load(path, files: files, tokens: tokens.reading(in: context), reporter: reporting.reporter)
            reporting.reporter.report(platform.notes(loaded))
            let (snapshot, rows) = try MetricsSnapshot.measure(loaded, on: platform.platform, fonts: provider)
            standIns += FontFindings(rows: rows, theme: loaded.on(platform.platform), fonts: provider).standIns(.baseline)
            let file = theme == nil ? output.map { MetricsBaselineFolder.file($0, theme: loaded.name, platform: platform.platform, extension: "json") } : output
            guard let file else {
                printed = snapshot.document()
                continue
            }
            written.append((file, snapshot.document(), "wrote \(file): \(snapshot.summary); check against it with "
                + "'tintype metrics check \(theme.map { "\($0) --baseline \(file)" } ?? "--baseline \(output ?? "")")'"))
        }
        if !standIns.isEmpty, !allowFallback { throw Diagnostics(standIns) }
        try files.writeAll(written.map { ($0.path, $0.bytes) })
        if let printed { Output.bytes(printed) }
        for file in written { reporting.reporter.status(file.line) }
        reporting.reporter.report(MetricsStandIns.recordedWarning(standIns))
    }
}
