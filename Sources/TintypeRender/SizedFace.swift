import CFreeType
import CHarfBuzz
import TintypeFonts

/// One face at one pixel size: HarfBuzz shapes text with it (kerning and the font's default
/// features, as a device applies them) and FreeType renders its glyphs unhinted, as iOS draws
/// them; each glyph is rendered once.
final class SizedFace {
    /// A glyph run laid out on a line: pen positions in pixels from the line's start.
    struct Run {
        var glyphs: [(id: UInt32, x: Double, y: Double)]
        var width: Double
    }

    private struct Glyph {
        var left: Int, top: Int, columns: Int, rows: Int
        var coverage: [UInt8]
    }

    private let opened: FreeTypeFace
    private let font: OpaquePointer
    private var glyphs: [UInt32: Glyph] = [:]
    /// FreeType's FT_LOAD_NO_HINTING (a macro Swift does not import).
    private static let noHinting: Int32 = 1 << 1

    init(_ opened: FreeTypeFace, pixelSize: Double) {
        self.opened = opened
        FT_Set_Char_Size(opened.face, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72)
        font = hb_ft_font_create_referenced(opened.face)
        hb_ft_font_set_load_flags(font, Self.noHinting)
    }

    deinit { hb_font_destroy(font) }

    /// `text` shaped on one line, with `tracking` pixels added after every character but the last
    /// (as iOS's kern attribute spaces characters), so n characters widen by (n − 1) × tracking.
    func shape(_ text: String, tracking: Double) -> Run {
        guard let buffer = hb_buffer_create() else { return Run(glyphs: [], width: 0) }
        defer { hb_buffer_destroy(buffer) }
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count)) }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return Run(glyphs: [], width: 0) }
        var run = Run(glyphs: [], width: 0)
        var pen = 0.0
        for index in 0..<Int(count) {
            let position = positions[index]
            run.glyphs.append((infos[index].codepoint, pen + Double(position.x_offset) / 64, Double(position.y_offset) / 64))
            pen += Double(position.x_advance) / 64
            // Tracking goes between characters: where the next glyph starts another cluster.
            if index + 1 < Int(count), infos[index + 1].cluster != infos[index].cluster { pen += tracking }
        }
        run.width = pen
        return run
    }

    /// Draws a run with its pen at (`x`, `baseline`).
    func draw(_ run: Run, x: Double, baseline: Double, color: Canvas.RGB, on canvas: inout Canvas) {
        for placed in run.glyphs {
            guard let glyph = glyph(placed.id), !glyph.coverage.isEmpty else { continue }
            let left = Int((x + placed.x).rounded()) + glyph.left
            let top = Int((baseline - placed.y).rounded()) - glyph.top
            glyph.coverage.withUnsafeBufferPointer { coverage in
                canvas.blend(coverage, columns: glyph.columns, rows: glyph.rows, pitch: glyph.columns, x: left, y: top, color)
            }
        }
    }

    private func glyph(_ id: UInt32) -> Glyph? {
        if let cached = glyphs[id] { return cached }
        let face = opened.face
        guard FT_Load_Glyph(face, id, Self.noHinting) == 0, let slot = face.pointee.glyph,
              FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let columns = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: columns * rows)
        if let source = bitmap.buffer, columns > 0, rows > 0 {
            for row in 0..<rows {
                // A negative pitch means the rows are stored bottom-up.
                let start = pitch >= 0 ? row * pitch : (rows - 1 - row) * -pitch
                for column in 0..<columns { coverage[row * columns + column] = source[start + column] }
            }
        }
        let glyph = Glyph(left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top), columns: columns, rows: rows, coverage: coverage)
        glyphs[id] = glyph
        return glyph
    }
}
