import TintypeDocument
import TintypeTypography

/// `typography.tracking-range`: a style's standard regular rows tracking beyond ± the largest sane
/// magnitude (0.1 em). One finding per style, naming the categories and the range of tracking.
struct TrackingRangeRule: CheckRule {
    static let id = "typography.tracking-range"
    static let summary = "tracking beyond ±0.1 em at any category"

    func findings(_ context: CheckContext) -> [Diagnostic] {
        let limit = context.thresholds.maximumTrackingEm
        let wide = context.rows.filter { $0.row.leading == .standard && !$0.row.emphasized && !$0.boldText && abs($0.row.tracking.em) > limit }
        return StyleRuns(wide.map(\.row)).map { style, rows in
            let value = context.theme.writtenTracking(of: style)
            return context.finding(Self.self, .failure, "\(style) at \(CategoryList.text(rows.map(\.category))) tracks "
                + "\(StyleRuns.range(rows.map(\.tracking.em), unit: "em")), beyond ±\(limit.plainText) em", at: value.place, written: value.written,
                fix: "give \(style) a tracking within ±\(limit.plainText) em", style: style, categories: rows.map(\.category))
        }
    }
}
