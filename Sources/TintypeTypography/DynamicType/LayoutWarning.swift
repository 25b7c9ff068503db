/// What is wrong with one row's layout. Lengths are points at the row's size.
public enum LayoutWarning: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The ink of two consecutive lines overlaps: the sample's highest top plus its lowest bottom
    /// exceed the line height.
    case linesCollide(lineHeight: Double, inkTop: Double, inkBottom: Double, topCharacter: Unicode.Scalar, bottomCharacter: Unicode.Scalar)
    /// The font's content area (ascender + descender) is taller than the line box but the ink
    /// fits, with `room` points to spare; nil `room` when the font has no outline for the sample.
    case lineBoxOverflow(lineHeight: Double, contentArea: Double, room: Double?)
    /// The theme tracks with the font's `trak` table, which the font lacks (or lacks that track).
    case missingTrackingTable(font: String, track: Double)

    /// Whether this is information rather than a problem: a line box shorter than the content
    /// area where the ink fits.
    public var isInformation: Bool {
        if case .lineBoxOverflow = self { true } else { false }
    }

    public var description: String {
        switch self {
        case .linesCollide(let lineHeight, let top, let bottom, let topCharacter, let bottomCharacter):
            let ink = top - bottom
            return "lines collide: the sample's ink spans \(rounded4(ink).plainText) pt ('\(topCharacter)' reaches \(rounded4(top).plainText) pt above the baseline, '\(bottomCharacter)' \(rounded4(-bottom).plainText) pt below) in a \(lineHeight.plainText) pt line: \(rounded4(ink - lineHeight).plainText) pt of overlap"
        case .lineBoxOverflow(let lineHeight, let contentArea, let room?):
            return "line height \(lineHeight.plainText) pt is shorter than the font's content area \(contentArea.plainText) pt (ascender + descender); the sample's ink fits with \(rounded4(room).plainText) pt to spare"
        case .lineBoxOverflow(let lineHeight, let contentArea, nil):
            return "line height \(lineHeight.plainText) pt is shorter than the font's content area \(contentArea.plainText) pt (ascender + descender); the font has no outline for the sample to measure"
        case .missingTrackingTable(let font, let track):
            return "tracking source trak: \(font) has no trak table with track \(track.plainText); tracking is 0"
        }
    }
}
