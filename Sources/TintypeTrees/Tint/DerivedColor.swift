import TintypeColor

/// One named derived colour of a theme: a rule per appearance (the same rule in both unless the
/// theme gives `light` and `dark` ones), resolved from a node's effective tint.
public struct DerivedColor: Equatable, Sendable {
    public var name: String
    /// The rule in each appearance; every appearance has one.
    public var rules: [Appearance: DerivedColorRule]

    /// A colour with the same rule in every appearance.
    public init(_ name: String, _ rule: DerivedColorRule) {
        self.name = name
        rules = Dictionary(uniqueKeysWithValues: Appearance.allCases.map { ($0, rule) })
    }

    /// A colour with a rule of its own per appearance.
    public init(_ name: String, light: DerivedColorRule, dark: DerivedColorRule) {
        self.name = name
        rules = [.light: light, .dark: dark]
    }

    public func rule(for appearance: Appearance) -> DerivedColorRule {
        rules[appearance] ?? rules[.light] ?? .alpha(1)
    }

    /// Whether the rule is the same in every appearance (a theme writes it once).
    public var isSameInEveryAppearance: Bool { Appearance.allCases.allSatisfy { rule(for: $0) == rule(for: .light) } }

    /// The colour for `tint` in `appearance`, over that appearance's background in `theme`.
    public func color(for tint: Color, in appearance: Appearance, of theme: TintTheme) -> Color {
        rule(for: appearance).apply(to: tint, background: theme.background(appearance))
    }
}
