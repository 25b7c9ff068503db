import TintypeDocument
import TintypeTypography

/// Where a component's text stops fitting: on iOS, the first content-size category whose line
/// height (the compiled table's) with the padding passes the box; on Android, the first font scale
/// of the system's steps (1.0 … 2.0) at which Android 14's converter makes the style's `large` line
/// height (in sp) pass it. And what would fix it.
public struct ComponentFit: Sendable {
    /// Android's font-scale steps from its default up (Settings › Font size, Android 14).
    public static let androidScales: [Double] = [1.0, 1.15, 1.3, 1.5, 1.8, 2.0]

    public var component: TextComponent
    public var style: TextStyle
    /// The height needed at every category the style has (with its size there), and at every
    /// Android step: what the check judges and the previews draw.
    public var needs: [(category: ContentSizeCategory, size: Double, need: Double)]
    public var androidNeeds: [(scale: Double, need: Double)]

    /// The first category that no longer fits, with the height it needs; nil when every one fits.
    public var iOS: (category: ContentSizeCategory, need: Double)? {
        needs.first { clips($0.need) }.map { ($0.category, $0.need) }
    }
    /// The largest category before the first that clips, with the style's size there: the cap
    /// that keeps the text in.
    public var lastFitting: (category: ContentSizeCategory, size: Double)? {
        needs.prefix { !clips($0.need) }.last.map { ($0.category, $0.size) }
    }
    /// The height the text needs at the largest category (AX5, or the style's largest).
    public var largestNeed: Double { needs.last?.need ?? 0 }
    /// The first Android font scale that no longer fits, with the height in dp it needs.
    public var android: (scale: Double, need: Double)? { androidNeeds.first { clips($0.need) } }
    /// The height the text needs at font scale 2.0.
    public var androidLargestNeed: Double { androidNeeds.last?.need ?? 0 }

    /// The height needed at `category`; nil where the style has no row there.
    public func need(at category: ContentSizeCategory) -> Double? {
        needs.first { $0.category == category }?.need
    }

    /// Whether a height passes the box.
    public func clips(_ need: Double) -> Bool { need > component.limit + 1e-9 }

    /// Each of the component's styles, judged; a style the theme lacks is left out (the reader
    /// refuses a component that names one).
    public static func of(_ component: TextComponent, in compiled: CompiledTheme) -> [ComponentFit] {
        let rows = compiled.standardRows
        return component.styles.compactMap { style in
            let cells = ContentSizeCategory.allCases.compactMap { category in rows.row(style, category, emphasized: false).map { (category, $0.row) } }
            guard let large = cells.first(where: { $0.0 == .large })?.1 else { return nil }
            return ComponentFit(
                component: component, style: style,
                needs: cells.map { ($0.0, $0.1.size, component.need(lineHeight: $0.1.lineHeight)) },
                androidNeeds: androidScales.map { scale in
                    (scale, component.need(lineHeight: AndroidFontScaling.convertLineHeight(large.lineHeight, textSize: large.size, fontScale: scale)))
                })
        }
    }
}
