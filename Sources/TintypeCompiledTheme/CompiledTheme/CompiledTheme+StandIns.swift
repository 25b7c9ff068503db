import TintypeTypography

/// Rows measured on a stand-in: a build with `--allow-fallback` compiles a theme whose family is
/// not installed on another one. Every format still names the theme's families, and says in a
/// comment which were measured on what.
extension CompiledTheme {
    /// The family the theme asks `row` to be drawn in: the first at its size (its display cut's from
    /// the cut's size up) that is not a generic name.
    public func brandFamily(of row: ResolvedTextStyle) -> String? {
        typefaces.first { $0.style == row.style }?.families(atSize: row.size).first { !CSSGenericFamilies.names.contains($0) }
    }

    /// Whether `row` was measured on another family than the theme's.
    public func isStandIn(_ row: ResolvedTextStyle) -> Bool {
        brandFamily(of: row).map { $0 != row.font.family } ?? false
    }

    /// `Atkinson Hyperlegible measured on DejaVu Sans` for each family measured on a stand-in, sorted;
    /// empty for a build on the theme's own fonts.
    public var standInNotes: [String] {
        var notes: Set<String> = []
        for entry in styles where isStandIn(entry.row) {
            if let brand = brandFamily(of: entry.row) { notes.insert("\(brand) measured on \(entry.row.font.family)") }
        }
        return notes.sorted()
    }

    /// The two comment lines (each starting with `prefix`) a format's type comment carries on a
    /// build with stand-ins; empty without.
    public func standInCommentLines(prefix: String) -> String {
        let notes = standInNotes
        guard !notes.isEmpty else { return "" }
        return "\(prefix)Metrics measured on stand-in fonts (built with --allow-fallback): \(notes.joined(separator: "; ")).\n"
            + "\(prefix)Install the theme's fonts and build again for the brand's own line heights.\n"
    }

    /// The sentence a format's header comment carries on a build with stand-ins; nil without.
    public var standInSentence: String? {
        let notes = standInNotes
        guard !notes.isEmpty else { return nil }
        return "Metrics measured on stand-in fonts (built with --allow-fallback): \(notes.joined(separator: "; ")); "
            + "install the theme's fonts and build again for the brand's own line heights."
    }
}
