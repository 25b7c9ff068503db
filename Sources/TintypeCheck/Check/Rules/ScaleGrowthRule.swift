import TintypeDocument
import TintypeTypography

/// `typography.runaway-scale`: a style that grows past 2.5× its `large` size and faster than
/// Apple grows text of its size (a failure: a 48 pt style scaled like body reaches 150 pt at AX5,
/// four digits across a phone, where largeTitle grows 1.76×; small text grows more on iOS, as
/// caption2's 3.6×), or past the largest size in Apple's own table (a note: no Apple style grows
/// so far, though a large style scaled as Apple scales large text may).
enum ScaleGrowthRule: CheckRule {
    static let id = "typography.runaway-scale"
    static let summary = "a style growing past 2.5× its large size and faster than the Apple style nearest its size (a failure), or past Apple's largest size (a note)"
    /// How far a style may grow over `large` before it runs away, unless Apple grows text of its size further.
    static let limit = 2.5

    /// How far the Apple style nearest `size` grows from `large` to its largest category.
    static func appleRatio(near size: Double) -> Double {
        let style = TextStyle.nearestApple(size: size)
        let sizes = ContentSizeCategory.allCases.compactMap { AppleDynamicTypeTable.cell(style, $0)?.size }
        guard let large = AppleDynamicTypeTable.cell(style, .large)?.size, let largest = sizes.max(), large > 0 else { return limit }
        return largest / large
    }

    static func findings(_ context: CheckContext) -> [Diagnostic] { result(context).findings }

    /// The findings, and each style's growth for `check --json` (`growth`).
    static func result(_ context: CheckContext) -> CheckRuleResult {
        let growths = StyleGrowth.of(context.compiled)
        return CheckRuleResult(findings: findings(growths, context), report: [("growth", .array(growths.map(\.jsonValue)))])
    }

    private static func findings(_ growths: [StyleGrowth], _ context: CheckContext) -> [Diagnostic] {
        growths.compactMap { growth in
            let severity: Diagnostic.Severity
            if growth.ratio > max(Self.limit, Self.appleRatio(near: growth.large)) + 1e-9 {
                severity = .failure
            } else if growth.largest > StyleGrowth.appleLargest {
                severity = .note
            } else {
                return nil
            }
            let value = context.theme.writtenSize(of: growth.style)
            let nearest = TextStyle.nearestApple(size: growth.large)
            return context.finding(Self.self, severity, "\(growth.style) grows from \(growth.large.plainText) pt at large to "
                + "\(growth.largest.plainText) pt at \(growth.category.name) (\(growth.ratio.text(decimals: 2))×; Apple's largest style "
                + "reaches \(StyleGrowth.appleLargest.plainText) pt)", at: value.place, written: value.written,
                fix: "scale \(growth.style) like the Apple style nearest its size (\"scalesLike\": \"\(nearest.rawValue)\"), or set "
                    + "\"maximumPointSize\" on it", style: growth.style, categories: [growth.category])
        }
    }
}
