import TintypeDocument

extension CompiledTheme {
    /// The rows a format writes (standard leading; tight and loose are JSON's and DTCG's only),
    /// indexed once by style, category and emphasis.
    public var standardRows: StandardRows { StandardRows(styles) }

    /// Whether the styles have UIKit's emphasized variant: a theme that says `emphasized: false`
    /// has no emphasized row, and the formats write no emphasized API.
    public var hasEmphasizedRows: Bool { styles.contains { $0.row.emphasized } }

    /// Each style's standard-leading rows by category and emphasis: a lookup is an index, not a
    /// search through every row (formats look up each style at each category).
    public struct StandardRows: Sendable {
        private let styles: [StyleRow]
        /// Per style, the index in `styles` of each category's regular and emphasized row, or -1.
        private var slots: [TextStyle: [Int]] = [:]

        init(_ styles: [StyleRow]) {
            self.styles = styles
            let width = ContentSizeCategory.allCases.count * 2
            // A style's rows follow one another: its slots are filled in a local array and stored
            // when the style changes (a style seen before resumes its slots).
            var style: TextStyle?
            var current: [Int] = []
            func store() {
                guard let style else { return }
                slots[style] = current
            }
            styles.withUnsafeBufferPointer { rows in
                // A buffer's elements are read in place: `rows[index].row.style` copies one member.
                for index in rows.indices where rows[index].row.leading == .standard {
                    if rows[index].row.style != style {
                        store()
                        style = rows[index].row.style
                        current = style.flatMap { slots[$0] } ?? Array(repeating: -1, count: width)
                    }
                    let slot = rows[index].row.category.rawValue * 2 + (rows[index].row.emphasized ? 1 : 0)
                    // The first such row counts, as in the table's order.
                    if current[slot] < 0 { current[slot] = index }
                }
            }
            store()
        }

        /// The row of `style` at `category`, regular or emphasized, or nil when the theme has none.
        public func row(_ style: TextStyle, _ category: ContentSizeCategory, emphasized: Bool) -> StyleRow? {
            guard let index = slots[style]?[category.rawValue * 2 + (emphasized ? 1 : 0)], index >= 0 else { return nil }
            return styles[index]
        }
    }
}
