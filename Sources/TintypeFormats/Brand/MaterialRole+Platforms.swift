import TintypeDocument
import TintypeTokens
import TintypeTheme

/// What each platform calls Material 3's colour roles, and which token gives each: the theme's
/// `roles` map first, then a colour token named by Material's convention (`color.on-primary-container`,
/// `md.sys.color.surface`) in each mode; a role no token gives keeps the scheme's own value (the
/// theme's tint for `primary`, its `onTint` for `onPrimary`, Material's baseline for the rest).
extension MaterialRole {
    /// The parameter of Compose's `lightColorScheme`/`darkColorScheme`; nil for `shadow`, which
    /// Compose's scheme does not have.
    var compose: String? { self == .shadow ? nil : rawValue }

    /// The parameter of Flutter's `ColorScheme.copyWith`; nil for the roles Flutter has deprecated
    /// (`background`, `onBackground`, `surfaceVariant`: its surface roles replace them).
    var flutter: String? {
        switch self {
        case .background, .onBackground, .surfaceVariant: nil
        case .inverseOnSurface: "onInverseSurface"
        default: rawValue
        }
    }

    /// A scheme's arguments in Material's order, each as `parameter` names it (nil: the platform
    /// has no such parameter): the value `token` writes for each role a token gives, else `tint`
    /// as `primary` and `onTint` (when the theme has it) as `onPrimary`.
    static func arguments(_ given: [(role: MaterialRole, token: BrandToken)], parameter: (MaterialRole) -> String?,
                          token value: (BrandToken) -> String, tint: String, onTint: String?) -> [(parameter: String, value: String)] {
        allCases.compactMap { role in
            guard let parameter = parameter(role) else { return nil }
            if let token = given.first(where: { $0.role == role })?.token { return (parameter, value(token)) }
            if role == .primary { return (parameter, tint) }
            if role == .onPrimary, let onTint { return (parameter, onTint) }
            return nil
        }
    }

    /// The Material Components for Android theme attribute (MDC's docs/theming/Color.md); nil for
    /// the roles only newer versions of the library have (the surface containers, `surfaceBright`
    /// and `surfaceDim`, `outlineVariant`) or none has (`surfaceTint`, `scrim`, `shadow`), which an app
    /// on an older version could not build with.
    var android: String? {
        switch self {
        case .inversePrimary: "colorPrimaryInverse"
        case .inverseSurface: "colorSurfaceInverse"
        case .inverseOnSurface: "colorOnSurfaceInverse"
        case .background: "android:colorBackground"
        case .surfaceTint, .scrim, .shadow, .outlineVariant, .surfaceBright, .surfaceDim, .surfaceContainerLowest, .surfaceContainerLow,
             .surfaceContainer, .surfaceContainerHigh, .surfaceContainerHighest: nil
        default: "color" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// The groups a role's token may sit in: none, or groups with these names (`color.primary`,
    /// `md.sys.color.primary`, `theme.colors.on-surface`), so that `color.text.primary` is not
    /// taken for the role.
    static let groupWords: Set<String> = ["color", "colors", "colour", "colours", "sys", "md", "m3", "material", "scheme",
                                          "semantic", "role", "roles", "theme", "brand"]

    /// Each role a colour token gives, with the token: the one the theme's `roles` map names, else
    /// the token whose last name is the role's
    /// (in any case: `on-primary`, `onPrimary`, `on_primary`) in groups of `groupWords`; of
    /// several, the one with the fewest groups, then the first in path order.
    static func tokens(_ tokens: [BrandToken], roles: [ColorRole] = []) -> [(role: MaterialRole, token: BrandToken)] {
        let mapped = Dictionary(roles.compactMap { given in tokens.first { $0.path == given.token }.map { (given.role, $0) } }) { first, _ in first }
        var byWords: [[String]: BrandToken] = [:]
        for token in tokens where token.type == .color {
            let segments = token.path.split(separator: ".")
            guard let last = segments.last,
                  segments.dropLast().allSatisfy({ SourceName.words(String($0)).allSatisfy(groupWords.contains) }) else { continue }
            let words = SourceName.words(String(last))
            if let earlier = byWords[words], earlier.path.split(separator: ".").count <= segments.count { continue }
            byWords[words] = token
        }
        return allCases.compactMap { role in (mapped[role] ?? byWords[SourceName.words(role.rawValue)]).map { (role, $0) } }
    }
}
