import TintypeDocument
import TintypeTypography

/// Rows grouped by style, in the order the styles first occur: a rule whose cause is a style's one
/// value (its size, its tracking) reports once per style, naming every category it reaches.
struct StyleRuns: Sequence {
    private let groups: [(style: TextStyle, rows: [ResolvedTextStyle])]

    init(_ rows: [ResolvedTextStyle]) {
        var groups: [(style: TextStyle, rows: [ResolvedTextStyle])] = []
        for row in rows {
            if let index = groups.firstIndex(where: { $0.style == row.style }) {
                groups[index].rows.append(row)
            } else {
                groups.append((row.style, [row]))
            }
        }
        self.groups = groups
    }

    func makeIterator() -> IndexingIterator<[(style: TextStyle, rows: [ResolvedTextStyle])]> { groups.makeIterator() }

    /// `10 pt`, or `8–10 pt` for several values.
    static func range(_ values: [Double], unit: String) -> String {
        let low = values.min() ?? 0, high = values.max() ?? 0
        return low == high ? "\(high.plainText) \(unit)" : "\(low.plainText)–\(high.plainText) \(unit)"
    }
}
