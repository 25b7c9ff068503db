import TintypeTheme

extension MetricsReport {
    /// How many lines the text report prints per style before it says how many more there are.
    public static let linesPerStyle = 24

    /// The readable report: the summary, the faces that differ, each style's regressions (a row's
    /// tight and loose forms folded into it when they moved alike), what to run when the theme
    /// changed its fonts on purpose, and the summary again, so a long report starts and ends with
    /// the verdict. `theme` is the theme as the user gave it, for the command to run; `source`, the
    /// theme as read, names the key a style's theme-made change came from. Moves within the
    /// tolerances are counted, not listed (`--json` lists them).
    public func text(baseline: String, theme: String, source: Theme? = nil) -> String {
        var lines: [String] = []
        if !faces.isEmpty || !findings.isEmpty { lines.append(summary(baseline: baseline)) }
        if !faces.isEmpty {
            lines.append("Fonts that differ from the baseline:")
            lines += faces.map { "  " + $0.message }
        }
        // What a font change explains is said once per face and value; the styles then list only
        // what the fonts do not explain.
        let fontMoves = failures.filter { $0.face != nil }
        if !fontMoves.isEmpty {
            lines.append("What the fonts moved (one line per face and value; --json and --junit list every row):")
            lines += fontSummary(fontMoves).map { "  " + $0 }
        }
        let regressions = failures.filter { $0.face == nil }
        if !regressions.isEmpty {
            lines.append(fontMoves.isEmpty ? "Text styles:" : "Text styles, besides what the fonts moved:")
            for style in styles {
                // The row people design at (large, standard, regular) first, then the others in category order.
                let own = regressions.filter { $0.style == style }.sorted { Self.order($0) < Self.order($1) }
                guard !own.isEmpty else { continue }
                let cause = source.flatMap { Self.themeKey(of: own, in: $0) }.map { ", from \($0) (the fonts did not change)" } ?? ""
                lines.append("  \(style): \(own.count) \(own.count == 1 ? "regression" : "regressions")\(cause)")
                lines += own.prefix(Self.linesPerStyle).map { "    " + $0.message }
                if own.count > Self.linesPerStyle {
                    lines.append("    … and \(own.count - Self.linesPerStyle) more for \(style) (--json and --junit list them all)")
                }
            }
        }
        // Renames are said, not counted: the baseline's style under its new name.
        let renames = findings.filter { $0.kind == .renamed }
        if !renames.isEmpty {
            lines.append("Renamed styles (formerly), compared under their new names:")
            lines += renames.map { "  \($0.style): \($0.consequence)" }
        }
        let within = findings.filter { !$0.isRegression && $0.kind != .renamed }.count
        if within > 0 {
            lines.append("\(within) \(within == 1 ? "value" : "values") moved within the tolerances or improved (--json lists them)")
        }
        if faces.contains(where: { $0.kind == .fallback || $0.kind == .missingFace }) {
            // A stand-in is answered by installing the font, never by recording it.
            lines.append("This machine lacks fonts the baseline was recorded on (the fallback and missing-face lines above): "
                + "install them and check again; --update would record the stand-ins' metrics as the theme's")
        } else if faces.contains(where: { $0.kind == .familyChanged }) {
            lines.append("The theme names other families than the baseline; if that is deliberate, accept the new metrics with "
                + "'tintype metrics check \(theme) --baseline \(baseline) --update'")
        } else if self.regressions > 0 {
            lines.append("If the change is deliberate (a new size, a font update), accept it: "
                + "'tintype metrics check \(theme) --baseline \(baseline) --update', and 'tintype build' for the committed outputs "
                + "that 'build --locked' compares; commit both")
        }
        lines.append(summary(baseline: baseline))
        return lines.joined(separator: "\n")
    }

