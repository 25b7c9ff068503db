import Foundation
import Testing
import TintypeDocument
import TintypeTypography
@testable import TintypeFonts

/// The Dynamic Type model on real fonts: the fixtures (values from the generator) and an installed font.
@Suite struct DynamicTypeFontTests {
    let provider: SystemFontProvider

    init() throws {
        provider = try SystemFontProvider(additionalDirectories: [FixtureFonts.directory.path])
    }

    func table(_ families: [String], lineHeight: LineHeightPolicy = .fontMetrics(multiplier: 1),
               tracking: TrackingSource = .appleSFPro, styles: [StyleSpec] = TextStyle.apple.map { StyleSpec(name: $0) },
               boldText: Bool = false)
        throws -> [ResolvedTextStyle] {
        let spec = TypographySpec(fonts: ["text": .init(families: families)], lineHeight: lineHeight, tracking: tracking, styles: styles)
        let resolver = try TypographyResolver(spec)
        return resolver.resolve(with: try resolver.loadFonts(from: provider, boldText: boldText))
    }

    func row(_ rows: [ResolvedTextStyle], _ style: TextStyle, _ category: ContentSizeCategory) -> ResolvedTextStyle? {
        rows.first { $0.style == style && $0.category == category && !$0.emphasized && $0.leading == .standard }
    }

    func face(_ file: String) throws -> FixtureFonts.Face {
        try #require(FixtureFonts.manifest.first { $0.file == file }?.faces.first)
    }

    @Test(arguments: ["TintypeTypo-Regular.ttf", "TintypeHhea-Regular.ttf"])
    func metricLineHeightsMatchTheGeneratorsMetrics(_ file: String) throws {
        let expected = try face(file)
        let box = expected.useTypoMetrics ? expected.typo : expected.hhea
        let rows = try table([expected.familyName])
        for category in ContentSizeCategory.allCases {
            let body = try #require(row(rows, .body, category))
            let natural = Double(box.ascender - box.descender + box.lineGap) / Double(expected.unitsPerEm) * body.size
            #expect(abs(body.lineHeight - natural) < 1e-4, "\(file) \(category)")
            #expect(body.metrics.source == (expected.useTypoMetrics ? .typo : .hhea))
            #expect(abs(body.metrics.capHeight! - Double(expected.capHeight) / Double(expected.unitsPerEm) * body.size) < 1e-4)
        }
    }

