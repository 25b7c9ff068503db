/// Supplies fonts to the Dynamic Type model. The FreeType/fontconfig layer implements it; tests can
/// give fixed metrics. The core never touches a font file itself.
public protocol FontProvider {
    /// The face a request resolves to, with its metrics at the default location.
    func face(for request: FontRequest) throws -> ProvidedFace
    /// The face's metrics at a variable-font location (every read independent of earlier ones).
    func metrics(of face: ProvidedFace, at location: [String: Double]) throws -> FontFaceMetrics
    /// How `sample`'s glyphs measure at `location` (empty: the default): how far their outlines
    /// reach, and their advances.
    func measure(_ face: ProvidedFace, at location: [String: Double], sample: InkSample) throws -> SampleMeasure
    /// Every installed family name, for suggesting one when a theme's is not installed.
    func installedFamilies() -> [String]
    /// The advances of `text`'s characters as set (each occurrence, spaces too), summed unkerned in
    /// font units, with how many the face has: what a fallback's `size-adjust` averages. nil when
    /// the provider cannot tell.
    func advances(_ face: ProvidedFace, at location: [String: Double], of text: String) throws -> SampleMeasure?
}

extension FontProvider {
    /// A provider that cannot list its fonts suggests none.
    public func installedFamilies() -> [String] { [] }
    /// A provider that cannot measure text gives no fallback faces.
    public func advances(_ face: ProvidedFace, at location: [String: Double], of text: String) throws -> SampleMeasure? { nil }
}

/// A face as a `FontProvider` found it.
public struct ProvidedFace: Equatable, Sendable {
    public var match: FontMatch
    public var metrics: FontFaceMetrics

    public init(match: FontMatch, metrics: FontFaceMetrics) {
        self.match = match
        self.metrics = metrics
    }
}
