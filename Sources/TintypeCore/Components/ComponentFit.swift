/// Where a component's text stops fitting: on iOS, the first content-size category whose line
/// height (the compiled table's) with the padding passes the box; on Android, the first font scale
/// of the system's steps (1.0 … 2.0) at which Android 14's converter makes the style's `large` line
/// height (in sp) pass it. And what would fix it.
public struct ComponentFit: Equatable, Sendable {
    /// Android's font-scale steps from its default up (Settings › Font size, Android 14).
    public static let androidScales: [Double] = [1.0, 1.15, 1.3, 1.5, 1.8, 2.0]

    public var component: TextComponent
    public var style: TextStyle
    /// The first category that no longer fits, with the height it needs; nil when every one fits.
    public var iOS: (category: ContentSizeCategory, need: Double)?
    /// The largest category that fits, with the style's size there: the cap that keeps the text in.
    public var lastFitting: (category: ContentSizeCategory, size: Double)?
    /// The height the text needs at the largest category (AX5, or the style's largest).
    public var largestNeed: Double
    /// The first Android font scale that no longer fits, with the height in dp it needs.
    public var android: (scale: Double, need: Double)?
    /// The height the text needs at font scale 2.0.
    public var androidLargestNeed: Double
    /// The height needed at every category the style has, and at every Android step: what the
    /// preview draws.
    public var needs: [(category: ContentSizeCategory, need: Double)] = []
    public var androidNeeds: [(scale: Double, need: Double)] = []

    public static func == (lhs: ComponentFit, rhs: ComponentFit) -> Bool {
        lhs.component == rhs.component && lhs.style == rhs.style && lhs.iOS?.category == rhs.iOS?.category && lhs.iOS?.need == rhs.iOS?.need
            && lhs.android?.scale == rhs.android?.scale && lhs.android?.need == rhs.android?.need
    }

    /// Each of the component's styles, judged; a style the theme lacks is left out (the reader
    /// refuses a component that names one).
    public static func of(_ component: TextComponent, in compiled: CompiledTheme) -> [ComponentFit] {
        let rows = compiled.standardRows
        return component.styles.compactMap { style in
            let cells = ContentSizeCategory.allCases.compactMap { category in rows.row(style, category, emphasized: false).map { (category, $0.row) } }
            guard let large = cells.first(where: { $0.0 == .large })?.1, let largest = cells.last else { return nil }
            var fit = ComponentFit(component: component, style: style, iOS: nil, lastFitting: nil, largestNeed: component.need(lineHeight: largest.1.lineHeight),
                                   android: nil, androidLargestNeed: 0)
            for (category, row) in cells {
                let need = component.need(lineHeight: row.lineHeight)
                fit.needs.append((category, need))
                if need > component.limit + 1e-9 {
                    if fit.iOS == nil { fit.iOS = (category, need) }
                } else if fit.iOS == nil {
                    fit.lastFitting = (category, row.size)
                }
            }
            for scale in androidScales {
                let need = component.need(lineHeight: AndroidFontScaling.convert(large.lineHeight, fontScale: scale))
                fit.androidNeeds.append((scale, need))
                if need > component.limit + 1e-9, fit.android == nil { fit.android = (scale, need) }
                fit.androidLargestNeed = need
            }
            return fit
        }
    }
}