    /// One line per face and value that a font change moved: on how many rows of which styles, by
    /// how much, and why; a trim's line says whether those rows' line heights moved too.
    func fontSummary(_ moves: [Finding]) -> [String] {
        var groups: [(face: String, field: String, findings: [Finding])] = []
        for finding in moves {
            guard let face = finding.face else { continue }
            if let at = groups.firstIndex(where: { $0.face == face && $0.field == finding.field }) {
                groups[at].findings.append(finding)
            } else {
                groups.append((face, finding.field, [finding]))
            }
        }
        // Rows whose line height moved, beyond the tolerance or not.
        let lineHeightRows = Set(findings.filter { $0.field == "lineHeight" }.compactMap(\.key))
        return groups.map { group in
            let rows = group.findings
            let styles = self.styles.filter { style in rows.contains { $0.style == style } }
            var text = "\(group.face): \(Self.fieldName(group.field)) on \(rows.count) \(rows.count == 1 ? "row" : "rows") of "
                + styles.map(\.rawValue).joined(separator: ", ") + ", " + Self.movement(rows, unit: Self.unit(group.field))
            if group.field == "capHeightTrim" || group.field == "baselineTrim" {
                let moved = rows.filter { $0.key.map(lineHeightRows.contains) ?? false }.count
                text += moved == 0 ? ", line heights unchanged" : moved == rows.count ? ", with their line heights"
                    : ", \(moved) of them with their line heights"
            }
            // The cause without the face's name, which starts the line.
            let cause = rows.first.map { $0.cause.hasPrefix(group.face + " ") ? "from " + $0.cause.dropFirst(group.face.count + 1) : $0.cause }
            return text + (cause.map { ": " + $0 } ?? "")
        }
    }

    /// What a group of moves did: one change when every row moved alike (`-0.2 → -0.22 em`), else
    /// the range of the differences (`+0.56 to +2.12 pt`) and, when they agree, the ratio (`+3.33 %`).
    static func movement(_ rows: [Finding], unit: String) -> String {
        let pairs = rows.compactMap { row in row.from.flatMap { from in row.to.map { (from, $0) } } }
        guard pairs.count == rows.count, let first = pairs.first else { return "changed" }
        if pairs.allSatisfy({ $0 == first }) { return "\(first.0.plainText) → \(first.1.plainText) \(unit)" }
        let deltas = pairs.map { (($0.1 - $0.0) * 10_000).rounded() / 10_000 }
        func signed(_ value: Double) -> String { (value > 0 ? "+" : "") + value.plainText }
        let low = deltas.min() ?? 0, high = deltas.max() ?? 0
        if low == high { return "\(signed(low)) \(unit) each" }
        var text = "\(signed(low)) to \(signed(high)) \(unit)"
        let ratios = pairs.filter { $0.0 != 0 }.map { ($0.1 - $0.0) / abs($0.0) * 100 }
        if ratios.count == pairs.count, let low = ratios.min(), let high = ratios.max(), high - low < 0.05 {
            text += " (\(signed((low * 100).rounded() / 100)) %)"
        }
        return text
    }

    /// How the reports name a compared value.
    static func fieldName(_ field: String) -> String {
        switch field {
        case "lineHeight": "line height"
        case "tracking": "tracking"
        case "width": "sample width"
        case "capHeightTrim": "cap-height trim"
        case "baselineTrim": "baseline trim"
        case "size": "size"
        default: field
        }
    }

    static func unit(_ field: String) -> String {
        field == "capHeightTrim" || field == "baselineTrim" ? "em" : "pt"
    }

    /// The theme's key behind a style's regressions when the fonts explain none of them: its size
    /// where the size moved, else its line height, else its tracking, else the style
    /// (`the theme's size of balance at brand/theme.json:1:210`); nil when a font moved anything.
    static func themeKey(of regressions: [Finding], in theme: Theme) -> String? {
        guard let style = regressions.first?.style, theme.sources != nil,
              regressions.allSatisfy({ $0.cause == MetricsComparison.RowCauses.themeChanged }) else { return nil }
        return theme.writtenKey(behind: Set(regressions.map(\.field)), of: style)
    }

    /// Where a finding's row sorts: `large` first, then by category, standard leading and the
    /// regular weight before the others.
    static func order(_ finding: Finding) -> (Int, Int, Int, Int, Int) {
        guard let key = finding.key else { return (0, 0, 0, 0, 0) }
        return (key.category == .large ? 0 : 1, key.category.rawValue, key.leading == .standard ? 0 : 1, key.emphasized ? 1 : 0, key.boldText ? 1 : 0)
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
}
