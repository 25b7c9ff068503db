import TintypeDocument

/// Which rows of a theme's table to resolve: some styles, some categories, or all. The resolver
/// loads the fonts and computes the cells of the selected rows only, so `styles --category AX3`
/// costs a twelfth of the table rather than the whole table and a filter.
public struct RowSelection: Sendable {
    /// The styles to resolve; nil for every style of the theme.
    public var styles: Set<TextStyle>?
    /// The categories to resolve; nil for all twelve.
    public var categories: Set<ContentSizeCategory>?

    public init(styles: Set<TextStyle>? = nil, categories: Set<ContentSizeCategory>? = nil) {
        self.styles = styles
        self.categories = categories
    }

    /// Every row.
    public static let all = RowSelection()

    /// Whether rows of `style` are selected.
    public func contains(_ style: TextStyle) -> Bool { styles?.contains(style) ?? true }

    /// The selected categories in order, smallest first.
    package var orderedCategories: [ContentSizeCategory] {
        guard let categories else { return ContentSizeCategory.allCases }
        return ContentSizeCategory.allCases.filter(categories.contains)
    }

    /// The styles named that `spec` does not have, sorted by name; empty when all exist.
    public func unknownStyles(in spec: TypographySpec) -> [TextStyle] {
        let known = Set(spec.styles.map(\.name))
        return (styles ?? []).filter { !known.contains($0) }.sorted { $0.rawValue < $1.rawValue }
    }
}
