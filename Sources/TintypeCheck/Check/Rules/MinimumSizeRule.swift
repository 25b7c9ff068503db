import TintypeDocument
import TintypeTypography

/// `typography.minimum-size`: a style's standard regular rows below the size floor
/// (`--minimum-size`). One finding per style, naming the categories and the range of sizes.
package enum MinimumSizeRule: CheckRule {
    package static let id = "typography.minimum-size"
    package static let summary = "a style at any category below the size floor, 11 pt unless --minimum-size says"
    /// The size floor.
    package static let floor = CheckThreshold(key: "minimum-size", kind: .number(default: 11), range: 0...200,
                                              help: "The smallest point size any style may reach.")
    package static let thresholds = [floor]

    package static func findings(_ context: CheckContext) -> [Diagnostic] {
        let floor = context.thresholds[Self.floor]
        return context.standardRuns { $0.size < floor }.map { style, rows in
            let value = context.theme.writtenSize(of: style)
            let sizes = StyleRuns.range(rows.map(\.size), unit: "pt")
            return context.finding(Self.self, .failure, "\(style) at \(CategoryList.text(rows.map(\.category))) is \(sizes), below the floor "
                + "of \(floor.plainText) pt", at: value.place, written: value.written,
                fix: "set \"minimumPointSize\": \(floor.plainText) on \(style)", style: style, categories: rows.map(\.category))
        }
    }
}
