import TintypeDocument
import TintypeTypography
import TintypeCompiledTheme

/// How far a style grows from `large` to its largest category: what WCAG 1.4.4 (text that can
/// reach 200 %) and a runaway custom style are judged by. `check --json` lists it for every style.
public struct StyleGrowth: Equatable, Sendable {
    public var style: TextStyle
    /// Points at `large`.
    public var large: Double
    /// Points at the largest category, and which.
    public var largest: Double
    public var category: ContentSizeCategory
    /// `largest ÷ large`.
    public var ratio: Double { largest / large }

    /// The largest size in Apple's own table (largeTitle at AX5): no Apple style grows past it.
    public static let appleLargest = AppleDynamicTypeTable.cells.values.flatMap { $0.map(\.size) }.max() ?? 0

    /// Each style's growth, in the theme's order, from its standard regular rows.
    public static func of(_ compiled: CompiledTheme) -> [StyleGrowth] {
        var growth: [StyleGrowth] = []
        var index: [TextStyle: Int] = [:]
        for entry in compiled.styles where entry.row.leading == .standard && !entry.row.emphasized {
            let row = entry.row
            if index[row.style] == nil {
                index[row.style] = growth.count
                growth.append(StyleGrowth(style: row.style, large: 0, largest: 0, category: row.category))
            }
            guard let at = index[row.style] else { continue }
            if row.category == .large { growth[at].large = row.size }
            if row.size > growth[at].largest || (row.size == growth[at].largest && row.category > growth[at].category) {
                growth[at].largest = row.size
                growth[at].category = row.category
            }
        }
        return growth.filter { $0.large > 0 }
    }

    package var jsonValue: JSONValue {
        .members([("category", .string(category.name)), ("large", .number(large)), ("largest", .number(largest)),
                  ("ratio", .number((ratio * 1000).rounded() / 1000)), ("style", .string(style.rawValue))])
    }
}
