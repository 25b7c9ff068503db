import ArgumentParser
import TintypeCheck
import TintypeCommandLine
import TintypeDocument
import TintypeFonts
import TintypeFormats
import TintypeProject
import TintypeTheme
import TintypeTypography

/// `tintype styles`: a theme's text styles resolved in every content-size category.
struct StylesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "styles",
        abstract: "Resolve a theme's text styles across the 12 content-size categories.",
        discussion: """
            Sizes come from the theme's scale model; line heights, tracking and metrics from the \
            real font files. The readable table shows the standard leading; --json gives every \
            row (each style × category × regular/emphasized × standard/tight/loose). Without a \
            theme the built-in default theme is used (the same as Themes/default/theme.json).

            Examples:
              tintype styles
              tintype styles Themes/material --category AX3 --style bodyLarge
              tintype styles Themes/default/theme.json --bold-text --json
            """
    )

    @Argument(help: ArgumentHelp("A theme file, or a theme directory holding theme.json (default: the project's theme when it lists one, else the built-in default theme).",
                                 valueName: "theme"))
    var themeArgument: String?

    @Option(name: .customLong("theme"), help: ArgumentHelp("The same as the theme argument (the earlier spelling).", valueName: "theme"))
    var themeOption: String?

    /// The theme given, as the argument or as `--theme`.
    private var theme: String? { themeArgument ?? themeOption }

    func validate() throws {
        if themeArgument != nil && themeOption != nil { throw ValidationError("give the theme once: as the argument or as --theme") }
    }

    @OptionGroup var shown: RowOptions

    @OptionGroup var fonts: FontOptions

    @OptionGroup var project: ProjectOption

    @OptionGroup var tokens: TokenOptions

    @OptionGroup var reporting: ReportingOptions

    @Flag(help: "Print the resolved table as JSON.")
    var json = false

    func run() throws {
        let context = try project.read(files: LocalFiles())
        let loaded = try loadTheme(files: LocalFiles(), project: context)
        let selection = try shown.selection(in: loaded)
        let boldText = shown.boldText
        let resolver = TypographyResolver(scale: try loaded.typeScale())
        let provider = try fonts.provider(in: context)
        let fonts = try resolver.loadFonts(from: provider, boldText: boldText, inkSample: loaded.lint.sample, selection: selection,
                                           sources: loaded.sources)
        let rows = resolver.resolve(with: fonts, selection: selection)
        if json {
            return Output.bytes(StyleTable(theme: loaded.name, boldText: boldText, rows: rows).json())
        }
        Output.table(Self.rows(rows))
        reporting.reporter.report(FontFindings(rows: rows.map { ($0, boldText) }, theme: loaded, fonts: provider).notes()
            + LayoutWarning.tableWarnings(rows))
    }

    private func loadTheme(files: some FileSource, project: Project?) throws -> Theme {
        guard let theme = try ProjectThemes.single(theme, in: project, command: "styles") else { return .builtInDefault }
        return try ThemeLoader.load(theme, files: files, tokens: tokens.reading(in: project), reporter: reporting.reporter)
    }

    /// The readable table: one line per style and category, standard leading.
    private static func rows(_ rows: [ResolvedTextStyle]) -> [[String]] {
        var lines = [["STYLE", "CATEGORY", "SIZE", "LINE (TIGHT/LOOSE)", "TRACKING PT (EM)", "WEIGHT (EMPH)", "FONT"]]
        var byKey: [String: ResolvedTextStyle] = [:]
        for row in rows { byKey["\(row.style)|\(row.category.rawValue)|\(row.emphasized)|\(row.leading.rawValue)"] = row }
        for row in rows where !row.emphasized && row.leading == .standard {
            let key = "\(row.style)|\(row.category.rawValue)|"
            let tight = byKey[key + "false|tight"]?.lineHeight.plainText ?? "-"
            let loose = byKey[key + "false|loose"]?.lineHeight.plainText ?? "-"
            let emphasized = byKey[key + "true|standard"]?.weight.value ?? row.weight.value
            lines.append([
                row.style.rawValue, row.category.name, row.size.plainText,
                "\(row.lineHeight.plainText) (\(tight)/\(loose))",
                "\(row.tracking.points.plainText) (\(row.tracking.em.plainText))",
                "\(row.weight.value) (\(emphasized))",
                row.font.postscriptName ?? row.font.family,
            ])
        }
        return lines
    }
}
