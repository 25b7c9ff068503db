/// One row of the resolved table: a text style at a content-size category, in one weight variant
/// and one leading variant. Every exporter reads these. Lengths are points, rounded to 1/10,000.
public struct ResolvedTextStyle: Encodable, Equatable, Sendable {
    /// Apple's leading variants: tight and loose are 2 pt less and more than standard.
    public enum Leading: String, Codable, CaseIterable, Sendable {
        case standard, tight, loose

        /// Points added to the standard line height.
        public var adjustment: Double {
            switch self {
            case .standard: 0
            case .tight: -2
            case .loose: 2
            }
        }
    }

    /// Letter spacing in both units: points for iOS's kern, em for CSS and Android.
    public struct Tracking: Codable, Equatable, Sendable {
        public var points: Double
        public var em: Double
        /// The tracking source's name: `appleSFPro`, `trak`, `formula:inter`, `formula`, `constant`, `none`.
        public var source: String
    }

    /// The face used; no file path, so tables are the same on every machine with the same font.
    public struct Font: Codable, Equatable, Sendable {
        public var family: String
        /// The entry of the theme's family list that matched.
        public var requestedFamily: String
        public var postscriptName: String?
        public var sha256: String
        public var faceIndex: Int
        /// Variable fonts: the location read (wght from the weight, opsz from the size).
        public var location: [String: Double]?

        private enum CodingKeys: String, CodingKey {
            case family, requestedFamily, postscriptName, sha256, faceIndex, location
        }

        /// Writes absent values as `null`, so every key is always present.
        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(family, forKey: .family)
            try c.encode(requestedFamily, forKey: .requestedFamily)
            try c.encode(postscriptName, forKey: .postscriptName)
            try c.encode(sha256, forKey: .sha256)
            try c.encode(faceIndex, forKey: .faceIndex)
            try c.encode(location, forKey: .location)
        }
    }

    /// The font's vertical metrics at the style's size, in points (descender negative).
    public struct Metrics: Codable, Equatable, Sendable {
        /// Which of the font's tables made the line box: `typo`, `hhea` or `win`.
        public var source: String
        public var ascender: Double
        public var descender: Double
        public var lineGap: Double
        public var capHeight: Double?
        public var xHeight: Double?

        private enum CodingKeys: String, CodingKey { case source, ascender, descender, lineGap, capHeight, xHeight }

        /// Writes absent values as `null`, so every key is always present.
        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(source, forKey: .source)
            try c.encode(ascender, forKey: .ascender)
            try c.encode(descender, forKey: .descender)
            try c.encode(lineGap, forKey: .lineGap)
            try c.encode(capHeight, forKey: .capHeight)
            try c.encode(xHeight, forKey: .xHeight)
        }
    }

    /// Capsize-style trims in em: margins that remove the space above the cap height and below the
    /// baseline in CSS (negative values).
    public struct Trims: Codable, Equatable, Sendable {
        public var capHeight: Double
        public var baseline: Double
    }

    public var style: TextStyle
    public var category: ContentSizeCategory
    public var leading: Leading
    public var emphasized: Bool
    public var size: Double
    public var lineHeight: Double
    /// The line-height policy that produced `lineHeight`: `table`, `fontMetrics` or `multiplier`.
    public var lineHeightPolicy: String
    public var tracking: Tracking
    public var weight: FontWeight
    public var font: Font
    public var metrics: Metrics
    /// From the top of the line box to the baseline (CSS half-leading model: the line gap is not
    /// part of the content area).
    public var baselineOffset: Double
    /// nil when the font has no cap height.
    public var trims: Trims?
    /// What the font system did differently from the theme (a fallback family, a missing weight).
    public var fontWarnings: [String]
    /// What is wrong with this row's layout (a line box that clips).
    public var layoutWarnings: [String]

    /// Every warning of the row: the font's, then the layout's.
    public var warnings: [String] { fontWarnings + layoutWarnings }

    private enum CodingKeys: String, CodingKey {
        case style, category, leading, emphasized, size, lineHeight, lineHeightPolicy, tracking, weight, font, metrics
        case baselineOffset, trims, warnings
    }

    /// Writes absent trims as `null`, so every key is always present.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(style, forKey: .style)
        try c.encode(category, forKey: .category)
        try c.encode(leading, forKey: .leading)
        try c.encode(emphasized, forKey: .emphasized)
        try c.encode(size, forKey: .size)
        try c.encode(lineHeight, forKey: .lineHeight)
        try c.encode(lineHeightPolicy, forKey: .lineHeightPolicy)
        try c.encode(tracking, forKey: .tracking)
        try c.encode(weight, forKey: .weight)
        try c.encode(font, forKey: .font)
        try c.encode(metrics, forKey: .metrics)
        try c.encode(baselineOffset, forKey: .baselineOffset)
        try c.encode(trims, forKey: .trims)
        try c.encode(warnings, forKey: .warnings)
    }
}

/// Rounds a length for output, so the table prints the same digits on every machine.
@inline(__always)
func rounded4(_ value: Double) -> Double { (value * 10_000).rounded(.toNearestOrAwayFromZero) / 10_000 }
