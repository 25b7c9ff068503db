import TintypeDocument

/// Material 3's colour roles, in Material's order: what Compose's `ColorScheme`, Flutter's and the
/// Material Components theme attributes take, and what a theme's `roles` map may name.
public enum MaterialRole: String, CaseIterable, Sendable {
    case primary, onPrimary, primaryContainer, onPrimaryContainer, inversePrimary
    case secondary, onSecondary, secondaryContainer, onSecondaryContainer
    case tertiary, onTertiary, tertiaryContainer, onTertiaryContainer
    case error, onError, errorContainer, onErrorContainer
    case background, onBackground
    case surface, onSurface, surfaceVariant, onSurfaceVariant, surfaceTint, inverseSurface, inverseOnSurface
    case surfaceBright, surfaceDim, surfaceContainerLowest, surfaceContainerLow, surfaceContainer, surfaceContainerHigh
    case surfaceContainerHighest
    case outline, outlineVariant, scrim, shadow

    /// The role a text role is drawn on (`onPrimary` on `primary`, `inverseOnSurface` on
    /// `inverseSurface`); nil for a role that is not text on another.
    public var drawnOn: MaterialRole? {
        if self == .inverseOnSurface { return .inverseSurface }
        guard rawValue.hasPrefix("on") else { return nil }
        let rest = rawValue.dropFirst(2)
        return MaterialRole(rawValue: rest.prefix(1).lowercased() + rest.dropFirst())
    }
}

/// A Material role the theme gives a token of its own (`"roles": {"primary": "{brand.main}"}`),
/// over the naming convention; `position` is where the theme wrote it.
public struct ColorRole: Equatable, Sendable {
    public var role: MaterialRole
    /// The token's path.
    public var token: String
    /// Not part of the value: two themes giving a role the same token are equal wherever they wrote it.
    public var position: SourcePosition?

    public init(role: MaterialRole, token: String, position: SourcePosition? = nil) {
        self.role = role
        self.token = token
        self.position = position
    }

    public static func == (lhs: ColorRole, rhs: ColorRole) -> Bool { lhs.role == rhs.role && lhs.token == rhs.token }
}
