import TintypeCompiledTheme
import TintypeDocument
import TintypeTypography

/// A compiled theme's tight and loose rows, looked up by the standard row they go with: the line
/// heights the Swift's `Metrics` and the template context carry beside the standard one.
package struct LeadingRows {
    private var rows: [String: CompiledTheme.StyleRow] = [:]

    package init(_ compiled: CompiledTheme) {
        for entry in compiled.styles where entry.row.leading != .standard {
            let key = Self.key(entry.row, entry.row.leading)
            if rows[key] == nil { rows[key] = entry }
        }
    }

    private static func key(_ row: ResolvedTextStyle, _ leading: ResolvedTextStyle.Leading) -> String {
        "\(row.style.rawValue)|\(row.category.rawValue)|\(row.emphasized)|\(leading.rawValue)"
    }

    /// The line height of `standard`'s row at `leading`, with Bold Text off or on; nil where the
    /// theme has no such row.
    package func lineHeight(of standard: ResolvedTextStyle, _ leading: ResolvedTextStyle.Leading, boldText: Bool) -> Double? {
        guard let entry = rows[Self.key(standard, leading)] else { return nil }
        return (boldText ? entry.boldText ?? entry.row : entry.row).lineHeight
    }
}
