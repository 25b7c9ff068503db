/// One of the four modes a brand's tokens and a theme's tints may differ in: appearance × contrast.
/// Light at normal contrast is the base every token has; the others hold a value only where it
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

    /// The mode a platform shows where a theme gives nothing for this one: dark with increased
    /// contrast falls back to dark, the others to the base (iOS's asset catalogs and Android's
    /// resource qualifiers choose the same way). nil for the base.
    public var fallback: BrandMode? {
        switch (appearance, contrast) {
        case (.light, .normal): nil
        case (.dark, .increased): BrandMode(.dark, .normal)
        default: .base
        }
    }

    public init?(key: String) {
        guard let mode = Self.all.first(where: { $0.key == key }) else { return nil }
        self = mode
    }

    public static func < (lhs: BrandMode, rhs: BrandMode) -> Bool {
        (all.firstIndex(of: lhs) ?? 0) < (all.firstIndex(of: rhs) ?? 0)
    }
}
