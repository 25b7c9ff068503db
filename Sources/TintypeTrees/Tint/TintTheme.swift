import TintypeColor

/// The tint part of a theme: default tints per appearance and contrast, component defaults,
/// dimming and derived colours. A value the theme names by token (`{color.primary}`) takes the
/// token's value in each mode: the theme as it stands in a mode where that differs is
/// `inMode(_:)`.
public struct TintTheme: Equatable, Sendable {
    /// Keyed by appearance, then contrast.
    public var defaultTints: [Appearance: [ContrastSetting: Color]]
    /// Local defaults per component kind (e.g. `tabBar`): between a node's own tint and inheritance.
    public var componentTints: [String: Color]
    /// Bar backgrounds per component kind; not inherited by the bar's items.
    public var componentBarTints: [String: Color]
    public var dimming: ColorDimming
    /// Derived colours, sorted by name, resolved from each node's effective tint.
    public var derived: [DerivedColor]
    /// The background tints are read against, per appearance (white and black unless the theme says).
    public var backgrounds: [Appearance: Color]
    /// The whole tint theme as read in each mode whose tokens give it other values than the base
    /// (light, normal contrast) does; a mode not here reads as the base.
    public var modeOverrides: [BrandMode: TintTheme] = [:]

    public init(
        defaultTints: [Appearance: [ContrastSetting: Color]], componentTints: [String: Color] = [:],
        componentBarTints: [String: Color] = [:], dimming: ColorDimming = ColorDimming(),
        derived: [DerivedColor] = [],
        backgrounds: [Appearance: Color] = [.light: .white, .dark: .black]
    ) {
        self.defaultTints = defaultTints
        self.componentTints = componentTints
        self.componentBarTints = componentBarTints
        self.dimming = dimming
        self.derived = derived
        self.backgrounds = backgrounds
    }

    /// The theme as it stands in `mode`: every value it names by token read in that mode.
    public func inMode(_ mode: BrandMode) -> TintTheme { modeOverrides[mode] ?? self }

    /// The background of an appearance.
    public func background(_ appearance: Appearance) -> Color { backgrounds[appearance] ?? (appearance == .light ? .white : .black) }

    /// The default tint of an environment; iOS's system blue when the theme leaves it out.
    public func defaultTint(_ appearance: Appearance, _ contrast: ContrastSetting) -> Color {
        defaultTints[appearance]?[contrast] ?? defaultTints[appearance]?[.normal] ?? Color(red8: 0, green8: 122, blue8: 255)
    }

    /// iOS's tint colours (system blue, iOS 7 to 18: #007AFF, dark #0A84FF, increased contrast
    /// #0040DD and #409CFF) with text-on-tint, pressed (0.08 darker in OKLCh, lighter in dark: away
    /// from the background), disabled and tinted-background colours (the tint 88 % of the way to
    /// the appearance's background, 80 % in dark).
    public static let ios = TintTheme(
        defaultTints: [
            .light: [.normal: Color(red8: 0, green8: 122, blue8: 255), .increased: Color(red8: 0, green8: 64, blue8: 221)],
            .dark: [.normal: Color(red8: 10, green8: 132, blue8: 255), .increased: Color(red8: 64, green8: 156, blue8: 255)],
        ],
        derived: [
            DerivedColor("disabled", .alpha(0.4)),
            DerivedColor("onTint", .contrastingText(candidates: [.white, .black], minimumRatio: Contrast.Level.textAA.rawValue)),
            DerivedColor("pressed", light: .lightness(delta: -0.08), dark: .lightness(delta: 0.08)),
            DerivedColor("tintedBackground", light: .mix(with: .background, amount: 0.88), dark: .mix(with: .background, amount: 0.66)),
        ]
    )
}
