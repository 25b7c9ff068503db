import Testing
import TintypeDocument
import TintypeTypography
import TintypeTheme

/// The resolved table, on fonts with fixed metrics, against independent arithmetic.
@Suite struct TypographyResolverTests {
    /// hhea 950/−250/0 and typo 800/−200/200 (upm 1000), like the fixture Tintype Typo.
    static let typoFont = FixedFontProvider.font(
        hhea: VerticalMetrics(ascender: 950, descender: -250, lineGap: 0),
        typo: VerticalMetrics(ascender: 800, descender: -200, lineGap: 200), useTypoMetrics: true)
    static let hheaFont = FixedFontProvider.font(
        hhea: VerticalMetrics(ascender: 900, descender: -300, lineGap: 100),
        typo: VerticalMetrics(ascender: 750, descender: -250, lineGap: 0), useTypoMetrics: false)

    func rows(_ spec: TypographySpec = .appleDefault, provider: FixedFontProvider = typoFont, boldText: Bool = false) throws
        -> [ResolvedTextStyle] {
        let resolver = try TypographyResolver(spec)
        return resolver.resolve(with: try resolver.loadFonts(from: provider, boldText: boldText))
    }

    func row(_ rows: [ResolvedTextStyle], _ style: TextStyle, _ category: ContentSizeCategory,
             emphasized: Bool = false, leading: ResolvedTextStyle.Leading = .standard) -> ResolvedTextStyle? {
        rows.first { $0.style == style && $0.category == category && $0.emphasized == emphasized && $0.leading == leading }
    }

    @Test func theWholeTableIsOneCall() throws {
        let table = try rows()
        #expect(table.count == 11 * 12 * 2 * 3)
        let body = try #require(row(table, .body, .large))
        #expect(body.size == 17 && body.lineHeight == 22 && body.lineHeightPolicy == .table)
        #expect(row(table, .body, .large, leading: .tight)?.lineHeight == 20)
        #expect(row(table, .body, .large, leading: .loose)?.lineHeight == 24)
        #expect(row(table, .body, .large, emphasized: true)?.weight == FontWeight(value: 600))
        #expect(row(table, .largeTitle, .large, emphasized: true)?.weight == .bold)
    }

    @Test(arguments: [
        RowSelection(categories: [.ax3]), RowSelection(styles: [.body]),
        RowSelection(styles: [.caption2, .largeTitle], categories: [.xSmall, .ax5]), RowSelection(styles: [], categories: nil),
    ])
    func aSelectionResolvesExactlyItsRowsOfTheTable(selection: RowSelection) throws {
        let resolver = try TypographyResolver(.appleDefault)
        let whole = resolver.resolve(with: try resolver.loadFonts(from: Self.typoFont))
        let expected = whole.filter { row in
            (selection.styles?.contains(row.style) ?? true) && (selection.categories?.contains(row.category) ?? true)
        }
        let selected = resolver.resolve(with: try resolver.loadFonts(from: Self.typoFont, selection: selection), selection: selection)
        #expect(selected == expected)
        #expect(selected.count == (selection.styles?.count ?? 11) * (selection.categories?.count ?? 12) * 6)
    }

    @Test func aSelectionReadsTheFontOnlyWhereItsRowsNeedIt() throws {
        // An optical-size axis wide enough for every size of Apple's table: each size is its own location.
        var font = Self.typoFont
        font.metrics.axes = [VariationAxis(tag: "opsz", name: nil, min: 1, default: 17, max: 200)]
        let provider = RecordingFontProvider(font: font)
        let resolver = try TypographyResolver(.appleDefault)
        _ = try resolver.loadFonts(from: provider, selection: RowSelection(categories: [.ax3]))
        let ax3Sizes = Set(ReferenceData.document.appleIOS.values.compactMap { $0["AX3"]?.size })
        #expect(!ax3Sizes.isEmpty)
        #expect(Set(provider.opticalSizes) == ax3Sizes)
    }

