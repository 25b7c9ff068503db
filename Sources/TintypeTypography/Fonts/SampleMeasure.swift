/// How a sample's glyphs measure in one face at one location, in font units: the ink the lint
/// judges lines by, and the advances the regression check compares widths by.
public struct SampleMeasure: Equatable, Hashable, Sendable {
    /// The outlines' reach above and below the baseline; nil when the face has no outline for any
    /// of the sample's characters.
    public var ink: InkExtents?
    /// The sum of the advance widths of the sample's characters that the face has (unkerned).
    public var advance: Int
    /// How many of the sample's characters the face has a glyph for.
    public var characters: Int

    public init(ink: InkExtents?, advance: Int, characters: Int) {
        self.ink = ink
        self.advance = advance
        self.characters = characters
    }
}
