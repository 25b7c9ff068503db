/// Where the theme file decided one of a style's values, and whether it did: the style's own
/// member when it has one, else the theme-wide setting, else the style itself (a default).
struct WrittenValue {
    var place: Diagnostic.Place
    var written: Bool
}

extension CheckContext {
    /// The style's line height: its own `lineHeight`, policy, table or typography token, else the
    /// theme's line-height policy; Apple's table when none is written.
    func lineHeight(of name: TextStyle) -> WrittenValue {
        guard let sources else { return WrittenValue(place: .none, written: true) }
        let style = sources.style(name, in: theme)
        let own = style.flatMap { $0.lineHeight ?? $0.lineHeightPolicy ?? $0.table ?? $0.typography }
        let place = own.map { sources.place($0) } ?? sources.typography.lineHeight.map { sources.place($0) } ?? sources.stylePlace(style)
        return WrittenValue(place: place, written: own != nil || sources.typography.lineHeight != nil)
    }

    /// The style's size: its own size, table, typography token or floor; its scale model (its own or
    /// the theme's) also decides it.
    func size(of name: TextStyle) -> WrittenValue {
        guard let sources else { return WrittenValue(place: .none, written: true) }
        let style = sources.style(name, in: theme)
        let own = style.flatMap { $0.size ?? $0.table ?? $0.typography ?? $0.minimumPointSize }
        return WrittenValue(place: own.map { sources.place($0) } ?? sources.stylePlace(style),
                            written: own != nil || sources.typography.scale != nil || style?.scale != nil)
    }

    /// The style's tracking: its own tracking or typography token, else the theme's tracking source.
    func tracking(of name: TextStyle) -> WrittenValue {
        guard let sources else { return WrittenValue(place: .none, written: true) }
        let style = sources.style(name, in: theme)
        let own = style?.tracking ?? style?.typography ?? sources.typography.tracking
        return WrittenValue(place: own.map { sources.place($0) } ?? sources.stylePlace(style), written: own != nil)
    }
}