    @Test func boldTextRaisesEveryWeight() throws {
        let table = try rows(boldText: true)
        #expect(row(table, .body, .large)?.weight == FontWeight(value: 600))
        #expect(row(table, .body, .large, emphasized: true)?.weight == FontWeight(value: 700))
        #expect(row(table, .largeTitle, .large, emphasized: true)?.weight == FontWeight(value: 800))
    }

    @Test func pairsAreTheTwoTablesRowForRow() throws {
        let resolver = try TypographyResolver(.appleDefault)
        let regular = try resolver.loadFonts(from: Self.typoFont, boldText: false)
        let bold = try resolver.loadFonts(from: Self.typoFont, boldText: true)
        var pairs: [(ResolvedTextStyle, ResolvedTextStyle)] = []
        resolver.resolvePairs(regular, bold) { pairs.append(($0, $1)) }
        let plainTable = resolver.resolve(with: regular), boldTable = resolver.resolve(with: bold)
        #expect(pairs.count == plainTable.count && pairs.count == boldTable.count)
        #expect(pairs.map(\.0) == plainTable)
        #expect(pairs.map(\.1) == boldTable)
    }

    @Test func lineHeightFromMetricsUsesTypoOrHheaAsTheBitSays() throws {
        var spec = TypographySpec.appleDefault
        spec.lineHeight = .fontMetrics(multiplier: 1)
        // USE_TYPO_METRICS set: (800 + 200 + 200) / 1000 × 17 = 20.4.
        let typo = try #require(row(try rows(spec, provider: Self.typoFont), .body, .large))
        #expect(typo.lineHeight == 20.4 && typo.metrics.source == .typo && typo.lineHeightPolicy == .fontMetrics)
        // Clear: hhea (900 + 300 + 100) / 1000 × 17 = 22.1.
        let hhea = try #require(row(try rows(spec, provider: Self.hheaFont), .body, .large))
        #expect(hhea.lineHeight == 22.1 && hhea.metrics.source == .hhea)
        spec.lineHeight = .fontMetrics(multiplier: 1.5)
        #expect(row(try rows(spec, provider: Self.hheaFont), .body, .large)?.lineHeight == 33.15)
    }

    @Test func multiplierAndRoundingPolicies() throws {
        var spec = TypographySpec.appleDefault
        spec.lineHeight = .multiplier(1.3)            // 17 × 1.3 = 22.1
        #expect(row(try rows(spec), .body, .large)?.lineHeight == 22.1)
        spec.rounding = LineHeightRounding(grid: 4)   // → 24
        #expect(row(try rows(spec), .body, .large)?.lineHeight == 24)
        spec.rounding = LineHeightRounding(pixelScale: 3)   // 22.1 × 3 = 66.3 → 66 / 3 = 22
        #expect(row(try rows(spec), .body, .large)?.lineHeight == 22)
        spec.rounding = LineHeightRounding(pixelScale: 2)   // 44.2 → 44 / 2 = 22
        spec.lineHeight = .multiplier(1.33)           // 22.61 × 2 = 45.22 → 45 / 2 = 22.5
        #expect(row(try rows(spec), .body, .large)?.lineHeight == 22.5)
    }

    @Test func metricsTrimsAndBaselineAtSize() throws {
        let body = try #require(row(try rows(), .body, .large))
        // Typo metrics at 17 pt: ascender 13.6, descender −3.4, gap 3.4, cap 11.9, x 8.5.
        #expect(body.metrics.ascender == 13.6 && body.metrics.descender == -3.4 && body.metrics.lineGap == 3.4)
        #expect(body.metrics.capHeight == 11.9 && body.metrics.xHeight == 8.5)
        // CSS half leading: (22 − 17) / 2 + 13.6 = 16.1 from the top of the line box.
        #expect(body.baselineOffset == 16.1)
        // Capsize (its formulas, in em): offset = (1.2 × 17 − 22) / 2 = −0.8.
        let offset = (1.2 * 17 - 22) / 2
        let capTrim = -((0.8 - 0.7 + 0.2 / 2) - offset / 17)
        let baseTrim = -((0.2 + 0.2 / 2) - offset / 17)
        #expect(abs(body.trims!.capHeight - capTrim) < 1e-4)
        #expect(abs(body.trims!.baseline - baseTrim) < 1e-4)
    }

