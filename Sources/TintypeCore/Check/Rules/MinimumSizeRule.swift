/// `typography.minimum-size`: a style's standard regular row below the size floor (`--minimum-size`).
struct MinimumSizeRule: CheckRule {
    static let id = "typography.minimum-size"
    static let summary = "a style at any category below the size floor, 11 pt unless --minimum-size says"

    func findings(_ context: CheckContext) -> [Diagnostic] {
        let floor = context.thresholds.minimumSize
        return context.rows.filter { $0.row.leading == .standard && !$0.row.emphasized && !$0.boldText && $0.row.size < floor }.map { row, _ in
            let value = context.theme.writtenSize(of: row.style)
            return context.finding(Self.self, .failure, "\(row.style) at \(row.category.name) is \(row.size.plainText) pt, below the floor "
                + "of \(floor.plainText) pt", at: value.place, written: value.written,
                fix: "set \"minimumPointSize\": \(floor.plainText) on \(row.style)", style: row.style, categories: [row.category])
        }
    }
}
