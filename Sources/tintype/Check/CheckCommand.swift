import ArgumentParser
import TintypeCheck
import TintypeColor
import TintypeCommandLine
import TintypeCompiledTheme
import TintypeDocument
import TintypeFonts
import TintypeProject

/// `tintype check`: lints a theme in every mode; exit code 1 when a check fails.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Lint a theme: contrast, colliding lines, minimum sizes, missing faces, tracking.",
        discussion: """
            Checks (stable ids):
            \(ThemeCheck.help)

            Every mode is checked: \
            light and dark, normal and increased contrast, Bold Text off and on, all 12 \
            categories. Each finding names the style and categories (or the mode), the place in \
            the theme file of the value it judges, and what to change; a default the theme did not \
            write is at most a warning. Exit codes: 0 pass (warnings allowed), 1 a check failed, 2 \
            bad input.

            Examples:
              tintype check Themes/accessible
              tintype check Themes/default --tint-contrast 4.5 --apca 60 --json
              tintype check Themes/default --ignore typography.line-box-overflow
            """
    )

    @Argument(help: ArgumentHelp("A theme file, or a theme directory holding theme.json.", valueName: "theme"))
    var theme: String

    @Option(help: "Minimum WCAG ratio of text on the tint.")
    var textContrast: Double = Contrast.Level.textAA.rawValue

    @Option(help: "Minimum WCAG ratio of the tint on the background.")
    var tintContrast: Double = Contrast.Level.nonText.rawValue

    @Option(help: "Also require this APCA |Lc| for text on the tint.")
    var apca: Double?

    @Flag(help: "Fail a colour pair (text on the tint, the tint on the background, brand text on brand backgrounds) whose APCA Lc is below what APCA's font table asks of a style's size and weight; without it those are notes.")
    var apcaTable = false

    @Option(help: "The smallest point size any style may reach.")
    var minimumSize: Double = 11

    @OptionGroup var fonts: FontOptions

    @OptionGroup var tokens: TokenOptions

    @OptionGroup var reporting: ReportingOptions

    @Option(help: ArgumentHelp("Leave out a check's findings (repeatable); an alias leaves out what it names.", valueName: "id"))
    var ignore: [String] = []

    @Flag(help: "Print {theme, findings: [{id, aliases, severity, message, style, categories, file, line, column, fix}], failures, warnings, notes, growth, apca: [{kind, mode, text, background, lc, short}]} as JSON.")
    var json = false

    @Flag(name: .shortAndLong, help: "Also print the notes: information that needs no change (line boxes shorter than the font's content area where the ink fits).")
    var verbose = false

    func validate() throws {
        for (name, value, range) in [("--text-contrast", textContrast, 1.0...21), ("--tint-contrast", tintContrast, 1...21),
                                     ("--minimum-size", minimumSize, 0...200), ("--apca", apca ?? 0, 0...108)] where !range.contains(value) {
            throw ValidationError("\(name) \(value.plainText) is out of range \(range.lowerBound.plainText)…\(range.upperBound.plainText)")
        }
    }

    func run() throws {
        let ignored: Set<String>
        do {
            ignored = try ThemeCheck.ids(named: ignore)
        } catch {
            throw UsageError(description: "--ignore: \(error)")
        }
        let loaded = try ThemeLoader.load(theme, files: LocalFiles(), tokens: tokens.reading, reporter: reporting.reporter)
        let provider = try fonts.provider()
        let compiled = try CompiledTheme.compile(loaded, fonts: provider, webFallbacks: false)
        var thresholds = ThemeCheck.Thresholds()
        thresholds.textOnTint = textContrast
        thresholds.tintOnBackground = tintContrast
        thresholds.apcaLc = apca
        thresholds.apcaTable = apcaTable
        thresholds.minimumSize = minimumSize
        let findings = ThemeCheck(thresholds: thresholds).run(compiled, theme: loaded, fonts: provider).filter { !ignored.contains($0.id ?? "") }
        let report = CheckReport(theme: loaded.name, findings: findings, growth: StyleGrowth.of(compiled),
                                 apca: APCAPair.of(compiled, theme: loaded), apcaNeeds: APCAPair.needs(compiled))
        if json {
            Output.bytes(report.jsonValue.serialized())
        } else {
            let shown = verbose ? findings : findings.filter { $0.severity != .note }
            Output.lines((shown.map(DiagnosticText.render) + [report.summary]).joined(separator: "\n"))
        }
        if report.failures > 0 { throw ExitCode(1) }
    }
}