    @Test func aClampedStyleTakesTrackingMetricsAndTrimsAtTheClampedSize() throws {
        // 40/48 along title1 capped at 72 pt: at AX5 the curve gives 83 pt, the row is the 72 pt font.
        let hero = StyleSpec(name: "hero", size: 40, lineHeight: 48, scale: .relative(to: .title1),
                             tracking: .appleSFPro, maximumPointSize: 72)
        let spec = TypographySpec(fonts: ["text": .init(families: ["Fixed"])], styles: [StyleSpec(name: .title1), hero])
        let ax5 = try #require(row(try rows(spec), "hero", .ax5))
        #expect(ax5.size == 72 && ax5.lineHeight == 86.4)
        // SF Pro's tracking at 72 pt as the HIG lists it, not at 83 pt.
        let em72 = try #require(ReferenceData.document.sfProIOS["72"]?.em_1000) / 1000
        #expect(abs(ax5.tracking.em - em72) < 1e-4 && abs(ax5.tracking.points - em72 * 72) < 1e-3)
        // Typo metrics (800/−200/200 per 1000) at 72 pt, and Capsize's trims for a 86.4 pt line.
        #expect(ax5.metrics.ascender == 57.6 && ax5.metrics.descender == -14.4 && ax5.metrics.lineGap == 14.4)
        let offset = (1.2 * 72 - 86.4) / 2
        #expect(abs(ax5.trims!.capHeight - -((0.8 - 0.7 + 0.1) - offset / 72)) < 1e-4)
        #expect(abs(ax5.trims!.baseline - -((0.2 + 0.1) - offset / 72)) < 1e-4)
    }

    @Test func aLineBoxShorterThanTheContentAreaWarns() throws {
        // hhea font: content area at 17 pt is (900 + 300) / 1000 × 17 = 20.4; tight leading is 20.
        let table = try rows(provider: Self.hheaFont)
        let tight = try #require(row(table, .body, .large, leading: .tight))
        // The fixed font reports no ink, so only the overflow can be said, without the room left.
        #expect(tight.layoutWarnings == [.lineBoxOverflow(lineHeight: 20, contentArea: 20.4, room: nil)])
        #expect(tight.warnings == ["line height 20 pt is shorter than the font's content area 20.4 pt (ascender + descender); "
            + "the font has no outline for the sample to measure"])
        #expect(row(table, .body, .large)?.layoutWarnings.isEmpty == true)
    }

    @Test func trackingInPointsAndEmUsesTheStylesOwnSize() throws {
        let body = try #require(row(try rows(), .body, .large))
        #expect(body.tracking.em == -0.026 && body.tracking.points == -0.442 && body.tracking.source == .appleSFPro)
        let title = try #require(row(try rows(), .largeTitle, .large))
        let em = try #require(ReferenceData.document.sfProIOS["34"]?.em_1000) / 1000
        #expect(title.tracking.em == em && title.tracking.points == (em * 34 * 10_000).rounded() / 10_000)
        var spec = TypographySpec.appleDefault
        spec.tracking = .inter
        let inter = try #require(row(try rows(spec), .body, .large))
        #expect(abs(inter.tracking.em - (-0.0223 + 0.185 * exp(-0.1745 * 17))) < 1e-4)
    }

    @Test func fallbackFamiliesAreReportedOnEveryRow() throws {
        var provider = Self.typoFont
        provider.missingFamilies = ["Inter"]
        let body = try #require(row(try rows(provider: provider), .body, .large))
        #expect(body.font.requestedFamily == "sans-serif")
        #expect(body.fontWarnings == [.fallbackFamily(missing: ["Inter"], requestedFamily: "sans-serif", family: "sans-serif")])
        #expect(body.warnings == ["font 'Inter' not installed; used fallback 'sans-serif' (sans-serif)"])
    }
}

