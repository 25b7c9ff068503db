import Testing
import TintypeDocument
import TintypeTypography
import TintypeTheme
import TintypeCompiledTheme
import TintypeCheck
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

    /// The one lines-collide finding of these themes (one cause: the theme's line-height policy).
    func collision(_ found: [ThemeCheck.Finding]) -> ThemeCheck.Finding? {
        let collisions = found.filter { $0.id == "typography.lines-collide" }
        #expect(collisions.count <= 1)
        return collisions.first
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
        let below = try #require(collision(try lineBoxFindings(lineHeight: ink - 0.5, sample: .basicLatin)))
        #expect(below.id == "typography.lines-collide" && below.severity == .failure)
        // Standard lines 91.5 pt, tight 89.5 pt: the worst is tight, 2.5 pt short.
        #expect(below.message.contains("by 0.5–2.5 pt") && below.message.hasSuffix("in a 89.5 pt line: 2.5 pt of overlap"), "\(below.message)")
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
        let accented = try #require(collision(try lineBoxFindings(lineHeight: 95, sample: .latin1)))
        #expect(accented.id == "typography.lines-collide")
        #expect(accented.message.hasSuffix("the sample's ink spans 112 pt ('Á' reaches 90 pt above the baseline, 'p' 22 pt below) "
            + "in a 93 pt line: 19 pt of overlap"), "\(accented.message)")
        let own = try row(lineHeight: 95, sample: InkSample("xo"))
        #expect(own.layoutWarnings.first?.description.hasSuffix("fits with 45 pt to spare") == true)
        #expect(try lineBoxFindings(lineHeight: 114, sample: .latin1).isEmpty)  // tight lines: 112 pt
    }
}
