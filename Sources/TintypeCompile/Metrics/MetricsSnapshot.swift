import TintypeDocument
import TintypeTypography
import TintypeTheme

/// What a theme's text styles are on one machine's fonts, recorded so another run (a font update,
/// another machine) can be compared with it: `tintype metrics snapshot` writes it, `tintype
/// metrics check` reads it. Faces are stored in design units, the source of truth; rows hold the
/// numbers the styles resolve to, in the compiled theme's vocabulary. Schema in Docs/Checks.md.
public struct MetricsSnapshot: Equatable, Sendable {
    /// The `format` member of a snapshot.
    public static let format = "tintype.metrics-snapshot"
    /// The version this tintype writes and reads.
    public static let version = 2

    /// One face as the theme uses it: a file's face at one variable-font location (nil for a static
    /// font), what identifies it, and its metrics in font units.
    public struct Face: Equatable, Sendable {
        /// Typographic family and subfamily from the font's `name` table.
        public var family: String?
        public var styleName: String?
        public var postscriptName: String?
        /// The version string (name id 5).
        public var version: String?
        /// The file's name, without its directory: the same on every machine that has the file.
        public var file: String
        public var sha256: String
        public var faceIndex: Int
        public var location: [String: Double]?
        public var unitsPerEm: Int
        public var hhea: VerticalMetrics?
        public var typo: VerticalMetrics?
        public var win: WinMetrics?
        public var useTypoMetrics: Bool
        public var capHeight: Int?
        public var capHeightSource: FontFaceMetrics.MetricSource?
        public var xHeight: Int?
        public var xHeightSource: FontFaceMetrics.MetricSource?
        /// The ink of the theme's sample, as the line-box lint measures it.
        public var ink: InkExtents?
        public var trak: TrackingTable?
        /// The sum of the advances of the sample's characters the face has (unkerned).
        public var advance: Int
        /// How many of the sample's characters the face has.
        public var characters: Int

        /// The face as `metrics` and `measure` describe it.
        public init(_ metrics: FontFaceMetrics, measure: SampleMeasure) {
            family = metrics.familyName
            styleName = metrics.styleName
            postscriptName = metrics.postscriptName
            version = metrics.version
            file = String(metrics.file.split(separator: "/").last ?? Substring(metrics.file))
            sha256 = metrics.sha256
            faceIndex = metrics.faceIndex
            location = metrics.axes.isEmpty ? nil : metrics.location
            unitsPerEm = metrics.unitsPerEm
            hhea = metrics.hhea
            typo = metrics.typo
            win = metrics.win
            useTypoMetrics = metrics.useTypoMetrics
            capHeight = metrics.capHeight
            capHeightSource = metrics.capHeightSource
            xHeight = metrics.xHeight
            xHeightSource = metrics.xHeightSource
            ink = measure.ink
            trak = metrics.trak
            advance = measure.advance
            characters = measure.characters
        }

        /// A short name for messages: the file, and the face's own name when the file has several
        /// or the face is read at a location.
        public var label: String {
            var text = file
            if faceIndex > 0 { text += " #\(faceIndex)" }
            if let location {
                text += " @ " + location.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.plainText)" }.joined(separator: ", ")
            }
            return text
        }
    }

    /// Which row of the table: a style at a category, in a weight variant, a leading variant and
    /// with Bold Text off or on.
    public struct RowKey: Hashable, Sendable {
        public var style: TextStyle
        public var category: ContentSizeCategory
        public var leading: ResolvedTextStyle.Leading
        public var emphasized: Bool
        public var boldText: Bool
    }

    /// One resolved row.
    public struct Row: Equatable, Sendable {
        public var key: RowKey
        /// Index into `faces`.
        public var face: Int
        public var weight: Int
        public var size: Double
        public var lineHeight: Double
        public var lineHeightPolicy: LineHeightPolicy.Kind
        /// Tracking in points and em, and the name of the source it came from.
        public var trackingPoints: Double
        public var trackingEm: Double
        public var trackingSource: String
        public var trims: ResolvedTextStyle.Trims?
        /// The sample's width at the row's size and tracking, in points: its advances plus the
        /// tracking after each character (as UIKit's kern and CSS letter-spacing add it); nil when
        /// the face has none of the sample's characters.
        public var width: Double?
        /// What the font system did differently from the theme (fallback family, missing weight).
        public var fontWarnings: [FontWarning]
        /// The line-box lint's findings on the row.
        public var lint: [LayoutWarning]
    }

    /// The theme's name.
    public var theme: String
    /// The platform whose own theme was recorded (`metrics snapshot --platform`); nil for the theme
    /// as it is everywhere.
    public var platform: ThemePlatform?
    /// The lint sample: how the theme names it, and the characters measured (each once, in code
    /// point order; white space left out).
    public var sampleName: String
    public var sampleCharacters: String
    /// Faces in a fixed order (family, style, PostScript name, location, hash), whatever order
    /// they were read in.
    public var faces: [Face]
    /// Rows in theme style order, then category, weight variant, leading variant, Bold Text.
    public var rows: [Row]

    /// The styles of the rows, each once, in theme order.
    /// What a snapshot holds, for the line `metrics snapshot -o` prints: `792 rows of 11 styles on 4 faces`.
    public var summary: String {
        "\(rows.count) row\(rows.count == 1 ? "" : "s") of \(styles.count) style\(styles.count == 1 ? "" : "s") on \(faces.count) face\(faces.count == 1 ? "" : "s")"
    }

    public var styles: [TextStyle] {
        var seen: Set<TextStyle> = []
        var styles: [TextStyle] = []
        var last: TextStyle?
        // A style's rows follow one another: only a change of style is looked up.
        for row in rows where row.key.style != last {
            last = row.key.style
            if seen.insert(row.key.style).inserted { styles.append(row.key.style) }
        }
        return styles
    }
}
