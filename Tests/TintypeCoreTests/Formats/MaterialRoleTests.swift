import Testing
import TintypeDocument
import TintypeColor
import TintypeTokens
import TintypeTheme
@testable import TintypeFormats

/// Which colour token gives each of Material's roles (issue 52, item 4), by the rule in
/// Docs/Formats.md: the token's last name is the role's, in no group or in groups of Material's and
/// design systems' names, the one in the fewest groups first.
@Suite struct MaterialRoleTests {
    static func color(_ path: String) -> BrandToken {
        let black = try? ColorObject(colorSpace: "srgb", components: [0, 0, 0], alpha: nil)
        return BrandToken(path: path, type: .color, value: black.map(TokenValue.color) ?? .number(0))
    }

    @Test func eachRoleIsTheTokenNamedForIt() {
        let tokens = ["brand.onSurface", "color.primary", "color.text.primary", "md.sys.color.primary", "md.sys.color.secondary",
                      "scrim", "theme.colors.surface_container_high", "ui.outline"].map(Self.color)
            + [BrandToken(path: "color.tertiary", type: .dimension, value: .number(4))]
        let roles = MaterialRole.tokens(tokens).map { "\($0.role.rawValue)=\($0.token.path)" }
        // color.text.primary sits in a group named "text", ui.outline in "ui": neither is a role; the
        // dimension named tertiary is no colour.
        #expect(roles == ["primary=color.primary", "secondary=md.sys.color.secondary", "onSurface=brand.onSurface",
                          "surfaceContainerHigh=theme.colors.surface_container_high", "scrim=scrim"])
    }

    /// A theme's `roles` map gives a role a token of any name, over the one named for it; a role
    /// the map leaves out is still the named one's.
    @Test func theThemesRolesMapComesFirst() {
        let tokens = ["color.primary", "color.surface", "palette.violet.600", "palette.ink"].map(Self.color)
        let roles = MaterialRole.tokens(tokens, roles: [ColorRole(role: .primary, token: "palette.violet.600"), ColorRole(role: .onSurface, token: "palette.ink")])
            .map { "\($0.role.rawValue)=\($0.token.path)" }
        #expect(roles == ["primary=palette.violet.600", "surface=color.surface", "onSurface=palette.ink"])
    }

    /// Each text role is drawn on the role Material pairs it with (its `on` taken off, and
    /// `inverseOnSurface` on `inverseSurface`); the other roles on none.
    @Test func eachTextRoleIsDrawnOnItsRole() {
        let pairs = MaterialRole.allCases.compactMap { role in role.drawnOn.map { "\(role.rawValue)/\($0.rawValue)" } }
        #expect(pairs == ["onPrimary/primary", "onPrimaryContainer/primaryContainer", "onSecondary/secondary",
                          "onSecondaryContainer/secondaryContainer", "onTertiary/tertiary", "onTertiaryContainer/tertiaryContainer",
                          "onError/error", "onErrorContainer/errorContainer", "onBackground/background", "onSurface/surface",
                          "onSurfaceVariant/surfaceVariant", "inverseOnSurface/inverseSurface"])
    }
}
