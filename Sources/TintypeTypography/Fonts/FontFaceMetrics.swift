import TintypeDocument

/// Everything Tintype reads from one face of a font file, in font units.
///
/// This is the `tintype fonts inspect --json` schema (documented in Docs/Commands.md). Absent tables and
/// fields are `null`, never 0: an OS/2 table older than version 2 has no cap height, and a
/// non-SFNT font has no `hhea`. Values are those of the default location unless `location` is set.
public struct FontFaceMetrics: Equatable, Sendable {
    /// Where a cap height or x-height came from.
    public enum MetricSource: String, CaseIterable, Sendable {
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
    /// At a location of a variable font whose line box is hhea's: MVAR's `hasc`, `hdsc` and `hlgp`
    /// deltas, which FreeType (and so Chromium on Linux) adds to the face's line metrics whichever
    /// table they came from, though MVAR has no tag for hhea itself; nil elsewhere.
    public var lineDeltas: VerticalMetrics?

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


}

extension FontFaceMetrics {
    /// The `tintype fonts inspect --ink SAMPLE --json` document: `jsonValue` with the sample's
    /// `ink` (null when the face has no outline for it) among its keys.
    package func jsonValue(ink extents: InkExtents?, sample: InkSample) -> JSONValue {
        guard case .members(var members) = jsonValue else { return jsonValue }
        members.append((key: "ink", value: extents?.jsonValue(sample: sample) ?? .null))
        return .members(members.sorted { $0.key < $1.key })
    }

    /// The `tintype fonts inspect --json` document: every key present, absent values `null`.
    package var jsonValue: JSONValue {
        func vertical(_ v: VerticalMetrics?) -> JSONValue {
            v.map { .object(["ascender": .integer($0.ascender), "descender": .integer($0.descender), "lineGap": .integer($0.lineGap)]) } ?? .null
        }
        func integer(_ v: Int?) -> JSONValue { v.map(JSONValue.integer) ?? .null }
        var document: [String: JSONValue] = [
            "file": .string(file), "faceIndex": .integer(faceIndex), "faceCount": .integer(faceCount),
            "format": .string(format), "sha256": .string(sha256), "familyName": .string(familyName),
            "styleName": .string(styleName), "postscriptName": .string(postscriptName), "fullName": .string(fullName),
            "version": .string(version), "unitsPerEm": .integer(unitsPerEm), "hhea": vertical(hhea), "typo": vertical(typo),
            "win": win.map { .object(["ascent": .integer($0.ascent), "descent": .integer($0.descent)]) } ?? .null,
            "useTypoMetrics": .bool(useTypoMetrics), "os2Version": integer(os2Version),
            "capHeight": integer(capHeight), "xHeight": integer(xHeight),
            "capHeightSource": .string(capHeightSource?.rawValue), "xHeightSource": .string(xHeightSource?.rawValue),
            "underlinePosition": integer(underlinePosition), "underlineThickness": integer(underlineThickness),
            "weightClass": integer(weightClass), "widthClass": integer(widthClass), "italic": .bool(italic),
            "axes": .array(axes.map(\.jsonValue)), "namedInstances": .array(namedInstances.map(\.jsonValue)),
            "location": location.map { .object($0.mapValues(JSONValue.number)) } ?? .null,
            "trak": trak?.jsonValue ?? .null,
        ]
        // Only where it applies, so every other face's document keeps its keys.
        if let lineDeltas { document["lineDeltas"] = vertical(lineDeltas) }
        return .object(document)
    }
}
