/// One row of the resolved table: a text style at a content-size category, in one weight variant
/// and one leading variant. Every exporter reads these. Lengths are points, rounded to 1/10,000.
public struct ResolvedTextStyle: Equatable, Sendable {
    /// Apple's leading variants: tight and loose are 2 pt less and more than standard.
    public enum Leading: String, CaseIterable, Sendable {
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
    public struct Tracking: Equatable, Sendable {
        public var points: Double
        public var em: Double
        /// The tracking source's name: `appleSFPro`, `trak`, `formula:inter`, `formula`, `constant`, `none`.
        public var source: String
    }

    /// The face used; no file path, so tables are the same on every machine with the same font.
    public struct Font: Equatable, Sendable {
        public var family: String
        /// The entry of the theme's family list that matched.
        public var requestedFamily: String
        public var postscriptName: String?
        public var sha256: String
        public var faceIndex: Int
        /// Variable fonts: the location read (wght from the weight, opsz from the size).
        public var location: [String: Double]?

    }

    /// The font's vertical metrics at the style's size, in points (descender negative).
    public struct Metrics: Equatable, Sendable {
        /// Which of the font's tables made the line box: `typo`, `hhea` or `win`.
        public var source: String
        public var ascender: Double
        public var descender: Double
        public var lineGap: Double
        public var capHeight: Double?
        public var xHeight: Double?

    }

    /// Capsize-style trims in em: margins that remove the space above the cap height and below the
    /// baseline in CSS (negative values).
    public struct Trims: Equatable, Sendable {
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

}

extension ResolvedTextStyle {
    /// The row as JSON (the `tintype styles --json` schema): every key present, absent values `null`.
    public var jsonValue: JSONValue {
        // Members are listed in sorted key order, as `JSONValue.members` expects.
        var location: JSONValue = .null
        if let coordinates = font.location { location = .object(coordinates.mapValues(JSONValue.number)) }
        var trimsValue: JSONValue = .null
        if let trims { trimsValue = .members([("baseline", .number(trims.baseline)), ("capHeight", .number(trims.capHeight))]) }
        return .members([
            ("baselineOffset", .number(baselineOffset)),
            ("category", .string(category.name)),
            ("emphasized", .bool(emphasized)),
            ("font", .members([
                ("faceIndex", .integer(font.faceIndex)), ("family", .string(font.family)), ("location", location),
                ("postscriptName", .string(font.postscriptName)), ("requestedFamily", .string(font.requestedFamily)),
                ("sha256", .string(font.sha256)),
            ])),
            ("leading", .string(leading.rawValue)),
            ("lineHeight", .number(lineHeight)),
            ("lineHeightPolicy", .string(lineHeightPolicy)),
            ("metrics", .members([
                ("ascender", .number(metrics.ascender)), ("capHeight", .number(metrics.capHeight)),
                ("descender", .number(metrics.descender)), ("lineGap", .number(metrics.lineGap)),
                ("source", .string(metrics.source)), ("xHeight", .number(metrics.xHeight)),
            ])),
            ("size", .number(size)),
            ("style", .string(style.rawValue)),
            ("tracking", .members([("em", .number(tracking.em)), ("points", .number(tracking.points)), ("source", .string(tracking.source))])),
            ("trims", trimsValue),
            ("warnings", .array(warnings.map(JSONValue.string))),
            ("weight", .integer(weight.value)),
        ])
    }
}

/// Rounds a length for output, so the table prints the same digits on every machine.
@inline(__always)
func rounded4(_ value: Double) -> Double { (value * 10_000).rounded(.toNearestOrAwayFromZero) / 10_000 }
