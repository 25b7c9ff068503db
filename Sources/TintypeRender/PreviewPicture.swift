import TintypeColor
import TintypeTypography
import TintypeCompiledTheme
import TintypePreview
import TintypeFonts

/// The preview's picture: sample text in every chosen style (rows) at every chosen category
/// (columns), drawn from the resolved font files at the compiled size, tracking and line height,
/// with labels, optional guides (baseline, cap height, x-height, line box), the theme's components
/// as boxes at every category (outlined red where `layout.component-clips` says the text passes
/// them) and each mode's tint swatches, normal and dimmed; encoded as PNG.
///
/// Geometry, in pixels at `scale` (1 pt = 1 px at scale 1): a cell's line i has its top at
/// `cell top + padding + i × line height` and its baseline `baselineOffset` below that, as UIKit
/// places lines; tracking follows every character but the last.
public struct PreviewPicture {
    public var selection = PreviewSelection()
    /// Pixels a point, from 0.25 to 3; nil fits the picture to `fittedWidth`: 2 pixels a point
    /// where that fits, else the largest scale (to a hundredth) that does.
    public var scale: Double?
    public var guides = false
    /// The largest side a picture may have, in pixels.
    public static let sizeLimit = 32_000
    /// The widest a picture is drawn without `scale`: what an image viewer, a pull request and a
    /// chat show without scrolling or refusing.
    public static let fittedWidth = 4096
    /// The scales a picture may be drawn at.
    public static let scales = 0.25...3.0

    public init() {}

    static let ink: Canvas.RGB = (0, 0, 0)
    static let label: Canvas.RGB = (96, 96, 96)
    static let rule: Canvas.RGB = (224, 224, 224)
    /// Guide colours, none of them grey, so a measurement tells them from the text.
    static let baselineGuide: Canvas.RGB = (255, 0, 0)
    static let capHeightGuide: Canvas.RGB = (0, 0, 255)
    static let xHeightGuide: Canvas.RGB = (0, 170, 0)
    static let lineBoxGuide: Canvas.RGB = (255, 170, 255)
    /// A component's outline where its text fits, and where it clips (the HTML preview's red).
    static let fitsOutline: Canvas.RGB = (176, 176, 176)
    static let clipsOutline: Canvas.RGB = (215, 0, 21)
    /// A component's text from its outline's left side, in points (the HTML preview's 4 px).
    static let boxInset = 4.0

    /// The picture as PNG bytes. `files` maps each face's SHA-256 (as the compiled theme lists it)
    /// to its font file; `labelFont` draws the labels.
    public func png(of compiled: CompiledTheme, files: [String: String], labelFont: (path: String, faceIndex: Int)) throws(RenderError) -> [UInt8] {
        var fonts = try FaceCache(files: files)
        if let scale { return try draw(compiled, scale: scale, fonts: &fonts, labelFont: labelFont).png ?? [] }
        // Measured at 2 pixels a point, then scaled down until it fits (rounding may need a step more).
        var scale = 2.0
        for _ in 0..<8 {
            let width = try draw(compiled, scale: scale, fonts: &fonts, labelFont: labelFont, measureOnly: true).width
            guard width > Self.fittedWidth, scale > Self.scales.lowerBound else { break }
            scale = max(Self.scales.lowerBound, ((scale * Double(Self.fittedWidth) / Double(width)) * 100).rounded(.down) / 100)
        }
        return try draw(compiled, scale: scale, fonts: &fonts, labelFont: labelFont).png ?? []
    }

