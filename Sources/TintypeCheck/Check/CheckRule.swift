import TintypeDocument
import TintypeTypography
import TintypeTheme
import TintypeCompiledTheme

/// One check of `tintype check`: a type in `Check/Rules/`, listed in `ThemeCheck.rules`, owning its
/// stable id, the earlier ids that still name it, its words in `check --help`, and how it finds
/// (each finding's severity, message, place and fix). Adding a check is its own file plus one line
/// (Docs/Contributing.md, "Adding a check").
public protocol CheckRule: Sendable {
    /// The id findings carry and `--ignore` takes (`tint.text-on-tint`).
    static var id: String { get }
    /// Ids of earlier releases that still name this rule (with any other rule they named).
    static var aliases: [String] { get }
    /// What it checks and how severe a finding is, for `check --help`.
    static var summary: String { get }
    /// The values it judges by that a user may set (`check --KEY`, a project's `check:`).
    static var thresholds: [CheckThreshold] { get }

    /// The rule's findings on a compiled theme.
    static func findings(_ context: CheckContext) -> [Diagnostic]

    /// The findings and what `check --json` reports beside them from the same work (a rule with
    /// nothing to report gives its findings alone).
    static func result(_ context: CheckContext) -> CheckRuleResult
}

/// What a rule found: its findings, and members of `check --json`'s report that come from the
/// same work (`growth`, `apca`), so the command computes nothing again.
public struct CheckRuleResult: Sendable {
    public var findings: [Diagnostic]
    package var report: [(key: String, value: JSONValue)]

    public init(findings: [Diagnostic]) {
        self.init(findings: findings, report: [])
    }

    package init(findings: [Diagnostic], report: [(key: String, value: JSONValue)]) {
        self.findings = findings
        self.report = report
    }
}

extension CheckRule {
    public static var aliases: [String] { [] }
    public static var thresholds: [CheckThreshold] { [] }

    public static func result(_ context: CheckContext) -> CheckRuleResult {
        CheckRuleResult(findings: findings(context))
    }
}

/// What a rule judges: the compiled theme, the theme it came from (its values and where the file
/// wrote them), the thresholds, and the fonts (to suggest installed families).
public struct CheckContext {
    public let compiled: CompiledTheme
    public let theme: Theme
    public let thresholds: ThemeCheck.Thresholds
    public let fonts: (any FontProvider)?
    /// The rows of the compiled theme with whether each is a Bold Text row, made once for every rule.
    let rows: [(row: ResolvedTextStyle, boldText: Bool)]

    public init(compiled: CompiledTheme, theme: Theme, thresholds: ThemeCheck.Thresholds, fonts: (any FontProvider)?) {
        self.compiled = compiled
        self.theme = theme
        self.thresholds = thresholds
        self.fonts = fonts
        rows = compiled.styles.flatMap { entry in [(entry.row, false)] + (entry.boldText.map { [($0, true)] } ?? []) }
    }

    /// Where the theme file wrote its values; a theme built in code wrote every value.
    var sources: ThemeSources? { theme.sources }

    /// Whether the file gave the value at `position` (a theme built in code gives every value).
    func wrote(_ position: SourcePosition?) -> Bool { sources == nil || position != nil }

    /// Each style's standard rows in its regular weight without Bold Text that `include` picks,
    /// grouped by style: what the size and tracking rules judge.
    func standardRuns(where include: (ResolvedTextStyle) -> Bool) -> StyleRuns {
        StyleRuns(rows.filter { $0.row.leading == .standard && !$0.row.emphasized && !$0.boldText && include($0.row) }.map(\.row))
    }

    /// A finding of `rule`: `severity` when the theme wrote the value it judges, else at most a
    /// warning (a default is the theme's to change, not an error it made).
    func finding(
        _ rule: any CheckRule.Type, _ severity: Diagnostic.Severity, _ message: String, at place: Diagnostic.Place, written: Bool,
        fix: String, style: TextStyle? = nil, categories: [ContentSizeCategory] = []
    ) -> Diagnostic {
        var finding = Diagnostic(written || severity == .note ? severity : .warning, at: place, id: rule.id, message)
        finding.aliases = ThemeCheck.aliases(of: rule.id)
        finding.style = style
        finding.categories = categories.sorted()
        finding.fix = fix
        return finding
    }
}
