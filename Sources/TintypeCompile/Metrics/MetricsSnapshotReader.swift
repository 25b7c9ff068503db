import TintypeDocument
import TintypeTypography
import TintypeTheme

/// Reads a metrics snapshot (written by `MetricsSnapshot.document()`) back, for `tintype metrics
/// check`. A snapshot is written by Tintype and kept in a repository, so a problem is a damaged or
/// hand-edited file, or another version: the first one stops the reading, with its line and column.
public enum MetricsSnapshotReader {
    public static func read(json bytes: [UInt8], file: String) throws(Diagnostics) -> MetricsSnapshot {
        let root = try DocumentFiles.parse(bytes, path: file)
        do {
            return try MetricsSnapshotDecoder().snapshot(root)
        } catch {
            throw Diagnostics([error.inFile(file)])
        }
    }

    /// The snapshot version a file says it is, when it is a metrics snapshot of any version: what
    /// `metrics check --update` needs to replace a baseline an older tintype wrote.
    public static func version(of bytes: [UInt8]) -> Int? {
        guard let root = try? DocumentFiles.parse(bytes, path: ""), case .object(let members) = root.value,
              members.contains(where: { $0.key == "format" && $0.value.value == .string(MetricsSnapshot.format) }),
              case .number(let version)? = members[member: "version"]?.value
        else { return nil }
        return Int(exactly: version)
    }

    /// The platform a snapshot was recorded on (`"platform"`), read without the rest; nil when it
    /// names none or is no snapshot (reading it whole says what is wrong).
    public static func platform(of bytes: [UInt8]) -> ThemePlatform? {
        guard let root = try? DocumentFiles.parse(bytes, path: ""), case .string(let name)? = root[member: "platform"]?.value else { return nil }
        return ThemePlatform(rawValue: name)
    }
}

/// The snapshot's tree as a `MetricsSnapshot`.
private struct MetricsSnapshotDecoder {
    private let d = DocumentDecoder(document: "a metrics snapshot", policy: .firstProblem)


    func snapshot(_ root: SourceNode) throws(Diagnostic) -> MetricsSnapshot {
        try d.header(root, format: MetricsSnapshot.format, version: MetricsSnapshot.version,
                     notThis: "not a metrics snapshot: \"format\" must be \"\(MetricsSnapshot.format)\"; make one with 'tintype metrics snapshot'",
                     otherVersion: Self.otherVersion)
        var snapshot = MetricsSnapshot(theme: "", sampleName: "", sampleCharacters: "", faces: [], rows: [])
        // In the order written, so the first problem reported is the first in the file.
        let keys = ["faces", "format", "platform", "rows", "sample", "theme", "version"]
        try d.fields(root, "a metrics snapshot", keys: keys, required: keys.filter { $0 != "platform" }) { (key, node) throws(Diagnostic) in
            switch key {
            case "format", "version": break  // the header, checked first
            case "platform":
                let name = try d.string(node)
                guard let platform = ThemePlatform(rawValue: name) else {
                    throw d.fail(node, "unknown platform '\(name)'; a snapshot is of " + ThemePlatform.allCases.map(\.rawValue).alternatives)
                }
                snapshot.platform = platform
            case "sample":
                let sample = try d.record(node, "the sample", keys: ["characters", "name"])
                snapshot.sampleName = try d.string(sample["name"])
                snapshot.sampleCharacters = try d.string(sample["characters"])
            case "faces": snapshot.faces = try d.array(node).map(face)
            case "rows": snapshot.rows = try d.array(node).map { (node) throws(Diagnostic) in try row(node, faceCount: snapshot.faces.count) }
            default: snapshot.theme = try d.string(node)
            }
        }
        return snapshot
    }

    // MARK: - Faces

    private static let faceKeys = [
        "advance", "capHeight", "capHeightSource", "characters", "faceIndex", "family", "file", "hhea", "ink", "location",
        "postscriptName", "sha256", "styleName", "trak", "typo", "unitsPerEm", "useTypoMetrics", "version", "win", "xHeight",
        "xHeightSource",
    ]