    /// The picture at `scale`: its width, and its PNG bytes unless `measureOnly`.
    private func draw(
        _ compiled: CompiledTheme, scale: Double, fonts: inout FaceCache, labelFont: (path: String, faceIndex: Int), measureOnly: Bool = false
    ) throws(RenderError) -> (width: Int, png: [UInt8]?) {
        let s = scale
        let padding = 12 * s
        let labels = try fonts.face(path: labelFont.path, faceIndex: labelFont.faceIndex, location: [:], pixelSize: 13 * s)
        let labelLineHeight = (18 * s).rounded()
        let rows = compiled.standardRows
        let shown = compiled.typefaces.map(\.style).filter { selection.styles?.contains($0) ?? true }

        // Shape every cell first: the columns are as wide as their widest sample.
        struct Cell {
            var row: ResolvedTextStyle
            var face: SizedFace
            var runs: [SizedFace.Run]
        }
        var cells: [[Cell?]] = []
        for style in shown {
            var line: [Cell?] = []
            for category in selection.categories {
                guard let entry = rows.row(style, category, emphasized: false) else {
                    line.append(nil)
                    continue
                }
                let row = selection.boldText ? entry.boldText ?? entry.row : entry.row
                let face = try fonts.face(for: row.font, pixelSize: row.size * s)
                line.append(Cell(row: row, face: face, runs: selection.lines.map { face.shape($0, tracking: row.tracking.points * s) }))
            }
            cells.append(line)
        }
        // Each component and style it sets: a box per category, holding its lines of the style.
        struct Box {
            var face: SizedFace
            var row: ResolvedTextStyle
            var run: SizedFace.Run
            var need: Double
            var clips: Bool
        }
        var boxRows: [(component: TextComponent, label: SizedFace.Run, boxes: [Box?])] = []
        for component in selection.components {
            for fit in ComponentFit.of(component, in: compiled) {
                let label = labels.shape("\(component.name) · \(fit.style.rawValue)", tracking: 0)
                let boxes = try selection.categories.map { category throws(RenderError) -> Box? in
                    guard let row = rows.row(fit.style, category, emphasized: false)?.row, let need = fit.need(at: category) else { return nil }
                    let face = try fonts.face(for: row.font, pixelSize: row.size * s)
                    return Box(face: face, row: row, run: face.shape(component.name, tracking: row.tracking.points * s),
                               need: need, clips: fit.clips(need))
                }
                boxRows.append((component, label, boxes))
            }
        }
        let boxInset = Self.boxInset * s
        let styleRuns = shown.map { labels.shape($0.rawValue, tracking: 0) }
        let headerRuns = selection.categories.map { labels.shape($0.name + ($0 == .large ? " (default)" : ""), tracking: 0) }
        let labelColumn = (((styleRuns + boxRows.map(\.label)).map(\.width).max() ?? 0) + 2 * padding).rounded(.up)
        let columnWidths = selection.categories.indices.map { column in
            let sample = cells.compactMap { $0[column]?.runs.map(\.width).max() }.max() ?? 0
            let boxed = (boxRows.compactMap { $0.boxes[column]?.run.width }.max() ?? -2 * boxInset) + 2 * boxInset
            return (max(headerRuns[column].width, sample, boxed) + 2 * padding).rounded(.up)
        }
        let rowHeights = cells.map { line in
            ((line.compactMap { $0.map { Double(selection.lines.count) * $0.row.lineHeight * s } }.max() ?? 0) + 2 * padding).rounded(.up)
        }
        // A box row is as tall as its box, or as the text that passes it.
        let boxRowHeights = boxRows.map { boxRow in
            (max(boxRow.component.limit, boxRow.boxes.compactMap { $0?.need }.max() ?? 0) * s + 2 * padding).rounded(.up)
        }
        let swatchSize = (40 * s).rounded()
        let tints = selection.modes.compactMap { mode -> (name: SizedFace.Run, swatches: [(Color, SizedFace.Run)])? in
            guard let set = compiled.tintSet(mode.appearance, mode.contrast) else { return nil }
            let name = labels.shape(TerminalPreview.modeName(mode.appearance, mode.contrast), tracking: 0)
            return (name, [(set.defaultTint, "tint"), (set.dimmedDefaultTint, "dimmed")].map { color, caption in
                (color, labels.shape("\(caption) \(color.hex)", tracking: 0))
            })
        }
        let swatchColumn = max(labelColumn, (tints.map(\.name.width).max() ?? 0) + 2 * padding)
        // Each swatch column as wide as its widest caption, so the columns line up.
        let captionWidths = (0..<2).map { column in tints.map { $0.swatches[column].1.width }.max() ?? 0 }
        let swatchRows = [swatchColumn + captionWidths.reduce(0) { $0 + swatchSize + 3.5 * padding + $1 }]
        let tintBlock = padding + Double(tints.count) * (swatchSize + padding)
        let width = Int(max(labelColumn + columnWidths.reduce(0, +), swatchRows.max() ?? 0).rounded(.up))
        let height = Int(labelLineHeight + 2 * padding + rowHeights.reduce(0, +) + boxRowHeights.reduce(0, +) + tintBlock)
        if measureOnly { return (width, nil) }
        guard width <= Self.sizeLimit, height <= Self.sizeLimit else { throw .tooLarge(width: width, height: height, limit: Self.sizeLimit) }
        var canvas = Canvas(width: width, height: height)

        // Headers and the grid's rules.
        var x = labelColumn
        for (column, run) in headerRuns.enumerated() {
            labels.draw(run, x: x + padding, baseline: padding + 13 * s, color: Self.label, on: &canvas)
            canvas.fill(x: Int(x), y: 0, width: max(1, Int(s / 2)), height: height - Int(tintBlock), Self.rule)
            x += columnWidths[column]
        }
        var y = labelLineHeight + 2 * padding
        for (index, line) in cells.enumerated() {
            canvas.fill(x: 0, y: Int(y), width: width, height: max(1, Int(s / 2)), Self.rule)
            labels.draw(styleRuns[index], x: padding, baseline: y + padding + 13 * s, color: Self.label, on: &canvas)
            var x = labelColumn
            for (column, cell) in line.enumerated() {
                defer { x += columnWidths[column] }
                guard let cell else { continue }
                let lineHeight = cell.row.lineHeight * s
                for (number, run) in cell.runs.enumerated() {
                    let top = y + padding + Double(number) * lineHeight
                    let baseline = (top + cell.row.baselineOffset * s).rounded()
                    if guides { drawGuides(cell.row, scale: s, x: x + padding, width: run.width, top: top, baseline: baseline, on: &canvas) }
                    cell.face.draw(run, x: x + padding, baseline: baseline, color: Self.ink, on: &canvas)
                }
            }
            y += rowHeights[index]
        }
        for (index, boxRow) in boxRows.enumerated() {
            canvas.fill(x: 0, y: Int(y), width: width, height: max(1, Int(s / 2)), Self.rule)
            labels.draw(boxRow.label, x: padding, baseline: y + padding + 13 * s, color: Self.label, on: &canvas)
            var x = labelColumn
            for (column, box) in boxRow.boxes.enumerated() {
                defer { x += columnWidths[column] }
                guard let box else { continue }
                drawBox(box.face, box.row, box.run, of: boxRow.component, clips: box.clips, scale: s,
                        x: x + padding / 2, top: y + padding, width: columnWidths[column] - padding, on: &canvas)
            }
            y += boxRowHeights[index]
        }

        // Each mode's tint, normal and dimmed.
        y += padding
        for tint in tints {
            labels.draw(tint.name, x: padding, baseline: y + swatchSize / 2 + 4 * s, color: Self.label, on: &canvas)
            var x = swatchColumn
            for ((color, caption), captionWidth) in zip(tint.swatches, captionWidths) {
                canvas.fill(x: Int(x), y: Int(y), width: Int(swatchSize), height: Int(swatchSize), Self.rgb(color))
                labels.draw(caption, x: x + swatchSize + padding / 2, baseline: y + swatchSize / 2 + 4 * s, color: Self.label, on: &canvas)
                x += swatchSize + 3.5 * padding + captionWidth
            }
            y += swatchSize + padding
        }
        return (width, try PNGEncoding.encode(canvas))
    }

