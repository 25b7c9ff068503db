import TintypeTypography

/// Line boxes shorter than a face's content area (ascender + descender) while the ink fits, as the
/// compiled theme states them: once per face, with the range of sizes where it happens, not on
/// every row. Ordinary typesetting (Apple's own leading is shorter than most fonts' content area)
/// and nothing a reader sees, so it is information, not a warning.
public struct LineBoxNote: Equatable, Sendable {
    /// The face's PostScript name (its family when it has none).
    public var font: String
    public var smallestSize: Double
    public var largestSize: Double
    /// How many rows (Bold Text rows included) it concerns.
    public var rows: Int

    public var message: String {
        let sizes = smallestSize == largestSize ? "at \(smallestSize.plainText) pt" : "from \(smallestSize.plainText) to \(largestSize.plainText) pt"
        return "\(font) \(sizes): \(rows) line \(rows == 1 ? "box is" : "boxes are") shorter than the font's content area "
            + "(ascender + descender); the sample's ink fits"
    }

    /// Takes the overflow warnings out of rows and states them per face.
    package struct Collector {
        private var notes: [String: LineBoxNote] = [:]

        package init() {}

        /// Removes `row`'s overflow warning, if it has one, into the note of its face.
        package mutating func take(_ row: inout ResolvedTextStyle) {
            let before = row.layoutWarnings.count
            row.layoutWarnings.removeAll { if case .lineBoxOverflow = $0 { true } else { false } }
            guard row.layoutWarnings.count < before else { return }
            let font = row.font.postscriptName ?? row.font.family
            var note = notes[font] ?? LineBoxNote(font: font, smallestSize: row.size, largestSize: row.size, rows: 0)
            note.smallestSize = min(note.smallestSize, row.size)
            note.largestSize = max(note.largestSize, row.size)
            note.rows += 1
            notes[font] = note
        }

        /// The notes, sorted by face.
        package var result: [LineBoxNote] { notes.keys.sorted().compactMap { notes[$0] } }
    }
}
