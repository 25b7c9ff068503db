import TintypeDocument

/// Where each content-size category sits on a platform's continuous text scale (the browser's root
/// font size, Flutter's `TextScaler`): at the ratio of the reference style's size at that category
/// to its size at `large`. The reference style is `body` when the theme has it; else, among the styles
/// whose name starts with "body" (all styles when none does), the one whose size at `large` is
/// nearest 16 pt (Material's `bodyLarge`), the first in the theme's order on a tie.
///
/// Categories whose ratios are equal share one anchor, taken by the category nearest `large` (a
/// theme that never goes below `large` has one anchor for xSmall through large). The web format
/// interpolates between anchors; the Flutter format picks the nearest.
public struct CategoryAnchors: Sendable {
    /// One anchor: the category and its size ratio to `large`.
    public struct Anchor: Sendable {
        public var category: ContentSizeCategory
        public var ratio: Double
    }

    /// The style whose sizes place the categories.
    public var referenceStyle: TextStyle
    /// Anchors with distinct ratios, in increasing ratio.
    public var anchors: [Anchor]

    /// Nil when the theme has no style with a size at every category.
    public init?(_ compiled: CompiledTheme) {
        let rows = compiled.standardRows
        func sizes(_ style: TextStyle) -> [Double]? {
            let found = ContentSizeCategory.allCases.compactMap { rows.row(style, $0, emphasized: false)?.row.size }
            return found.count == ContentSizeCategory.allCases.count && found[ContentSizeCategory.large.rawValue] > 0 ? found : nil
        }
        let complete = compiled.typefaces.map(\.style).filter { sizes($0) != nil }
        let bodies = complete.filter { $0.rawValue.lowercased().hasPrefix("body") }
        let candidates = bodies.isEmpty ? complete : bodies
        guard let reference = candidates.first(where: { $0 == .body })
                ?? candidates.min(by: { abs((sizes($0)?[ContentSizeCategory.large.rawValue] ?? 0) - 16)
                                        < abs((sizes($1)?[ContentSizeCategory.large.rawValue] ?? 0) - 16) }),
              let size = sizes(reference) else { return nil }
        referenceStyle = reference
        let large = size[ContentSizeCategory.large.rawValue]
        var byRatio: [Double: ContentSizeCategory] = [:]
        for category in ContentSizeCategory.allCases {
            let ratio = size[category.rawValue] / large
            let distance = abs(category.rawValue - ContentSizeCategory.large.rawValue)
            if let other = byRatio[ratio], abs(other.rawValue - ContentSizeCategory.large.rawValue) <= distance { continue }
            byRatio[ratio] = category
        }
        anchors = byRatio.map { Anchor(category: $0.value, ratio: $0.key) }.sorted { $0.ratio < $1.ratio }
    }

    /// The category whose ratio is nearest `scale` (the larger one on a tie).
    public func nearest(to scale: Double) -> ContentSizeCategory {
        var best = anchors[0]
        for anchor in anchors where abs(anchor.ratio - scale) <= abs(best.ratio - scale) { best = anchor }
        return best.category
    }
}
