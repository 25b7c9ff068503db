import Testing
import TintypeDocument
import TintypeTypography
import TintypeProject

/// A family that comes as separate optical cuts: the theme's `displayCut` sets every row from its
/// size up in the display families, as Apple switches SF Pro Text to Display at 20 pt; the sizes
/// are Apple's published table (`Tests/Fixtures/Reference/dynamic-type.json`).
@Suite struct DisplayCutTests {
    static let spec = TypographySpec(
        fonts: [StyleSpec.defaultFontRole: .init(families: ["Inter", "sans-serif"], displayCut: DisplayCut(families: ["Inter Display"], from: 20))])

    func rows(_ provider: FixedFontProvider) throws -> [ResolvedTextStyle] {
        let resolver = try TypographyResolver(Self.spec)
        return resolver.resolve(with: try resolver.loadFonts(from: provider)).filter { $0.leading == .standard }
    }

    @Test func everyRowFromTheCutsSizeIsSetInTheDisplayFamily() throws {
        let rows = try rows(TypographyResolverTests.typoFont)
        #expect(rows.count == 11 * 12 * 2)
        for row in rows {
            let size = try #require(ReferenceData.document.appleIOS[row.style.rawValue]?[row.category.name]?.size)
            #expect(row.size == size)
            #expect(row.font.family == (size >= 20 ? "Inter Display" : "Inter"), "\(row.style) \(row.category.name) at \(size) pt")
        }
        // Both sides of the switch: title3 is 20 pt at large (Display), 19 at medium (Text).
        #expect(rows.contains { $0.style == .title3 && $0.category == .large && $0.font.family == "Inter Display" })
        #expect(rows.contains { $0.style == .title3 && $0.category == .medium && $0.font.family == "Inter" })
    }

    /// Without the display cut installed, its rows fall back to the text cut and say so.
    @Test func aMissingDisplayCutFallsBackToTheTextCutWithAWarning() throws {
        var provider = TypographyResolverTests.typoFont
        provider.missingFamilies = ["Inter Display"]
        let rows = try rows(provider)
        let large = try #require(rows.first { $0.style == .largeTitle && $0.category == .large })
        #expect(large.font.family == "Inter")
        #expect(large.fontWarnings.contains { if case .fallbackFamily(let missing, _, _) = $0 { missing == ["Inter Display"] } else { false } })
        let body = try #require(rows.first { $0.style == .body && $0.category == .large })
        #expect(body.fontWarnings.isEmpty)
    }

    @Test func theFamiliesAtASizeAreTheCutsThenTheRoles() {
        let cut = DisplayCut(families: ["Inter Display"], from: 20)
        #expect(DisplayCut.families(["Inter", "sans-serif"], cut, size: 19.99) == ["Inter", "sans-serif"])
        #expect(DisplayCut.families(["Inter", "sans-serif"], cut, size: 20) == ["Inter Display", "Inter", "sans-serif"])
        #expect(DisplayCut.families(["Inter"], nil, size: 40) == ["Inter"])
    }

    @Test func aThemeDeclaresItOnAFontRole() throws {
        let theme = try ThemeReader.read(json: Array("""
            {"name": "t", "typography": {"fonts": {"text": {"families": ["Inter", "sans-serif"],
              "displayCut": {"families": ["Inter Display"], "from": 20}}}}}
            """.utf8), file: "t.json")
        #expect(theme.typography.fonts["text"]?.displayCut == DisplayCut(families: ["Inter Display"], from: 20))
    }

    @Test(arguments: [
        (#"{"families": ["Inter Display"]}"#, "t.json:2:17: error: typography.fonts.text.displayCut needs \"from\""),
        (#"{"from": 20}"#, "t.json:2:17: error: typography.fonts.text.displayCut needs \"families\""),
        (#"{"families": [], "from": 20}"#, "t.json:2:17: error: typography.fonts.text.displayCut needs \"families\""),
        (#"{"families": ["Inter Display"], "from": 0}"#, "t.json:2:57: error: 0 at typography.fonts.text.displayCut.from is out of range"),
        (#"{"families": ["Inter Display"], "from": 20, "at": 3}"#, "t.json:2:61: error: unknown key 'at' in typography.fonts.text.displayCut"),
    ]) func aWrongDisplayCutIsAnErrorAtItsPlace(_ cut: String, _ message: String) throws {
        let text = "{\"name\": \"t\", \"typography\": {\"fonts\": {\"text\": {\"families\": [\"Inter\"],\n  \"displayCut\": \(cut)}}}}"
        let error = #expect(throws: Diagnostics.self) { try ThemeReader.read(json: Array(text.utf8), file: "t.json") }
        #expect(error?.diagnostics.contains { $0.description.hasPrefix(message) } == true, "\(error?.diagnostics.map(\.description) ?? [])")
    }
}
