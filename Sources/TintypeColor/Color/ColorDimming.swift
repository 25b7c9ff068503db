/// How a tint is dimmed when its node's effective mode is `dimmed`.
///
/// Tintype's default (its own decision; UIKit documents only "a desaturated, dimmed version"):
/// the grey of the same WCAG relative luminance, alpha kept. It is achromatic, deterministic and
/// idempotent: an achromatic colour is already its own dimmed form. A theme may choose a fixed
/// colour, a mix toward a colour, and explicit dimmed colours per tint.
public struct ColorDimming: Equatable, Sendable {
    public enum Rule: Equatable, Sendable {
        /// The grey with the colour's relative luminance.
        case luminanceGrey
        /// Always this colour (alpha taken from the tint).
        case fixed(Color)
        /// The tint mixed toward a colour by `amount` (0…1) in sRGB.
        case mix(toward: Color, amount: Double)

        /// The rule without its data, named as themes spell it (`{"rule": …}`).
        public enum Kind: String, CaseIterable, Sendable { case luminanceGrey, fixed, mix }

        public var kind: Kind {
            switch self {
            case .luminanceGrey: .luminanceGrey
            case .fixed: .fixed
            case .mix: .mix
            }
        }
    }

    public var rule: Rule
    /// Explicit dimmed colours, keyed by the tint's `rgba8`.
    public var explicit: [UInt32: Color]

    public init(rule: Rule = .luminanceGrey, explicit: [UInt32: Color] = [:]) {
        self.rule = rule
        self.explicit = explicit
    }

    /// The dimmed form of `color`.
    public func dim(_ color: Color) -> Color {
        if let given = explicit[color.rgba8] { return given }
        switch rule {
        case .luminanceGrey:
            if color.red == color.green && color.green == color.blue { return color }
            let grey = Color.encode(Contrast.luminance(color))
            return Color(red: grey, green: grey, blue: grey, alpha: color.alpha)
        case .fixed(let fixed):
            return Color(red: fixed.red, green: fixed.green, blue: fixed.blue, alpha: color.alpha)
        case .mix(let target, let amount):
            let t = min(max(amount, 0), 1)
            return Color(red: color.red + (target.red - color.red) * t, green: color.green + (target.green - color.green) * t,
                         blue: color.blue + (target.blue - color.blue) * t, alpha: color.alpha)
        }
    }
}
