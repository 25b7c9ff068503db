/// Light or dark appearance.
public enum Appearance: String, CaseIterable, Sendable { case light, dark }

/// Normal or increased contrast (Apple's Increase Contrast).
public enum ContrastSetting: String, CaseIterable, Sendable { case normal, increased }

/// A view's own adjustment mode (`UIView.TintAdjustmentMode`).
public enum TintMode: UInt8, CaseIterable, Sendable {
    case automatic, normal, dimmed

    public var name: String {
        switch self {
        case .automatic: "automatic"
        case .normal: "normal"
        case .dimmed: "dimmed"
        }
    }

    public init?(name: String) {
        guard let mode = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = mode
    }
}

/// A colour derived from a node's effective tint, resolved per node so a re-tinted subtree gets
/// matching derived colours.
public enum DerivedColorRule: Equatable, Sendable {
    /// The first candidate whose WCAG contrast with the tint reaches `minimumRatio`; when none does,
    /// the candidate with the highest contrast.
    case contrastingText(candidates: [Color], minimumRatio: Double)
    /// The tint mixed toward a colour by `amount` (0…1), in OKLab.
    case mix(with: Color, amount: Double)
    /// The tint with this alpha.
    case alpha(Double)
    /// The tint with its OKLCh lightness moved by `delta`, then gamut-mapped.
    case lightness(delta: Double)

    /// The derived colour for `tint`.
    public func apply(to tint: Color) -> Color {
        switch self {
        case .contrastingText(let candidates, let minimumRatio):
            if let first = candidates.first(where: { Contrast.wcagRatio($0, tint) >= minimumRatio }) { return first }
            return candidates.max { Contrast.wcagRatio($0, tint) < Contrast.wcagRatio($1, tint) } ?? tint
        case .mix(let target, let amount):
            let a = ColorSpaces.oklab(from: tint), b = ColorSpaces.oklab(from: target)
            let t = min(max(amount, 0), 1)
            return ColorSpaces.gamutMap(ColorSpaces.srgb(
                fromOKLab: a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t,
                alpha: tint.alpha + (target.alpha - tint.alpha) * t))
        case .alpha(let alpha):
            return Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: min(max(alpha, 0), 1))
        case .lightness(let delta):
            let lch = ColorSpaces.oklch(from: tint)
            return ColorSpaces.gamutMap(ColorSpaces.srgb(fromOKLCh: min(max(lch.0 + delta, 0), 1), lch.1, lch.2, alpha: tint.alpha))
        }
    }
}

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
