import Testing
import TintypeCore
@testable import TintypeFonts

/// The line-box lint on a fixture font with known outlines (`TintypeInk-Regular.ttf`: typo
/// 800/−200, so a 1 em content area; letters and digits reach 700 up and `p` 220 down; `Á` 900
/// up). Expected values come from the generator's manifest, which took them from the outlines it drew.
@Suite struct InkLintTests {
    let provider: SystemFontProvider
    let face: FixtureFonts.Face

    init() throws {
        provider = try SystemFontProvider(additionalDirectories: [FixtureFonts.directory.path])
        face = try #require(FixtureFonts.manifest.first { $0.file == "TintypeInk-Regular.ttf" }?.faces.first)
    }

    /// The line-box findings of one style at 100 pt in every category, lines `lineHeight` pt apart.
    func lineBoxFindings(lineHeight: Double, sample: InkSample) throws -> [ThemeCheck.Finding] {
        var spec = TypographySpec(fonts: ["text": .init(families: ["Tintype Ink"])])
        spec.scale = .linear(factors: Dictionary(uniqueKeysWithValues: ContentSizeCategory.allCases.map { ($0, 1.0) }))
        spec.lineHeight = .multiplier(lineHeight / 100)
        spec.styles = [StyleSpec(name: .body, size: 100, weight: .regular, emphasizedWeight: .regular)]
        let theme = Theme(name: "ink", typography: spec, lint: LintOptions(sample: sample))
        let compiled = try CompiledTheme.compile(theme, fonts: provider)
        return ThemeCheck().run(compiled, theme: theme).filter { $0.id?.hasPrefix("typography.line") == true }
    }

    func standardAtLarge(_ found: [ThemeCheck.Finding]) -> ThemeCheck.Finding? {
        found.first { $0.message.hasPrefix("body at large, standard leading, weight 400:") }
    }

    /// The standard row at large as the resolver gives it (the compiled theme states overflows
    /// per face instead).
    func row(lineHeight: Double, sample: InkSample) throws -> ResolvedTextStyle {
        var spec = TypographySpec(fonts: ["text": .init(families: ["Tintype Ink"])])
        spec.scale = .linear(factors: Dictionary(uniqueKeysWithValues: ContentSizeCategory.allCases.map { ($0, 1.0) }))
        spec.lineHeight = .multiplier(lineHeight / 100)
        spec.styles = [StyleSpec(name: .body, size: 100, weight: .regular, emphasizedWeight: .regular)]
        let resolver = try TypographyResolver(spec)
        let rows = resolver.resolve(with: try resolver.loadFonts(from: provider, inkSample: sample))
        return try #require(rows.first { $0.category == .large && $0.leading == .standard && !$0.emphasized })
    }

    @Test func theManifestsInkIsWhatFreeTypeMeasures() throws {
        let file = try FontFile(path: FixtureFonts.path("TintypeInk-Regular.ttf"))
        let reader = try FontReader()
        for (name, sample) in InkSample.named {
            let want = try #require(face.ink[name])
            let ink = try #require(try reader.measure(of: file, characters: sample.scalars).ink)
            #expect([ink.top, ink.bottom] == [want.top, want.bottom], "\(name)")
        }
    }

    @Test func justBelowTheInkCollidesJustAboveOnlyOverflows() throws {
        let basic = try #require(face.ink["basicLatin"])
        let ink = Double(basic.top - basic.bottom) / 10  // points at 100 pt on a 1000-unit em: 92
        let below = try #require(standardAtLarge(try lineBoxFindings(lineHeight: ink - 0.5, sample: .basicLatin)))
        #expect(below.id == "typography.lines-collide" && below.severity == .failure)
        #expect(below.message.hasSuffix("in a 91.5 pt line: 0.5 pt of overlap"))
        let above = try row(lineHeight: ink + 0.5, sample: .basicLatin)
        #expect(above.layoutWarnings.map(\.description) == ["line height 92.5 pt is shorter than the font's content area 100 pt "
            + "(ascender + descender); the sample's ink fits with 0.5 pt to spare"])
        // The check states it once for the face, as a note: 12 categories × standard and tight
        // (loose is 94.5 pt, still short of 100) × regular and Bold Text rows.
        let note = try #require(try lineBoxFindings(lineHeight: ink + 0.5, sample: .basicLatin).first)
        #expect(note.id == "typography.line-box-overflow" && note.severity == .note)
        #expect(note.message.hasPrefix("TintypeInk-Regular at 100 pt: ") && note.message.contains("line boxes are shorter than the font's content area"))
    }

    @Test func anotherSampleChangesTheVerdict() throws {
        // 95 pt lines: Basic Latin's ink (700 + 220 units = 92 pt) fits; Latin-1's Á (900 + 220 =
        // 112 pt) collides; the theme's own "xo" (500 + 0 units = 50 pt) fits with 45 pt.
        let latin1 = try #require(face.ink["latin1"])
        #expect(latin1.top == 900 && latin1.bottom == -220)
        #expect(try lineBoxFindings(lineHeight: 95, sample: .basicLatin).allSatisfy { $0.severity == .note })
        #expect(try row(lineHeight: 95, sample: .basicLatin).layoutWarnings.first?.description.hasSuffix("fits with 3 pt to spare") == true)
        let accented = try #require(standardAtLarge(try lineBoxFindings(lineHeight: 95, sample: .latin1)))
        #expect(accented.id == "typography.lines-collide")
        #expect(accented.message.hasSuffix("the sample's ink spans 112 pt ('Á' reaches 90 pt above the baseline, 'p' 22 pt below) "
            + "in a 95 pt line: 17 pt of overlap"))
        let own = try row(lineHeight: 95, sample: InkSample("xo"))
        #expect(own.layoutWarnings.first?.description.hasSuffix("fits with 45 pt to spare") == true)
        #expect(try lineBoxFindings(lineHeight: 114, sample: .latin1).isEmpty)  // tight lines: 112 pt
    }
}