/// A `FontProvider` whose every lookup fails with `failure`, listing `installed` as its families.
struct FailingFontProvider: FontProvider {
    struct Failure: Error, Equatable { var reason: String }
    var installed: [String]
    var failure = Failure(reason: "damaged")

    func face(for request: FontRequest) throws -> ProvidedFace { throw failure }
    func metrics(of face: ProvidedFace, at location: [String: Double]) throws -> FontFaceMetrics { throw failure }
    func measure(_ face: ProvidedFace, at location: [String: Double], sample: InkSample) throws -> SampleMeasure { throw failure }
    func installedFamilies() -> [String] { installed }
}

@Suite struct NoInstalledFamilyTests {
    static let sources: ThemeSources = {
        var sources = ThemeSources(file: "brand.json")
        sources.typography.roles["display"] = ThemeSources.FontRole(
            object: SourcePosition(line: 4, column: 7), families: SourcePosition(line: 4, column: 20),
            family: [SourcePosition(line: 4, column: 21), SourcePosition(line: 4, column: 32)])
        return sources
    }()

    func load(_ families: [String], installed: [String], sources: ThemeSources? = sources) throws {
        let spec = TypographySpec(fonts: ["text": .init(families: families), "display": .init(families: families)],
                                  styles: [StyleSpec(name: "hero", font: "display", size: 40, lineHeight: 48, scale: .relative(to: .body)), StyleSpec(name: .body)])
        _ = try TypographyResolver(spec).loadFonts(from: FailingFontProvider(installed: installed), sources: sources)
    }

    @Test func aRoleWithNoInstalledFamilyIsAnErrorAtItsListWithTheNearestNames() throws {
        let one = #expect(throws: Diagnostics.self) { try load(["Robotto"], installed: ["Inter", "Roboto", "Roboto Mono"]) }
        #expect(one?.diagnostics.map(\.description) == [
            "brand.json:4:21: error: 'Robotto' is not installed (typography.fonts.display.families[0]); did you mean 'Roboto'?; "
                + "the role 'display' has no family to fall back on: install it, correct the name, or end the list with a "
                + "generic family ('sans-serif', 'serif' or 'monospace')"])
        let two = #expect(throws: Diagnostics.self) { try load(["Robotto", "Intr"], installed: ["Inter", "Roboto"]) }
        #expect(two?.diagnostics.first?.description.hasPrefix(
            "brand.json:4:20: error: 'Robotto', 'Intr' are not installed (typography.fonts.display.families); the role 'display'") == true)
    }

    @Test func anyOtherFailureOrAThemeWithoutAFileIsTheProvidersOwn() throws {
        // 'Roboto' is installed (fontconfig ignores case): the face failed for another reason, a damaged file.
        let installed = #expect(throws: FailingFontProvider.Failure.self) { try load(["ROBOTO"], installed: ["Roboto"]) }
        #expect(installed == FailingFontProvider.Failure(reason: "damaged"))
        let noFile = #expect(throws: FailingFontProvider.Failure.self) { try load(["Robotto"], installed: ["Roboto"], sources: nil) }
        #expect(noFile != nil)
    }
}

import Foundation

/// A `FontProvider` that records the optical sizes its metrics are read at.
final class RecordingFontProvider: FontProvider {
    let font: FixedFontProvider
    private(set) var opticalSizes: [Double] = []

    init(font: FixedFontProvider) { self.font = font }

    func face(for request: FontRequest) throws -> ProvidedFace { try font.face(for: request) }

    func metrics(of face: ProvidedFace, at location: [String: Double]) throws -> FontFaceMetrics {
        if let size = location["opsz"] { opticalSizes.append(size) }
        return try font.metrics(of: face, at: location)
    }

    func measure(_ face: ProvidedFace, at location: [String: Double], sample: InkSample) throws -> SampleMeasure {
        try font.measure(face, at: location, sample: sample)
    }
}
