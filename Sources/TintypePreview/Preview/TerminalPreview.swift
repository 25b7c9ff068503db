import TintypeColor
import TintypeTypography
import TintypeTokens
import TintypeTheme
import TintypeCompiledTheme
import TintypeCheck

/// The terminal view of `tintype preview`: a compiled theme's styles × content-size categories
/// (size / line height / tracking in points, the default category marked, cells with warnings
/// flagged), then the tint of each mode, normal and dimmed. Rendered from the compiled theme alone,
/// so it shows exactly what the formats write; categories wrap into blocks that fit `width`.
public struct TerminalPreview: Sendable {
    /// How colour is written: not at all (`NO_COLOR`, a pipe), in the 256-colour palette, or as
    /// 24-bit RGB (`COLORTERM=truecolor`).
    public enum Colors: Sendable { case none, palette256, trueColor }

    public var selection = PreviewSelection()
    /// The terminal's width in columns; the table wraps its categories to fit.
    public var width = 100
    public var colors = Colors.none

    public init() {}

    /// The warnings a cell can carry, each with the letter that flags it.
    enum Flag: Character, CaseIterable {
        case collision = "C", fallback = "F", tracking = "T"

        var meaning: String {
            switch self {
            case .collision: "ink of consecutive lines collides"
            case .fallback: "fallback font, weight or slant"
            case .tracking: "font has no tracking table"
            }
        }

        static func flags(of row: ResolvedTextStyle) -> [Flag] {
            var flags: Set<Flag> = []
            for warning in row.layoutWarnings {
                switch warning {
                case .lineBoxOverflow: break
                case .linesCollide: flags.insert(.collision)
                case .missingTrackingTable: flags.insert(.tracking)
                }
            }
            if !row.fontWarnings.isEmpty { flags.insert(.fallback) }
            return allCases.filter(flags.contains)
        }
    }

    /// The whole view, ending with a newline.
    public func render(_ compiled: CompiledTheme) -> String {
        var text = heading(compiled)
        let (table, flagsUsed) = self.table(compiled)
        text += table
        for flag in flagsUsed { text += "\(paint(String(flag.rawValue), flag: flag)): \(flag.meaning)\n" }
        if !flagsUsed.isEmpty { text += "(each warning in full: tintype check)\n" }
        text += "\n" + tints(compiled)
        text += brandColors(compiled)
        text += componentBoxes(compiled)
        return text
    }

    /// Each component and style it sets: a cell per category (iOS) and per font scale (Android),
    /// a tick where the text fits and the height it needs where it clips (`layout.component-clips`).
    private func componentBoxes(_ compiled: CompiledTheme) -> String {
        guard !selection.components.isEmpty else { return "" }
        var text = "\n" + bold("Components") + " (✓ fits; ✗ and the height needed where the text clips):\n"
        for component in selection.components {
            for fit in ComponentFit.of(component, in: compiled) {
                text += "  \(component.name): \(component.fixed ? "height" : "at most") \(component.limit.plainText), padding "
                    + "\(component.paddingTop.plainText)+\(component.paddingBottom.plainText), \(component.lines) × \(fit.style.rawValue)\n"
                func cell(_ label: String, _ need: Double) -> String {
                    fit.clips(need) ? paint("\(label) ✗\(need.plainText)", flag: .collision) : "\(label) ✓"
                }
                text += "    iOS      " + fit.needs.map { cell($0.category.name, $0.need) }.joined(separator: "  ") + "\n"
                text += "    Android  " + fit.androidNeeds.map { cell($0.scale.plainText + "×", $0.need) }.joined(separator: "  ") + "\n"
            }
        }
        return text
    }

    // MARK: - Text styles

    private func heading(_ compiled: CompiledTheme) -> String {
        "\(bold("Theme '\(compiled.name)'")), Bold Text \(selection.boldText ? "on" : "off")\n"
            + "size / line height / tracking in pt; * marks the default category\n\n"
    }

    /// The table in blocks of as many categories as fit the width (each column as wide as its
    /// widest cell), and the flags it used.
    private func table(_ compiled: CompiledTheme) -> (String, [Flag]) {
        let rows = compiled.standardRows
        let shown = compiled.typefaces.map(\.style).filter { selection.styles?.contains($0) ?? true }
        // Each cell's text and flags, by style then category.
        var cells: [[(text: String, flags: [Flag])]] = []
        for style in shown {
            cells.append(selection.categories.map { category in
                guard let entry = rows.row(style, category, emphasized: false) else { return ("-", []) }
                let row = selection.boldText ? entry.boldText ?? entry.row : entry.row
                let tracking = (row.tracking.points > 0 ? "+" : "") + row.tracking.points.plainText
                return ("\(row.size.plainText)/\(row.lineHeight.plainText)/\(tracking)", Flag.flags(of: row))
            })
        }
        let headers = selection.categories.map { $0.name + ($0 == .large ? "*" : "") }
        let styleWidth = max(5, shown.map(\.rawValue.count).max() ?? 0) + 2
        func visibleWidth(_ cell: (text: String, flags: [Flag])) -> Int { cell.text.count + (cell.flags.isEmpty ? 0 : cell.flags.count + 1) }
        // Each column as wide as its widest cell, and as many columns in a block as fit the width.
        let columnWidths = selection.categories.indices.map { column in
            max(headers[column].count, cells.map { visibleWidth($0[column]) }.max() ?? 0) + 2
        }
        var blocks: [Range<Int>] = []
        var blockStart = 0, used = styleWidth
        for column in selection.categories.indices {
            if column > blockStart && used + columnWidths[column] > width {
                blocks.append(blockStart..<column)
                (blockStart, used) = (column, styleWidth)
            }
            used += columnWidths[column]
        }
        if blockStart < selection.categories.count { blocks.append(blockStart..<selection.categories.count) }
        var text = ""
        var flagsUsed: Set<Flag> = []
        for columns in blocks {
            if columns.lowerBound > 0 { text += "\n" }
            var header = pad("STYLE", styleWidth)
            for column in columns { header += pad(headers[column], columnWidths[column]) }
            text += bold(trimmed(header)) + "\n"
            for (index, style) in shown.enumerated() {
                var line = pad(style.rawValue, styleWidth)
                for column in columns {
                    let cell = cells[index][column]
                    flagsUsed.formUnion(cell.flags)
                    let flagText = cell.flags.isEmpty ? "" : " " + cell.flags.map { paint(String($0.rawValue), flag: $0) }.joined()
                    let body = selection.categories[column] == .large ? bold(cell.text) : cell.text
                    line += body + flagText + String(repeating: " ", count: columnWidths[column] - visibleWidth(cell))
                }
                text += trimmed(line) + "\n"
            }
        }
        return (text, Flag.allCases.filter(flagsUsed.contains))
    }

