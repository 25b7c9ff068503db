import ArgumentParser
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
            differs by platform has a baseline per platform (--platform), each of its own faces.

            Examples:
              tintype metrics snapshot Themes/default -o metrics/default.json
              tintype metrics snapshot Themes/default --font-dir Fonts
              tintype metrics snapshot brand --platform android -o metrics/brand-android.json
            """
    )

    @Argument(help: ArgumentHelp("A theme file, or a theme directory holding theme.json.", valueName: "theme"))
    var theme: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the snapshot here (standard output without it).", valueName: "file"))
    var output: String?

    @OptionGroup var platform: PlatformOption

    @OptionGroup var fonts: FontOptions

    @OptionGroup var tokens: TokenOptions

    @OptionGroup var reporting: ReportingOptions

    func run() throws {
        let files = LocalFiles()
        let loaded = try ThemeLoader.load(theme, files: files, tokens: tokens.reading, reporter: reporting.reporter)
        reporting.reporter.report(platform.notes(loaded))
        let snapshot = try MetricsSnapshot.make(loaded, on: platform.platform, fonts: try fonts.provider())
        if let output {
            try files.write(snapshot.document(), to: output)
            reporting.reporter.status("wrote \(output): \(snapshot.summary); check against it with 'tintype metrics check \(theme) --baseline \(output)'")
        } else {
            Output.bytes(snapshot.document())
        }
    }
}
