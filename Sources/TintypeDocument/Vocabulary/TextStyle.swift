/// A semantic text style: one of Apple's eleven, Material's fifteen, or any name a theme defines.
public struct TextStyle: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ name: String) { self.rawValue = name }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let largeTitle = TextStyle("largeTitle")
    public static let title1 = TextStyle("title1")
    public static let title2 = TextStyle("title2")
    public static let title3 = TextStyle("title3")
    public static let headline = TextStyle("headline")
    public static let body = TextStyle("body")
    public static let callout = TextStyle("callout")
    public static let subheadline = TextStyle("subheadline")
    public static let footnote = TextStyle("footnote")
    public static let caption1 = TextStyle("caption1")
    public static let caption2 = TextStyle("caption2")

    /// Apple's eleven text styles, largest first, as `UIFont.TextStyle` lists them.
    public static let apple: [TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2,
    ]

    public var description: String { rawValue }

    // Written out and inlinable: the resolver and the formats key dictionaries by style in their
    // inner loops, in other modules, where a synthesized conformance is a call per comparison.
    @inlinable public static func == (lhs: TextStyle, rhs: TextStyle) -> Bool { lhs.rawValue == rhs.rawValue }
    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    @inlinable public static func < (lhs: TextStyle, rhs: TextStyle) -> Bool { lhs.rawValue < rhs.rawValue }
}