    // MARK: - Tints

    private func tints(_ compiled: CompiledTheme) -> String {
        var text = bold("Tints") + " (tint, dimmed behind a modal):\n"
        let labels = selection.modes.map { Self.modeName($0.appearance, $0.contrast) }
        let labelWidth = (labels.map(\.count).max() ?? 0) + 2
        for (mode, label) in zip(selection.modes, labels) {
            guard let set = compiled.tintSet(mode.appearance, mode.contrast) else { continue }
            text += trimmed("  " + pad(label, labelWidth) + swatch(set.defaultTint) + "   " + swatch(set.dimmedDefaultTint)) + "\n"
        }
        return text
    }

    /// The brand's colour tokens in each mode, and each text colour on its group's background with
    /// its WCAG ratio (`brand.text-on-background`'s pairs); nothing when the theme exports none.
    private func brandColors(_ compiled: CompiledTheme) -> String {
        let colors = compiled.tokens.filter { $0.type == .color }
        guard !colors.isEmpty else { return "" }
        let labels = selection.modes.map { Self.modeName($0.appearance, $0.contrast) }
        var text = "\n" + bold("Brand colours") + " (" + labels.joined(separator: " | ") + "):\n"
        let width = (colors.map(\.path.count).max() ?? 0) + 2
        for token in colors {
            let swatches = selection.modes.compactMap { BrandTextOnBackgroundRule.color(token, BrandMode($0.appearance, $0.contrast)) }.map(swatch)
            text += trimmed("  " + pad(token.path, width) + swatches.joined(separator: "  ")) + "\n"
        }
        for (fore, back) in BrandTextOnBackgroundRule.pairs(compiled.tokens, roles: compiled.roles) {
            let ratios = selection.modes.compactMap { mode in
                BrandTextOnBackgroundRule.ratio(fore, on: back, BrandMode(mode.appearance, mode.contrast)).map { (($0.ratio * 100).rounded() / 100).plainText + ":1" }
            }
            text += "  \(fore.path) on \(back.path): " + ratios.joined(separator: " | ") + "\n"
        }
        return text
    }

    /// A mode as the previews label it: `dark`, `light, increased contrast`.
    public static func modeName(_ appearance: Appearance, _ contrast: ContrastSetting) -> String {
        appearance.rawValue + (contrast == .increased ? ", increased contrast" : "")
    }

    /// A block in the colour (when colour is on) and its hex.
    private func swatch(_ color: Color) -> String {
        let hex = color.hex
        let padded = hex + String(repeating: " ", count: max(0, 9 - hex.count))
        switch colors {
        case .none: return padded
        case .palette256, .trueColor: return foreground(color) + "\u{2588}\u{2588}" + reset + " " + padded
        }
    }

    // MARK: - Escapes

    private let reset = "\u{1B}[0m"

    private func bold(_ text: String) -> String {
        colors == .none ? text : "\u{1B}[1m" + text + reset
    }

    private func paint(_ text: String, flag: Flag) -> String {
        guard colors != .none else { return text }
        let code = flag == .collision ? "31" : "33"
        return "\u{1B}[\(code)m" + text + reset
    }

    private func foreground(_ color: Color) -> String {
        let packed = color.rgba8
        let (red, green, blue) = (Int(packed >> 24), Int(packed >> 16 & 0xFF), Int(packed >> 8 & 0xFF))
        if colors == .trueColor { return "\u{1B}[38;2;\(red);\(green);\(blue)m" }
        return "\u{1B}[38;5;\(Self.paletteIndex(red: red, green: green, blue: blue))m"
    }

    /// The nearest colour of xterm's 6 × 6 × 6 cube (palette 16–231), whose levels are
    /// 0, 95, 135, 175, 215 and 255.
    package static func paletteIndex(red: Int, green: Int, blue: Int) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearest(_ value: Int) -> Int {
            levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) } ?? 0
        }
        return 16 + 36 * nearest(red) + 6 * nearest(green) + nearest(blue)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }

    private func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
