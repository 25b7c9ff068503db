import TintypeDocument

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
        /// Where the tracking came from (reports write its `name`).
        public var source: TrackingSource
    }

    /// The face used; no file path, so tables are the same on every machine with the same font.
    public struct Font: Equatable, Sendable {
        public var family: String
        /// The entry of the theme's family list that matched.
        public var requestedFamily: String
        public var postscriptName: String?
        public var sha256: String
        /// The font file's name, without its folder (`Inter-Regular.otf`): what an app bundles.
        /// Nil in compiled themes written before it was recorded.
        public var file: String? = nil
        public var faceIndex: Int
        /// Variable fonts: the location read (wght from the weight, opsz from the size).
        public var location: [String: Double]?
    }

    /// The font's vertical metrics at the style's size, in points (descender negative).
    public struct Metrics: Equatable, Sendable {
        /// Which of the font's tables made the line box.
        public var source: VerticalMetrics.Source
        public var ascender: Double
        public var descender: Double
        public var lineGap: Double
        public var capHeight: Double?
        public var xHeight: Double?
        /// How far the theme's lint sample reaches above the baseline (its glyphs' outlines), nil
        /// when the font has no outline for the sample.
        public var inkTop: Double?
        /// How far it reaches below (negative below the baseline).
        public var inkBottom: Double?
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
    /// The line-height policy that produced `lineHeight`.
    public var lineHeightPolicy: LineHeightPolicy.Kind
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
    public var fontWarnings: [FontWarning]
    /// What is wrong with this row's layout (lines that collide, a line box the font overflows).
    public var layoutWarnings: [LayoutWarning]

    /// Every warning of the row as text: the font's, then the layout's.
    public var warnings: [String] { fontWarnings.map(\.description) + layoutWarnings.map(\.description) }
}

extension ResolvedTextStyle {
    /// A row with every member empty, for a reader that sets each one (the compiled theme's). The
    /// rows' memberwise inits stay internal: the resolver builds one per cell, and an explicit init
    /// another module could call copies every string of it once more.
    package static let blank = ResolvedTextStyle(
        style: "", category: .large, leading: .standard, emphasized: false, size: 0, lineHeight: 0, lineHeightPolicy: .table,
        tracking: Tracking(points: 0, em: 0, source: .none), weight: FontWeight(value: 400), font: Font(family: "", requestedFamily: "", sha256: "", faceIndex: 0),
        metrics: Metrics(source: .none, ascender: 0, descender: 0, lineGap: 0),
        baselineOffset: 0, fontWarnings: [], layoutWarnings: [])

    /// The members of a row as JSON (the `tintype styles --json` schema), in sorted key order.
    public enum Member: String, CaseIterable, Sendable {
        case baselineOffset, category, emphasized, font, leading, lineHeight, lineHeightPolicy, metrics, size, style
        case tracking, trims, warnings, weight
    }

    /// Writes the row as a JSON object: every key present, absent values `null`.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        for member in Member.allCases {
            writer.key(member.rawValue)
            write(member, to: &writer)
        }
        writer.endObject()
    }

    /// Writes one member's value.
    package func write(_ member: Member, to writer: inout JSONWriter) {
        switch member {
        case .baselineOffset: writer.number(baselineOffset)
        case .category: writer.string(category.name)
        case .emphasized: writer.bool(emphasized)
        case .font:
            writer.beginObject()
            writer.key("faceIndex"); writer.integer(font.faceIndex)
            writer.key("family"); writer.string(font.family)
            writer.key("location")
            if let location = font.location {
                writer.beginObject()
                for (tag, value) in location.sorted(by: { $0.key < $1.key }) {
                    writer.key(tag)
                    writer.number(value)
                }
                writer.endObject()
            } else {
                writer.null()
            }
            writer.key("postscriptName"); writer.string(font.postscriptName)
            writer.key("requestedFamily"); writer.string(font.requestedFamily)
            writer.key("sha256"); writer.string(font.sha256)
            writer.endObject()
        case .leading: writer.string(leading.rawValue)
        case .lineHeight: writer.number(lineHeight)
        case .lineHeightPolicy: writer.string(lineHeightPolicy.rawValue)
        case .metrics:
            writer.beginObject()
            writer.key("ascender"); writer.number(metrics.ascender)
            writer.key("capHeight"); writer.number(metrics.capHeight)
            writer.key("descender"); writer.number(metrics.descender)
            writer.key("inkBottom"); writer.number(metrics.inkBottom)
            writer.key("inkTop"); writer.number(metrics.inkTop)
            writer.key("lineGap"); writer.number(metrics.lineGap)
            writer.key("source"); writer.string(metrics.source.rawValue)
            writer.key("xHeight"); writer.number(metrics.xHeight)
            writer.endObject()
        case .size: writer.number(size)
        case .style: writer.string(style.rawValue)
        case .tracking:
            writer.beginObject()
            writer.key("em"); writer.number(tracking.em)
            writer.key("points"); writer.number(tracking.points)
            writer.key("source"); writer.string(tracking.source.name)
            writer.endObject()
        case .trims:
            guard let trims else { return writer.null() }
            writer.beginObject()
            writer.key("baseline"); writer.number(trims.baseline)
            writer.key("capHeight"); writer.number(trims.capHeight)
            writer.endObject()
        case .warnings:
            writer.beginArray()
            for warning in warnings { writer.string(warning) }
            writer.endArray()
        case .weight: writer.integer(weight.value)
        }
    }

    /// Whether `other` has a different value for `member`.
    public func differs(from other: ResolvedTextStyle, in member: Member) -> Bool {
        switch member {
        case .baselineOffset: baselineOffset != other.baselineOffset
        case .category: category != other.category
        case .emphasized: emphasized != other.emphasized
        case .font: font != other.font
        case .leading: leading != other.leading
        case .lineHeight: lineHeight != other.lineHeight
        case .lineHeightPolicy: lineHeightPolicy != other.lineHeightPolicy
        case .metrics: metrics != other.metrics
        case .size: size != other.size
        case .style: style != other.style
        case .tracking: tracking != other.tracking
        case .trims: trims != other.trims
        case .warnings: fontWarnings != other.fontWarnings || layoutWarnings != other.layoutWarnings
        case .weight: weight != other.weight
        }
    }
}

/// Rounds a length for output, so the table prints the same digits on every machine.
@inline(__always)
package func rounded4(_ value: Double) -> Double { (value * 10_000).rounded(.toNearestOrAwayFromZero) / 10_000 }
