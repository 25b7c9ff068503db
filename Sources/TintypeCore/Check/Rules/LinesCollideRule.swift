/// `typography.lines-collide`: the ink of the theme's lint sample overlaps between lines. One
/// finding per style, category and leading: the worst over its weights and Bold Text, which share
/// the line box. A loose line box is taller than the standard one, so it is not judged.
struct LinesCollideRule: CheckRule {
    static let id = "typography.lines-collide"
    static let aliases = ["typography.line-box-clips"]
    static let summary = "the ink of the theme's lint sample overlaps between lines"

    func findings(_ context: CheckContext) -> [Diagnostic] {
        var worst: [String: (overlap: Double, finding: Diagnostic)] = [:]
        for (row, isBold) in context.rows where row.leading != .loose {
            let lineBox = "\(row.style) at \(row.category.name), \(row.leading.rawValue) leading"
            let variant = "weight \(row.weight.value)\(isBold ? " with Bold Text" : "")"
            for warning in row.layoutWarnings {
                guard case .linesCollide(let lineHeight, let top, let bottom, _, _) = warning else { continue }
                let overlap = top - bottom - lineHeight
                if let known = worst[lineBox], known.overlap >= overlap { continue }
                let value = context.lineHeight(of: row.style)
                worst[lineBox] = (overlap, context.finding(
                    Self.self, .failure, "\(lineBox), \(variant): \(warning)", at: value.place, written: value.written,
                    fix: "raise \(row.style)'s line height to at least \((top - bottom).plainText) pt (its \"lineHeight\", "
                        + "or the theme's lineHeight policy), or use a font whose ink fits",
                    style: row.style, categories: [row.category]))
            }
        }
        return worst.values.map(\.finding)
    }
}
