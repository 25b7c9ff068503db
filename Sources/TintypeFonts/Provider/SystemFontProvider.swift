import TintypeTypography

/// The installed fonts as a `FontProvider`: fontconfig matches requests, FreeType reads the faces.
///
/// Matches, files and ink are cached, so a theme's many styles read each face once.
public final class SystemFontProvider: FontProvider {
    private let catalog: FontCatalog
    private let reader: FontReader
    private var matches: [FontRequest: ProvidedFace] = [:]
    private var files: [String: FontFile] = [:]
    /// Measures by file, face, location and sample: Bold Text's table asks again for most faces.
    private var measures: [MeasureKey: SampleMeasure] = [:]

    private struct MeasureKey: Hashable {
        var file: String
        var faceIndex: Int
        var location: [String: Double]
        var sample: InkSample
    }

    /// Uses fontconfig's fonts plus `additionalDirectories`.
    public init(additionalDirectories: [String] = []) throws(FontError) {
        catalog = try FontCatalog(additionalDirectories: additionalDirectories)
        reader = try FontReader()
    }

    /// Every installed family name, sorted; listed once.
    public func installedFamilies() -> [String] {
        if let families { return families }
        let listed = Array(Set(catalog.installedFonts().flatMap(\.families))).sorted()
        families = listed
        return listed
    }

    private var families: [String]?

    public func face(for request: FontRequest) throws -> ProvidedFace {
        if let cached = matches[request] { return cached }
        let match = try catalog.match(request)
        let metrics = try reader.metrics(of: try file(match.file), faceIndex: match.faceIndex)
        let face = ProvidedFace(match: match, metrics: metrics)
        matches[request] = face
        return face
    }

    public func metrics(of face: ProvidedFace, at location: [String: Double]) throws -> FontFaceMetrics {
        try reader.metrics(of: try file(face.match.file), faceIndex: face.match.faceIndex, location: location)
    }

    public func measure(_ face: ProvidedFace, at location: [String: Double], sample: InkSample) throws -> SampleMeasure {
        let key = MeasureKey(file: face.match.file, faceIndex: face.match.faceIndex, location: location, sample: sample)
        if let cached = measures[key] { return cached }
        let measure = try reader.measure(of: try file(face.match.file), faceIndex: face.match.faceIndex, location: location,
                                         characters: sample.scalars)
        measures[key] = measure
        return measure
    }

    public func advances(_ face: ProvidedFace, at location: [String: Double], of text: String) throws -> SampleMeasure? {
        try reader.measure(of: try file(face.match.file), faceIndex: face.match.faceIndex, location: location,
                           characters: Array(text.unicodeScalars))
    }

    /// The file of each face matched so far, by its SHA-256 (as a compiled theme lists faces), for
    /// a renderer that draws them.
    public var matchedFiles: [String: String] {
        Dictionary(matches.values.map { ($0.metrics.sha256, $0.metrics.file) }, uniquingKeysWith: { first, _ in first })
    }

    private func file(_ path: String) throws(FontError) -> FontFile {
        if let cached = files[path] { return cached }
        let file = try FontFile(path: path)
        files[path] = file
        return file
    }
}