    /// One component at one category: its outline at its height (its most, for one that may grow),
    /// and its lines of text from its top padding, drawn past the box where they pass it.
    private func drawBox(
        _ face: SizedFace, _ row: ResolvedTextStyle, _ run: SizedFace.Run, of component: TextComponent, clips: Bool, scale s: Double,
        x: Double, top: Double, width: Double, on canvas: inout Canvas
    ) {
        let left = Int(x), upper = Int(top.rounded()), boxWidth = Int(width), boxHeight = Int((component.limit * s).rounded())
        let color = clips ? Self.clipsOutline : Self.fitsOutline
        let stroke = clips ? max(2, Int(s)) : max(1, Int(s / 2))
        canvas.fill(x: left, y: upper, width: boxWidth, height: stroke, color)
        canvas.fill(x: left, y: upper + boxHeight - stroke, width: boxWidth, height: stroke, color)
        canvas.fill(x: left, y: upper, width: stroke, height: boxHeight, color)
        canvas.fill(x: left + boxWidth - stroke, y: upper, width: stroke, height: boxHeight, color)
        for line in 0..<component.lines {
            let lineTop = top + component.paddingTop * s + Double(line) * row.lineHeight * s
            face.draw(run, x: x + Self.boxInset * s, baseline: (lineTop + row.baselineOffset * s).rounded(), color: Self.ink, on: &canvas)
        }
    }

    /// The line box (top and bottom), cap height, x-height and baseline of one line.
    private func drawGuides(_ row: ResolvedTextStyle, scale s: Double, x: Double, width: Double, top: Double, baseline: Double, on canvas: inout Canvas) {
        let left = Int(x), span = Int(width.rounded(.up))
        func rule(_ y: Double, _ color: Canvas.RGB) { canvas.fill(x: left, y: Int(y.rounded()), width: span, height: 1, color) }
        rule(top, Self.lineBoxGuide)
        rule(top + row.lineHeight * s - 1, Self.lineBoxGuide)
        if let capHeight = row.metrics.capHeight { rule(baseline - capHeight * s, Self.capHeightGuide) }
        if let xHeight = row.metrics.xHeight { rule(baseline - xHeight * s, Self.xHeightGuide) }
        rule(baseline, Self.baselineGuide)
    }

    static func rgb(_ color: Color) -> Canvas.RGB {
        let packed = color.rgba8
        // Swatches show the colour over white, as a translucent tint reads on a light page.
        let alpha = Double(packed & 0xFF) / 255
        func channel(_ shift: UInt32) -> UInt8 { UInt8((Double(packed >> shift & 0xFF) * alpha + 255 * (1 - alpha)).rounded()) }
        return (channel(24), channel(16), channel(8))
    }
}
