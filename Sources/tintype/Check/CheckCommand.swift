import ArgumentParser
import TintypeCheck
import TintypeColor
import TintypeCommandLine
import TintypeCompiledTheme
import TintypeDocument
import TintypeFonts
import TintypeFormats
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
            write is at most a warning. Without a theme, in a project's folder (or with \
            --project), every theme of the project is checked, one after another; --json then \
            prints an array of the themes' documents. Exit codes: 0 pass (warnings allowed), 1 a \
            check failed, 2 bad input.

            Examples:
              tintype check Themes/accessible
              tintype check
              tintype check Themes/default --tint-contrast 4.5 --apca 60 --json
              tintype check Themes/default --ignore typography.line-box-overflow
            """
    )

    @Argument(help: ArgumentHelp("A theme file, or a theme directory holding theme.json (default: every theme of the project).", valueName: "theme"))
    var theme: String?

    @OptionGroup var thresholds: ThresholdOptions

    @OptionGroup var fonts: FontOptions

    @OptionGroup var project: ProjectOption

    @OptionGroup var tokens: TokenOptions

    @OptionGroup var reporting: ReportingOptions

    @Option(help: ArgumentHelp("Leave out a check's findings (repeatable); an alias leaves out what it names.", valueName: "id"))
    var ignore: [String] = []

    @Flag(help: "Print {theme, findings: [{id, aliases, severity, message, style, categories, file, line, column, fix}], failures, warnings, notes, growth, apca: [{kind, mode, text, background, lc, short}]} as JSON.")
    var json = false

    @Flag(name: .shortAndLong, help: "Also print the notes: information that needs no change (line boxes shorter than the font's content area where the ink fits).")
    var verbose = false

    func run() throws {
        let ignored: Set<String>
        do {
            ignored = try ThemeCheck.ids(named: ignore)
        } catch {
            throw UsageError(description: "--ignore: \(error)")
        }
        let files = LocalFiles()
        let context = try project.read(files: files)
        let themes = try ProjectThemes.paths(theme, in: context, command: "check")
        let provider = try fonts.provider(in: context)
        let projectThresholds = try context.map { try ThemeCheck.Thresholds(check: $0.check, file: $0.file) } ?? .init()
        let check = ThemeCheck(thresholds: try thresholds.thresholds(over: projectThresholds))
        var reports: [CheckReport] = []
        for path in themes {
            let loaded = try ThemeLoader.load(path, files: files, tokens: tokens.reading(in: context), reporter: reporting.reporter)
            let compiled = try CompiledTheme.compile(loaded, fonts: provider, webFallbacks: false)
            reports.append(check.report(compiled, theme: loaded, fonts: provider, ignoring: ignored))
        }
        if json {
            Output.bytes((theme == nil ? JSONValue.array(reports.map(\.jsonValue)) : reports[0].jsonValue).serialized())
        } else {
            Output.lines(reports.map { report in
                let shown = verbose ? report.findings : report.findings.filter { $0.severity != .note }
                return (shown.map(DiagnosticText.render) + [report.summary]).joined(separator: "\n")
            }.joined(separator: "\n"))
        }
        if reports.contains(where: { $0.failures > 0 }) { throw ExitCode(1) }
    }
}
