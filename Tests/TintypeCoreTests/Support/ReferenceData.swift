import Foundation
import TintypeTypography

/// Numbers from the published references (`Tests/Fixtures/Reference/dynamic-type.json`, extracted
/// from the published tables: Apple's Human Interface Guidelines "Typography", AOSP's FontScaleConverterFactory, Material 3's type scale, rsms/inter's dynamic metrics): the expected values of the Dynamic Type tests.
enum ReferenceData {
    struct AppleCell: Decodable {
        var size: Double
        var leading: Double
        var weight: String
        var emphasizedWeight: String
    }

    struct AndroidVector: Decodable {
        var fontScale: Double
        var sp: Double
        var dp: Double
    }

    struct AndroidTable: Decodable {
        var from: [Double]
        var to: [Double]
    }

    struct SFTracking: Decodable {
        var em_1000: Double
        var points: Double
    }

    struct Material: Decodable {
        var size: Double
        var lineHeight: Double
        var weight: Int
        var tracking: Double
    }

    struct Inter: Decodable {
        var constants: [String: Double]
        var checkValuesEm: [String: Double]
    }

    struct Document: Decodable {
        var categories: [String]
        var uikitNames: [String: String]
        var appleIOS: [String: [String: AppleCell]]
        var sfProIOS: [String: SFTracking]
        var androidTables: [String: AndroidTable]
        var androidVectors: [AndroidVector]
        var material3: [String: Material]
        var inter: Inter
        var leadingAdjust: [String: Double]
    }

    static let document: Document = {
        let url = Repository.root.appendingPathComponent("Tests/Fixtures/Reference/dynamic-type.json")
        do {
            return try JSONDecoder().decode(Document.self, from: Data(contentsOf: url))
        } catch {
            preconditionFailure("Tests/Fixtures/Reference/dynamic-type.json is unreadable: \(error)")
        }
    }()

    /// Apple's weight names as numbers (UIFont.Weight's CSS equivalents).
    static func weight(_ name: String) -> Int {
        ["Regular": 400, "Semibold": 600, "Bold": 700][name] ?? -1
    }
}

/// A `FontProvider` with fixed metrics, so core tests need no font file.
struct FixedFontProvider: FontProvider {
    var metrics: FontFaceMetrics
    var missingFamilies: [String] = []
    /// The ink every sample reports (the fixed font's outlines are whatever a test says).
    var ink: InkExtents?
    /// The weights the family has; nil for every weight. Another weight is served by the nearest.
    var weights: [Int]?

    func face(for request: FontRequest) throws -> ProvidedFace {
        let family = request.families.first { !missingFamilies.contains($0) } ?? "Fixed"
        let index = request.families.firstIndex(of: family) ?? 0
        let served = weights.flatMap { list in list.min { abs($0 - request.weight.value) < abs($1 - request.weight.value) } }
            ?? request.weight.value
        let match = FontMatch(
            requestedFamily: family, familyIndex: index, isFallback: index > 0,
            missingFamilies: Array(request.families.prefix(index)), family: family,
            face: InstalledFont(families: [family], style: "Regular", postscriptName: metrics.postscriptName, file: "/fixed.ttf",
                                faceIndex: 0, namedInstance: 0, weight: FontWeight(value: served), italic: request.italic, variable: false),
            weightMatched: served == request.weight.value,
            italicMatched: true)
        // Where the family lists its weights, each is a file of its own (its hash the weight's), as real families ship them.
        var servedMetrics = metrics
        if weights != nil { servedMetrics.sha256 = String(String(served, radix: 16).reversed()).padding(toLength: 64, withPad: "0", startingAt: 0) }
        return ProvidedFace(match: match, metrics: servedMetrics)
    }

    func metrics(of face: ProvidedFace, at location: [String: Double]) throws -> FontFaceMetrics { metrics }

    func measure(_ face: ProvidedFace, at location: [String: Double], sample: InkSample) throws -> SampleMeasure {
        SampleMeasure(ink: ink, advance: 600 * sample.scalars.count, characters: sample.scalars.count)
    }

    /// A font with the given vertical metrics (font units).
    static func font(
        unitsPerEm: Int = 1000, hhea: VerticalMetrics, typo: VerticalMetrics, useTypoMetrics: Bool,
        capHeight: Int? = 700, xHeight: Int? = 500
    ) -> FixedFontProvider {
        FixedFontProvider(metrics: FontFaceMetrics(
            file: "/fixed.ttf", faceIndex: 0, faceCount: 1, format: "TrueType", sha256: String(repeating: "0", count: 64),
            familyName: "Fixed", styleName: "Regular", postscriptName: "Fixed-Regular", fullName: "Fixed Regular",
            version: "1", unitsPerEm: unitsPerEm, hhea: hhea, typo: typo,
            win: WinMetrics(ascent: hhea.ascender, descent: -hhea.descender), useTypoMetrics: useTypoMetrics,
            os2Version: 4, capHeight: capHeight, xHeight: xHeight, capHeightSource: .os2, xHeightSource: .os2,
            underlinePosition: -100, underlineThickness: 50, weightClass: 400, widthClass: 5, italic: false,
            axes: [], namedInstances: [], location: nil, trak: nil))
    }
}
