import TintypeDocument

/// What `tintype styles` reports: the resolved rows of one theme, with or without Bold Text.
public struct StyleTable: Sendable {
    public var theme: String
    public var boldText: Bool
    public var rows: [ResolvedTextStyle]

    public init(theme: String, boldText: Bool, rows: [ResolvedTextStyle]) {
        self.theme = theme
        self.boldText = boldText
        self.rows = rows
    }

    /// `{boldText, styles: [row…], theme}` (schema in Docs/Themes.md), one line with a final newline.
    public func json() -> [UInt8] {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("boldText")
        writer.bool(boldText)
        writer.key("styles")
        writer.beginArray()
        for row in rows { row.write(to: &writer) }
        writer.endArray()
        writer.key("theme")
        writer.string(theme)
        writer.endObject()
        return writer.finish()
    }
}
