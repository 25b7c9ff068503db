import TintypeColor

/// A colour derived from a node's effective tint, resolved per node so a re-tinted subtree gets
/// matching derived colours.
public enum DerivedColorRule: Equatable, Sendable {
    /// The first candidate whose WCAG contrast with the tint reaches `minimumRatio`; when none does,
    /// the candidate with the highest contrast.
    case contrastingText(candidates: [Color], minimumRatio: Double)
    /// The tint mixed toward a colour, or the appearance's background, by `amount` (0…1), in OKLab.
    case mix(with: MixTarget, amount: Double)
    /// The tint with this alpha.
    case alpha(Double)
    /// The tint with its OKLCh lightness moved by `delta`, then gamut-mapped.
    case lightness(delta: Double)

    /// What a `mix` rule mixes the tint toward.
    public enum MixTarget: Equatable, Sendable {
        case color(Color)
        /// The background of the appearance the colour is resolved for (`"color": "background"`),
        /// so a tinted surface stays on its background's side in light and dark.
        case background
    }

    /// How a theme names the background as a mix target: `"color": "background"`.
    public static let backgroundKeyword = "background"

    /// The rule without its data, named as themes spell it (`{"rule": …}`).
    public enum Kind: String, CaseIterable, Sendable { case contrastingText, mix, alpha, lightness }

    public var kind: Kind {
        switch self {
        case .contrastingText: .contrastingText
        case .mix: .mix
        case .alpha: .alpha
        case .lightness: .lightness
        }
    }

    /// The derived colour for `tint` in an appearance whose background is `background`.
    public func apply(to tint: Color, background: Color) -> Color {
        switch self {
        case .contrastingText(let candidates, let minimumRatio):
            if let first = candidates.first(where: { Contrast.wcagRatio($0, tint) >= minimumRatio }) { return first }
            return candidates.max { Contrast.wcagRatio($0, tint) < Contrast.wcagRatio($1, tint) } ?? tint
        case .mix(let mixTarget, let amount):
            let target: Color
            switch mixTarget {
            case .color(let color): target = color
            case .background: target = background
            }
            // As CSS color-mix() interpolates: premultiplied by alpha, so a translucent target
            // pulls the hue less than an opaque one.
            let a = ColorSpaces.oklab(from: tint), b = ColorSpaces.oklab(from: target)
            let t = min(max(amount, 0), 1)
            let alpha = tint.alpha + (target.alpha - tint.alpha) * t
            func mixed(_ x: Double, _ y: Double) -> Double {
                alpha > 0 ? (x * tint.alpha + (y * target.alpha - x * tint.alpha) * t) / alpha : x + (y - x) * t
            }
            return ColorSpaces.gamutMap(ColorSpaces.srgb(fromOKLab: mixed(a.0, b.0), mixed(a.1, b.1), mixed(a.2, b.2), alpha: alpha))
        case .alpha(let alpha):
            return Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: min(max(alpha, 0), 1))
        case .lightness(let delta):
            let lch = ColorSpaces.oklch(from: tint)
            return ColorSpaces.gamutMap(ColorSpaces.srgb(fromOKLCh: min(max(lch.0 + delta, 0), 1), lch.1, lch.2, alpha: tint.alpha))
        }
    }
}
