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
        let regressions = failures
        if !regressions.isEmpty {
            lines.append("Text styles:")
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
                + "'tintype metrics check \(theme) --baseline \(baseline) --update'")
        }
        lines.append(summary(baseline: baseline))
        return lines.joined(separator: "\n")
    }

    /// The theme's key behind a style's regressions when the fonts explain none of them: its size
    /// where the size moved, else its line height, else its tracking, else the style
    /// (`the theme's size of balance at brand/theme.json:1:210`); nil when a font moved anything.
    static func themeKey(of regressions: [Finding], in theme: Theme) -> String? {
        guard let style = regressions.first?.style, theme.sources != nil,
              regressions.allSatisfy({ $0.cause == MetricsComparison.RowCauses.themeChanged }) else { return nil }
        let fields = Set(regressions.map(\.field))
        let (name, value): (String, WrittenValue) =
            fields.contains("size") || fields.contains("width") ? ("size", theme.writtenSize(of: style))
            : fields.contains("lineHeight") || fields.contains("lineHeightPolicy") || fields.contains("baselineTrim")
                ? ("line height", theme.writtenLineHeight(of: style))
            : fields.contains("tracking") ? ("tracking", theme.writtenTracking(of: style))
            : ("style", theme.writtenStyle(style))
        guard value.place != .none else { return nil }
        return "the theme's \(name == "style" ? "style" : name + " of") \(style) at \(value.place)"
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
