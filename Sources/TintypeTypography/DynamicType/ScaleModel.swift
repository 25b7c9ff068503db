import TintypeDocument

/// How a text style's size follows the content-size category.
///
/// In a theme: `{"model": "apple"}`, `{"model": "table"}` (the style gives a `table`), `{"model":
/// "relative", "to": "body"}`, `{"model": "metrics", "style": "body"}` (a style's `scalesLike`),
/// `{"model": "android", "fontScales": {"AX1": 1.5, …}}` (scales optional), `{"model": "linear",
/// "factors": {"xSmall": 0.82, …}}` (all 12).
public enum ScaleModel: Equatable, Sendable {
    /// Apple's iOS table, built in, for Apple's eleven styles.
    case apple
    /// The style's own table: a size (and optionally a leading and weight) per category.
    case table
    /// The style's size at `large`, scaled along another style's curve (see `TypeScale.scaledValue`).
    case relative(to: TextStyle)
    /// The style's size (and line height) at `large`, scaled as `UIFontMetrics(forTextStyle:)`
    /// scales a custom font: by one of Apple's eleven styles' size at the category over its size at
    /// `large`, in Apple's table whatever the theme's own styles are. Sizes are not rounded.
    case metrics(of: TextStyle)
    /// Android 14's non-linear font scaling, with a font scale per category.
    case android(fontScales: [ContentSizeCategory: Double])
    /// One factor per category.
    case linear(factors: [ContentSizeCategory: Double])

    /// The model without its data, named as themes spell it.
    public enum Kind: String, CaseIterable, Sendable { case apple, table, relative, metrics, android, linear }

    public var kind: Kind {
        switch self {
        case .apple: .apple
        case .table: .table
        case .relative: .relative
        case .metrics: .metrics
        case .android: .android
        case .linear: .linear
        }
    }

    /// The model's name as themes spell it.
    public var name: String { kind.rawValue }
}
