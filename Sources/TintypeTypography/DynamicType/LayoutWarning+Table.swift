import TintypeDocument

extension LayoutWarning {
    /// The line-box warnings of the rows `styles` shows (standard leading, regular weight), each
    /// once and naming its row, then a count of the others, which `--json` lists. A line box shorter
    /// than the content area where the ink fits is information (`--json`, `check --verbose`), not a
    /// warning.
    public static func tableWarnings(_ rows: [ResolvedTextStyle]) -> [Diagnostic] {
        var seen = Set<String>()
        var warnings: [Diagnostic] = []
        var others = 0
        for row in rows {
            for warning in row.layoutWarnings where !warning.isInformation {
                guard !row.emphasized, row.leading == .standard else {
                    others += 1
                    continue
                }
                let line = "\(row.style) \(row.category.name): \(warning)"
                if seen.insert(line).inserted { warnings.append(Diagnostic(.warning, at: .none, line)) }
            }
        }
        if others > 0 { warnings.append(Diagnostic(.warning, at: .none, "\(others) more in tight, loose or emphasized rows; see --json")) }
        return warnings
    }
}
