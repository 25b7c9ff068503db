extension CompiledTheme {
    /// The row of `style` at `category` with standard leading, regular or emphasized: the row a
    /// format writes for a style (tight and loose leading are JSON's and DTCG's only).
    public func standardRow(_ style: TextStyle, _ category: ContentSizeCategory, emphasized: Bool) -> StyleRow? {
        styles.first {
            $0.row.style == style && $0.row.category == category && $0.row.emphasized == emphasized && $0.row.leading == .standard
        }
    }
}
