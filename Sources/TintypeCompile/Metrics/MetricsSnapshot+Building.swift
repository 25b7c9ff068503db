import TintypeDocument
import TintypeTypography
import TintypeTheme

extension MetricsSnapshot {
    /// Resolves `theme` (on `platform`, its own faces where it differs there) with fonts from
    /// `provider`, Bold Text off and on, and records every face and row. Faces are sorted, so the
    /// snapshot does not depend on the order they were read in.
    public static func make(_ theme: Theme, on platform: ThemePlatform? = nil, fonts provider: some FontProvider) throws -> MetricsSnapshot {
        try measure(theme, on: platform, fonts: provider).snapshot
    }

    /// `make`'s snapshot, with the rows as resolved (each with whether it is a Bold Text row), whose
    /// font warnings say what the font system drew in the theme's place.
    public static func measure(_ theme: Theme, on platform: ThemePlatform? = nil, fonts provider: some FontProvider) throws
        -> (snapshot: MetricsSnapshot, rows: [(row: ResolvedTextStyle, boldText: Bool)]) {
        var (snapshot, rows) = try make(theme.on(platform), fonts: provider)
        snapshot.platform = platform
        return (snapshot, rows)
    }

    private static func make(_ theme: Theme, fonts provider: some FontProvider) throws
        -> (snapshot: MetricsSnapshot, rows: [(row: ResolvedTextStyle, boldText: Bool)]) {
        let sample = theme.lint.sample
        let resolution = try ThemeResolution(theme, fonts: provider)

        var byIdentity: [FaceIdentity: Face] = [:]
        for fonts in [resolution.regularFonts, resolution.boldFonts] {
            for (metrics, measure) in fonts.measuredLocations {
                let face = Face(metrics, measure: measure ?? SampleMeasure(ink: nil, advance: 0, characters: 0))
                byIdentity[FaceIdentity(face)] = face
            }
        }
        let faces = byIdentity.values.sorted(by: Face.precedes)
        let indices = Dictionary(uniqueKeysWithValues: faces.enumerated().map { (FaceIdentity($0.element), $0.offset) })

        var rows: [Row] = []
        rows.reserveCapacity(theme.typography.styles.count * ContentSizeCategory.allCases.count * 12)
        var resolvedRows: [(row: ResolvedTextStyle, boldText: Bool)] = []
        resolution.forEachPair { plain, emboldened in
            for (resolved, boldText) in [(plain, false), (emboldened, true)] {
                if !resolved.fontWarnings.isEmpty { resolvedRows.append((resolved, boldText)) }
                let identity = FaceIdentity(sha256: resolved.font.sha256, faceIndex: resolved.font.faceIndex, location: resolved.font.location)
                guard let index = indices[identity] else { continue }
                rows.append(Row(resolved, boldText: boldText, face: index, measured: faces[index]))
            }
        }
        return (MetricsSnapshot(theme: theme.name, sampleName: sample.name,
                                sampleCharacters: String(String.UnicodeScalarView(sample.scalars)), faces: faces, rows: rows), resolvedRows)
    }

    /// What tells two faces apart: the file's bytes, the face in it, the location.
    private struct FaceIdentity: Hashable {
        var sha256: String
        var faceIndex: Int
        var location: [String: Double]?

        init(sha256: String, faceIndex: Int, location: [String: Double]?) {
            self.sha256 = sha256
            self.faceIndex = faceIndex
            self.location = location
        }

        init(_ face: Face) { self.init(sha256: face.sha256, faceIndex: face.faceIndex, location: face.location) }
    }
}

extension MetricsSnapshot.Face {
    /// The snapshot's order of faces: family, style, PostScript name, location (axis by axis,
    /// numerically), file hash, face index.
    static func precedes(_ a: Self, _ b: Self) -> Bool {
        let names = [a.family ?? "", a.styleName ?? "", a.postscriptName ?? ""], others = [b.family ?? "", b.styleName ?? "", b.postscriptName ?? ""]
        if names != others { return names.lexicographicallyPrecedes(others) }
        let here = (a.location ?? [:]).sorted { $0.key < $1.key }, there = (b.location ?? [:]).sorted { $0.key < $1.key }
        for (x, y) in zip(here, there) where x != y { return x.key != y.key ? x.key < y.key : x.value < y.value }
        if here.count != there.count { return here.count < there.count }
        return (a.sha256, a.faceIndex) < (b.sha256, b.faceIndex)
    }
}

extension MetricsSnapshot.Row {
    /// The row of `resolved`, whose face is `measured` (at index `face`).
    init(_ resolved: ResolvedTextStyle, boldText: Bool, face: Int, measured: MetricsSnapshot.Face) {
        key = MetricsSnapshot.RowKey(style: resolved.style, category: resolved.category, leading: resolved.leading,
                                     emphasized: resolved.emphasized, boldText: boldText)
        self.face = face
        weight = resolved.weight.value
        size = resolved.size
        lineHeight = resolved.lineHeight
        lineHeightPolicy = resolved.lineHeightPolicy
        trackingPoints = resolved.tracking.points
        trackingEm = resolved.tracking.em
        trackingSource = resolved.tracking.source.name
        trims = resolved.trims
        width = measured.characters == 0 ? nil : rounded4(
            (Double(measured.advance) / Double(max(measured.unitsPerEm, 1)) + Double(measured.characters) * resolved.tracking.em) * resolved.size)
        fontWarnings = resolved.fontWarnings
        lint = resolved.layoutWarnings
    }
}
