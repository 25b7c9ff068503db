import TintypeDocument

/// Where the theme file decided one of a style's values, and whether it did: the style's own
/// member when it has one, else the theme-wide setting, else the style itself (a default). Checks
/// put their findings there, and `metrics check` names it as the cause of what the theme moved.
package struct WrittenValue {
    package var place: Diagnostic.Place
    package var written: Bool
}

extension Theme {
    /// The style's line height: its own `lineHeight`, policy, table or typography token, else the
    /// theme's line-height policy; Apple's table when none is written.
    package func writtenLineHeight(of name: TextStyle) -> WrittenValue {
        guard let sources else { return WrittenValue(place: .none, written: true) }
        let style = sources.style(name, in: self)
        let own = style.flatMap { $0.lineHeight ?? $0.lineHeightPolicy ?? $0.table ?? $0.typography }
        let place = own.map { sources.place($0) } ?? sources.typography.lineHeight.map { sources.place($0) } ?? sources.stylePlace(style)
        return WrittenValue(place: place, written: own != nil || sources.typography.lineHeight != nil)
    }

    /// The style's size: its own size, table, typography token or floor; its scale model (its own or
    /// the theme's) also decides it.
    package func writtenSize(of name: TextStyle) -> WrittenValue {
        guard let sources else { return WrittenValue(place: .none, written: true) }
        let style = sources.style(name, in: self)
        let own = style.flatMap { $0.size ?? $0.table ?? $0.typography ?? $0.minimumPointSize }
        return WrittenValue(place: own.map { sources.place($0) } ?? sources.stylePlace(style),
                            written: own != nil || sources.typography.scale != nil || style?.scale != nil)
    }

    /// The style's tracking: its own tracking or typography token, else the theme's tracking source.
    package func writtenTracking(of name: TextStyle) -> WrittenValue {
        guard let sources else { return WrittenValue(place: .none, written: true) }
        let style = sources.style(name, in: self)
        let own = style?.tracking ?? style?.typography ?? sources.typography.tracking
        return WrittenValue(place: own.map { sources.place($0) } ?? sources.stylePlace(style), written: own != nil)
    }

    /// The theme's key behind values of a style that moved (`fields`, by their names in a metrics
    /// snapshot or a compiled row): its size where the size moved, else its line height, else its
    /// tracking, else the style; as words (`the theme's size of body at theme.json:12:5`), or nil
    /// where the theme has no file to point into. `metrics check` and `build --locked` name it.
    package func writtenKey(behind fields: Set<String>, of style: TextStyle) -> String? {
        let (name, value): (String, WrittenValue) =
            fields.contains("size") || fields.contains("width") ? ("size of", writtenSize(of: style))
            : fields.contains("lineHeight") || fields.contains("lineHeightPolicy") || fields.contains("baselineTrim")
                ? ("line height of", writtenLineHeight(of: style))
            : fields.contains("tracking") ? ("tracking of", writtenTracking(of: style))
            : ("style", writtenStyle(style))
        guard value.place != .none else { return nil }
        return "the theme's \(name) \(style) at \(value.place)"
    }

    /// The style itself: where the theme names it (its weight and policies are members of it).
    package func writtenStyle(_ name: TextStyle) -> WrittenValue {
        guard let sources else { return WrittenValue(place: .none, written: true) }
        let style = sources.style(name, in: self)
        return WrittenValue(place: sources.stylePlace(style), written: style != nil)
    }
}
