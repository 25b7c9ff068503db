import TintypeTypography
import TintypeTheme

/// The one way a theme is resolved against fonts, Bold Text off and on: the validated scale, the
/// faces and metrics each needs, then each row with its Bold Text twin. Compiling a theme and
/// snapshotting its metrics both take their rows from here.
public struct ThemeResolution {
    public let resolver: TypographyResolver
    public let regularFonts: TypographyResolver.LoadedFonts
    public let boldFonts: TypographyResolver.LoadedFonts

    /// Loads every face `theme` needs from `provider`; a role with no installed family is an error
    /// at its place in the theme file.
    public init(_ theme: Theme, fonts provider: some FontProvider) throws {
        resolver = TypographyResolver(scale: try theme.typeScale())
        regularFonts = try resolver.loadFonts(from: provider, boldText: false, inkSample: theme.lint.sample, sources: theme.sources)
        boldFonts = try resolver.loadFonts(from: provider, boldText: true, inkSample: theme.lint.sample, sources: theme.sources)
    }

    /// Every row, in theme style order, with its Bold Text twin.
    public func forEachPair(_ body: (ResolvedTextStyle, ResolvedTextStyle) -> Void) {
        resolver.resolvePairs(regularFonts, boldFonts, body)
    }
}
