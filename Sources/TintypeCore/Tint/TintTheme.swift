/// The tint part of a theme: default tints per appearance and contrast, component defaults,
/// dimming and derived colours.
public struct TintTheme: Equatable, Sendable {
    /// Keyed by appearance, then contrast.
    public var defaultTints: [Appearance: [ContrastSetting: Color]]
    /// Local defaults per component kind (e.g. `tabBar`): between a node's own tint and inheritance.
    public var componentTints: [String: Color]
    /// Bar backgrounds per component kind; not inherited by the bar's items.
    public var componentBarTints: [String: Color]
    public var dimming: ColorDimming
    /// Derived colours, sorted by name, resolved from each node's effective tint.
    public var derived: [(name: String, rule: DerivedColorRule)]
    /// The background tints are read against, per appearance (white and black unless the theme says).
    public var backgrounds: [Appearance: Color]

    public init(
        defaultTints: [Appearance: [ContrastSetting: Color]], componentTints: [String: Color] = [:],
        componentBarTints: [String: Color] = [:], dimming: ColorDimming = ColorDimming(),
        derived: [(name: String, rule: DerivedColorRule)] = [],
        backgrounds: [Appearance: Color] = [.light: .white, .dark: .black]
    ) {
        self.defaultTints = defaultTints
        self.componentTints = componentTints
        self.componentBarTints = componentBarTints
        self.dimming = dimming
        self.derived = derived
        self.backgrounds = backgrounds
    }

    /// The background of an appearance.
    public func background(_ appearance: Appearance) -> Color { backgrounds[appearance] ?? (appearance == .light ? .white : .black) }

    /// The default tint of an environment; iOS's system blue when the theme leaves it out.
    public func defaultTint(_ appearance: Appearance, _ contrast: ContrastSetting) -> Color {
        defaultTints[appearance]?[contrast] ?? defaultTints[appearance]?[.normal] ?? Color(red8: 0, green8: 122, blue8: 255)
    }

    /// iOS's tint colours (system blue, iOS 7 to 18: #007AFF, dark #0A84FF, increased contrast
    /// #0040DD and #409CFF) with text-on-tint, pressed, disabled and tinted-background colours.
    public static let ios = TintTheme(
        defaultTints: [
            .light: [.normal: Color(red8: 0, green8: 122, blue8: 255), .increased: Color(red8: 0, green8: 64, blue8: 221)],
            .dark: [.normal: Color(red8: 10, green8: 132, blue8: 255), .increased: Color(red8: 64, green8: 156, blue8: 255)],
        ],
        derived: [
            ("disabled", .alpha(0.4)),
            ("onTint", .contrastingText(candidates: [.white, .black], minimumRatio: Contrast.Level.textAA.rawValue)),
            ("pressed", .lightness(delta: -0.08)),
            ("tintedBackground", .mix(with: .white, amount: 0.88)),
        ]
    )

    public static func == (lhs: TintTheme, rhs: TintTheme) -> Bool {
        lhs.defaultTints == rhs.defaultTints && lhs.componentTints == rhs.componentTints
            && lhs.componentBarTints == rhs.componentBarTints && lhs.dimming == rhs.dimming
            && lhs.derived.map(\.name) == rhs.derived.map(\.name) && lhs.derived.map(\.rule) == rhs.derived.map(\.rule)
            && lhs.backgrounds == rhs.backgrounds
    }
}
