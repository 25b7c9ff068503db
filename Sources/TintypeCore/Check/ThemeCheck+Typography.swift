/// The typography checks, row by row of the compiled table: lines whose ink collides, sizes below
/// the floor and tracking out of range; and, as notes, line boxes the font's content area overflows.
extension ThemeCheck {
    func typographyFindings(_ compiled: CompiledTheme, theme: Theme) -> [Finding] {
        var findings: [Finding] = []
        // One line-box finding per style, category and leading: the worst over its weights and
        // Bold Text, which share the line box.
        var lineBoxes: [String: (badness: (Int, Double), finding: Finding)] = [:]
        let rows = compiled.styles.flatMap { entry in [(entry.row, false)] + (entry.boldText.map { [($0, true)] } ?? []) }
        for (row, isBold) in rows {
            let style = StylePaths(row.style, theme)
            // A loose line box is taller than the standard one: it has nothing the standard lacks.
            if row.leading != .loose {
                let lineBox = "\(row.style) at \(row.category.name), \(row.leading.rawValue) leading"
                let variant = "weight \(row.weight.value)\(isBold ? " with Bold Text" : "")"
                for warning in row.layoutWarnings {
                    let badness: (Int, Double)
                    let found: Finding
                    switch warning {
                    case .linesCollide(let lineHeight, let top, let bottom, _, _):
                        badness = (1, top - bottom - lineHeight)
                        found = finding("typography.lines-collide", .failure, "\(lineBox), \(variant): \(warning)", theme: theme,
                                        path: style.lineHeight, written: style.wroteLineHeight,
                                        fix: "raise \(row.style)'s line height to at least \((top - bottom).plainText) pt (its \"lineHeight\", "
                                            + "or the theme's lineHeight policy), or use a font whose ink fits",
                                        style: row.style, categories: [row.category])
                    case .lineBoxOverflow, .missingTrackingTable:
                        // The compiled theme states overflows per face (`lineBoxNotes`, below).
                        continue
                    }
                    if let known = lineBoxes[lineBox], known.badness >= badness { continue }
                    lineBoxes[lineBox] = (badness, found)
                }
            }
            guard row.leading == .standard, !row.emphasized, !isBold else { continue }
            if row.size < thresholds.minimumSize {
                findings.append(finding("typography.minimum-size", .failure, "\(row.style) at \(row.category.name) is "
                    + "\(row.size.plainText) pt, below the floor of \(thresholds.minimumSize.plainText) pt", theme: theme,
                    path: style.size, written: style.wroteSize,
                    fix: "set \"minimumPointSize\": \(thresholds.minimumSize.plainText) on \(row.style)", style: row.style, categories: [row.category]))
            }
            if abs(row.tracking.em) > thresholds.maximumTrackingEm {
                findings.append(finding("typography.tracking-range", .failure, "\(row.style) at \(row.category.name) tracks "
                    + "\(row.tracking.em.plainText) em, beyond ±\(thresholds.maximumTrackingEm.plainText) em", theme: theme,
                    path: style.tracking, written: style.wroteTracking, fix: "give \(row.style) a tracking within ±\(thresholds.maximumTrackingEm.plainText) em",
                    style: row.style, categories: [row.category]))
            }
        }
        // Line boxes shorter than the content area where the ink fits: information, per face.
        for note in compiled.lineBoxNotes {
            findings.append(finding("typography.line-box-overflow", .note, note.message, theme: theme, path: "typography.lineHeight",
                                    written: true, fix: "nothing needs to change: the ink fits; raise the line heights only if text "
                                        + "must stay inside its line box (a background or a border drawn to the line box)"))
        }
        return findings + lineBoxes.values.map(\.finding)
    }
}

/// Where a style's typography values are written in a theme file: the style's own key when it has
/// one, else the theme-wide setting.
private struct StylePaths {
    var lineHeight: String
    var wroteLineHeight: Bool
    var size: String
    var wroteSize: Bool
    var tracking: String
    var wroteTracking: Bool

    init(_ name: TextStyle, _ theme: Theme) {
        let index = theme.typography.styles.firstIndex { $0.name == name } ?? 0
        let style = "typography.styles[\(index)]"
        func wrote(_ path: String) -> Bool { ThemeCheck.wrote(path, in: theme) }
        func first(_ paths: [String]) -> String? { paths.first(where: wrote) }
        // The line height is the style's (lineHeight, its policy, a table or typography token), else
        // the theme's policy; Apple's table when none is written.
        let own = first(["\(style).lineHeight", "\(style).lineHeightPolicy", "\(style).table", "\(style).typography"])
        lineHeight = own ?? first(["typography.lineHeight"]) ?? style
        wroteLineHeight = own != nil || wrote("typography.lineHeight")
        let ownSize = first(["\(style).size", "\(style).table", "\(style).typography", "\(style).minimumPointSize"])
        size = ownSize ?? style
        wroteSize = ownSize != nil || wrote("typography.scale") || wrote("\(style).scale")
        let ownTracking = first(["\(style).tracking", "\(style).typography", "typography.tracking"])
        tracking = ownTracking ?? style
        wroteTracking = ownTracking != nil
    }
}
