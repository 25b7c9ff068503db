extension CompiledTheme {
    /// The rows a format writes (standard leading; tight and loose are JSON's and DTCG's only),
    /// indexed once by style, category and emphasis.
    public var standardRows: StandardRows { StandardRows(styles) }

    /// Each style's standard-leading rows by category and emphasis: a lookup is an index, not a
    /// search through every row (formats look up each style at each category).
    public struct StandardRows: Sendable {
        private let styles: [StyleRow]
        /// Per style, the index in `styles` of each category's regular and emphasized row, or -1.
        private var slots: [TextStyle: [Int]] = [:]

        init(_ styles: [StyleRow]) {
            self.styles = styles
            let width = ContentSizeCategory.allCases.count * 2
            for (index, entry) in styles.enumerated() where entry.row.leading == .standard {
                let slot = entry.row.category.rawValue * 2 + (entry.row.emphasized ? 1 : 0)
                // The first such row counts, as in the table's order.
                if slots[entry.row.style]?[slot] ?? -1 < 0 { slots[entry.row.style, default: Array(repeating: -1, count: width)][slot] = index }
            }
        }

        /// The row of `style` at `category`, regular or emphasized, or nil when the theme has none.
        public func row(_ style: TextStyle, _ category: ContentSizeCategory, emphasized: Bool) -> StyleRow? {
            guard let index = slots[style]?[category.rawValue * 2 + (emphasized ? 1 : 0)], index >= 0 else { return nil }
            return styles[index]
        }
    }
}
