import TintypeColor

/// One of the four modes a brand's tokens may differ in, as the tints do: appearance × contrast.
/// Light at normal contrast is the base every token has; the others hold a token only where it
/// differs there.
public struct BrandMode: Hashable, Comparable, Sendable {
    public var appearance: Appearance
    public var contrast: ContrastSetting

    public init(_ appearance: Appearance, _ contrast: ContrastSetting) {
        self.appearance = appearance
        self.contrast = contrast
    }

    public static let base = BrandMode(.light, .normal)
    /// The base, then dark, then each at increased contrast.
    public static let all = [base, BrandMode(.dark, .normal), BrandMode(.light, .increased), BrandMode(.dark, .increased)]
    /// The modes besides the base, by the key a theme's `tokens.modes` and the compiled theme name them.
    public static let others = Array(all.dropFirst())

    /// `dark`, `lightIncreased`, `darkIncreased`; `light` for the base.
    public var key: String {
        appearance.rawValue + (contrast == .increased ? "Increased" : "")
    }

    public init?(key: String) {
        guard let mode = Self.all.first(where: { $0.key == key }) else { return nil }
        self = mode
    }

    public static func < (lhs: BrandMode, rhs: BrandMode) -> Bool {
        (all.firstIndex(of: lhs) ?? 0) < (all.firstIndex(of: rhs) ?? 0)
    }
}
