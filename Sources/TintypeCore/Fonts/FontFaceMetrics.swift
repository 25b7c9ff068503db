/// Everything Tintype reads from one face of a font file, in font units.
///
/// This is the `tintype fonts inspect --json` schema (documented in the README). Absent tables and
/// fields are `null`, never 0: an OS/2 table older than version 2 has no cap height, and a
/// non-SFNT font has no `hhea`. Values are those of the default location unless `location` is set.
public struct FontFaceMetrics: Codable, Equatable, Sendable {
    /// Where a cap height or x-height came from.
    public enum MetricSource: String, Codable, Sendable {
        /// OS/2 `sCapHeight` / `sxHeight` (OS/2 version 2 and later).
        case os2
        /// The bounds of the `H` / `x` glyph, for fonts whose OS/2 table is older.
        case glyph
    }

    public var file: String
    public var faceIndex: Int
    /// How many faces the file holds (more than one for a collection).
    public var faceCount: Int
    /// FreeType's name for the font format: `TrueType`, `CFF`, `Type 1`, …
    public var format: String
    /// SHA-256 of the file's bytes, lowercase hex.
    public var sha256: String
    /// Typographic family (name id 16), else the family (id 1).
    public var familyName: String?
    /// Typographic subfamily (name id 17), else the subfamily (id 2).
    public var styleName: String?
    public var postscriptName: String?
    public var fullName: String?
    /// The version string (name id 5).
    public var version: String?
    public var unitsPerEm: Int
    public var hhea: VerticalMetrics?
    public var typo: VerticalMetrics?
    public var win: WinMetrics?
    /// OS/2 `fsSelection` bit 7: the typo metrics are the line box.
    public var useTypoMetrics: Bool
    /// OS/2 table version, nil when the font has no OS/2 table.
    public var os2Version: Int?
    public var capHeight: Int?
    public var xHeight: Int?
    public var capHeightSource: MetricSource?
    public var xHeightSource: MetricSource?
    public var underlinePosition: Int?
    public var underlineThickness: Int?
    public var weightClass: Int?
    public var widthClass: Int?
    public var italic: Bool
    public var axes: [VariationAxis]
    public var namedInstances: [NamedInstance]
    /// The location the values were read at (every axis), nil for a static font read at its default.
    public var location: [String: Double]?
    public var trak: TrackingTable?

    public init(
        file: String, faceIndex: Int, faceCount: Int, format: String, sha256: String,
        familyName: String?, styleName: String?, postscriptName: String?, fullName: String?, version: String?,
        unitsPerEm: Int, hhea: VerticalMetrics?, typo: VerticalMetrics?, win: WinMetrics?, useTypoMetrics: Bool,
        os2Version: Int?, capHeight: Int?, xHeight: Int?, capHeightSource: MetricSource?, xHeightSource: MetricSource?,
        underlinePosition: Int?, underlineThickness: Int?, weightClass: Int?, widthClass: Int?, italic: Bool,
        axes: [VariationAxis], namedInstances: [NamedInstance], location: [String: Double]?, trak: TrackingTable?
    ) {
        self.file = file
        self.faceIndex = faceIndex
        self.faceCount = faceCount
        self.format = format
        self.sha256 = sha256
        self.familyName = familyName
        self.styleName = styleName
        self.postscriptName = postscriptName
        self.fullName = fullName
        self.version = version
        self.unitsPerEm = unitsPerEm
        self.hhea = hhea
        self.typo = typo
        self.win = win
        self.useTypoMetrics = useTypoMetrics
        self.os2Version = os2Version
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.capHeightSource = capHeightSource
        self.xHeightSource = xHeightSource
        self.underlinePosition = underlinePosition
        self.underlineThickness = underlineThickness
        self.weightClass = weightClass
        self.widthClass = widthClass
        self.italic = italic
        self.axes = axes
        self.namedInstances = namedInstances
        self.location = location
        self.trak = trak
    }

    private enum CodingKeys: String, CodingKey {
        case file, faceIndex, faceCount, format, sha256, familyName, styleName, postscriptName, fullName, version
        case unitsPerEm, hhea, typo, win, useTypoMetrics, os2Version, capHeight, xHeight, capHeightSource
        case xHeightSource, underlinePosition, underlineThickness, weightClass, widthClass, italic, axes
        case namedInstances, location, trak
    }

    /// Writes every key, absent values as `null`, so the schema's keys are always present.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file, forKey: .file)
        try c.encode(faceIndex, forKey: .faceIndex)
        try c.encode(faceCount, forKey: .faceCount)
        try c.encode(format, forKey: .format)
        try c.encode(sha256, forKey: .sha256)
        try c.encode(familyName, forKey: .familyName)
        try c.encode(styleName, forKey: .styleName)
        try c.encode(postscriptName, forKey: .postscriptName)
        try c.encode(fullName, forKey: .fullName)
        try c.encode(version, forKey: .version)
        try c.encode(unitsPerEm, forKey: .unitsPerEm)
        try c.encode(hhea, forKey: .hhea)
        try c.encode(typo, forKey: .typo)
        try c.encode(win, forKey: .win)
        try c.encode(useTypoMetrics, forKey: .useTypoMetrics)
        try c.encode(os2Version, forKey: .os2Version)
        try c.encode(capHeight, forKey: .capHeight)
        try c.encode(xHeight, forKey: .xHeight)
        try c.encode(capHeightSource, forKey: .capHeightSource)
        try c.encode(xHeightSource, forKey: .xHeightSource)
        try c.encode(underlinePosition, forKey: .underlinePosition)
        try c.encode(underlineThickness, forKey: .underlineThickness)
        try c.encode(weightClass, forKey: .weightClass)
        try c.encode(widthClass, forKey: .widthClass)
        try c.encode(italic, forKey: .italic)
        try c.encode(axes, forKey: .axes)
        try c.encode(namedInstances, forKey: .namedInstances)
        try c.encode(location, forKey: .location)
        try c.encode(trak, forKey: .trak)
    }
}
