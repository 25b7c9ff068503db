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