    @Test func metricLineHeightsMatchAnIndependentReadingOfAnInstalledFont() throws {
        let rows = try table(["sans-serif"])
        let body = try #require(row(rows, .body, .large))
        let match = try FontCatalog().match(FontRequest(families: ["sans-serif"]))
        let font = try #require(SfntBytes(path: match.file))
        let upm = Double(try #require(font.unitsPerEm))
        let hhea = try #require(font.hhea)
        let box = font.useTypoMetrics ? try #require(font.typo) : hhea
        for category in [ContentSizeCategory.xSmall, .large, .ax5] {
            let row = try #require(self.row(rows, .body, category))
            let natural = Double(box.0 - box.1 + box.2) / upm * row.size
            #expect(abs(row.lineHeight - natural) < 1e-4, "\(match.file) at \(category)")
        }
        #expect(body.font.sha256.count == 64 && !body.font.sha256.contains("/"))
    }

    @Test func trakTrackingComesFromTheFontsTable() throws {
        let expected = try face("TintypeTracked-Regular.ttf")
        let normal = try #require(expected.trak?.first { $0.track == 0 }?.values)
        let rows = try table([expected.familyName], tracking: .fontTrak(track: 0))
        // body at xSmall is 14 pt: between the 12 pt and 24 pt entries.
        let body = try #require(row(rows, .body, .xSmall))
        let (lower, upper) = (normal[1], normal[2])
        let units = Double(lower.value) + (14 - lower.size) / (upper.size - lower.size) * Double(upper.value - lower.value)
        let em = units / Double(expected.unitsPerEm)
        #expect(abs(body.tracking.em - em) < 1e-4)
        #expect(abs(body.tracking.points - em * 14) < 1e-4)
        #expect(body.tracking.source.kind == .trak)
        // largeTitle at AX5 is 60 pt, past the last entry (48 pt): clamped to it.
        let title = try #require(row(rows, .largeTitle, .ax5))
        #expect(abs(title.tracking.em - Double(normal[3].value) / 1000) < 1e-4)
    }

    /// iOS applies SF's tracking to SF only: a theme that names no tracking gets the font's own
    /// `trak` where it has one and none where it has not, without a warning either way.
    @Test func theDefaultTrackingIsTheFontsOwnOrNone() throws {
        #expect(TypographySpec(fonts: [:]).tracking == .font)
        let tracked = try face("TintypeTracked-Regular.ttf")
        let normal = try #require(tracked.trak?.first { $0.track == 0 }?.values)
        let withTable = try table([tracked.familyName], tracking: .font)
        let title = try #require(row(withTable, .largeTitle, .ax5))
        #expect(abs(title.tracking.em - Double(normal[3].value) / Double(tracked.unitsPerEm)) < 1e-4)
        #expect(title.tracking.source == .font)
        let plain = try table(["Tintype Typo"], tracking: .font)
        for row in plain {
            #expect(row.tracking.em == 0 && row.tracking.points == 0)
            #expect(!row.layoutWarnings.contains { if case .missingTrackingTable = $0 { true } else { false } })
        }
    }

    @Test func aFontWithoutTrakWarnsAndTracksZero() throws {
        let rows = try table(["Tintype Typo"], tracking: .fontTrak(track: 0))
        let body = try #require(row(rows, .body, .large))
        #expect(body.tracking.em == 0)
        #expect(body.layoutWarnings.contains(.missingTrackingTable(font: "TintypeTypo-Regular", track: 0)))
    }

    @Test func variableFontsFollowWeightAndOpticalSize() throws {
        let expected = try face("TintypeVariable.ttf")
        let at650 = try #require(expected.locations?.first { $0.coordinates == ["wght": 650, "opsz": 17] })
        let rows = try table([expected.familyName], styles: [StyleSpec(name: .body, weight: FontWeight(value: 650))])
        let large = try #require(row(rows, .body, .large))
        #expect(large.font.location == ["wght": 650, "opsz": 17])
        #expect(abs(large.metrics.ascender - Double(at650.typo.ascender) / 1000 * 17) < 1e-4)
        let ax5 = try #require(row(rows, .body, .ax5))
        #expect(ax5.font.location == ["wght": 650, "opsz": 53])
        #expect(ax5.fontWarnings.isEmpty)
    }

    @Test func missingWeightsFallBackWithAWarningNamingBoth() throws {
        let rows = try table(["Tintype Hhea"])
        let emphasized = try #require(rows.first { $0.style == .body && $0.category == .large && $0.emphasized })
        #expect(emphasized.weight == FontWeight(value: 600))
        #expect(emphasized.fontWarnings == [.missingWeight(requested: 600, family: "Tintype Hhea", usedStyle: "Regular", used: 400, synthetic: false)])
        #expect(emphasized.warnings == ["weight 600 of 'Tintype Hhea' not installed; used Regular (400)"])
        // For bold, fontconfig's configuration emboldens the regular face itself: a synthetic face.
        let bold = try table(["Tintype Hhea"], boldText: true)
        let boldEmphasized = try #require(bold.first { $0.style == .body && $0.category == .large && $0.emphasized })
        #expect(boldEmphasized.fontWarnings == [.missingWeight(requested: 700, family: "Tintype Hhea", usedStyle: "Regular", used: 400, synthetic: true)])
        #expect(emphasized.font.postscriptName == "TintypeHhea-Regular")
    }
}
