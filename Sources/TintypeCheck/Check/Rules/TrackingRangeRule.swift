import TintypeDocument
import TintypeTypography

/// `typography.tracking-range`: a style's standard regular rows tracking beyond ± the largest sane
/// magnitude (0.1 em). One finding per style, naming the categories and the range of tracking.
package enum TrackingRangeRule: CheckRule {
    package static let id = "typography.tracking-range"
    package static let summary = "tracking beyond ±0.1 em at any category, unless --maximum-tracking says"
    /// The largest tracking magnitude, in em.
    package static let limit = CheckThreshold(key: "maximum-tracking", kind: .number(default: 0.1), range: 0...1,
                                              help: "The largest tracking any style may have, in em either way.")
    package static let thresholds = [limit]

    package static func findings(_ context: CheckContext) -> [Diagnostic] {
        let limit = context.thresholds[Self.limit]
        return context.standardRuns { abs($0.tracking.em) > limit }.map { style, rows in
            let value = context.theme.writtenTracking(of: style)
            return context.finding(Self.self, .failure, "\(style) at \(CategoryList.text(rows.map(\.category))) tracks "
                + "\(StyleRuns.range(rows.map(\.tracking.em), unit: "em")), beyond ±\(limit.plainText) em", at: value.place, written: value.written,
                fix: "give \(style) a tracking within ±\(limit.plainText) em", style: style, categories: rows.map(\.category))
        }
    }
}