    /// A face with nothing read yet: the reader fills in every member.
    private static let blankFace = MetricsSnapshot.Face(
        FontFaceMetrics(file: "", faceIndex: 0, faceCount: 1, format: "", sha256: "", familyName: nil, styleName: nil,
                        postscriptName: nil, fullName: nil, version: nil, unitsPerEm: 0, hhea: nil, typo: nil, win: nil,
                        useTypoMetrics: false, os2Version: nil, capHeight: nil, xHeight: nil, capHeightSource: nil,
                        xHeightSource: nil, underlinePosition: nil, underlineThickness: nil, weightClass: nil, widthClass: nil,
                        italic: false, axes: [], namedInstances: [], location: nil, trak: nil),
        measure: SampleMeasure(ink: nil, advance: 0, characters: 0))

    private func face(_ node: SourceNode) throws(Diagnostic) -> MetricsSnapshot.Face {
        let r = try d.record(node, "a face", keys: Self.faceKeys)
        var face = Self.blankFace
        face.advance = try d.integer(r["advance"], 0...Int(Int32.max) * 64)
        face.capHeight = try d.optional(r["capHeight"], fontUnits)
        face.capHeightSource = try d.optional(r["capHeightSource"], metricSource)
        face.characters = try d.integer(r["characters"], 0...0x10FFFF)
        face.faceIndex = try d.integer(r["faceIndex"], 0...0xFFFF)
        face.family = try d.optional(r["family"], d.string)
        face.file = try d.string(r["file"])
        face.hhea = try d.optional(r["hhea"], vertical)
        face.ink = try d.optional(r["ink"], ink)
        face.location = try d.optional(r["location"]) { (node) throws(Diagnostic) in
            var location: [String: Double] = [:]
            for member in try d.members(node) { location[member.key] = try d.number(member.value) }
            return location
        }
        face.postscriptName = try d.optional(r["postscriptName"], d.string)
        face.sha256 = try d.string(r["sha256"])
        guard face.sha256.utf8.count == 64, face.sha256.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
            throw d.fail(r["sha256"], "expected a SHA-256 in 64 lowercase hex digits, found '\(face.sha256)'")
        }
        face.styleName = try d.optional(r["styleName"], d.string)
        face.trak = try d.optional(r["trak"], trackingTable)
        face.typo = try d.optional(r["typo"], vertical)
        face.unitsPerEm = try d.integer(r["unitsPerEm"], 1...0xFFFF)
        face.useTypoMetrics = try d.bool(r["useTypoMetrics"])
        face.version = try d.optional(r["version"], d.string)
        face.win = try d.optional(r["win"]) { (node) throws(Diagnostic) in
            let win = try d.record(node, "win metrics", keys: ["ascent", "descent"])
            return WinMetrics(ascent: try fontUnits(win["ascent"]), descent: try fontUnits(win["descent"]))
        }
        face.xHeight = try d.optional(r["xHeight"], fontUnits)
        face.xHeightSource = try d.optional(r["xHeightSource"], metricSource)
        return face
    }

    /// A value in font units: a whole number that fits the font's 16-bit fields (with room).
    private func fontUnits(_ node: SourceNode) throws(Diagnostic) -> Int { try d.integer(node, -0x10000...0x10000) }

    private func metricSource(_ node: SourceNode) throws(Diagnostic) -> FontFaceMetrics.MetricSource {
        try d.named(node, "metric source")
    }

    private func vertical(_ node: SourceNode) throws(Diagnostic) -> VerticalMetrics {
        let r = try d.record(node, "vertical metrics", keys: ["ascender", "descender", "lineGap"])
        return VerticalMetrics(ascender: try fontUnits(r["ascender"]), descender: try fontUnits(r["descender"]), lineGap: try fontUnits(r["lineGap"]))
    }

    private func ink(_ node: SourceNode) throws(Diagnostic) -> InkExtents {
        let r = try d.record(node, "ink", keys: ["bottom", "bottomCharacter", "top", "topCharacter"])
        return InkExtents(top: try fontUnits(r["top"]), bottom: try fontUnits(r["bottom"]),
                          topCharacter: try character(r["topCharacter"]), bottomCharacter: try character(r["bottomCharacter"]))
    }

    private func character(_ node: SourceNode) throws(Diagnostic) -> Unicode.Scalar {
        let text = try d.string(node)
        guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else {
            throw d.fail(node, "expected one character, found '\(text)'")
        }
        return scalar
    }

    private func trackingTable(_ node: SourceNode) throws(Diagnostic) -> TrackingTable {
        TrackingTable(tracks: try d.array(node).map { (node) throws(Diagnostic) in
            let track = try d.record(node, "a track", keys: ["name", "track", "values"])
            return TrackingTable.Track(
                track: try d.number(track["track"]), name: try d.optional(track["name"], d.string),
                values: try d.array(track["values"]).map { (node) throws(Diagnostic) in
                    let value = try d.record(node, "a track value", keys: ["size", "value"])
                    return TrackingTable.SizeValue(size: try d.number(value["size"]), value: try fontUnits(value["value"]))
                })
        })
    }

    // MARK: - Rows

    /// What to do with a snapshot of another version.
    private static func otherVersion(_ version: Double) -> String {
        "snapshot version \(version.plainText) is not the version this tintype reads (\(MetricsSnapshot.version))"
            + (version < Double(MetricsSnapshot.version) ? ", which records warnings as data rather than text" : "")
            + "; make the baseline again with this tintype: tintype metrics check THEME --baseline FILE --update "
            + "(or tintype metrics snapshot THEME -o FILE), and commit it"
    }

    private func row(_ node: SourceNode, faceCount: Int) throws(Diagnostic) -> MetricsSnapshot.Row {
        let keys = MetricsSnapshot.Row.Member.allCases.map(\.rawValue)
        // The face first: a row that names a face the snapshot lacks is refused for that.
        if case .object(let members) = node.value, let faceNode = members[member: "face"] {
            let face = try d.integer(faceNode, 0...Int(Int32.max))
            guard face < faceCount else { throw d.fail(faceNode, "face \(face) is not in \"faces\" (\(faceCount) faces)") }
        }
        let r = try d.record(node, "a row", keys: keys)
        let face = try d.integer(r["face"], 0...Int(Int32.max))
        let tracking = try d.record(r["tracking"], "tracking", keys: ["em", "points", "source"])
        return MetricsSnapshot.Row(
            key: MetricsSnapshot.RowKey(style: TextStyle(rawValue: try d.string(r["style"])), category: try d.category(r["category"]),
                                        leading: try d.named(r["leading"], "leading"), emphasized: try d.bool(r["emphasized"]),
                                        boldText: try d.bool(r["boldText"])),
            face: face, weight: try d.integer(r["weight"], 1...1000), size: try d.number(r["size"]), lineHeight: try d.number(r["lineHeight"]),
            lineHeightPolicy: try d.named(r["lineHeightPolicy"], "line-height policy"),
            trackingPoints: try d.number(tracking["points"]), trackingEm: try d.number(tracking["em"]),
            trackingSource: try d.string(tracking["source"]),
            trims: try d.optional(r["trims"]) { (node) throws(Diagnostic) in try ResolvedTextStyle.Trims.read(node, d) },
            width: try d.optional(r["width"], d.number), fontWarnings: try d.array(r["fontWarnings"]).map { (node) throws(Diagnostic) in try FontWarning.read(node, d) },
            lint: try d.array(r["lint"]).map { (node) throws(Diagnostic) in try LayoutWarning.read(node, d) })
    }
}
