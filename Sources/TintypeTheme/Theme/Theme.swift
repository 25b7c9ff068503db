import TintypeDocument
import TintypeTypography
import TintypeTokens
import TintypeTrees

/// A theme: a name, what it is for, its typography and its tints. Read with `ThemeReader`.
public struct Theme: Equatable, Sendable {
    /// The names a theme directory's theme file may have, in order of preference.
    public static let fileNames = ["theme.json", "theme.yaml", "theme.yml"]

    public var name: String
    public var description: String?
    public var typography: TypographySpec
    public var tints: TintTheme
    public var lint: LintOptions
    /// Where the theme file wrote the values checks judge; nil for a theme built in code, which
    /// gives every value. Not part of the theme's value: two themes with the same values are equal
    /// wherever they were written.
    public var sources: ThemeSources?
    /// What reading the theme and its token files said short of an error (the forms read as DTCG
    /// 2025.10, tokens left out, sets replacing sets, a colour gamut-mapped, an alias that cannot
    /// follow its token into a mode), for every command to report; not part of the theme's value.
    public var tokenNotes: [Diagnostic] = []
    /// The findings the theme accepts, with why (`allow` on the theme and its styles).
    public var waivers = CheckWaivers()
    /// The design tokens the theme exports beside its text styles and tints, with their values in
    /// each mode (`tokens.export`, `tokens.modes`).
    public var brandTokens: [BrandToken] = []
    /// Components whose text `check` fits at every category and font scale (`components`).
    public var components: [TextComponent] = []
    /// The Material roles the theme gives tokens of its own (`roles`), over the naming convention.
    public var roles: [ColorRole] = []
    /// The theme on each platform it differs on (`platforms`), in platform order; empty when it
    /// is the same everywhere.
    public var platforms: [OnPlatform<Theme>] = []
    /// The typography's scale as the reader validated it, so that compiling, checking and
    /// snapshotting do not validate the theme again; see `typeScale()`.
    package var validatedScale: TypeScale?

    public init(
        name: String, description: String? = nil, typography: TypographySpec, tints: TintTheme = .ios,
        lint: LintOptions = LintOptions()
    ) {
        self.name = name
        self.description = description
        self.typography = typography
        self.tints = tints
        self.lint = lint
    }

    /// The built-in default: Apple's table and SF Pro tracking on Inter (else sans-serif), iOS tints.
    public static let builtInDefault = Theme(
        name: "default",
        description: "Apple's iOS Dynamic Type table on the system sans-serif (Inter when installed), with SF Pro tracking and iOS tint colours.",
        typography: .appleDefault, tints: .ios)

    /// The theme on `platform`: its own where it differs there, else this one.
    public func on(_ platform: ThemePlatform?) -> Theme {
        platform.flatMap { platform in platforms.first { $0.platform == platform }?.theme } ?? self
    }

    /// The typography's scale: the one the reader built, or (for a theme built or changed in code)
    /// built now, with every problem of the typography.
    public func typeScale() throws(Diagnostics) -> TypeScale {
        if let validatedScale, validatedScale.spec == typography { return validatedScale }
        return try TypeScale(typography)
    }

    public static func == (lhs: Theme, rhs: Theme) -> Bool {
        lhs.name == rhs.name && lhs.description == rhs.description && lhs.typography == rhs.typography
            && lhs.tints == rhs.tints && lhs.lint == rhs.lint && lhs.brandTokens == rhs.brandTokens
            && lhs.platforms == rhs.platforms && lhs.roles == rhs.roles
    }
}
