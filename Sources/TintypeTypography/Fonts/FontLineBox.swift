extension FontFaceMetrics {
    /// Which of the font's vertical metrics make its line box, chosen as FreeType chooses them:
    /// typo when USE_TYPO_METRICS is set; else hhea (with MVAR's line deltas at a location, as
    /// FreeType applies them, `lineDeltas`); typo when hhea's ascender and descender are both 0;
    /// win when typo is 0 too.
    public var lineBox: (metrics: VerticalMetrics, source: VerticalMetrics.Source)? {
        if useTypoMetrics, let typo { return (typo, .typo) }
        if let hhea, hhea.ascender != 0 || hhea.descender != 0 {
            guard let delta = lineDeltas else { return (hhea, .hhea) }
            return (VerticalMetrics(ascender: hhea.ascender + delta.ascender, descender: hhea.descender + delta.descender,
                                    lineGap: hhea.lineGap + delta.lineGap), .hhea)
        }
        if let typo, typo.ascender != 0 || typo.descender != 0 { return (typo, .typo) }
        if let win { return (VerticalMetrics(ascender: win.ascent, descender: -win.descent, lineGap: 0), .win) }
        return nil
    }
}
