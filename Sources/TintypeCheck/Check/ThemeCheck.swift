import TintypeDocument
import TintypeColor
import TintypeTypography
import TintypeTheme
import TintypeCompiledTheme

/// Lints a compiled theme: contrast in every mode, lines whose ink collides and line boxes the font
/// overflows, text below a size floor, missing font faces or weights, and tracking out of a sane
/// range. Each finding has a stable id.
public struct ThemeCheck: Sendable {
    /// One finding: a diagnostic with a stable id, a `failure` or a `warning`.
    public typealias Finding = Diagnostic

    /// The values the rules judge by, each by its rule's declaration (`CheckThreshold`); what is not
    /// given is the declaration's default (WCAG 2.2 AA for the contrasts).
    public struct Thresholds: Sendable {
        private var numbers: [String: Double] = [:]
        private var toggles: Set<String> = []

        public init() {}

        /// A number threshold's value: the one given, else its default.
        public subscript(_ threshold: CheckThreshold) -> Double {
            if let given = numbers[threshold.key] { return given }
            if case .number(let value) = threshold.kind { return value }
            return 0
        }

        /// An optional number threshold's value, nil unless given.
        public func given(_ threshold: CheckThreshold) -> Double? { numbers[threshold.key] }

        /// Whether a toggle was given.
        public func isOn(_ threshold: CheckThreshold) -> Bool { toggles.contains(threshold.key) }

        /// Gives a number threshold `value`, refused outside its range.
        public mutating func set(_ threshold: CheckThreshold, _ value: Double) throws(CheckThreshold.OutOfRange) {
            numbers[threshold.key] = try threshold.checked(value)
        }

        /// Turns a toggle on or off.
        public mutating func set(_ threshold: CheckThreshold, on: Bool) {
            if on { toggles.insert(threshold.key) } else { toggles.remove(threshold.key) }
        }
    }

    /// Every rule's thresholds, in the rules' order: `check`'s options and a project's `check:`.
    public static let thresholds = rules.flatMap { $0.thresholds }

    /// Every check, one type per file in `Check/Rules/`.
    public static let rules: [any CheckRule.Type] = [
        MissingFaceRule.self, DerivedOnBackgroundRule.self, TextOnTintRule.self, TintOnBackgroundRule.self,
        LineBoxOverflowRule.self, LinesCollideRule.self, MinimumSizeRule.self, TrackingRangeRule.self,
        ScaleGrowthRule.self, BrandTextOnBackgroundRule.self, APCARule.self, OpticalSizeRule.self, ComponentClipsRule.self,
        SameFaceRule.self,
    ]

    /// The check ids, in report order.
    public static let ids = rules.map { $0.id }.sorted()

    /// Ids of earlier releases and the ids that replaced them, from the rules that declare them;
    /// kept so that scripts filtering on them keep working (`typography.line-box-clips` judged line
    /// boxes by the content area alone; ink now decides between a collision and an overflow).
    public static let aliases: [String: [String]] = {
        var aliases: [String: [String]] = [:]
        for rule in rules {
            for alias in rule.aliases { aliases[alias, default: []].append(rule.id) }
        }
        return aliases.mapValues { $0.sorted() }
    }()

    /// The earlier ids that still name check `id`, sorted: what each of its findings carries.
    static func aliases(of id: String) -> [String] {
        aliases.filter { $0.value.contains(id) }.map(\.key).sorted()
    }

    /// One line per check, `id — what it checks.`, in report order, then each earlier id and what
    /// it still names: the checks' part of `check --help`, from the rules' own words.
    public static var help: String {
        let lines = ids.compactMap { id in rules.first { $0.id == id }.map { "\(id) — \($0.summary)." } }
        let earlier = aliases.sorted { $0.key < $1.key }.map { alias, named in
            "\(alias) is an earlier id; it still names \(named.joined(separator: " and "))."
        }
        return (lines + earlier).joined(separator: "\n")
    }

    /// The current ids `id` names: itself, or what an alias stands for; empty for an unknown id.
    public static func ids(named id: String) -> [String] {
        names.ids(named: id)
    }

    /// The ids and their earlier names, for a theme's `allow` (`ThemeReader`).
    public static let names = CheckNames(ids: ids, aliases: aliases)

    /// The ids that `names` (ids or aliases) stand for; an unknown name is an error that suggests
    /// the closest known one.
    public static func ids(named names: [String]) throws(UnknownID) -> Set<String> {
        var found = Set<String>()
        for name in names {
            let named = ids(named: name)
            guard !named.isEmpty else {
                throw UnknownID(id: name, suggestion: closestMatch(to: name, in: ids + aliases.keys.sorted()))
            }
            found.formUnion(named)
        }
        return found
    }

    /// A check id that names no check.
    public struct UnknownID: Error, Equatable, CustomStringConvertible {
        public var id: String
        public var suggestion: String?

        public var description: String {
            "no check has the id '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + " The ids: \(ThemeCheck.ids.joined(separator: ", "))"
        }
    }

    /// How `fonts.missing-face` judges what the font system did: a weight served by a real face of
    /// the same family within 100 is a warning; a larger gap, a face the font system makes up
    /// (emboldened or slanted) and a family that is not installed are failures.
    public static func severity(of warning: FontWarning) -> Diagnostic.Severity {
        switch warning {
        case .fallbackFamily, .missingSlant: .failure
        case .missingWeight(let requested, _, _, let used, let synthetic):
            !synthetic && abs(requested - used) <= 100 ? .warning : .failure
        }
    }

    public var thresholds: Thresholds

    public init(thresholds: Thresholds = Thresholds()) { self.thresholds = thresholds }

    /// Every finding, failures and warnings, sorted by id, then by its style in the theme's order
    /// (findings of no style after them), then message. Each names what it is
    /// about (the style and categories, or the mode), the place in the theme file of the value it
    /// judges, and what to change; a value the theme did not write (a default) is at most a warning.
    /// The installed families of `fonts` are suggested for a family that is not installed. A theme
    /// that differs by platform is judged on each platform too.
    public func run(_ compiled: CompiledTheme, theme: Theme, fonts: (any FontProvider)? = nil) -> [Finding] {
        report(compiled, theme: theme, fonts: fonts).findings
    }

    /// The report of a run: every finding but those of the checks in `ignoring` (ids), and what
    /// each rule reported beside its findings.
    public func report(_ compiled: CompiledTheme, theme: Theme, fonts: (any FontProvider)? = nil, ignoring: Set<String> = []) -> CheckReport {
        let context = CheckContext(compiled: compiled, theme: theme, thresholds: thresholds, fonts: fonts)
        let results = Self.rules.map { $0.result(context) }
        var findings = theme.waivers.applied(to: results.flatMap(\.findings))
        // Each platform the theme differs on is judged as it is there; what that adds says where.
        for own in compiled.platforms {
            let there = theme.on(own.platform)
            let context = CheckContext(compiled: own.theme, theme: there, thresholds: thresholds, fonts: fonts)
            findings += PlatformNotes.added(there.waivers.applied(to: Self.rules.flatMap { $0.result(context).findings }), to: findings, on: own.platform)
        }
        findings = findings.filter { !ignoring.contains($0.id ?? "") }
        // Styles in the order the theme lists them, as a reader of the theme looks for them.
        let order = Dictionary(theme.typography.styles.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        func key(_ finding: Finding) -> (String, Int, String) { (finding.id ?? "", finding.style.flatMap { order[$0] } ?? Int.max, finding.message) }
        return CheckReport(theme: theme.name, findings: findings.sorted { key($0) < key($1) }, ruleReports: results.flatMap(\.report))
    }
}
