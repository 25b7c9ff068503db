/// `typography.tracking-range`: a style's standard regular row tracking beyond ± the largest sane
/// magnitude (0.1 em).
struct TrackingRangeRule: CheckRule {
    static let id = "typography.tracking-range"
    static let summary = "tracking beyond ±0.1 em at any category"

    func findings(_ context: CheckContext) -> [Diagnostic] {
        let limit = context.thresholds.maximumTrackingEm
        return context.rows.filter { $0.row.leading == .standard && !$0.row.emphasized && !$0.boldText && abs($0.row.tracking.em) > limit }
            .map { row, _ in
                let value = context.theme.writtenTracking(of: row.style)
                return context.finding(Self.self, .failure, "\(row.style) at \(row.category.name) tracks \(row.tracking.em.plainText) em, "
                    + "beyond ±\(limit.plainText) em", at: value.place, written: value.written,
                    fix: "give \(row.style) a tracking within ±\(limit.plainText) em", style: row.style, categories: [row.category])
            }
    }
}
