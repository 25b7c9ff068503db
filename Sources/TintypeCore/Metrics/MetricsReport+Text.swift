extension MetricsReport {
    /// How many lines the text report prints per style before it says how many more there are.
    public static let linesPerStyle = 24

    /// The readable report: the faces that differ, then each style's regressions (a row's tight and
    /// loose forms folded into it when they moved alike), then the summary. Moves within the
    /// tolerances are counted, not listed (`--json` lists them).
    public func text(baseline: String) -> String {
        var lines: [String] = []
        if !faces.isEmpty {
            lines.append("Fonts that differ from the baseline:")
            lines += faces.map { "  " + $0.message }
        }
        let regressions = failures
        if !regressions.isEmpty {
            lines.append("Text styles:")
            for style in styles {
                let own = regressions.filter { $0.style == style }
                lines += own.prefix(Self.linesPerStyle).map { "  " + $0.message }
                if own.count > Self.linesPerStyle {
                    lines.append("  … and \(own.count - Self.linesPerStyle) more for \(style) (--json and --junit list them all)")
                }
            }
        }
        let within = findings.filter { !$0.isRegression }.count
        if within > 0 {
            lines.append("\(within) \(within == 1 ? "value" : "values") moved within the tolerances or improved (--json lists them)")
        }
        lines.append(summary(baseline: baseline))
        return lines.joined(separator: "\n")
    }

    /// The last line: the verdict, against which baseline.
    public func summary(baseline: String) -> String {
        let count = regressions
        let styleCount = Set(failures.map(\.style) + faces.filter(\.isRegression).flatMap(\.styles)).count
        var text = count == 0
            ? "metrics: no regressions against \(baseline)"
            : "metrics: \(count) \(count == 1 ? "regression" : "regressions") in \(styleCount) \(styleCount == 1 ? "style" : "styles") against \(baseline)"
        if !faces.isEmpty { text += " (\(faces.count) \(faces.count == 1 ? "font differs" : "fonts differ"))" }
        return text
    }

    /// The findings with each row's leading variants folded into the standard row when all three
    /// moved by the same amount (to 1/1,000: rounding may part them in the last digit) for the
    /// same reason.
    func folded(_ found: [Finding]) -> [Finding] {
        struct Cell: Hashable {
            var style: TextStyle, category: ContentSizeCategory?, emphasized: Bool, boldText: Bool, field: String, kind: String
        }
        func cell(_ finding: Finding) -> Cell {
            Cell(style: finding.style, category: finding.key?.category, emphasized: finding.key?.emphasized ?? false,
                 boldText: finding.key?.boldText ?? false, field: finding.field, kind: finding.kind.rawValue)
        }
        func delta(_ finding: Finding) -> Double { (finding.to ?? 0) - (finding.from ?? 0) }
        var groups: [Cell: [Finding]] = [:]
        for finding in found where finding.key != nil { groups[cell(finding), default: []].append(finding) }
        var result: [Finding] = []
        for finding in found {
            guard let key = finding.key, let group = groups[cell(finding)] else { result.append(finding); continue }
            let alike = group.count == ResolvedTextStyle.Leading.allCases.count
                && group.allSatisfy { abs(delta($0) - delta(group[0])) <= 0.001 && $0.cause == group[0].cause }
            if !alike || key.leading == .standard { result.append(finding) }
        }
        return result
    }
}
