import TintypeDocument
import TintypeTypography

/// `typography.lines-collide`: the ink of the theme's lint sample overlaps between lines. One
/// finding per cause, the line-height value that gives the rows (a style's own, or the theme's
/// policy for every style that has none), naming the styles, categories, leadings and weights it
/// reaches, the range of overlaps and the worst row. A loose line box is taller than the standard
/// one, so it is not judged.
enum LinesCollideRule: CheckRule {
    static let id = "typography.lines-collide"
    static let aliases = ["typography.line-box-clips"]
    static let summary = "the ink of the theme's lint sample (Basic Latin unless lint.sample says latin1) overlaps between lines"

    /// The rows one line-height value makes collide.
    private struct Cause {
        var place: Diagnostic.Place
        var written: Bool
        var styles: [TextStyle] = []
        var categories: Set<ContentSizeCategory> = []
        var leadings: Set<ResolvedTextStyle.Leading> = []
        var weights: Set<Int> = []
        var boldWeights: Set<Int> = []
        var overlaps: [Double] = []
        /// The row with the most overlap: its line box and its warning.
        var worst: (overlap: Double, row: ResolvedTextStyle, warning: LayoutWarning)
    }

    static func findings(_ context: CheckContext) -> [Diagnostic] {
        var causes: [Cause] = []
        for (row, isBold) in context.rows where row.leading != .loose {
            for warning in row.layoutWarnings {
                guard case .linesCollide(let lineHeight, let top, let bottom, _, _) = warning else { continue }
                let overlap = top - bottom - lineHeight
                let value = context.theme.writtenLineHeight(of: row.style)
                var index = causes.firstIndex { $0.place == value.place && $0.written == value.written }
                if index == nil {
                    causes.append(Cause(place: value.place, written: value.written, worst: (overlap, row, warning)))
                    index = causes.count - 1
                }
                guard let index else { continue }
                if !causes[index].styles.contains(row.style) { causes[index].styles.append(row.style) }
                causes[index].categories.insert(row.category)
                causes[index].leadings.insert(row.leading)
                if isBold { causes[index].boldWeights.insert(row.weight.value) } else { causes[index].weights.insert(row.weight.value) }
                causes[index].overlaps.append(overlap)
                if overlap > causes[index].worst.overlap { causes[index].worst = (overlap, row, warning) }
            }
        }
        return causes.map { cause in
            let worst = cause.worst
            let needed = worst.row.lineHeight + worst.overlap
            return context.finding(
                Self.self, .failure, message(cause), at: cause.place, written: cause.written,
                fix: "raise the line height so that each line holds its ink (\(worst.row.style) at \(worst.row.category.name) needs "
                    + "\(rounded4(needed).plainText) pt, \(rounded4(needed / worst.row.size).plainText)× its size) through "
                    + "\(cause.styles.count == 1 ? "\(worst.row.style)'s \"lineHeight\" or " : "")the theme's lineHeight policy, "
                    + "or use a font whose ink fits",
                style: cause.styles.count == 1 ? cause.styles.first : nil, categories: Array(cause.categories))
        }
    }

    /// `body, title1 at every category, standard and tight leading, weights 400, 600 (Bold Text
    /// 600): lines collide by 0.5–3 pt; the worst, body at AX5, tight leading: …`
    private static func message(_ cause: Cause) -> String {
        let leadings = [ResolvedTextStyle.Leading.standard, .tight].filter(cause.leadings.contains).map(\.rawValue).joined(separator: " and ")
        let weights = cause.weights.sorted().map(String.init).joined(separator: ", ")
        let bold = cause.boldWeights.sorted().map(String.init).joined(separator: ", ")
        var variants = cause.weights.isEmpty ? "" : (cause.weights.count == 1 ? "weight " : "weights ") + weights
        if !bold.isEmpty { variants += (variants.isEmpty ? "" : " ") + "(Bold Text \(bold))" }
        let low = cause.overlaps.min() ?? 0, high = cause.overlaps.max() ?? 0
        let range = rounded4(low) == rounded4(high) ? "\(rounded4(high).plainText) pt" : "\(rounded4(low).plainText)–\(rounded4(high).plainText) pt"
        let rows = cause.overlaps.count
        let head = "\(cause.styles.map(\.rawValue).joined(separator: ", ")) at \(CategoryList.text(cause.categories)), "
            + "\(leadings) leading\(variants.isEmpty ? "" : ", " + variants)"
        guard rows > 1 else { return "\(head): \(cause.worst.warning)" }
        let worst = cause.worst.row
        return "\(head): lines collide in \(rows) rows, by \(range); the worst, \(worst.style) at \(worst.category.name), "
            + "\(worst.leading.rawValue) leading: \(cause.worst.warning)"
    }
}
