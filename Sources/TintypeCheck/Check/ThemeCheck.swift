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

    /// Thresholds; the defaults are WCAG 2.2 AA.
    public struct Thresholds: Sendable {
        /// Text on the tint (text-on-tint): AA for text.
        public var textOnTint = Contrast.Level.textAA.rawValue
        /// The tint against the background: AA for user-interface components.
        public var tintOnBackground = Contrast.Level.nonText.rawValue
        /// When set, APCA |Lc| must reach this too.
        public var apcaLc: Double?
        /// Whether a colour pair below what APCA's font table asks of a style is a failure (else a note).
        public var apcaTable = false
        /// The smallest point size any style may reach.
        public var minimumSize = 11.0
        /// The largest tracking magnitude, in em.
        public var maximumTrackingEm = 0.1

        public init() {}
    }

    /// Every check, one type per file in `Check/Rules/`.
    public static let rules: [any CheckRule.Type] = [
        MissingFaceRule.self, DerivedOnBackgroundRule.self, TextOnTintRule.self, TintOnBackgroundRule.self,
        LineBoxOverflowRule.self, LinesCollideRule.self, MinimumSizeRule.self, TrackingRangeRule.self,
        ScaleGrowthRule.self, BrandTextOnBackgroundRule.self, APCARule.self, OpticalSizeRule.self, ComponentClipsRule.self,
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

    /// Every finding, failures and warnings, sorted by id and then message. Each names what it is
    /// about (the style and categories, or the mode), the place in the theme file of the value it
    /// judges, and what to change; a value the theme did not write (a default) is at most a warning.
    /// The installed families of `fonts` are suggested for a family that is not installed.
    public func run(_ compiled: CompiledTheme, theme: Theme, fonts: (any FontProvider)? = nil) -> [Finding] {
        let context = CheckContext(compiled: compiled, theme: theme, thresholds: thresholds, fonts: fonts)
        let findings = theme.waivers.applied(to: Self.rules.flatMap { $0.init().findings(context) })
        return findings.sorted { ($0.id ?? "", $0.message) < ($1.id ?? "", $1.message) }
    }
}
