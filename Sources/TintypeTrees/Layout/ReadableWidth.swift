import TintypeDocument
import TintypeTypography

/// The readable content guide's widest width at each content-size category. Apple publishes only
/// 672 pt at the default size; Tintype scales it along the body style's curve, as
/// `UIFontMetrics(forTextStyle: .body).scaledValue(for: 672)` would (Docs/Layout.md).
public enum ReadableWidth {
    /// The readable width at `large`.
    public static let atDefaultSize = 672.0

    /// The widths at the 12 categories for a theme's type scale: 672 pt times the body style's size
    /// at the category over its size at `large`. Nil when the scale has no `body` style.
    public static func widths(for scale: TypeScale) -> [Double]? {
        guard let body = scale.style(named: .body) else { return nil }
        return ContentSizeCategory.allCases.map { scale.scaledValue(atDefaultSize, for: body, at: $0) }
    }

    /// The widths for Apple's own table (body 14 pt at xSmall … 53 pt at AX5, 17 pt at large).
    public static let apple: [Double] = {
        let sizes = ContentSizeCategory.allCases.map { AppleDynamicTypeTable.cell(.body, $0)?.size ?? 17 }
        return sizes.map { atDefaultSize * $0 / 17 }
    }()
}
