import TintypeTypography

/// What the `css` format's text styles follow as the root font size (1rem) changes: iOS's
/// content-size categories (each category anchored where body's size ratio puts the root size), or
/// Android 14's font scale (each style on AOSP's `FontScaleConverter` curve at font scale = root ÷
/// 16 px), for pages whose 1rem follows the system's text size (`<meta name="text-scale">`).
public enum CSSTextScale: String, CaseIterable, Sendable {
    case categories
    case android

    /// The Android font scales the sheet anchors at: Android's smallest step, 1.0, and AOSP's five
    /// tables; between them a style's size is linear in the font scale, as the converter's is.
    static let androidScales: [Double] = [0.85, 1] + AndroidFontScaling.tables.map(\.scale)
}
