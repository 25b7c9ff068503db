/// One of a font's three statements of its line box, in font units (`hhea` or OS/2 typo).
///
/// The descender is negative below the baseline, as the tables store it.
public struct VerticalMetrics: Equatable, Hashable, Sendable {
    public var ascender: Int
    public var descender: Int
    public var lineGap: Int

    public init(ascender: Int, descender: Int, lineGap: Int) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    /// The table a line box comes from: OS/2 typo, hhea, or OS/2 win; `none` when the font states
    /// no line box and the em square stands in.
    public enum Source: String, CaseIterable, Sendable { case typo, hhea, win, none }

    /// Ascender to descender plus the line gap: the natural line height in font units.
    public var lineHeight: Int { ascender - descender + lineGap }
}

/// OS/2 `usWinAscent` and `usWinDescent`: Windows' line box and clipping, both positive.
public struct WinMetrics: Equatable, Hashable, Sendable {
    public var ascent: Int
    public var descent: Int

    public init(ascent: Int, descent: Int) {
        self.ascent = ascent
        self.descent = descent
    }
}
