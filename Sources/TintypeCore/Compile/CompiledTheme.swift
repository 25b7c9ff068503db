/// A theme compiled for every mode: the resolved text styles for each content-size category with
/// Bold Text off and on, and the tints for each appearance and contrast. Each value is stored once:
/// a Bold Text row keeps only what Bold Text changes, and a tint set that modes share lists them all.
public struct CompiledTheme: Equatable, Sendable {
    /// A resolved row, and the same row with Bold Text on when that differs.
    public struct StyleRow: Equatable, Sendable {
        public var row: ResolvedTextStyle
        /// nil when Bold Text changes nothing in this row.
        public var boldText: ResolvedTextStyle?
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

        func sameValues(as other: TintSet) -> Bool {
            defaultTint.rgba8 == other.defaultTint.rgba8 && dimmedDefaultTint.rgba8 == other.dimmedDefaultTint.rgba8
                && derived.map { "\($0.name)=\($0.color.hex)" } == other.derived.map { "\($0.name)=\($0.color.hex)" }
                && componentTints.map { "\($0.kind)=\($0.tint?.hex ?? "-")/\($0.barTint?.hex ?? "-")" }
                    == other.componentTints.map { "\($0.kind)=\($0.tint?.hex ?? "-")/\($0.barTint?.hex ?? "-")" }
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

    /// Compiles `theme` with fonts from `provider`. `webFallbacks` false leaves the fallback faces
    /// unmeasured, for a run that writes no style sheet and no compiled theme (`check`, the
    /// terminal preview): their faces are most of what `check` reads beyond the theme's own.
    public static func compile(_ theme: Theme, fonts provider: some FontProvider, webFallbacks: Bool = true) throws -> CompiledTheme {
        let resolution = try ThemeResolution(theme, fonts: provider)
        var styles: [StyleRow] = []
        styles.reserveCapacity(theme.typography.styles.count * ContentSizeCategory.allCases.count * 6)
        var notes = LineBoxNote.Collector()
        resolution.forEachPair { plain, emboldened in
            var plain = plain, emboldened = emboldened
            notes.take(&plain)
            notes.take(&emboldened)
            // Bold Text nearly always changes the weight; comparing it first skips the full compare.
            styles.append(StyleRow(row: plain, boldText: plain.weight == emboldened.weight && plain == emboldened ? nil : emboldened))
        }
        var tints: [TintSet] = []
        for appearance in Appearance.allCases {
            for contrast in ContrastSetting.allCases {
                let set = tintSet(theme.tints, appearance, contrast)
                if let index = tints.firstIndex(where: { $0.sameValues(as: set) }) {
                    tints[index].modes += set.modes
                } else {
                    tints.append(set)
                }
            }
        }
        let typefaces = theme.typography.styles.map { style in
            let role = theme.typography.fonts[style.fontRole]
            return Typeface(style: style.name, role: style.fontRole, families: role?.families ?? [],
                            minimumPointSize: style.minimumPointSize, maximumPointSize: style.maximumPointSize, displayCut: role?.displayCut)
        }
        var compiled = CompiledTheme(name: theme.name, description: theme.description, typefaces: typefaces, styles: styles,
                                     tints: tints, tintRules: theme.tints)
        compiled.lineBoxNotes = notes.result
        compiled.tokens = theme.brandTokens
        if webFallbacks { compiled.webFallbacks = WebFallbackMeasure(provider: provider).fallbacks(resolution, theme: theme) }
        return compiled
    }

    private static func tintSet(_ theme: TintTheme, _ appearance: Appearance, _ contrast: ContrastSetting) -> TintSet {
        let tint = theme.defaultTint(appearance, contrast)
        let kinds = Set(theme.componentTints.keys).union(theme.componentBarTints.keys).sorted()
        return TintSet(
            modes: [(appearance, contrast)], defaultTint: tint, dimmedDefaultTint: theme.dimming.dim(tint),
            derived: theme.derived.map { ($0.name, $0.color(for: tint, in: appearance, of: theme)) },
            componentTints: kinds.map { ($0, theme.componentTints[$0], theme.componentBarTints[$0]) })
    }
}
