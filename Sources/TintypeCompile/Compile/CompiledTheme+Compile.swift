import TintypeDocument
import TintypeColor
import TintypeTypography
import TintypeTrees
import TintypeTheme
import TintypeCompiledTheme

/// Compiling: a theme and the fonts that draw it make the compiled theme every format reads.
extension CompiledTheme {
    /// Compiles `theme` with fonts from `provider`. `webFallbacks` false leaves the fallback faces
    /// unmeasured, for a run that writes no style sheet and no compiled theme (`check`, the
    /// terminal preview): their faces are most of what `check` reads beyond the theme's own. Each
    /// platform the theme differs on is compiled too, into `platforms`.
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
            var typeface = Typeface(style: style.name, role: style.fontRole, families: role?.families ?? [],
                            minimumPointSize: style.minimumPointSize, maximumPointSize: style.maximumPointSize, displayCut: role?.displayCut)
            typeface.formerly = style.formerly
            return typeface
        }
        var compiled = CompiledTheme(name: theme.name, description: theme.description, typefaces: typefaces, styles: styles,
                                     tints: tints, tintRules: theme.tints)
        compiled.lineBoxNotes = notes.result
        compiled.tokens = theme.brandTokens
        compiled.roles = theme.roles
        if webFallbacks { compiled.webFallbacks = WebFallbackMeasure(provider: provider).fallbacks(resolution, theme: theme) }
        // Each platform's own, measured on its own faces; only the web's style sheet has fallback faces.
        compiled.platforms = try theme.platforms.map { own in
            OnPlatform(platform: own.platform, theme: try compile(own.theme, fonts: provider, webFallbacks: webFallbacks && own.platform == .web))
        }
        return compiled
    }

    /// The tints of one mode, every value the theme names by token read in that mode.
    private static func tintSet(_ tints: TintTheme, _ appearance: Appearance, _ contrast: ContrastSetting) -> TintSet {
        let theme = tints.inMode(BrandMode(appearance, contrast))
        let tint = theme.defaultTint(appearance, contrast)
        let kinds = Set(theme.componentTints.keys).union(theme.componentBarTints.keys).sorted()
        return TintSet(
            modes: [(appearance, contrast)], defaultTint: tint, dimmedDefaultTint: theme.dimming.dim(tint),
            derived: theme.derived.map { ($0.name, $0.color(for: tint, in: appearance, of: theme)) },
            componentTints: kinds.map { ($0, theme.componentTints[$0], theme.componentBarTints[$0]) })
    }
}
