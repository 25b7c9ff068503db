import TintypeDocument

/// A component a theme declares so that `check` can say when its text stops fitting: a fixed or
/// capped height, its vertical padding, the styles it sets and how many lines of them (a tab label:
/// 49 pt high, 6 pt padding, one line of caption2). Lengths are points (iOS) and dp (Android).
public struct TextComponent: Equatable, Sendable {
    public var name: String
    /// The box's height when it cannot grow (`height`), or the most it may grow to (`maximumHeight`).
    public var limit: Double
    /// Whether `limit` is a fixed height rather than a maximum.
    public var fixed: Bool
    public var paddingTop: Double
    public var paddingBottom: Double
    public var styles: [TextStyle]
    public var lines: Int
    /// Where the theme wrote it.
    public var position: SourcePosition?

    public init(name: String, limit: Double, fixed: Bool, paddingTop: Double = 0, paddingBottom: Double = 0, styles: [TextStyle],
                lines: Int = 1, position: SourcePosition? = nil) {
        self.name = name
        self.limit = limit
        self.fixed = fixed
        self.paddingTop = paddingTop
        self.paddingBottom = paddingBottom
        self.styles = styles
        self.lines = lines
        self.position = position
    }

    /// The height the box needs for `lines` lines of a line height.
    public func need(lineHeight: Double) -> Double {
        Double(lines) * lineHeight + paddingTop + paddingBottom
    }
}
