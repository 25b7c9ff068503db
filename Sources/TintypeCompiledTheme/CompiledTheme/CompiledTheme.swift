import TintypeDocument
import TintypeColor
import TintypeTypography
import TintypeTokens
import TintypeTrees
import TintypeTheme

/// A theme compiled for every mode: the resolved text styles for each content-size category with
/// Bold Text off and on, and the tints for each appearance and contrast. Each value is stored once:
/// a Bold Text row keeps only what Bold Text changes, and a tint set that modes share lists them all.
public struct CompiledTheme: Equatable, Sendable {
    /// A resolved row, and the same row with Bold Text on when that differs.
    public struct StyleRow: Equatable, Sendable {
        public var row: ResolvedTextStyle
        /// nil when Bold Text changes nothing in this row.
        public var boldText: ResolvedTextStyle?

        package init(row: ResolvedTextStyle, boldText: ResolvedTextStyle? = nil) {
            self.row = row
            self.boldText = boldText
        }
    }

    /// The tints of the modes that share them.
    public struct TintSet: Equatable, Sendable {
        public var modes: [(appearance: Appearance, contrast: ContrastSetting)]
        public var defaultTint: Color
        public var dimmedDefaultTint: Color
        /// Derived colours of the default tint, by name.
        public var derived: [(name: String, color: Color)]
        public var componentTints: [(kind: String, tint: Color?, barTint: Color?)]

        public static func == (lhs: TintSet, rhs: TintSet) -> Bool {
            lhs.modes.map { "\($0.appearance)/\($0.contrast)" } == rhs.modes.map { "\($0.appearance)/\($0.contrast)" }
                && lhs.sameValues(as: rhs)
        }

        package func sameValues(as other: TintSet) -> Bool {
            defaultTint.rgba8 == other.defaultTint.rgba8 && dimmedDefaultTint.rgba8 == other.dimmedDefaultTint.rgba8
                && derived.map { "\($0.name)=\($0.color.hex)" } == other.derived.map { "\($0.name)=\($0.color.hex)" }
                && componentTints.map { "\($0.kind)=\($0.tint?.hex ?? "-")/\($0.barTint?.hex ?? "-")" }
                    == other.componentTints.map { "\($0.kind)=\($0.tint?.hex ?? "-")/\($0.barTint?.hex ?? "-")" }
        }

        package init(modes: [(appearance: Appearance, contrast: ContrastSetting)], defaultTint: Color, dimmedDefaultTint: Color, derived: [(name: String, color: Color)], componentTints: [(kind: String, tint: Color?, barTint: Color?)]) {
            self.modes = modes
            self.defaultTint = defaultTint
            self.dimmedDefaultTint = dimmedDefaultTint
            self.derived = derived
            self.componentTints = componentTints
        }
    }

    /// A style's font role and the role's families in order of preference: the font-family list
    /// a format writes for the style.
    public struct Typeface: Equatable, Sendable {
        public var style: TextStyle
        public var role: String
        public var families: [String]
        /// The theme's limits on the style's size (`minimumPointSize`, `maximumPointSize`), which the
        /// rows already hold, for formats whose platforms scale a size themselves (Compose, Android).
        public var minimumPointSize: Double?
        public var maximumPointSize: Double?
        /// The role's display cut, where its family comes as separate optical cuts.
        public var displayCut: DisplayCut?
        /// The style's earlier names, which the formats keep as deprecated aliases.
        public var formerly: [TextStyle] = []

        public init(style: TextStyle, role: String, families: [String], minimumPointSize: Double? = nil, maximumPointSize: Double? = nil,
                    displayCut: DisplayCut? = nil) {
            self.style = style
            self.role = role
            self.families = families
            self.minimumPointSize = minimumPointSize
            self.maximumPointSize = maximumPointSize
            self.displayCut = displayCut
        }

        /// The families the style asks for at `size` points: the display cut's from its size up.
        public func families(atSize size: Double) -> [String] { DisplayCut.families(families, displayCut, size: size) }
    }

    public var name: String
    public var description: String?
    /// Each style's typeface, in the theme's style order.
    public var typefaces: [Typeface]
    public var styles: [StyleRow]
    public var tints: [TintSet]
    /// The rules the tint sets were computed from (defaults per mode, dimming, derived colours,
    /// component tints), for formats that carry rules rather than values.
    public var tintRules: TintTheme
    /// Line boxes shorter than a face's content area where the ink fits, per face: information
    /// the rows do not repeat.
    public var lineBoxNotes: [LineBoxNote] = []
    /// The design tokens the theme exports, by path, each with its value in every mode.
    public var tokens: [BrandToken] = []
    /// Fallback faces for the web, per role and weight (`WebFallback`): what the `css` format's
    /// `@font-face` rules carry.
    public var webFallbacks: [WebFallback] = []
    /// The Material roles the theme gives tokens of its own (`roles`), in Material's order.
    public var roles: [ColorRole] = []
    /// The theme compiled on each platform it differs on, in platform order; the formats of a
    /// platform render its own (`on(_:)`).
    public var platforms: [OnPlatform<CompiledTheme>] = []

    package init(name: String, description: String? = nil, typefaces: [Typeface], styles: [StyleRow], tints: [TintSet], tintRules: TintTheme, lineBoxNotes: [LineBoxNote] = [], tokens: [BrandToken] = [], webFallbacks: [WebFallback] = []) {
        self.name = name
        self.description = description
        self.typefaces = typefaces
        self.styles = styles
        self.tints = tints
        self.tintRules = tintRules
        self.lineBoxNotes = lineBoxNotes
        self.tokens = tokens
        self.webFallbacks = webFallbacks
    }

    /// The theme as a format for `platform` renders it: the platform's own where the theme differs
    /// there, else this one.
    public func on(_ platform: ThemePlatform?) -> CompiledTheme {
        platform.flatMap { platform in platforms.first { $0.platform == platform }?.theme } ?? self
    }
}
